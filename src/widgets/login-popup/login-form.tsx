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
import { AccountForm, fieldsOf } from './account-form';
import { Field } from './field';
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

	const field = fieldsOf( id, marked, onFocus );
	return (
		<AccountForm
			formRef={ formRef }
			onSubmit={ onSubmit }
			busy={ busy }
			redirect={ redirect }
			notice={ notice }
			submit={ {
				value: 'Log in',
				label: __( 'Log in', 'vitrine' ),
				busyLabel: __( 'Logging in…', 'vitrine' ),
			} }
		>
			<Field
				{ ...field( 'log' ) }
				label={ __( 'Username or email address', 'vitrine' ) }
				autoComplete="username"
			/>
			<Field
				{ ...field( 'pwd' ) }
				type="password"
				label={ __( 'Password', 'vitrine' ) }
				autoComplete="current-password"
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
			<input type="hidden" name="testcookie" value="1" />
		</AccountForm>
	);
}
