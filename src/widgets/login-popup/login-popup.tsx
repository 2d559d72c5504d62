/**
 * External dependencies
 */
import {
	lazy,
	Suspense,
	useCallback,
	useEffect,
	useRef,
	useState,
} from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	getSession,
	getSessionSnapshot,
	subscribeToSession,
	type SessionUser,
} from '../../runtime/session';
import type { Panel } from './dialog';

export interface LoginPopupProps {
	registrationOpen: boolean;
	loginUrl: string;
	registerUrl: string;
	lostPasswordUrl: string;
	accountUrl: string;
	siteName: string;
}

/** Links that open the popup: the theme's header link and `#` action links anywhere. */
export const OPENER =
	'[data-vitrine-login-open], a[href="#vitrine-login"], a[href="#vitrine-register"]';

// The dialog, its forms and the strength meter load on first use (or when a pointer or focus
// reaches an opener), so pages only carry this small launcher.
const loadDialog = () =>
	import( /* webpackChunkName: "login-popup-dialog" */ './dialog' );
const LoginDialog = lazy( loadDialog );

interface OpenState {
	panel: Panel;
	redirect: string;
}

/** Set beside WordPress's (HttpOnly) logged-in cookie; see PHP `LoginStateCookie`. */
export const LOGIN_HINT_COOKIE = 'vitrine_logged_in';

/**
 * Whether the visitor may be signed in. Guests have no hint, so their page views never ask
 * the uncached session endpoint just to draw the header.
 */
export function hasLoginHint(): boolean {
	return document.cookie
		.split( ';' )
		.some( ( part ) => part.trim() === `${ LOGIN_HINT_COOKIE }=1` );
}

/**
 * Drops a hint the session contradicts (the login expired), so later pages skip the call.
 */
function clearLoginHint(): void {
	document.cookie = `${ LOGIN_HINT_COOKIE }=; Max-Age=0; path=/; SameSite=Lax`;
}

/**
 * Marks the header's login links (the theme's, the Account block's) as account links once
 * the session says the visitor is logged in (the cached HTML always says "Log in"), and
 * hides their register links.
 * @param user
 * @param accountUrl
 */
function updateHeaderLinks( user: SessionUser, accountUrl: string ): void {
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
			link.href = accountUrl;
			link.dataset.vitrineLoggedIn = 'true';
			const label = link.querySelector( '[data-vitrine-login-label]' );
			( label ?? link ).textContent = __( 'My account', 'vitrine' );
		} );
}

/**
 * The launcher: listens for clicks on openers anywhere in the document and mounts the dialog.
 * @param props
 */
export function LoginPopup( props: LoginPopupProps ) {
	const { registrationOpen, lostPasswordUrl, accountUrl } = props;
	const [ open, setOpen ] = useState< OpenState | null >( null );
	const [ user, setUser ] = useState< SessionUser | null >(
		getSessionSnapshot()?.user ?? null
	);
	const opener = useRef< HTMLElement | null >( null );
	const rootRef = useRef< HTMLDivElement >( null );

	const openPanel = useCallback(
		( panel: Panel, redirect: string ) => {
			setOpen( {
				panel:
					panel === 'register' && ! registrationOpen
						? 'login'
						: panel,
				redirect,
			} );
			// The nonce comes from the session: fetch it while the person types.
			getSession().catch( () => undefined );
		},
		[ registrationOpen ]
	);

	useEffect( () => {
		const onClick = ( event: MouseEvent ) => {
			if (
				event.defaultPrevented ||
				event.button !== 0 ||
				event.metaKey ||
				event.ctrlKey ||
				event.shiftKey ||
				event.altKey
			) {
				return; // A modified click opens wp-login.php in a new tab, as the link says.
			}
			const target =
				event.target instanceof Element
					? event.target.closest< HTMLElement >( OPENER )
					: null;
			if (
				! target ||
				target.dataset.vitrineLoggedIn === 'true' ||
				rootRef.current?.contains( target )
			) {
				return;
			}
			event.preventDefault();
			opener.current = target;
			const wantsRegister =
				target.getAttribute( 'href' ) === '#vitrine-register' ||
				target.dataset.vitrineLoginOpen === 'register';
			openPanel(
				wantsRegister ? 'register' : 'login',
				target.dataset.vitrineRedirect ?? ''
			);
		};
		const prefetch = ( event: Event ) => {
			if (
				event.target instanceof Element &&
				event.target.closest( OPENER )
			) {
				loadDialog().catch( () => undefined );
			}
		};
		document.addEventListener( 'click', onClick );
		document.addEventListener( 'pointerover', prefetch, { passive: true } );
		document.addEventListener( 'focusin', prefetch );

		const unsubscribe = subscribeToSession( ( session ) => {
			setUser( session.user );
			updateHeaderLinks( session.user, accountUrl );
		} );
		const snapshot = getSessionSnapshot();
		if ( snapshot ) {
			updateHeaderLinks( snapshot.user, accountUrl );
		} else if ( hasLoginHint() ) {
			// After the page settles: the header shows "My account" to members. Guests
			// (no hint cookie) cost no request; other widgets may still ask for the session.
			const timer = window.setTimeout(
				() => getSession().catch( () => undefined ),
				0
			);
			const clear = () => window.clearTimeout( timer );
			return () => {
				clear();
				unsubscribe();
				document.removeEventListener( 'click', onClick );
				document.removeEventListener( 'pointerover', prefetch );
				document.removeEventListener( 'focusin', prefetch );
			};
		}
		return () => {
			unsubscribe();
			document.removeEventListener( 'click', onClick );
			document.removeEventListener( 'pointerover', prefetch );
			document.removeEventListener( 'focusin', prefetch );
		};
	}, [ openPanel, accountUrl ] );

	// A link to `…#vitrine-login` from another page opens the popup on arrival.
	useEffect( () => {
		const hash = window.location.hash;
		if ( hash === '#vitrine-login' || hash === '#vitrine-register' ) {
			openPanel(
				hash === '#vitrine-register' ? 'register' : 'login',
				''
			);
		}
	}, [ openPanel ] );

	const close = useCallback( () => {
		setOpen( null );
		const back = opener.current;
		opener.current = null;
		// Focus goes back to what opened the popup once the dialog is gone.
		window.setTimeout( () => back?.focus(), 0 );
	}, [] );

	useEffect( () => {
		if ( ! open ) {
			return;
		}
		document.documentElement.classList.add( 'vitrine-login-is-open' );
		return () =>
			document.documentElement.classList.remove(
				'vitrine-login-is-open'
			);
	}, [ open ] );

	return (
		<div ref={ rootRef } className="vitrine-login">
			{ open && (
				<Suspense
					fallback={
						<div className="vitrine-login__backdrop is-loading">
							<span
								className="vitrine-login__spinner"
								role="status"
							>
								<span className="screen-reader-text">
									{ __( 'Loading…', 'vitrine' ) }
								</span>
							</span>
						</div>
					}
				>
					<LoginDialog
						panel={ open.panel }
						onPanel={ ( panel ) =>
							setOpen( ( current ) =>
								current ? { ...current, panel } : current
							)
						}
						onClose={ close }
						registrationOpen={ registrationOpen }
						lostPasswordUrl={ lostPasswordUrl }
						accountUrl={ accountUrl }
						redirect={ open.redirect }
						user={ user }
					/>
				</Suspense>
			) }
		</div>
	);
}
