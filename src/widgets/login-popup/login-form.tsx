/**
 * External dependencies
 */
import { useId } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { loginOutcome, messageText } from '../../lib/login-reply';
import { RequestError } from '../../runtime/errors';
import { emit } from '../../runtime/events';
import { reloadCaptcha, sendLogin } from './account-client';
import { Field } from './field';
import { FormMessage } from './form-message';
import { navigation } from './navigation';
import { genericError, useAccountForm } from './use-account-form';

/**
 * The login panel: `log`, `pwd`, `rememberme`, `redirect_to`, `testcookie`, posted as
 * `action=jws_login_ajax&data=…` with the nonce inside `data`.
 * @param props
 * @param props.redirect
 * @param props.lostPasswordUrl
 */
export function LoginForm( {
	redirect,
	lostPasswordUrl,
}: {
	redirect: string;
	lostPasswordUrl: string;
} ) {
	const id = useId();
	const { formRef, marked, onFocus, busy, notice, setNotice, onSubmit } =
		useAccountForm( {
			invalidText: __( 'Please fill in the marked fields.', 'vitrine' ),
			send: async ( params, form ) => {
				const reply = await sendLogin( params );
				if ( ! reply ) {
					// The spec ignores an unparseable reply; nothing changes, but say so.
					setNotice( { kind: 'error', text: genericError() } );
					return 'settled';
				}
				const outcome = loginOutcome( reply, navigation.href() );
				if ( outcome.kind === 'error' ) {
					setNotice( {
						kind: 'error',
						text: outcome.message || genericError(),
					} );
					reloadCaptcha( form );
					return 'settled';
				}
				setNotice( {
					kind: 'success',
					text:
						outcome.message ||
						__( 'You are logged in.', 'vitrine' ),
				} );
				emit( 'logged-in', {
					redirect: outcome.kind === 'redirect' ? outcome.url : '',
				} );
				if ( outcome.kind === 'redirect' ) {
					navigation.assign( outcome.url );
				} else {
					navigation.reload();
				}
				return 'leaving';
			},
			onFailure: ( error, form ) => {
				reloadCaptcha( form );
				return error instanceof RequestError
					? messageText( error.message ) || genericError()
					: genericError();
			},
		} );

	return (
		<form
			ref={ formRef }
			className="vitrine-login__form"
			noValidate
			onSubmit={ onSubmit }
			aria-busy={ busy }
		>
			<Field
				id={ `${ id }-log` }
				name="log"
				label={ __( 'Username or email address', 'vitrine' ) }
				autoComplete="username"
				problem={ marked.log }
				onFocus={ onFocus }
			/>
			<Field
				id={ `${ id }-pwd` }
				name="pwd"
				type="password"
				label={ __( 'Password', 'vitrine' ) }
				autoComplete="current-password"
				problem={ marked.pwd }
				onFocus={ onFocus }
			/>
			<div className="vitrine-login__row">
				<span className="vitrine-login__check">
					<input
						id={ `${ id }-rememberme` }
						type="checkbox"
						name="rememberme"
						value="forever"
					/>
					<label htmlFor={ `${ id }-rememberme` }>
						{ __( 'Remember me', 'vitrine' ) }
					</label>
				</span>
				<a className="vitrine-login__lost" href={ lostPasswordUrl }>
					{ __( 'Lost your password?', 'vitrine' ) }
				</a>
			</div>
			<input type="hidden" name="redirect_to" value={ redirect } />
			<input type="hidden" name="testcookie" value="1" />
			<FormMessage notice={ notice } />
			<button
				type="submit"
				name="wp-submit"
				value="Log in"
				className="vitrine-login__button vitrine-login__submit wp-element-button button"
				aria-disabled={ busy }
			>
				{ busy
					? __( 'Logging in…', 'vitrine' )
					: __( 'Log in', 'vitrine' ) }
			</button>
		</form>
	);
}
