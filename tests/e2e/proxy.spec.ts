/**
 * The site behind a reverse proxy, as a web node behind a load balancer (bin/test-proxy.sh; no
 * other site runs this file). The proxy holds the public address and passes the public Host on;
 * it appends the address each visitor connected from to X-Forwarded-For, after whatever the
 * visitor put there. Here every visitor connects from this machine, so a test names the address
 * it plays in `X-Vitrine-Test-Visitor`, which only the proxy reads.
 *
 * Shown: with no trusted proxy every visitor shares the proxy's allowance (and a forwarded-for
 * header changes nothing); once an administrator lists the proxy in Settings → General, each
 * visitor has their own and a forged header still changes nothing; pages load on the public
 * Host without a redirect (the stack's nginx template once sent /shop/ to itself); a visitor
 * adds to cart and checks out.
 *
 * The login limit is the one shown: five failed logins per address and account in a window
 * (LoginLimits). Each run uses fresh accounts and addresses, and the site is fresh.
 */

/**
 * External dependencies
 */
import {
	expect,
	test,
	type APIRequestContext,
	type Browser,
} from '@playwright/test';

/**
 * Internal dependencies
 */
import { logIn } from './support';

const VISITOR = 'X-Vitrine-Test-Visitor';
const GENERIC = 'The username, email address or password is incorrect.';
const LIMITED = 'Too many login attempts';
/** The web node behind the proxy (bin/lib.sh): its port must never reach a visitor. */
const publicUrl = new URL( process.env.VITRINE_E2E_URL ?? '' );
const nodePort = String( Number( publicUrl.port ) + 1000 );

const run = `${ Date.now().toString( 36 ) }${ Math.random()
	.toString( 36 )
	.slice( 2, 6 ) }`;
const salt = parseInt( run.slice( -4 ), 36 );
/** A fresh visitor address per run and role, in the documentation ranges. */
const visitor = ( role: number ) =>
	role % 2
		? `203.0.113.${ ( salt + role ) % 250 }`
		: `2001:db8:${ role.toString( 16 ) }::${ ( salt % 0xffff ).toString(
				16
			) }`;

/**
 * Lists the trusted proxies in Vitrine → Settings → Advanced as an administrator; what the screen then
 * shows: the field, the notices, and the field's description.
 */
async function trustProxies(
	browser: Browser,
	list: string
): Promise< { saved: string; notices: string; description: string } > {
	const context = await browser.newContext();
	const page = await context.newPage();
	await logIn( page );
	await page.goto( '/wp-admin/admin.php?page=vitrine-settings&tab=advanced' );
	const field = page.getByLabel( 'Trusted proxies' );
	await field.fill( list );
	await page.getByRole( 'button', { name: 'Save Changes' } ).click();
	await expect( page.locator( '.settings-error' ).first() ).toBeVisible();
	const shown = {
		saved: await field.inputValue(),
		notices: (
			await page.locator( '.settings-error p' ).allInnerTexts()
		).join( '\n' ),
		description: (
			await page
				.locator( 'td' )
				.filter( { has: field } )
				.locator( '.description' )
				.allInnerTexts()
		).join( '\n' ),
	};
	await context.close();
	return shown;
}

/**
 * One failed login at an account from a visitor's address; wp-login.php's error text.
 */
async function failLogin(
	request: APIRequestContext,
	address: string,
	account: string,
	headers: Record< string, string > = {}
): Promise< string > {
	const response = await request.post( '/wp-login.php', {
		form: { log: account, pwd: 'not-the-password', 'wp-submit': 'Log In' },
		headers: { [ VISITOR ]: address, ...headers },
		maxRedirects: 0,
	} );
	expect( response.status() ).toBe( 200 );
	const match = ( await response.text() ).match(
		/<div id="login_error"[^>]*>([\s\S]*?)<\/div>/
	);
	return ( match?.[ 1 ] ?? '' ).replace( /<[^>]+>/g, '' ).trim();
}

/**
 * Uses up a visitor's allowance at an account: five failures, then refused.
 */
async function useUpAllowance(
	request: APIRequestContext,
	address: string,
	account: string
): Promise< void > {
	for ( let attempt = 1; attempt <= 5; attempt++ ) {
		expect( await failLogin( request, address, account ) ).toBe( GENERIC );
	}
	expect( await failLogin( request, address, account ) ).toContain( LIMITED );
}

test.describe.configure( { mode: 'serial' } );

test( 'with no trusted proxy every visitor shares the proxy’s allowance, whatever they forward', async ( {
	browser,
	request,
} ) => {
	const screen = await trustProxies( browser, '' );
	expect( screen.saved ).toBe( '' );
	expect( screen.notices ).toBe( 'Settings saved.' );
	const account = `shared${ run }`;

	await useUpAllowance( request, visitor( 1 ), account );

	// Another visitor, another address, even one "forwarded" by the visitor: all the proxy's.
	expect( await failLogin( request, visitor( 2 ), account ) ).toContain(
		LIMITED
	);
	expect(
		await failLogin( request, visitor( 3 ), account, {
			'X-Forwarded-For': visitor( 5 ),
		} )
	).toContain( LIMITED );
} );

test( 'once the proxy is trusted each visitor has their own allowance, and a forged header changes nothing', async ( {
	browser,
	request,
} ) => {
	// The field says where requests come from: the proxy reaches the node from 127.0.0.1.
	const before = await trustProxies( browser, '' );
	expect( before.description ).toContain(
		'This request reached the server from 127.0.0.1;'
	);
	// A name is refused and said so; the address is kept.
	const screen = await trustProxies( browser, '127.0.0.1\nproxy.example' );
	expect( screen.saved ).toBe( '127.0.0.1' );
	expect( screen.notices ).toMatch(
		/these entries were not saved because they are not an IP address or a network range.*: proxy\.example/
	);
	const account = `own${ run }`;

	await useUpAllowance( request, visitor( 7 ), account );

	// Another visitor is not held back by the first one's failures.
	expect( await failLogin( request, visitor( 8 ), account ) ).toBe( GENERIC );
	// The refused visitor cannot borrow someone else's allowance by forging the header: the
	// proxy appends the real address, and that is the one counted.
	expect(
		await failLogin( request, visitor( 7 ), account, {
			'X-Forwarded-For': visitor( 9 ),
		} )
	).toContain( LIMITED );
	// Nor does a forged header name someone else for a visitor with an allowance left.
	expect(
		await failLogin( request, visitor( 10 ), account, {
			'X-Forwarded-For': visitor( 7 ),
		} )
	).toBe( GENERIC );
} );

test( 'pages answer on the public Host without redirecting, and never name the node', async ( {
	request,
	page,
} ) => {
	for ( const path of [ '/', '/shop/', '/about/', '/cart/' ] ) {
		const response = await request.get( path, { maxRedirects: 0 } );
		expect( response.status(), path ).toBe( 200 );
		expect( await response.text(), path ).not.toContain( `:${ nodePort }` );
	}
	// WordPress's own redirects go to the public address.
	const slashless = await request.get( '/shop', { maxRedirects: 0 } );
	expect( slashless.status() ).toBe( 301 );
	expect( slashless.headers().location ).toBe(
		`${ publicUrl.origin }/shop/`
	);

	await page.goto( '/shop/' );
	await expect( page ).toHaveURL( `${ publicUrl.origin }/shop/` );
	await expect(
		page.locator( '.vitrine-product-card' ).first()
	).toBeVisible();
} );

test( 'a visitor adds to cart and checks out through the proxy', async ( {
	page,
} ) => {
	await page.goto( '/shop/' );
	const card = page
		.locator( '.vitrine-product-card' )
		.filter( { has: page.locator( 'form.vitrine-add-to-cart' ) } )
		.first();
	const name = (
		await card.locator( '.vitrine-product-card__title' ).innerText()
	).trim();
	await card
		.getByRole( 'button', { name: `Add to cart: “${ name }”` } )
		.click();
	await expect(
		page.locator( '.site-header .vitrine-cart-link__count' )
	).toHaveText( '1' );

	await page.goto( '/checkout/' );
	await page.getByLabel( 'First name' ).fill( 'Ada' );
	await page.getByLabel( 'Last name' ).fill( 'Lovelace' );
	await page
		.getByLabel( 'Email address' )
		.fill( `proxy${ run }@example.test` );
	await page.getByLabel( 'Street address' ).fill( '12 St James’s Square' );
	await page.getByLabel( 'Town / City' ).fill( 'London' );
	await page.getByLabel( 'Postcode / ZIP' ).fill( 'SW1Y 4LB' );
	await page.getByLabel( 'Country / Region' ).selectOption( 'GB' );
	await page.getByLabel( 'Cash on delivery' ).check();
	await page.getByRole( 'button', { name: 'Place order' } ).click();
	await expect( page ).toHaveURL(
		new RegExp( `^${ publicUrl.origin }/.*order-received=\\d+` )
	);
	await expect(
		page.getByText( 'Thank you. Your order has been received.' )
	).toBeVisible();
} );
