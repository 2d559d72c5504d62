/**
 * Issue 39's "Done when", on the bare site in German (site language de_DE, after install.spec.ts
 * set the shop up through wp-admin: bank account, a shipping zone with a flat rate, VAT, prices
 * with tax): a guest buys two products by bank transfer with shipping and VAT shown, sees the
 * bank details on the page and in the mail, and creates an account at checkout; signed in at
 * once, with no admin bar, they find the order in /account/; no English string of the plugin's
 * .pot shows on the way (site.ts's englishOfThePot() says the rule). Then a second order is paid
 * through the example add-on's gateway, and the provider's replayed notification changes
 * nothing: the order is paid once, with one payment note.
 */

/**
 * External dependencies
 */
import { expect, test, type Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { logInThroughForm, mailsTo } from '../e2e/support';
import { CONTENT, SHOP } from './content';
import {
	englishIn,
	englishOfThePot,
	setSiteLanguage,
	sprintf,
	translator,
} from './site';

test.describe.configure( { mode: 'serial' } );

const t = translator( 'de_DE' );
const email = `kundin-${ Date.now().toString( 36 ) }@example.test`;
let page: Page;
/** The visible text of every page on the customer's path, by address. */
const path: Array< { url: string; text: string } > = [];

async function remember( on: Page ): Promise< void > {
	path.push( {
		url: on.url(),
		text: await on.locator( 'body' ).innerText(),
	} );
}

/** Adds the shop page's card of a product to the cart, as a visitor clicks it. */
async function addFromShop( on: Page, name: string ): Promise< void > {
	const added = on.waitForResponse(
		( response ) =>
			response.url().includes( 'vitrine/v1/cart/items' ) &&
			response.request().method() === 'POST'
	);
	await on
		.locator( '.vitrine-product-card' )
		.filter( { hasText: name } )
		.getByRole( 'button', {
			name: sprintf( t( 'Add to cart: “%s”' ), name ),
		} )
		.click();
	expect( ( await added ).status() ).toBe( 201 );
}

test.beforeAll( async ( { browser } ) => {
	setSiteLanguage( 'de_DE' );
	page = await browser.newPage();
} );

test.afterAll( async () => {
	await page.close();
} );

test( 'a guest buys two products by bank transfer with shipping and VAT, registers, and finds the order in the account', async () => {
	await page.goto( '/shop/' );
	await expect(
		page.locator( '[data-vitrine-widget="cart-link"]' ).first()
	).toHaveAttribute( 'data-vitrine-state', 'mounted' );
	await addFromShop( page, CONTENT.product.title );
	await addFromShop( page, SHOP.product.title );
	await remember( page );

	await page.goto( '/cart/' );
	await remember( page );
	await page.goto( '/checkout/' );
	// The store's country is preselected; its zone's flat rate and VAT are in the totals.
	await expect( page.getByLabel( t( 'Country / Region' ) ) ).toHaveValue(
		'DE'
	);
	const review = page.locator( '[data-vitrine-checkout-review]' );
	await expect( review ).toContainText( CONTENT.product.title );
	await expect( review ).toContainText( SHOP.product.title );
	await expect( review ).toContainText(
		sprintf( t( 'Shipping: %s' ), t( 'Flat rate' ) )
	);
	await expect( review ).toContainText( /4[.,]90/ );
	// €24.00 + €18.00 + €4.90 = €46.90, with 19 % inside it.
	await expect( review.locator( '.vitrine-totals__total' ) ).toContainText(
		/46[.,]90/
	);
	await expect( review ).toContainText(
		sprintf( t( 'incl. %1$s %% %2$s' ), '19', t( 'VAT' ) ).replace(
			'%%',
			'%'
		)
	);
	await page.getByLabel( t( 'Email address' ) ).fill( email );
	await page.getByLabel( t( 'First name' ) ).fill( 'Greta' );
	await page.getByLabel( t( 'Last name' ) ).fill( 'Krämer' );
	await page.getByLabel( t( 'Street address' ) ).fill( 'Lange Straße 9' );
	await page.getByLabel( t( 'Town / City' ) ).fill( 'Bamberg' );
	await page.getByLabel( t( 'Postcode / ZIP' ) ).fill( '96049' );
	await page
		.getByRole( 'radio', { name: t( 'Direct bank transfer' ) } )
		.check();
	await page.getByLabel( t( 'Create an account?' ) ).check();
	await page
		.getByLabel( t( 'Create account password' ) )
		.fill( 'Glasur-Brand 1250' );
	await remember( page );
	await page.getByRole( 'button', { name: t( 'Place order' ) } ).click();

	await expect( page ).toHaveURL( /\/checkout\/\?order-received=\d+/ );
	const orderId = new URL( page.url() ).searchParams.get( 'order-received' );
	await expect(
		page.getByText( t( 'Thank you. Your order has been received.' ) )
	).toBeVisible();
	const bank = page.getByRole( 'region', { name: t( 'Our bank details' ) } );
	await expect( bank ).toContainText( SHOP.iban );
	await expect( bank ).toContainText( SHOP.bic );
	// Signed in by the checkout's registration, as a customer: no admin bar.
	await expect( page.locator( 'body' ) ).toHaveClass( /\blogged-in\b/ );
	await expect( page.locator( '#wpadminbar' ) ).toHaveCount( 0 );
	await remember( page );

	// The order mail goes out after the response; WordPress's "Login Details" may come first.
	const orderMail = () =>
		mailsTo( email ).find( ( sent ) => sent.text.includes( SHOP.iban ) );
	await expect
		.poll( () => Boolean( orderMail() ), {
			message: 'the order mail with the bank details',
			timeout: 15_000,
		} )
		.toBe( true );
	const mail = orderMail();
	expect( mail!.text ).toContain( SHOP.bic );

	await page.goto( '/account/' );
	await expect( page.locator( '#wpadminbar' ) ).toHaveCount( 0 );
	await expect( page.locator( 'main' ) ).toContainText(
		sprintf( t( '#%d' ), orderId! )
	);
	await remember( page );

	const english = englishOfThePot();
	expect( english.length ).toBeGreaterThan( 500 ); // The rule leaves most of the .pot in.
	const shown = path.flatMap( ( { url, text } ) =>
		englishIn( text, english ).map( ( msgid ) => `${ url }: ${ msgid }` )
	);
	expect( shown, 'English strings of the .pot on the German path' ).toEqual(
		[]
	);
} );

test( 'a second order is paid through the example gateway, and a replayed notification changes nothing', async ( {
	browser,
} ) => {
	await page.goto( '/shop/' );
	await expect(
		page.locator( '[data-vitrine-widget="cart-link"]' ).first()
	).toHaveAttribute( 'data-vitrine-state', 'mounted' );
	await addFromShop( page, SHOP.product.title );
	await page.goto( '/checkout/' );
	// The customer's address comes from their first order.
	await expect( page.getByLabel( t( 'Email address' ) ) ).toHaveValue(
		email
	);
	await page.getByRole( 'radio', { name: /^Example Pay/ } ).check();
	await page.getByRole( 'button', { name: t( 'Place order' ) } ).click();
	await expect( page ).toHaveURL( /vitrine_example_pay=1/ );
	await page.getByRole( 'button', { name: 'Pay', exact: true } ).click();
	await expect( page ).toHaveURL( /order-received=\d+/ );
	const orderId = new URL( page.url() ).searchParams.get( 'order-received' );
	await expect(
		page.getByRole( 'region', { name: t( 'Payment' ), exact: true } )
	).toContainText( t( 'Your payment has been received. Thank you!' ) );

	// The provider sends the same notification again: the shop says it had it.
	await page.goto( '/?vitrine_example_pay=console' );
	await page.getByRole( 'button', { name: 'Send it again' } ).click();
	await expect( page.getByRole( 'status' ) ).toContainText(
		'"result":"duplicate"'
	);

	// The owner's order screen: paid (processing), one payment note.
	const owner = await browser.newPage();
	try {
		await logInThroughForm( owner );
		await owner.goto(
			`/wp-admin/admin.php?page=vitrine-orders&order=${ orderId }`
		);
		await expect( owner.locator( '#vitrine-order-status' ) ).toHaveValue(
			'processing'
		);
		const note = sprintf(
			t( 'Payment received through %1$s (reference %2$s).' ),
			'Example Pay (test card)',
			'\u0000'
		).split( '\u0000' )[ 0 ]!;
		await expect( owner.getByText( note ) ).toHaveCount( 1 );
	} finally {
		await owner.close();
	}
} );
