/**
 * External dependencies
 */
import { useEffect, useId, useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { SessionUser } from '../../runtime/session';
import { LoginForm } from './login-form';
import { navigation } from './navigation';
import { RegisterForm } from './register-form';
import { Modal } from '../shared/modal';
import { focusableIn } from '../shared/focusable';
import type { Panel } from './types';

export interface LoginDialogProps {
	panel: Panel;
	onPanel: ( panel: Panel ) => void;
	onClose: () => void;
	registrationOpen: boolean;
	lostPasswordUrl: string;
	accountUrl: string;
	redirect: string;
	user: SessionUser | null;
}

/**
 * The modal: a login panel and a register panel switched by the links at the bottom.
 * Focus is trapped inside; Escape, the close button and a click on the backdrop close it.
 * @param props
 */
export default function LoginDialog( props: LoginDialogProps ) {
	const {
		panel,
		onPanel,
		onClose,
		registrationOpen,
		lostPasswordUrl,
		accountUrl,
		redirect,
		user,
	} = props;
	const id = useId();
	const dialogRef = useRef< HTMLDialogElement >( null );
	const [ registered, setRegistered ] = useState< string | null >( null );
	// The server signs a new member in: the page under the popup is a guest's until reloaded.
	const [ signedIn, setSignedIn ] = useState( false );

	const loggedIn = Boolean( user?.loggedIn );
	let showing: Panel | 'done' | 'account' = panel;
	if ( loggedIn ) {
		showing = 'account';
	} else if ( registered !== null && panel === 'register' ) {
		showing = 'done';
	}

	// Each panel starts with focus on its first field (or its first control).
	useEffect( () => {
		const root = dialogRef.current;
		if ( ! root ) {
			return;
		}
		const body = root.querySelector< HTMLElement >(
			'.vitrine-login__body'
		);
		const target =
			body?.querySelector< HTMLElement >(
				'input:not([type="hidden"])'
			) ??
			( body ? focusableIn( body )[ 0 ] : undefined ) ??
			root;
		target.focus();
	}, [ showing ] );

	const titles = {
		login: __( 'Log in', 'vitrine' ),
		register: __( 'Create an account', 'vitrine' ),
		done: __( 'Welcome aboard', 'vitrine' ),
		account: __( 'You are logged in', 'vitrine' ),
	};

	return (
		<Modal
			classPrefix="vitrine-login"
			labelledBy={ `${ id }-title` }
			onClose={ onClose }
			dialogRef={ dialogRef }
			dialogProps={ { 'data-panel': showing } }
		>
			<h2 id={ `${ id }-title` } className="vitrine-login__title">
				{ titles[ showing ] }
			</h2>
			<div className="vitrine-login__body">
				{ showing === 'login' && (
					<LoginForm
						redirect={ redirect }
						lostPasswordUrl={ lostPasswordUrl }
					/>
				) }
				{ showing === 'register' && (
					<RegisterForm
						redirect={ redirect }
						onDone={ ( message, isSignedIn ) => {
							setSignedIn( isSignedIn );
							setRegistered( message );
						} }
					/>
				) }
				{ showing === 'done' && (
					<div className="vitrine-login__done">
						<p role="status">{ registered }</p>
						{ signedIn ? (
							<button
								type="button"
								className="vitrine-login__button wp-element-button button"
								onClick={ () => navigation.reload() }
							>
								{ __( 'Continue', 'vitrine' ) }
							</button>
						) : (
							<button
								type="button"
								className="vitrine-login__button wp-element-button button"
								onClick={ () => {
									setRegistered( null );
									onPanel( 'login' );
								} }
							>
								{ __( 'Log in now', 'vitrine' ) }
							</button>
						) }
					</div>
				) }
				{ showing === 'account' && (
					<div className="vitrine-login__done">
						<p>
							{ sprintf(
								/* translators: %s: the member's display name. */
								__( 'Signed in as %s.', 'vitrine' ),
								user?.name ?? ''
							) }
						</p>
						<a
							className="vitrine-login__button wp-element-button button"
							href={ accountUrl }
						>
							{ __( 'My account', 'vitrine' ) }
						</a>
					</div>
				) }
			</div>
			{ ( showing === 'login' || showing === 'register' ) &&
				registrationOpen && (
					<p className="vitrine-login__switch">
						{ showing === 'login' ? (
							<>
								{ __( 'New here?', 'vitrine' ) }{ ' ' }
								<a
									href="#vitrine-register"
									onClick={ ( event ) => {
										event.preventDefault();
										onPanel( 'register' );
									} }
								>
									{ __( 'Create an account', 'vitrine' ) }
								</a>
							</>
						) : (
							<>
								{ __( 'Already have an account?', 'vitrine' ) }{ ' ' }
								<a
									href="#vitrine-login"
									onClick={ ( event ) => {
										event.preventDefault();
										onPanel( 'login' );
									} }
								>
									{ __( 'Log in', 'vitrine' ) }
								</a>
							</>
						) }
					</p>
				) }
		</Modal>
	);
}
