/**
 * The popup itself (React), loaded by the launcher on first use: it keeps which panel is open
 * and who is signed in, and gives focus back to the opener when it closes.
 */

/**
 * External dependencies
 */
import { useCallback, useEffect, useRef, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import {
	getSessionSnapshot,
	subscribeToSession,
	type SessionUser,
} from '../../runtime/session';
import { renderOnDemand } from '../shared/render-on-demand';
import LoginDialog from './dialog';
import type { LoginPopupProps, OpenRequest, Panel } from './types';

interface PopupProps extends LoginPopupProps {
	/** Hands the popup's `open` to the launcher once mounted. */
	connect: ( open: ( request: OpenRequest ) => void ) => void;
}

interface OpenState {
	panel: Panel;
	redirect: string;
}

export function LoginPopup( props: PopupProps ) {
	const { connect, registrationOpen, lostPasswordUrl, accountUrl } = props;
	const [ open, setOpen ] = useState< OpenState | null >( null );
	const [ user, setUser ] = useState< SessionUser | null >(
		getSessionSnapshot()?.user ?? null
	);
	const opener = useRef< HTMLElement | null >( null );

	useEffect( () => {
		connect( ( request ) => {
			opener.current = request.opener;
			setOpen( { panel: request.panel, redirect: request.redirect } );
		} );
	}, [ connect ] );

	useEffect(
		() =>
			subscribeToSession( ( session ) => {
				setUser( session.user );
			} ),
		[]
	);

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
		<div className="vitrine-login">
			{ open && (
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
			) }
		</div>
	);
}

export interface LoginPopupHandle {
	open: ( request: OpenRequest ) => void;
	unmount: () => void;
}

/**
 * Renders the popup (closed) into the mount point.
 * @param element The launcher's mount point.
 * @param props   The widget's props.
 */
export function renderLoginPopup(
	element: HTMLElement,
	props: LoginPopupProps
): LoginPopupHandle {
	const dialog = renderOnDemand< ( request: OpenRequest ) => void >(
		element,
		( connect ) => <LoginPopup { ...props } connect={ connect } />
	);
	return {
		open: ( request ) => dialog.whenReady( ( open ) => open( request ) ),
		unmount: dialog.unmount,
	};
}
