/**
 * The customer account on the front end, against the running site: a customer saves their
 * address, finds the checkout prefilled, places an order and finds it under their account
 * with its detail; nobody else can open it; a guest finds an order by number and email
 * (without JavaScript), is refused alike with a wrong email, and is rate-limited; a customer
 * who opens wp-admin lands on the account page; details and password are changed; a guest who
 * creates an account at checkout (the same strength meter, a weak password refused) is signed
 * in at once, and a taken email is refused.
 */

/**
 * External dependencies
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { LAYOUT, logIn, restAs } from './support';

const PASSWORD = 'Garden-Path-2026';
const marker = `acct${ Date.now().toString( 36 ) }${ Math.random()
	.toString( 36 )
	.slice( 2, 6 ) }`;

/** Creates a customer (a subscriber) through the REST API; returns their login. */
async function createCustomer( suffix: string ): Promise< string > {
	const admin = await restAs();
	const username = `${ marker }_${ suffix }`;
	await admin.rest( {
		method: 'POST',
		path: '/wp/v2/users',
		data: {
			username,
			email: `${ username }@example.test`,
			password: PASSWORD,
			roles: [ 'subscriber' ],
		},
	} );
	return username;
}

/**
 * A client address of its own (198.18.0.0/15, the benchmarking range) for a test of the
 * lookup's per-address limit, fresh on every run: the site keeps its counts between runs.
 */
const clientIp = () =>
	`198.${ 18 + Math.floor( Math.random() * 2 ) }.${ Math.floor(
		Math.random() * 256
	) }.${ 1 + Math.floor( Math.random() * 254 ) }`;

const ADDRESS = {
	billing_first_name: 'Grace',
	billing_last_name: 'Hopper',
	billing_email: `${ marker }-billing@example.test`,
	billing_address: '1 Harbour Road',
	billing_city: 'Brest',
	billing_postcode: '29200',
	billing_country: 'FR',
};

/** What axe finds against WCAG 2.1 AA on the page as it is. */
async function violations( page: Page ): Promise< string[] > {
	const results = await new AxeBuilder( { page } )
		.withTags( [ 'wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa' ] )
		.analyze();
	return results.violations.map(
		( violation ) =>
			`${ violation.id }: ${ violation.nodes
				.map( ( node ) => node.target.join( ' ' ) )
				.join( ', ' ) }`
	);
}

/** Adds the first buyable product of the shop to the cart. */
async function addSomethingToCart( page: Page ): Promise< string > {
	await page.goto( '/shop/' );
	const card = page
		.locator( '.vitrine-product-card' )
		.filter( { has: page.locator( 'form.vitrine-add-to-cart' ) } )
		.first();
	const name = (
		await card.locator( '.vitrine-product-card__title' ).innerText()
	).trim();
	await card.locator( 'form.vitrine-add-to-cart [type="submit"]' ).click();
	// Every caller starts with an empty cart (a new customer, a new guest).
	await expect(
		page.locator( '.site-header .vitrine-cart-link__count' ).first()
	).toHaveText( '1' );
	return name;
}

/**
 * Types a billing address into the checkout's or the account's form (the country is a select).
 *
 * @param page   Page.
 * @param fields Values by field id.
 */
async function fillBilling( page: Page, fields: Record< string, string > ) {
	for ( const [ id, value ] of Object.entries( fields ) ) {
		const field = page.locator( `#${ id }` );
		if ( id === 'billing_country' ) {
			await field.selectOption( value );
		} else {
			await field.fill( value );
		}
	}
}

/** Places an order as a guest with the given email; returns its number. */
async function guestOrder( page: Page, email: string ): Promise< number > {
	await addSomethingToCart( page );
	await page.goto( '/checkout/' );
	await fillBilling( page, { ...ADDRESS, billing_email: email } );
	await page.getByRole( 'button', { name: 'Place order' } ).click();
	await expect( page ).toHaveURL( /order-received=\d+/ );
	return Number( new URL( page.url() ).searchParams.get( 'order-received' ) );
}

test( 'a customer who opens wp-admin lands on the account page; admin-ajax stays open', async ( {
	page,
} ) => {
	const customer = await createCustomer( 'admin' );
	await logIn( page, customer, PASSWORD );

	for ( const path of [ '/wp-admin/', '/wp-admin/profile.php' ] ) {
		await page.goto( path );
		await expect( page ).toHaveURL( /\/account\/$/ );
		await expect(
			page.getByRole( 'navigation', { name: 'Account' } )
		).toBeVisible();
	}
	const ajax = await page.request.post( '/wp-admin/admin-ajax.php', {
		form: { action: 'vitrine-no-such-action' },
		maxRedirects: 0,
		failOnStatusCode: false,
	} );
	expect( ajax.status() ).toBe( 400 );
} );

test( 'a customer saves an address, checks out prefilled and finds the order under their account', async ( {
	page,
	browser,
} ) => {
	test.setTimeout( 90_000 );
	const customer = await createCustomer( 'buyer' );
	await logIn( page, customer, PASSWORD );

	await page.goto( '/account/' );
	await expect(
		page.getByText( 'You have not placed any orders yet.' )
	).toBeVisible();
	await page.getByRole( 'link', { name: 'Addresses' } ).click();
	await expect(
		page.getByRole( 'link', { name: 'Addresses' } )
	).toHaveAttribute( 'aria-current', 'page' );
	await fillBilling( page, ADDRESS );
	await page.getByRole( 'button', { name: 'Save address' } ).click();
	await expect( page.getByRole( 'status' ) ).toHaveText(
		'Your address has been saved.'
	);
	await expect( page.locator( '#billing_city' ) ).toHaveValue( 'Brest' );

	const product = await addSomethingToCart( page );
	await page.goto( '/checkout/' );
	for ( const [ id, value ] of Object.entries( ADDRESS ) ) {
		await expect( page.locator( `#${ id }` ), id ).toHaveValue( value );
	}
	await page.getByRole( 'button', { name: 'Place order' } ).click();
	await expect( page ).toHaveURL( /order-received=\d+/ );
	const order = Number(
		new URL( page.url() ).searchParams.get( 'order-received' )
	);

	await page.goto( '/account/' );
	const row = page.locator( '.vitrine-my-account__orders tbody tr' ).first();
	await expect( row ).toContainText( `#${ order }` );
	await row.getByRole( 'link', { name: `#${ order }` } ).click();
	await expect(
		page.getByRole( 'heading', { name: `Order #${ order }` } )
	).toBeVisible();
	await expect( page.locator( '.vitrine-my-account__order' ) ).toContainText(
		product
	);
	await expect( page.locator( 'address' ) ).toContainText( '29200 Brest' );
	expect( await violations( page ) ).toEqual( [] );
	await page.goto( '/account/' );
	expect( await violations( page ) ).toEqual( [] );

	// Another customer asking for it gets the same refusal as for no order at all.
	const other = await createCustomer( 'other' );
	const stranger = await browser.newContext();
	const strangerPage = await stranger.newPage();
	await logIn( strangerPage, other, PASSWORD );
	const reply = await strangerPage.goto( `/account/?view-order=${ order }` );
	expect( reply?.status() ).toBe( 404 );
	await expect(
		strangerPage.getByText( 'This order could not be found.' )
	).toBeVisible();
	await expect( strangerPage.locator( 'body' ) ).not.toContainText(
		'1 Harbour Road'
	);
	await stranger.close();
} );

test( 'a guest creates an account at checkout (strength meter, a weak password refused): signed in on the order received page without the admin bar, the order in the account; a taken email is refused', async ( {
	page,
} ) => {
	test.setTimeout( 90_000 );
	const email = `${ marker }-checkout@example.test`;
	await addSomethingToCart( page );
	await page.goto( '/checkout/' );
	await fillBilling( page, { ...ADDRESS, billing_email: email } );
	// The password shows once the box is ticked.
	const password = page.getByLabel( 'Create account password' );
	await expect( password ).toBeHidden();
	await page.getByLabel( 'Create an account?' ).check();

	// The account page's strength meter: zxcvbn (core's, ~800 KB) loads only once the field
	// is used, and the live region says the level, held to the server's rule.
	const meter = page.locator( '#account_password-strength' );
	await expect( meter ).toHaveAttribute( 'aria-live', 'polite' );
	expect( await page.evaluate( () => 'zxcvbn' in window ) ).toBe( false );
	await password.fill( 'weakling' );
	await expect( meter ).toHaveText(
		'Password strength: Very weak This password is too weak. Use at least 8 characters with lowercase and uppercase letters.'
	);
	expect( await page.evaluate( () => 'zxcvbn' in window ) ).toBe( true );
	// Refused on the server too: the summary's link leads to the field, still ticked, emptied.
	await page.getByRole( 'button', { name: 'Place order' } ).click();
	const refusal = page.locator( '.vitrine-error-summary' );
	await expect( refusal ).toBeFocused();
	await refusal
		.getByRole( 'link', { name: /^This password is too weak/ } )
		.click();
	await expect( password ).toBeFocused();
	await expect( password ).toHaveValue( '' );
	await expect( page.locator( '#billing_email' ) ).toHaveValue( email );
	await password.fill( PASSWORD );
	await expect( meter ).toHaveText( /^Password strength: (Medium|Strong)$/ );
	await page.getByRole( 'button', { name: 'Place order' } ).click();

	await expect( page ).toHaveURL( /order-received=\d+/ );
	const order = Number(
		new URL( page.url() ).searchParams.get( 'order-received' )
	);
	await expect( page.locator( 'body' ) ).toHaveClass( /\blogged-in\b/ );
	await expect( page.locator( '#wpadminbar' ) ).toHaveCount( 0 );
	await page.goto( '/account/' );
	await expect(
		page.locator( '.vitrine-my-account__orders tbody tr' ).first()
	).toContainText( `#${ order }` );

	// Signed out, the same email with "Create an account?" is refused, never signed in; what
	// was typed stays, the password does not.
	await page.context().clearCookies();
	await addSomethingToCart( page );
	await page.goto( '/checkout/' );
	await fillBilling( page, { ...ADDRESS, billing_email: email } );
	await page.getByLabel( 'Create an account?' ).check();
	await password.fill( 'Another-Secret-99' );
	await page.getByRole( 'button', { name: 'Place order' } ).click();
	const summary = page.locator( '.vitrine-error-summary' );
	await expect( summary ).toBeFocused();
	await expect(
		summary.getByRole( 'link', {
			name: 'An account with this email address already exists. Log in, or reset your password.',
		} )
	).toHaveAttribute( 'href', '#billing_email' );
	await expect( page.locator( '#billing_email' ) ).toHaveValue( email );
	await expect( page.locator( '#billing_city' ) ).toHaveValue( 'Brest' );
	await expect( password ).toHaveValue( '' );
	await expect( page.locator( 'body' ) ).not.toHaveClass( /\blogged-in\b/ );
} );

test( 'a guest finds an order by number and email without JavaScript, and a wrong email is refused @guest', async ( {
	page,
	browser,
} ) => {
	test.setTimeout( 90_000 );
	const email = `${ marker }-guest@example.test`;
	const order = await guestOrder( page, email );

	const context = await browser.newContext( {
		javaScriptEnabled: false,
		// The lookup's limit counts per address: this test gets one of its own.
		extraHTTPHeaders: { 'X-Vitrine-Test-Client-Ip': clientIp() },
	} );
	const guest = await context.newPage();
	await guest.goto( '/account/' );
	// The account keeps to the theme's content column, the page title's (it spanned the window).
	const column = await guest.locator( '.page-header__title' ).boundingBox();
	const account = await guest.locator( '.vitrine-my-account' ).boundingBox();
	expect( account?.x ).toBeGreaterThanOrEqual( Math.floor( column?.x ?? 0 ) );
	expect( ( account?.x ?? 0 ) + ( account?.width ?? 0 ) ).toBeLessThanOrEqual(
		Math.ceil( ( column?.x ?? 0 ) + ( column?.width ?? 0 ) )
	);
	const lookup = guest.getByRole( 'region', { name: 'Find an order' } );
	await lookup.getByLabel( 'Order number' ).fill( String( order ) );
	await lookup
		.getByLabel( 'Billing email' )
		.fill( 'someone-else@example.test' );
	const [ refused ] = await Promise.all( [
		guest.waitForResponse( ( r ) => r.request().method() === 'POST' ),
		lookup.getByRole( 'button', { name: 'Find order' } ).click(),
	] );
	expect( refused.status() ).toBe( 404 );
	await expect( guest.getByRole( 'alert' ) ).toContainText(
		'No order matches this order number and email address.'
	);
	await expect( lookup.getByLabel( 'Order number' ) ).toHaveValue(
		String( order )
	);

	await lookup.getByLabel( 'Billing email' ).fill( email.toUpperCase() );
	await lookup.getByRole( 'button', { name: 'Find order' } ).click();
	await expect( guest ).toHaveURL( /view-order=\d+&key=/ );
	await expect(
		guest.getByRole( 'heading', { name: `Order #${ order }` } )
	).toBeVisible();
	await expect( guest.locator( 'address' ) ).toContainText( email );
	await context.close();
} );

test( 'guest lookups past the limit get 429 and a translated reason @guest', async ( {
	browser,
} ) => {
	const context = await browser.newContext( {
		extraHTTPHeaders: { 'X-Vitrine-Test-Client-Ip': clientIp() },
	} );
	const page = await context.newPage();
	await page.goto( '/account/' );
	const nonce = await page
		.locator( 'input[name="_vitrine_account_nonce"]' )
		.last()
		.inputValue();
	const statuses: number[] = [];
	for ( let i = 0; i < 11; i++ ) {
		const reply = await page.request.post( '/account/', {
			form: {
				vitrine_account_action: 'lookup',
				_vitrine_account_nonce: nonce,
				order_number: String( 900000 + i ),
				order_email: 'nobody@example.test',
			},
			maxRedirects: 0,
			failOnStatusCode: false,
		} );
		statuses.push( reply.status() );
		if ( i === 10 ) {
			expect( reply.headers()[ 'retry-after' ] ).toBe( '900' );
			expect( await reply.text() ).toContain(
				'Too many order lookups from your network.'
			);
		}
	}
	expect( statuses ).toEqual( [ ...Array( 10 ).fill( 404 ), 429 ] );
	await context.close();
} );

test( 'a customer changes their details and password (strength meter, error summary), logs out and back in', async ( {
	page,
} ) => {
	const customer = await createCustomer( 'details' );
	await logIn( page, customer, PASSWORD );
	await page.goto( '/account/?section=details' );
	const form = page.getByRole( 'region', { name: 'Account details' } );
	await form.getByLabel( 'Display name' ).fill( 'Grace H.' );
	await form.getByLabel( 'First name' ).fill( 'Grace' );
	// A new email needs the current password: refused, and the typed email kept.
	const email = `${ customer }.moved@example.com`;
	const emailField = form.getByRole( 'textbox', {
		name: 'Email address',
		exact: true,
	} );
	await emailField.fill( email );
	await form.getByRole( 'button', { name: 'Save changes' } ).click();
	await expect( form ).toContainText(
		'Please enter your current password to change your email address or password.'
	);
	await expect( emailField ).toHaveValue( email );

	await form.getByLabel( /^Current password/ ).fill( 'not-my-password' );
	await form
		.getByLabel( 'New password', { exact: true } )
		.fill( 'Harbour-Light-2027' );
	await form
		.getByLabel( 'Confirm new password' )
		.fill( 'Harbour-Light-2027' );
	await form.getByRole( 'button', { name: 'Save changes' } ).click();

	// Refused: the reason beside the field, the summary focused, what was typed kept.
	await expect( form.getByRole( 'alert' ) ).toBeFocused();
	await expect( form.getByLabel( /^Current password/ ) ).toHaveAttribute(
		'aria-invalid',
		'true'
	);
	await expect( form ).toContainText( 'Your current password is incorrect.' );
	await expect( form.getByLabel( 'Display name' ) ).toHaveValue( 'Grace H.' );
	expect( await violations( page ) ).toEqual( [] );

	// The strength meter: zxcvbn (core's, ~800 KB) loads only once the field is used, and the
	// live region says the level, held to the server's rule.
	const newPassword = form.getByLabel( 'New password', { exact: true } );
	const meter = form.locator( '#password_new-strength' );
	expect( await page.evaluate( () => 'zxcvbn' in window ) ).toBe( false );
	await expect( meter ).toHaveAttribute( 'aria-live', 'polite' );
	await form.getByLabel( /^Current password/ ).fill( PASSWORD );
	await newPassword.fill( 'weakling' );
	await expect( meter ).toHaveText(
		'Password strength: Very weak This password is too weak. Use at least 8 characters with lowercase and uppercase letters.'
	);
	await form.getByLabel( 'Confirm new password' ).fill( 'weakling' );
	await form.getByRole( 'button', { name: 'Save changes' } ).click();

	// Refused on the server too: the shared summary focused, its link leading to the field.
	const summary = form.locator( '.vitrine-error-summary' );
	await expect( summary ).toBeFocused();
	await expect( summary ).toContainText( 'Please check your details' );
	await summary
		.getByRole( 'link', { name: /^This password is too weak/ } )
		.click();
	await expect( newPassword ).toBeFocused();
	await expect( newPassword ).toHaveAttribute( 'aria-invalid', 'true' );
	await expect( newPassword ).toHaveValue( '' );
	await expect( form.getByLabel( 'Display name' ) ).toHaveValue( 'Grace H.' );
	await expect( emailField ).toHaveValue( email );

	await newPassword.fill( 'Harbour-Light-2027' );
	await expect( meter ).toHaveText( /^Password strength: (Medium|Strong)$/ );
	await form.getByLabel( /^Current password/ ).fill( PASSWORD );
	await form
		.getByLabel( 'Confirm new password' )
		.fill( 'Harbour-Light-2027' );
	await form.getByRole( 'button', { name: 'Save changes' } ).click();
	await expect( page.getByRole( 'status' ) ).toHaveText(
		'Your account details and new password have been saved.'
	);
	await expect( page.getByText( 'Hello Grace H.' ) ).toBeVisible();
	await expect( emailField ).toHaveValue( email );

	// Still signed in here; log out (with its nonce) and sign in with the new password.
	await page.getByRole( 'link', { name: 'Log out' } ).click();
	await expect( page ).toHaveURL( /\/account\/(\?.*)?$/ );
	const login = page.locator( '#vitrine-account-login' );
	await login.locator( '#vitrine-account-user' ).fill( customer );
	await login.locator( '#vitrine-account-pass' ).fill( 'Harbour-Light-2027' );
	await login.locator( '#vitrine-account-submit' ).click();
	await expect( page ).toHaveURL( /\/account\/$/ );
	await expect( page.getByText( 'Hello Grace H.' ) ).toBeVisible();
} );

for ( const theme of [ 'vitrine', 'twentytwentyfive' ] as const ) {
	test(
		`the account page stays in the content column under ${ theme } at 1366`,
		LAYOUT,
		async ( { page, context, baseURL }, info ) => {
			if ( theme !== 'vitrine' ) {
				await context.addCookies( [
					{ name: 'vitrine_e2e_theme', value: theme, url: baseURL! },
				] );
			}
			await page.setViewportSize( { width: 1366, height: 900 } );
			await logIn(
				page,
				await createCustomer( `width_${ theme }` ),
				PASSWORD
			);
			await page.goto( '/account/?section=details' );
			const account = page.locator( '.vitrine-my-account' );
			await expect( account ).toBeVisible();
			// The content column: where a paragraph of the page's content stands, measured by
			// putting one into the content.
			const column = await account.evaluate( ( box ) => {
				const content = box.closest(
					'.entry-content, .wp-block-post-content'
				)!;
				const probe = document.createElement( 'p' );
				probe.textContent = 'probe';
				content.prepend( probe );
				const rect = probe.getBoundingClientRect();
				probe.remove();
				return { left: rect.left, right: rect.right };
			} );
			const box = ( await account.boundingBox() )!;
			await page.screenshot( {
				path: info.outputPath( `account-${ theme }.png` ),
				fullPage: true,
			} );
			expect( column.right - column.left ).toBeLessThan( 900 );
			expect( box.x ).toBeGreaterThanOrEqual( column.left - 1 );
			expect( box.x + box.width ).toBeLessThanOrEqual( column.right + 1 );
		}
	);
}
