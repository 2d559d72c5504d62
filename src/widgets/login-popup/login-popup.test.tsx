/**
 * External dependencies
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { resetSessionForTests } from '../../runtime/session';
import {
	jsonResponse,
	makeSession,
	mockServer,
	textResponse,
} from '../../runtime/test-utils';
import { mountLoginLauncher } from './launcher';
import type { LoginPopupProps } from './types';
import { navigation } from './navigation';
import { clickBackdrop, clickDialogAt } from '../shared/modal-test-utils';
import { parseLoginPopupProps } from './index';

const props: LoginPopupProps = {
	registrationOpen: true,
	loginUrl: '/wp-login.php',
	registerUrl: '/wp-login.php?action=register',
	lostPasswordUrl: '/wp-login.php?action=lostpassword',
	accountUrl: '/wp-admin/profile.php',
	siteName: 'Vitrine',
	accountLabel: 'My account',
	loadingLabel: 'Loading…',
	stylesheet: '',
};

// The launcher renders the popup itself, after its chunk arrives, as in the browser: outside
// any act() scope. Tests wait for what a person would see instead (findBy…, waitFor).
beforeAll( () => {
	(
		globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
	 ).IS_REACT_ACT_ENVIRONMENT = false;
} );

let unmountLauncher: ( () => void ) | null = null;

/** Mounts the launcher as the runtime does, on a mount point at the end of the body. */
function mountLauncher( overrides: Partial< LoginPopupProps > = {} ): void {
	act( () => {
		unmountLauncher = mountLoginLauncher(
			document.body.appendChild( document.createElement( 'div' ) ),
			{ ...props, ...overrides }
		);
	} );
}

const guest = () =>
	makeSession( {
		nonces: {
			jws_login_ajax: 'login-nonce-1',
			ajax_register_nonce: 'register-nonce-1',
			wp_rest: 'rest-1',
		},
	} );

let reload: jest.SpyInstance;
let assign: jest.SpyInstance;

beforeEach( () => {
	resetSessionForTests();
	document.body.innerHTML = `
		<header>
			<a href="/wp-login.php" data-vitrine-login-open><span data-vitrine-login-label>Log in</span></a>
			<a href="#vitrine-register" id="action-register">Join</a>
			<a href="#vitrine-login" data-vitrine-redirect="/shop/" id="action-login">Members</a>
			<button type="button" id="elsewhere">Elsewhere</button>
		</header>`;
	reload = jest.spyOn( navigation, 'reload' ).mockImplementation( () => {} );
	assign = jest.spyOn( navigation, 'assign' ).mockImplementation( () => {} );
	jest.spyOn( navigation, 'href' ).mockReturnValue(
		'http://localhost/blog/post/'
	);
} );

afterEach( () => {
	act( () => unmountLauncher?.() );
	unmountLauncher = null;
	jest.restoreAllMocks();
} );

const headerLink = () =>
	document.querySelector< HTMLAnchorElement >( '[data-vitrine-login-open]' )!;

async function openLogin( user = userEvent.setup() ) {
	mountLauncher();
	await user.click( headerLink() );
	const dialog = await screen.findByRole( 'dialog', { name: 'Log in' } );
	return { user, dialog };
}

/** The admin-ajax calls the mock saw, as their bodies. */
const ajaxBodies = ( server: jest.Mock ): URLSearchParams[] =>
	server.mock.calls
		.filter( ( [ url ] ) => String( url ).includes( 'admin-ajax.php' ) )
		.map( ( call ) => call[ 1 ]?.body as URLSearchParams );

async function fillLogin(
	user: ReturnType< typeof userEvent.setup >,
	dialog: HTMLElement
) {
	await user.type(
		within( dialog ).getByLabelText( /Username or email address/ ),
		'ada'
	);
	await user.type(
		within( dialog ).getByLabelText( /^Password/ ),
		'S3cret!'
	);
}

describe( 'parseLoginPopupProps', () => {
	it( 'needs a login URL and fills the rest', () => {
		expect( parseLoginPopupProps( {} ) ).toBeNull();
		expect( parseLoginPopupProps( null ) ).toBeNull();
		expect( parseLoginPopupProps( { loginUrl: '/l' } ) ).toEqual( {
			registrationOpen: false,
			loginUrl: '/l',
			registerUrl: '/l',
			lostPasswordUrl: '/l',
			accountUrl: '/l',
			siteName: '',
			accountLabel: 'My account',
			loadingLabel: 'Loading…',
			stylesheet: '',
		} );
	} );
} );

describe( 'the popup', () => {
	beforeEach( () => {
		mockServer( { session: () => jsonResponse( guest() ) } );
	} );

	it( 'opens from the header link as a labelled modal dialog with focus on the first field', async () => {
		const { dialog } = await openLogin();
		expect( dialog ).toHaveAttribute( 'aria-modal', 'true' );
		await waitFor( () =>
			expect(
				within( dialog ).getByLabelText( /Username or email address/ )
			).toHaveFocus()
		);
		expect( document.documentElement ).toHaveClass(
			'vitrine-login-is-open'
		);
	} );

	// Keeping focus inside is then the browser's (tests/e2e/account.spec.ts tabs through it).
	it( 'is a native <dialog> opened with showModal()', async () => {
		const { dialog } = await openLogin();
		expect( dialog ).toBeInstanceOf( HTMLDialogElement );
		expect( ( dialog as HTMLDialogElement ).testModal ).toBe( true );
	} );

	it( 'closes on Escape and gives focus back to the opener', async () => {
		const { user } = await openLogin();
		await user.keyboard( '{Escape}' );
		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
		await waitFor( () => expect( headerLink() ).toHaveFocus() );
		expect( document.documentElement ).not.toHaveClass(
			'vitrine-login-is-open'
		);
	} );

	it( 'closes on a backdrop click but not on a click inside', async () => {
		const { user, dialog } = await openLogin();
		await user.click( within( dialog ).getByRole( 'heading' ) );
		expect( screen.getByRole( 'dialog' ) ).toBeInTheDocument();
		// A click on the dialog's own padding is inside its box: it stays.
		clickDialogAt( dialog, 110, 110 );
		expect( screen.getByRole( 'dialog' ) ).toBeInTheDocument();
		clickBackdrop( dialog );
		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
	} );

	it( 'switches panels with the links at the bottom and opens on the panel an action link asks for', async () => {
		const { user, dialog } = await openLogin();
		await user.click(
			within( dialog ).getByRole( 'link', { name: 'Create an account' } )
		);
		expect(
			screen.getByRole( 'dialog', { name: 'Create an account' } )
		).toBeInTheDocument();
		await waitFor( () =>
			expect( screen.getByLabelText( /^Username/ ) ).toHaveFocus()
		);
		await user.click(
			within( screen.getByRole( 'dialog' ) ).getByRole( 'link', {
				name: 'Log in',
			} )
		);
		expect(
			screen.getByRole( 'dialog', { name: 'Log in' } )
		).toBeInTheDocument();

		await user.keyboard( '{Escape}' );
		await user.click( document.getElementById( 'action-register' )! );
		expect(
			await screen.findByRole( 'dialog', { name: 'Create an account' } )
		).toBeInTheDocument();
	} );

	it( 'offers no register panel when registration is closed', async () => {
		const user = userEvent.setup();
		mountLauncher( { registrationOpen: false } );
		await user.click( document.getElementById( 'action-register' )! );
		const dialog = await screen.findByRole( 'dialog', { name: 'Log in' } );
		expect(
			within( dialog ).queryByRole( 'link', {
				name: 'Create an account',
			} )
		).not.toBeInTheDocument();
	} );

	it( 'lets modified clicks follow the link (a new tab with wp-login.php)', async () => {
		mountLauncher();
		const click = new MouseEvent( 'click', {
			bubbles: true,
			cancelable: true,
			ctrlKey: true,
		} );
		act( () => {
			document.getElementById( 'action-login' )!.dispatchEvent( click );
		} );
		expect( click.defaultPrevented ).toBe( false );
		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
	} );
} );

describe( 'the login form', () => {
	it( 'marks empty required inputs, sends nothing, and keeps a mark until the input is focused again', async () => {
		const server = mockServer( { session: () => jsonResponse( guest() ) } );
		const { user, dialog } = await openLogin();
		await user.click(
			within( dialog ).getByRole( 'button', { name: 'Log in' } )
		);

		const log = within( dialog ).getByLabelText(
			/Username or email address/
		);
		const pwd = within( dialog ).getByLabelText( /^Password/ );
		expect( log ).toHaveAttribute( 'aria-invalid', 'true' );
		expect( pwd ).toHaveAttribute( 'aria-invalid', 'true' );
		expect( log ).toHaveFocus();
		expect( within( dialog ).getByRole( 'alert' ) ).toHaveTextContent(
			'Please fill in the marked fields.'
		);
		expect( ajaxBodies( server ) ).toHaveLength( 0 );

		await user.click( pwd );
		expect( pwd ).not.toHaveAttribute( 'aria-invalid' );
		expect( log ).toHaveAttribute( 'aria-invalid', 'true' );
	} );

	it( 'posts the serialized form with the submit value and the session nonce inside data, then reloads on code 1', async () => {
		const server = mockServer( {
			session: () => jsonResponse( guest() ),
			ajax: () =>
				jsonResponse( {
					message: '<p class="is-success">Welcome back</p>',
					code: '1',
					redirect: '',
				} ),
		} );
		const { user, dialog } = await openLogin();
		await fillLogin( user, dialog );
		await user.click( within( dialog ).getByLabelText( 'Remember me' ) );
		await user.click(
			within( dialog ).getByRole( 'button', { name: 'Log in' } )
		);

		await waitFor( () => expect( reload ).toHaveBeenCalledTimes( 1 ) );
		expect( assign ).not.toHaveBeenCalled();
		expect( within( dialog ).getByRole( 'status' ) ).toHaveTextContent(
			'Welcome back'
		);
		const [ body ] = ajaxBodies( server );
		expect( body?.get( 'action' ) ).toBe( 'jws_login_ajax' );
		const data = new URLSearchParams( body?.get( 'data' ) ?? '' );
		expect( Object.fromEntries( data ) ).toEqual( {
			log: 'ada',
			pwd: 'S3cret!',
			rememberme: 'forever',
			redirect_to: '',
			testcookie: '1',
			'wp-submit': 'Log in',
			security: 'login-nonce-1',
		} );
		expect( body?.has( 'security' ) ).toBe( false );
	} );

	it( 'goes to the redirect an action link asked for when it differs from here', async () => {
		const server = mockServer( {
			session: () => jsonResponse( guest() ),
			ajax: () =>
				jsonResponse( {
					message: '<p>In</p>',
					code: '1',
					redirect: 'http://localhost/shop/',
				} ),
		} );
		const user = userEvent.setup();
		mountLauncher();
		await user.click( document.getElementById( 'action-login' )! );
		const dialog = await screen.findByRole( 'dialog', { name: 'Log in' } );
		await fillLogin( user, dialog );
		await user.keyboard( '{Enter}' );

		await waitFor( () =>
			expect( assign ).toHaveBeenCalledWith( 'http://localhost/shop/' )
		);
		expect( reload ).not.toHaveBeenCalled();
		const data = new URLSearchParams(
			ajaxBodies( server )[ 0 ]?.get( 'data' ) ?? ''
		);
		expect( data.get( 'redirect_to' ) ).toBe( '/shop/' );
	} );

	it( 'shows a refusal as text, never as HTML, and reloads the captcha frame', async () => {
		mockServer( {
			session: () => jsonResponse( guest() ),
			ajax: () =>
				jsonResponse(
					{
						message:
							'<p class="is-error">Wrong <img src=x onerror="window.hacked=1">password &amp; name</p>',
						code: '-1',
						redirect: '',
					},
					401
				),
		} );
		const { user, dialog } = await openLogin();
		const form = dialog.querySelector( 'form' )!;
		const captcha = document.createElement( 'div' );
		captcha.className = 'captcha';
		captcha.innerHTML = '<iframe src="about:blank#captcha"></iframe>';
		form.appendChild( captcha );
		const frame = captcha.querySelector( 'iframe' )!;
		const setSrc = jest.spyOn( frame, 'src', 'set' );

		await fillLogin( user, dialog );
		await user.click(
			within( dialog ).getByRole( 'button', { name: 'Log in' } )
		);

		const alert = await within( dialog ).findByText(
			'Wrong password & name'
		);
		expect( alert ).toHaveAttribute( 'role', 'alert' );
		expect( dialog.querySelector( 'img' ) ).toBeNull();
		expect( setSrc ).toHaveBeenCalled();
		expect( reload ).not.toHaveBeenCalled();
		expect(
			within( dialog ).getByRole( 'button', { name: 'Log in' } )
		).toHaveAttribute( 'aria-disabled', 'false' );
	} );

	it( 'keeps its live regions in the accessibility tree before any message, so the message is announced', async () => {
		mockServer( { session: () => jsonResponse( guest() ) } );
		const { dialog } = await openLogin();
		const alert = within( dialog ).getByRole( 'alert' );
		expect( alert ).toBeEmptyDOMElement();
		expect( alert ).not.toHaveAttribute( 'hidden' );
		expect(
			within( dialog )
				.getAllByRole( 'status' )
				.some( ( region ) =>
					region.classList.contains( 'vitrine-login__message' )
				)
		).toBe( true );
	} );

	it( 'shows the message for a code other than 1 in a 200 reply', async () => {
		mockServer( {
			session: () => jsonResponse( guest() ),
			ajax: () =>
				textResponse(
					'{"code":0,"message":"<p>Check your inbox first</p>"}'
				),
		} );
		const { user, dialog } = await openLogin();
		await fillLogin( user, dialog );
		await user.click(
			within( dialog ).getByRole( 'button', { name: 'Log in' } )
		);
		expect(
			await within( dialog ).findByText( 'Check your inbox first' )
		).toBeInTheDocument();
		expect( reload ).not.toHaveBeenCalled();
	} );

	it( 'leaves the page as it is on an unparseable reply, with a generic error', async () => {
		mockServer( {
			session: () => jsonResponse( guest() ),
			ajax: () => textResponse( '<html>Fatal error</html>' ),
		} );
		const { user, dialog } = await openLogin();
		await fillLogin( user, dialog );
		await user.click(
			within( dialog ).getByRole( 'button', { name: 'Log in' } )
		);
		expect(
			await within( dialog ).findByText( /Something went wrong/ )
		).toBeInTheDocument();
		expect( reload ).not.toHaveBeenCalled();
		expect( assign ).not.toHaveBeenCalled();
		expect( within( dialog ).getByLabelText( /^Password/ ) ).toHaveValue(
			'S3cret!'
		);
	} );

	it( 'retries once with a fresh nonce after a 403', async () => {
		let sessions = 0;
		const server = mockServer( {
			session: () => {
				sessions++;
				return jsonResponse(
					makeSession( {
						nonces: { jws_login_ajax: `login-nonce-${ sessions }` },
					} )
				);
			},
			ajax: ( body ) =>
				new URLSearchParams( body.get( 'data' ) ?? '' ).get(
					'security'
				) === 'login-nonce-2'
					? jsonResponse( { code: '1', message: '', redirect: '' } )
					: jsonResponse(
							{
								code: '-1',
								message: '<p>Expired</p>',
								redirect: '',
							},
							403
						),
		} );
		const { user, dialog } = await openLogin();
		await fillLogin( user, dialog );
		await user.click(
			within( dialog ).getByRole( 'button', { name: 'Log in' } )
		);
		await waitFor( () => expect( reload ).toHaveBeenCalled() );
		expect( ajaxBodies( server ) ).toHaveLength( 2 );
	} );
} );

describe( 'the register form', () => {
	async function openRegister() {
		const user = userEvent.setup();
		mountLauncher();
		await user.click( document.getElementById( 'action-register' )! );
		const dialog = await screen.findByRole( 'dialog', {
			name: 'Create an account',
		} );
		return { user, dialog };
	}

	it( 'rates the password with localized labels, disables submit below 2 and hints below 3', async () => {
		mockServer( { session: () => jsonResponse( guest() ) } );
		const { user, dialog } = await openRegister();
		const password = within( dialog ).getByLabelText( /^Password/ );
		const submit = within( dialog ).getByRole( 'button', {
			name: 'Create account',
		} );
		const live = dialog.querySelector( '[aria-live="polite"]' )!;
		expect( submit ).toBeEnabled();
		expect( live ).toHaveTextContent( '' );

		await user.type( password, 'abc' );
		expect( live ).toHaveTextContent( 'Password strength: Very weak' );
		expect( submit ).toBeDisabled();
		expect( within( dialog ).getByText( /^Hint:/ ) ).toBeInTheDocument();

		await user.clear( password );
		await user.type( password, 'Abcdefgh' );
		expect( live ).toHaveTextContent( 'Password strength: Weak' );
		expect( submit ).toBeEnabled();
		expect( within( dialog ).getByText( /^Hint:/ ) ).toBeInTheDocument();

		await user.type( password, 'ijk1' );
		expect( live ).toHaveTextContent( 'Password strength: Medium' );
		expect(
			within( dialog ).queryByText( /^Hint:/ )
		).not.toBeInTheDocument();

		await user.type( password, '!!' );
		expect( live ).toHaveTextContent( 'Password strength: Strong' );
		expect( password ).toHaveAttribute(
			'aria-describedby',
			expect.stringContaining( live.parentElement!.id )
		);
	} );

	it( 'checks the email pattern and the repeated password before sending', async () => {
		const server = mockServer( { session: () => jsonResponse( guest() ) } );
		const { user, dialog } = await openRegister();
		await user.type(
			within( dialog ).getByLabelText( /^Username/ ),
			'ada'
		);
		await user.type(
			within( dialog ).getByLabelText( /Email address/ ),
			'ada@example'
		);
		await user.type(
			within( dialog ).getByLabelText( /^Password/ ),
			'Abcdefgh1'
		);
		await user.type(
			within( dialog ).getByLabelText( /Repeat the password/ ),
			'Abcdefgh2'
		);
		await user.click(
			within( dialog ).getByRole( 'button', { name: 'Create account' } )
		);
		expect(
			within( dialog ).getByLabelText( /Email address/ )
		).toHaveAttribute( 'aria-invalid', 'true' );
		expect(
			within( dialog ).getByText( 'Please enter a valid email address.' )
		).toBeInTheDocument();
		expect(
			within( dialog ).getByText( 'The passwords do not match.' )
		).toBeInTheDocument();
		expect( ajaxBodies( server ) ).toHaveLength( 0 );
	} );

	it( 'posts data and register_security, then replaces the panel with the message', async () => {
		const server = mockServer( {
			session: () => jsonResponse( guest() ),
			ajax: () =>
				jsonResponse( {
					success: true,
					data: { message: 'Your account is ready.' },
				} ),
		} );
		const { user, dialog } = await openRegister();
		await user.type(
			within( dialog ).getByLabelText( /^Username/ ),
			'ada'
		);
		await user.type(
			within( dialog ).getByLabelText( /Email address/ ),
			'ada@example.com'
		);
		await user.type(
			within( dialog ).getByLabelText( /^Password/ ),
			'Abcdefgh1'
		);
		await user.type(
			within( dialog ).getByLabelText( /Repeat the password/ ),
			'Abcdefgh1'
		);
		await user.click(
			within( dialog ).getByRole( 'button', { name: 'Create account' } )
		);

		expect(
			await within( dialog ).findByText( 'Your account is ready.' )
		).toBeInTheDocument();
		expect( dialog.querySelector( 'form' ) ).toBeNull();
		const [ body ] = ajaxBodies( server );
		expect( body?.get( 'action' ) ).toBe( 'jws_register_ajax' );
		expect( body?.get( 'register_security' ) ).toBe( 'register-nonce-1' );
		expect(
			Object.fromEntries(
				new URLSearchParams( body?.get( 'data' ) ?? '' )
			)
		).toEqual( {
			user_login: 'ada',
			user_email: 'ada@example.com',
			password: 'Abcdefgh1',
			repeat_password: 'Abcdefgh1',
			redirect_to: '',
			'wp-submit': 'Register',
		} );

		await user.click(
			within( dialog ).getByRole( 'button', { name: 'Log in now' } )
		);
		expect(
			screen.getByRole( 'dialog', { name: 'Log in' } )
		).toBeInTheDocument();
	} );

	it( 'shows a refusal and marks the field the server names', async () => {
		mockServer( {
			session: () => jsonResponse( guest() ),
			ajax: () =>
				jsonResponse(
					{
						success: false,
						data: {
							code: 'vitrine_username_exists',
							message: 'This username is already taken.',
							field: 'user_login',
						},
					},
					400
				),
		} );
		const { user, dialog } = await openRegister();
		await user.type(
			within( dialog ).getByLabelText( /^Username/ ),
			'ada'
		);
		await user.type(
			within( dialog ).getByLabelText( /Email address/ ),
			'ada@example.com'
		);
		await user.type(
			within( dialog ).getByLabelText( /^Password/ ),
			'Abcdefgh1'
		);
		await user.type(
			within( dialog ).getByLabelText( /Repeat the password/ ),
			'Abcdefgh1'
		);
		await user.click(
			within( dialog ).getByRole( 'button', { name: 'Create account' } )
		);
		const username = within( dialog ).getByLabelText( /^Username/ );
		await waitFor( () =>
			expect( username ).toHaveAttribute( 'aria-invalid', 'true' )
		);
		expect( within( dialog ).getByRole( 'alert' ) ).toHaveTextContent(
			'This username is already taken.'
		);
		expect(
			within( dialog ).getAllByText( 'This username is already taken.' )
		).toHaveLength( 2 );
	} );
} );

describe( 'members', () => {
	afterEach( () => {
		document.cookie = 'vitrine_logged_in=; Max-Age=0; path=/';
	} );

	it( 'costs guests no session request on page load (no login hint cookie)', async () => {
		window.history.replaceState( null, '', '/' ); // No #vitrine-login left by an earlier test.
		const server = mockServer( {
			session: () => jsonResponse( guest() ),
		} );
		mountLauncher();
		await act(
			() => new Promise( ( resolve ) => setTimeout( resolve, 20 ) )
		);
		expect( server ).not.toHaveBeenCalled();
		expect( headerLink() ).toHaveTextContent( 'Log in' );
	} );

	it( 'drops a login hint the session contradicts', async () => {
		document.cookie = 'vitrine_logged_in=1; path=/';
		const server = mockServer( {
			session: () => jsonResponse( guest() ),
		} );
		mountLauncher();
		await waitFor( () => expect( server ).toHaveBeenCalledTimes( 1 ) );
		await waitFor( () =>
			expect( document.cookie ).not.toContain( 'vitrine_logged_in=1' )
		);
		expect( headerLink() ).toHaveTextContent( 'Log in' );
	} );

	it( 'turns the header link into an account link once the session says so', async () => {
		document.cookie = 'vitrine_logged_in=1; path=/';
		mockServer( {
			session: () =>
				jsonResponse(
					makeSession( {
						user: {
							id: 3,
							loggedIn: true,
							name: 'Ada',
							roles: [ 'subscriber' ],
						},
					} )
				),
		} );
		const user = userEvent.setup();
		mountLauncher();
		await waitFor( () =>
			expect( headerLink() ).toHaveTextContent( 'My account' )
		);
		expect( headerLink() ).toHaveAttribute(
			'href',
			'/wp-admin/profile.php'
		);

		// An action link still opens the popup, which says who is signed in.
		await user.click( document.getElementById( 'action-login' )! );
		const dialog = await screen.findByRole( 'dialog', {
			name: 'You are logged in',
		} );
		expect( dialog ).toHaveTextContent( 'Signed in as Ada.' );
	} );

	it( "hides the Account block's register link once the session says the visitor is signed in", async () => {
		document.body.insertAdjacentHTML(
			'beforeend',
			'<a href="/wp-login.php?action=register" data-vitrine-login-open="register" id="block-register">Register</a>'
		);
		document.cookie = 'vitrine_logged_in=1; path=/';
		mockServer( {
			session: () =>
				jsonResponse(
					makeSession( {
						user: {
							id: 3,
							loggedIn: true,
							name: 'Ada',
							roles: [ 'subscriber' ],
						},
					} )
				),
		} );
		mountLauncher();
		await waitFor( () =>
			expect( headerLink() ).toHaveTextContent( 'My account' )
		);
		const register = document.getElementById( 'block-register' )!;
		expect( register ).not.toBeVisible();
		expect( register ).toHaveTextContent( 'Register' );
	} );
} );
