/**
 * External dependencies
 */
import { useId, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { passwordVerdict } from '../../lib/password-strength';
import { RequestError } from '../../runtime/errors';
import { emit } from '../../runtime/events';
import { sendRegister } from './account-client';
import { AccountForm, fieldsOf } from './account-form';
import { Field } from './field';
import { StrengthMeter } from './strength-meter';
import { genericError, useAccountForm } from './use-account-form';

/** Which field a server refusal is about, from its stable code. */
const FIELD_OF_CODE: Record< string, string > = {
	vitrine_username_short: 'user_login',
	vitrine_username_long: 'user_login',
	vitrine_username_invalid: 'user_login',
	vitrine_username_exists: 'user_login',
	vitrine_email_invalid: 'user_email',
	vitrine_email_exists: 'user_email',
	vitrine_password_empty: 'password',
	vitrine_password_weak: 'password',
	vitrine_password_mismatch: 'repeat_password',
};

/**
 * The register panel: `user_login`, `user_email`, `password`, `repeat_password`, `redirect_to`,
 * posted as `action=jws_register_ajax&data=…&register_security=…`. On success the panel is
 * replaced by the server's message.
 * @param props
 * @param props.redirect
 * @param props.onDone
 */
export function RegisterForm( {
	redirect,
	onDone,
}: {
	redirect: string;
	onDone: ( message: string, signedIn: boolean ) => void;
} ) {
	const id = useId();
	const [ password, setPassword ] = useState( '' );
	const [ serverProblem, setServerProblem ] = useState< {
		field: string;
		text: string;
	} | null >( null );
	const verdict = passwordVerdict( password );
	const {
		formRef,
		marked,
		mark,
		onFocus,
		busy,
		notice,
		setNotice,
		onSubmit,
	} = useAccountForm( {
		invalidText: __( 'Please correct the marked fields.', 'vitrine' ),
		blocked: verdict.blocksSubmit,
		onAttempt: () => setServerProblem( null ),
		send: async ( params ) => {
			const reply = await sendRegister( params );
			if ( reply?.success ) {
				emit( 'registered', { redirect: '' } );
				onDone(
					reply.message ||
						__(
							'Your account is ready. You can log in now.',
							'vitrine'
						),
					reply.signedIn
				);
				return 'leaving';
			}
			setNotice( {
				kind: 'error',
				text: reply?.message || genericError(),
			} );
			return 'settled';
		},
		onFailure: ( error ) => {
			if ( ! ( error instanceof RequestError ) ) {
				return genericError();
			}
			const field = FIELD_OF_CODE[ error.code ];
			if ( field ) {
				mark( field, 'required' );
				setServerProblem( { field, text: error.message } );
			}
			return error.message;
		},
	} );

	// A field the server refused shows the server's words until it is focused again.
	const words = ( name: string ): string | undefined =>
		serverProblem?.field === name && marked[ name ]
			? serverProblem.text
			: undefined;

	const field = fieldsOf( id, marked, onFocus, words );
	return (
		<AccountForm
			formRef={ formRef }
			onSubmit={ onSubmit }
			busy={ busy }
			blocked={ verdict.blocksSubmit }
			redirect={ redirect }
			notice={ notice }
			submit={ {
				value: 'Register',
				label: __( 'Create account', 'vitrine' ),
				busyLabel: __( 'Creating your account…', 'vitrine' ),
			} }
		>
			<Field
				{ ...field( 'user_login' ) }
				label={ __( 'Username', 'vitrine' ) }
				autoComplete="username"
			/>
			<Field
				{ ...field( 'user_email' ) }
				type="email"
				label={ __( 'Email address', 'vitrine' ) }
				autoComplete="email"
			/>
			<Field
				{ ...field( 'password' ) }
				type="password"
				label={ __( 'Password', 'vitrine' ) }
				autoComplete="new-password"
				describedBy={ `${ id }-strength` }
				value={ password }
				onChange={ setPassword }
			>
				<StrengthMeter
					id={ `${ id }-strength` }
					password={ password }
				/>
			</Field>
			<Field
				{ ...field( 'repeat_password' ) }
				type="password"
				label={ __( 'Repeat the password', 'vitrine' ) }
				autoComplete="new-password"
			/>
		</AccountForm>
	);
}
