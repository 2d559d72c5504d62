/**
 * The login popup's launcher, on every page: no React, so pages without other widgets load
 * none. It turns the header's login links into account links for members, and opens the popup
 * from any opener; the popup (React, its forms, the strength meter, its stylesheet) loads on
 * first use, or when a pointer or focus reaches an opener.
 */

/**
 * Internal dependencies
 */
import {
	getSession,
	getSessionSnapshot,
	subscribeToSession,
	type SessionUser,
} from '../../runtime/session';
import { loadStylesheet } from '../../runtime/stylesheet';
import { loadOnce } from '../shared/load-once';
import { showLoadingBackdrop } from '../shared/loading-backdrop';
import { onApproach } from '../shared/on-approach';
import { hasLoginHint, LOGIN_HINT_COOKIE } from './login-hint';
import type { LoginPopupProps, OpenRequest, Panel } from './types';

/** Links that open the popup: the theme's header link and `#` action links anywhere. */
export const OPENER =
	'[data-vitrine-login-open], a[href="#vitrine-login"], a[href="#vitrine-register"]';

const loadPopup = () =>
	import( /* webpackChunkName: "login-popup-dialog" */ './login-popup' );

/** Drops a hint the session contradicts (the login expired), so later pages skip the call. */
function clearLoginHint(): void {
	document.cookie = `${ LOGIN_HINT_COOKIE }=; Max-Age=0; path=/; SameSite=Lax`;
}

/**
 * Marks the header's login links (the theme's, the Account block's) as account links once
 * the session says the visitor is logged in (the cached HTML always says "Log in"), and
 * hides their register links.
 * @param user  The session's user.
 * @param props The widget's props (account URL and label).
 */
function updateHeaderLinks( user: SessionUser, props: LoginPopupProps ): void {
	if ( ! user.loggedIn ) {
		if ( hasLoginHint() ) {
			clearLoginHint();
		}
		return;
	}
	document
		.querySelectorAll< HTMLAnchorElement >( 'a[data-vitrine-login-open]' )
		.forEach( ( link ) => {
			if ( link.dataset.vitrineLoginOpen === 'register' ) {
				link.hidden = true; // Account blocks' "Register": nothing to do signed in.
				return;
			}
			link.href = props.accountUrl;
			link.dataset.vitrineLoggedIn = 'true';
			const label = link.querySelector( '[data-vitrine-login-label]' );
			( label ?? link ).textContent = props.accountLabel;
		} );
}

const isPlainClick = ( event: MouseEvent ): boolean =>
	! event.defaultPrevented &&
	event.button === 0 &&
	! event.metaKey &&
	! event.ctrlKey &&
	! event.shiftKey &&
	! event.altKey;

/**
 * Enhances the mount point: listens for openers anywhere in the document.
 * @param element The widget's mount point (the popup renders into it).
 * @param props   The widget's props.
 * @return A function that removes the listeners and the popup (tests).
 */
export function mountLoginLauncher(
	element: HTMLElement,
	props: LoginPopupProps
): () => void {
	const popup = loadOnce( () =>
		Promise.all( [ loadPopup(), loadStylesheet( props.stylesheet ) ] ).then(
			( [ module ] ) => module.renderLoginPopup( element, props )
		)
	);

	const open = (
		panel: Panel,
		redirect: string,
		opener: HTMLElement | null
	) => {
		const request: OpenRequest = {
			panel:
				panel === 'register' && ! props.registrationOpen
					? 'login'
					: panel,
			redirect,
			opener,
		};
		// The nonce comes from the session: fetch it while the chunk loads and the person types.
		getSession().catch( () => undefined );
		const hideSpinner = showLoadingBackdrop(
			element,
			'vitrine-login',
			props.loadingLabel
		);
		popup.load().then(
			( handle ) => {
				hideSpinner();
				handle.open( request );
			},
			() => {
				hideSpinner();
				// Offline or a failed chunk: the link's own page still logs the person in.
				const href = opener?.getAttribute( 'href' ) ?? '';
				window.location.assign(
					href.startsWith( '#' ) || href === ''
						? props.loginUrl
						: href
				);
			}
		);
	};

	const onClick = ( event: MouseEvent ) => {
		if ( ! isPlainClick( event ) ) {
			return; // A modified click opens wp-login.php in a new tab, as the link says.
		}
		const target =
			event.target instanceof Element
				? event.target.closest< HTMLElement >( OPENER )
				: null;
		if (
			! target ||
			target.dataset.vitrineLoggedIn === 'true' ||
			element.contains( target )
		) {
			return;
		}
		event.preventDefault();
		const wantsRegister =
			target.getAttribute( 'href' ) === '#vitrine-register' ||
			target.dataset.vitrineLoginOpen === 'register';
		open(
			wantsRegister ? 'register' : 'login',
			target.dataset.vitrineRedirect ?? '',
			target
		);
	};
	document.addEventListener( 'click', onClick );
	const stopApproach = onApproach(
		( target ) => target.closest( OPENER ) !== null,
		() => popup.load().catch( () => undefined )
	);

	const unsubscribe = subscribeToSession( ( session ) =>
		updateHeaderLinks( session.user, props )
	);
	const snapshot = getSessionSnapshot();
	let timer = 0;
	if ( snapshot ) {
		updateHeaderLinks( snapshot.user, props );
	} else if ( hasLoginHint() ) {
		// After the page settles: the header shows "My account" to members. Guests (no hint
		// cookie) cost no request; other widgets may still ask for the session.
		timer = window.setTimeout(
			() => getSession().catch( () => undefined ),
			0
		);
	}

	// A link to `…#vitrine-login` from another page opens the popup on arrival.
	const hash = window.location.hash;
	if ( hash === '#vitrine-login' || hash === '#vitrine-register' ) {
		open( hash === '#vitrine-register' ? 'register' : 'login', '', null );
	}

	return () => {
		window.clearTimeout( timer );
		unsubscribe();
		document.removeEventListener( 'click', onClick );
		stopApproach();
		popup
			.requested()
			?.then( ( handle ) => handle.unmount() )
			.catch( () => undefined );
	};
}
