/**
 * The login policy over real HTTP: wp-login.php is limited like the popup, every refusal says
 * the same thing (no account probing), an attacker's address is refused past the limit while
 * the owner, on another address, still logs in through wp-login.php and the popup; XML-RPC
 * sign-in is off.
 *
 * The local stack lets a loopback request name the client address it counts as
 * (`X-Vitrine-Test-Client-Ip`, bin/stack/local-stack-mu-plugin.php): each run uses fresh
 * addresses and a fresh account, so its failed logins never lock out the machine itself.
 */

/**
 * External dependencies
 */
import {
	expect,
	test,
	type APIRequestContext,
	type APIResponse,
} from '@playwright/test';

/**
 * Internal dependencies
 */
import { loginPopupReady } from './support';

const IP_HEADER = 'X-Vitrine-Test-Client-Ip';
const GENERIC = 'The username, email address or password is incorrect.';
const LIMITED = 'Too many login attempts';

const run = `${ Date.now().toString( 36 ) }${ Math.random()
	.toString( 36 )
	.slice( 2, 6 ) }`;
/** A fresh address in a documentation range, per run and role. */
const address = ( role: number ) =>
	`2001:db8:${ role }::${ (
		parseInt( run.slice( -4 ), 36 ) % 0xffff
	).toString( 16 ) }`;
const attacker = address( 1 );
const owner = address( 2 );
const member = {
	login: `policy${ run }`,
	email: `policy${ run }@example.test`,
	password: 'Orchard-Lane-2026',
};

/**
 * Posts wp-login.php's form from an address, without following the redirect.
 */
function postLoginForm(
	request: APIRequestContext,
	ip: string,
	log: string,
	pwd: string
): Promise< APIResponse > {
	return request.post( '/wp-login.php', {
		form: { log, pwd, 'wp-submit': 'Log In' },
		headers: { [ IP_HEADER ]: ip },
		maxRedirects: 0,
	} );
}

/**
 * The text of wp-login.php's error box.
 */
async function loginError( response: APIResponse ): Promise< string > {
	const html = await response.text();
	const match = html.match( /<div id="login_error"[^>]*>([\s\S]*?)<\/div>/ );
	return ( match?.[ 1 ] ?? '' ).replace( /<[^>]+>/g, '' ).trim();
}

test.describe.configure( { mode: 'serial' } );

test.beforeAll( async ( { request } ) => {
	// The member registers through the popup's action, from an address of their own.
	const headers = { [ IP_HEADER ]: address( 3 ) };
	const session = await (
		await request.get( '/wp-json/vitrine/v1/session', { headers } )
	).json();
	const registered = await request.post( '/wp-admin/admin-ajax.php', {
		headers,
		form: {
			action: 'jws_register_ajax',
			register_security: session.nonces.ajax_register_nonce,
			data: new URLSearchParams( {
				user_login: member.login,
				user_email: member.email,
				password: member.password,
				repeat_password: member.password,
			} ).toString(),
		},
	} );
	expect( registered.status(), await registered.text() ).toBe( 200 );
} );

test( 'wp-login.php answers every wrong login the same way, then refuses the address', async ( {
	request,
} ) => {
	const answers = [
		await postLoginForm( request, attacker, member.login, 'guess-1' ),
		await postLoginForm( request, attacker, member.email, 'guess-2' ),
		await postLoginForm( request, attacker, `nobody${ run }`, 'guess' ),
		await postLoginForm(
			request,
			attacker,
			`nobody${ run }@example.test`,
			'guess'
		),
	];
	for ( const answer of answers ) {
		expect( answer.status() ).toBe( 200 );
		const error = await loginError( answer );
		expect( error ).toBe( GENERIC );
		expect( error ).not.toContain( member.login );
		expect( error ).not.toMatch( /not registered|is incorrect for/i );
	}

	// Five failures at this account from this address (the default), then even the right
	// password is refused from here.
	for ( const guess of [ 'guess-3', 'guess-4', 'guess-5' ] ) {
		expect(
			await loginError(
				await postLoginForm( request, attacker, member.login, guess )
			)
		).toBe( GENERIC );
	}
	const refused = await postLoginForm(
		request,
		attacker,
		member.login,
		member.password
	);
	expect( refused.status() ).toBe( 200 );
	expect( await loginError( refused ) ).toContain( LIMITED );
	expect( refused.headers()[ 'set-cookie' ] ?? '' ).not.toContain(
		'wordpress_logged_in_'
	);
} );

test( 'the owner, on another address, still logs in through wp-login.php', async ( {
	request,
} ) => {
	const response = await postLoginForm(
		request,
		owner,
		member.login,
		member.password
	);
	expect( response.status() ).toBe( 302 );
	expect( response.headers()[ 'set-cookie' ] ).toContain(
		'wordpress_logged_in_'
	);
} );

test( 'and through the popup', async ( { browser } ) => {
	const context = await browser.newContext( {
		extraHTTPHeaders: { [ IP_HEADER ]: owner },
	} );
	const page = await context.newPage();
	await page.goto( '/blog/' );
	await loginPopupReady( page );
	await page.locator( '.site-header [data-vitrine-login-open]' ).click();
	const dialog = page.getByRole( 'dialog', { name: 'Log in' } );
	await dialog.getByLabel( 'Username or email address' ).fill( member.login );
	await dialog.getByLabel( 'Password' ).fill( member.password );
	await dialog.getByRole( 'button', { name: 'Log in' } ).click();

	await expect(
		page.locator( '.site-header [data-vitrine-login-open]' )
	).toHaveText( 'My account' );
	await context.close();
} );

test( 'the popup refuses the attacker’s address with the same limit', async ( {
	browser,
} ) => {
	const context = await browser.newContext( {
		extraHTTPHeaders: { [ IP_HEADER ]: attacker },
	} );
	const page = await context.newPage();
	await page.goto( '/blog/' );
	await loginPopupReady( page );
	await page.locator( '.site-header [data-vitrine-login-open]' ).click();
	const dialog = page.getByRole( 'dialog', { name: 'Log in' } );
	await dialog.getByLabel( 'Username or email address' ).fill( member.login );
	await dialog.getByLabel( 'Password' ).fill( member.password );
	await dialog.getByRole( 'button', { name: 'Log in' } ).click();

	await expect( dialog.getByRole( 'alert' ) ).toContainText( LIMITED );
	await context.close();
} );

test( 'XML-RPC sign-in is off', async ( { request } ) => {
	const response = await request.post( '/xmlrpc.php', {
		headers: { 'Content-Type': 'text/xml', [ IP_HEADER ]: owner },
		data: `<?xml version="1.0"?><methodCall><methodName>wp.getUsersBlogs</methodName><params><param><value><string>${ member.login }</string></value></param><param><value><string>${ member.password }</string></value></param></params></methodCall>`,
	} );
	const body = await response.text();
	expect( body ).toContain( '<name>faultCode</name>' );
	expect( body ).toContain( '<int>405</int>' );
} );

test( 'the lost-password form answers an unknown account like a known one', async ( {
	request,
} ) => {
	const ask = ( user: string ) =>
		request.post( '/wp-login.php?action=lostpassword', {
			form: { user_login: user, 'wp-submit': 'Get New Password' },
			headers: { [ IP_HEADER ]: address( 4 ) },
			maxRedirects: 0,
		} );

	const known = await ask( member.email );
	const unknown = await ask( `nobody${ run }@example.test` );

	expect( known.status() ).toBe( 302 );
	expect( unknown.status() ).toBe( 302 );
	expect( unknown.headers().location ).toBe( known.headers().location );
	expect( unknown.headers().location ).toContain( 'checkemail=confirm' );
} );
