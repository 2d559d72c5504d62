/**
 * The login/register popup from the browser to the database and the mail sink: a visitor
 * registers, gets the new-user mail, logs in through the popup and lands where the link said;
 * wrong input and bad nonces are refused clearly; the dialog behaves as a modal.
 *
 * Failed and successful logins count against the per-IP limit (20 per 15 minutes by default),
 * so this file makes few of them: three per run.
 */

/**
 * External dependencies
 */
import { expect, test, type Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { loginPopupReady, mailsTo } from './support';

const unique = `e2e${ Date.now().toString( 36 ) }${ Math.random()
	.toString( 36 )
	.slice( 2, 6 ) }`;
const member = {
	login: unique,
	email: `${ unique }@example.test`,
	password: 'Garden-Path-2026',
};

async function openFromHeader( page: Page ) {
	await loginPopupReady( page );
	await page.locator( '.site-header [data-vitrine-login-open]' ).click();
	const dialog = page.getByRole( 'dialog', { name: 'Log in' } );
	await expect( dialog ).toBeVisible();
	return dialog;
}

test.describe.configure( { mode: 'serial' } );

test( 'the dialog is a modal: focus inside, Tab stays inside, Escape closes and focus returns', async ( {
	page,
} ) => {
	await page.goto( '/' );
	const opener = page.locator( '.site-header [data-vitrine-login-open]' );
	await loginPopupReady( page );
	await opener.focus();
	await page.keyboard.press( 'Enter' );

	const dialog = page.getByRole( 'dialog', { name: 'Log in' } );
	await expect( dialog ).toBeVisible();
	await expect( dialog ).toHaveAttribute( 'aria-modal', 'true' );
	await expect(
		dialog.getByLabel( 'Username or email address' )
	).toBeFocused();

	for ( let i = 0; i < 12; i++ ) {
		await page.keyboard.press( 'Tab' );
		expect(
			await dialog.evaluate( ( node ) =>
				node.contains( node.ownerDocument.activeElement )
			)
		).toBe( true );
	}

	await page.keyboard.press( 'Escape' );
	await expect( dialog ).toBeHidden();
	await expect( opener ).toBeFocused();

	// The backdrop closes it too.
	await opener.click();
	await expect( dialog ).toBeVisible();
	await page.mouse.click( 5, 300 );
	await expect( dialog ).toBeHidden();
} );

test( 'a visitor registers and the new-user mail arrives in the sink @guest', async ( {
	page,
} ) => {
	await page.goto( '/' );
	const dialog = await openFromHeader( page );
	await dialog.getByRole( 'link', { name: 'Create an account' } ).click();
	const register = page.getByRole( 'dialog', { name: 'Create an account' } );

	// Client rules first: nothing is sent while fields are invalid.
	await register.getByRole( 'button', { name: 'Create account' } ).click();
	await expect( register.getByLabel( 'Username' ) ).toHaveAttribute(
		'aria-invalid',
		'true'
	);
	await expect( register.getByRole( 'alert' ) ).toContainText(
		'Please correct the marked fields.'
	);

	await register.getByLabel( 'Username' ).fill( member.login );
	await register.getByLabel( 'Email address' ).fill( member.email );
	const password = register.locator( 'input[name="password"]' );
	await password.fill( 'weakpass' );
	await expect(
		register.getByText( 'Password strength: Very weak' )
	).toBeVisible();
	await expect(
		register.getByRole( 'button', { name: 'Create account' } )
	).toBeDisabled();
	await password.fill( member.password );
	await expect(
		register.getByText( 'Password strength: Medium' )
	).toBeVisible();
	await register.getByLabel( 'Repeat the password' ).fill( member.password );
	await register.getByRole( 'button', { name: 'Create account' } ).click();

	// The panel is replaced by the message.
	const done = page.getByRole( 'dialog', { name: 'Welcome aboard' } );
	await expect( done.getByRole( 'status' ) ).toContainText(
		'Your account is ready'
	);
	await expect( done.locator( 'form' ) ).toHaveCount( 0 );
	await expect( done.getByRole( 'status' ) ).toContainText(
		'you are signed in'
	);

	// Signed in at once: Continue shows the page as theirs, with no admin bar (a customer).
	await done.getByRole( 'button', { name: 'Continue' } ).click();
	await expect( page.locator( 'body' ) ).toHaveClass( /\blogged-in\b/ );
	await expect( page.locator( '#wpadminbar' ) ).toHaveCount( 0 );

	await expect
		.poll( () => mailsTo( member.email ).length, { timeout: 15_000 } )
		.toBeGreaterThan( 0 );
	const [ mail ] = mailsTo( member.email );
	expect( mail?.text ).toContain( member.login );

	// The same username again (as a guest again) is refused by the server, on the field.
	await page.context().clearCookies();
	await page.goto( '/' );
	await openFromHeader( page );
	await page.getByRole( 'link', { name: 'Create an account' } ).click();
	const again = page.getByRole( 'dialog', { name: 'Create an account' } );
	await again.getByLabel( 'Username' ).fill( member.login );
	await again.getByLabel( 'Email address' ).fill( `x${ member.email }` );
	await again.locator( 'input[name="password"]' ).fill( member.password );
	await again.getByLabel( 'Repeat the password' ).fill( member.password );
	await again.getByRole( 'button', { name: 'Create account' } ).click();
	await expect( again.getByRole( 'alert' ) ).toContainText( 'already taken' );
	await expect( again.getByLabel( 'Username' ) ).toHaveAttribute(
		'aria-invalid',
		'true'
	);
} );

test( 'a wrong password is refused in the popup without saying whether the account exists', async ( {
	page,
} ) => {
	await page.goto( '/blog/' );
	const dialog = await openFromHeader( page );
	await dialog.getByLabel( 'Username or email address' ).fill( member.login );
	await dialog.getByLabel( 'Password' ).fill( 'not-my-password' );
	await dialog.getByRole( 'button', { name: 'Log in' } ).click();
	await expect( dialog.getByRole( 'alert' ) ).toHaveText(
		'The username, email address or password is incorrect.'
	);
	await expect( page ).toHaveURL( /\/blog\/$/ );
} );

test( 'the member logs in through the popup and lands where the link said @guest', async ( {
	page,
} ) => {
	await page.goto( '/blog/' );
	// An action link anywhere in content opens the popup with its redirect.
	await page.evaluate( () => {
		const link = document.createElement( 'a' );
		link.href = '#vitrine-login';
		link.dataset.vitrineRedirect = '/shop/';
		link.id = 'members-only';
		link.textContent = 'Members only';
		document.querySelector( 'main' )?.prepend( link );
	} );
	await loginPopupReady( page );
	await page.locator( '#members-only' ).click();
	const dialog = page.getByRole( 'dialog', { name: 'Log in' } );
	await dialog.getByLabel( 'Username or email address' ).fill( member.email );
	await dialog.getByLabel( 'Password' ).fill( member.password );
	await dialog.getByLabel( 'Remember me' ).check();
	await dialog.getByRole( 'button', { name: 'Log in' } ).click();

	await page.waitForURL( /\/shop\/$/ );
	const cookies = await page.context().cookies();
	expect(
		cookies.some( ( cookie ) =>
			cookie.name.startsWith( 'wordpress_logged_in_' )
		)
	).toBe( true );
	// Beside WordPress's HttpOnly cookies, a hint scripts can read (and nothing more).
	const hint = cookies.find(
		( cookie ) => cookie.name === 'vitrine_logged_in'
	);
	expect( hint?.value ).toBe( '1' );
	expect( hint?.httpOnly ).toBe( false );
	// The cached header says "Log in"; the session turns it into the account link.
	await expect(
		page.locator( '.site-header [data-vitrine-login-open]' )
	).toHaveText( 'My account' );
	await expect(
		page.locator( '.site-header [data-vitrine-login-open]' )
	).toHaveAttribute( 'href', /\/account\/$/ );
} );

test( 'a guest page view does not call the uncached session just to draw the header', async ( {
	page,
} ) => {
	const sessionCalls: string[] = [];
	page.on( 'request', ( request ) => {
		if ( request.url().includes( 'vitrine/v1/session' ) ) {
			sessionCalls.push( request.url() );
		}
	} );
	// The shop page has no widget that needs the session; only the popup's launcher is there.
	await page.goto( '/shop/' );
	await page.waitForLoadState( 'networkidle' );
	await expect(
		page.locator( '.site-header [data-vitrine-login-open]' )
	).toHaveText( 'Log in' );
	expect( sessionCalls ).toEqual( [] );

	// Opening the popup fetches it (the nonce lives there).
	await loginPopupReady( page );
	await page.locator( '.site-header [data-vitrine-login-open]' ).click();
	await expect(
		page.getByRole( 'dialog', { name: 'Log in' } )
	).toBeVisible();
	await expect.poll( () => sessionCalls.length ).toBe( 1 );
} );

test( 'bad nonces and foreign redirects get clear refusals', async ( {
	request,
} ) => {
	const login = await request.post( '/wp-admin/admin-ajax.php', {
		form: {
			action: 'jws_login_ajax',
			data: new URLSearchParams( {
				log: member.login,
				pwd: member.password,
				security: 'forged',
			} ).toString(),
		},
	} );
	expect( login.status() ).toBe( 403 );
	expect( await login.json() ).toMatchObject( {
		code: '-1',
		message: expect.stringContaining( 'expired' ),
	} );

	const register = await request.post( '/wp-admin/admin-ajax.php', {
		form: {
			action: 'jws_register_ajax',
			register_security: 'forged',
			data: new URLSearchParams( {
				user_login: `${ unique }b`,
				user_email: `b${ member.email }`,
				password: member.password,
				repeat_password: member.password,
			} ).toString(),
		},
	} );
	expect( register.status() ).toBe( 403 );
	expect( await register.json() ).toMatchObject( {
		success: false,
		data: { code: 'vitrine_invalid_nonce' },
	} );

	// A real nonce, a redirect to another site: signed in, but sent nowhere.
	const session = ( await (
		await request.get( '/wp-json/vitrine/v1/session' )
	).json() ) as { nonces: Record< string, string > };
	const evil = await request.post( '/wp-admin/admin-ajax.php', {
		form: {
			action: 'jws_login_ajax',
			data: new URLSearchParams( {
				log: member.login,
				pwd: member.password,
				redirect_to: '//evil.example/',
				security: session.nonces.jws_login_ajax ?? '',
			} ).toString(),
		},
	} );
	expect( evil.status() ).toBe( 200 );
	expect( await evil.json() ).toMatchObject( { code: '1', redirect: '' } );
} );
