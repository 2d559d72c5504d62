/**
 * External dependencies
 */
import { useEffect, useId, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { FormEvent } from 'react';

/**
 * Internal dependencies
 */
import {
	afterSubmit,
	fieldToFixBeforeSending,
	submissionFields,
	type NewsletterValues,
	type OnSubmission,
} from '../../lib/newsletter';
import { postAjax } from '../../runtime/ajax';
import { RequestError } from '../../runtime/errors';
import { emit } from '../../runtime/events';
import { navigateTo } from './navigate';
import { Success } from './success';

export interface NewsletterProps {
	/** List id, or null for the default list. */
	listId: number | null;
	title: string;
	fields: { firstName: boolean; lastName: boolean; telephone: boolean };
	/** The list's consent text; no consent box when empty. */
	consentText: string;
	doubleOptIn: boolean;
	onSubmission: OnSubmission;
	redirectUrl: string;
	successMessage: string;
	buttonLabel: string;
}

type Status = 'idle' | 'sending' | 'done' | 'redirecting';

const EMPTY: NewsletterValues = {
	firstName: '',
	lastName: '',
	email: '',
	telephone: '',
	consent: false,
};

/** Which input a refusal is about, so it can be marked and focused. */
const FIELD_OF_CODE: Record< string, keyof NewsletterValues > = {
	vitrine_newsletter_invalid_email: 'email',
	vitrine_newsletter_invalid_name: 'firstName',
	vitrine_newsletter_invalid_telephone: 'telephone',
	vitrine_newsletter_consent_required: 'consent',
};

export function NewsletterForm( props: NewsletterProps ) {
	const {
		listId,
		title,
		fields,
		consentText,
		doubleOptIn,
		onSubmission,
		redirectUrl,
		successMessage,
		buttonLabel,
	} = props;
	const id = useId();
	const [ values, setValues ] = useState< NewsletterValues >( EMPTY );
	const [ status, setStatus ] = useState< Status >( 'idle' );
	const [ error, setError ] = useState< {
		message: string;
		field: keyof NewsletterValues | null;
	} | null >( null );
	const [ submitted, setSubmitted ] = useState< NewsletterValues | null >(
		null
	);
	const inputs = useRef<
		Partial< Record< keyof NewsletterValues, HTMLInputElement | null > >
	>( {} );

	// A refusal about one input marks it and moves focus there (after the busy state ends).
	useEffect( () => {
		if ( error?.field ) {
			inputs.current[ error.field ]?.focus();
		}
	}, [ error ] );

	const set =
		< K extends keyof NewsletterValues >( key: K ) =>
		( value: NewsletterValues[ K ] ) => {
			setValues( ( current ) => ( { ...current, [ key ]: value } ) );
			if ( error?.field === key ) {
				setError( null );
			}
		};

	const submit = async ( event: FormEvent< HTMLFormElement > ) => {
		event.preventDefault();
		if ( status !== 'idle' ) {
			return;
		}
		// The server refuses a sign-up without consent (400); say so before sending.
		if ( fieldToFixBeforeSending( values, consentText !== '' ) ) {
			setError( {
				message: __(
					'Please tick the consent box to subscribe.',
					'vitrine'
				),
				field: 'consent',
			} );
			return;
		}
		setStatus( 'sending' );
		setError( null );
		const sent = { ...values };
		try {
			await postAjax(
				'ce4wp_form_submission',
				submissionFields( sent, listId ),
				{ nonceAction: 'ce4wp_form_submission' }
			);
		} catch ( failure ) {
			const field =
				failure instanceof RequestError
					? ( FIELD_OF_CODE[ failure.code ] ?? null )
					: null;
			setError( {
				message:
					failure instanceof RequestError
						? failure.message
						: __(
								'Your sign-up could not be sent. Please try again.',
								'vitrine'
							),
				field,
			} );
			setStatus( 'idle' );
			return;
		}

		emit( 'newsletter-subscribed', { listId: listId ?? 0 } );
		const next = afterSubmit( onSubmission, redirectUrl );
		if ( next.type === 'redirect' ) {
			setStatus( 'redirecting' );
			navigateTo( next.url );
			return;
		}
		setSubmitted( next.summary ? sent : null );
		setStatus( 'done' );
	};

	if ( status === 'done' ) {
		const fallback = doubleOptIn
			? __(
					'Thank you! Please check your inbox and open the link in our email to confirm your subscription.',
					'vitrine'
				)
			: __( 'Thank you! You are now subscribed.', 'vitrine' );
		const message =
			successMessage.trim() !== '' ? successMessage : fallback;
		return (
			<>
				{ title && (
					<h3 className="vitrine-newsletter__title">{ title }</h3>
				) }
				<Success message={ message } summary={ submitted } />
			</>
		);
	}

	const busy = status !== 'idle';
	const errorId = `${ id }-error`;
	const described = ( field: keyof NewsletterValues ) =>
		error?.field === field ? errorId : undefined;

	const textField = (
		key: 'firstName' | 'lastName' | 'email' | 'telephone',
		label: string,
		type: string,
		autoComplete: string,
		required = false
	) => (
		<div className="vitrine-newsletter__field" key={ key }>
			<label
				className="vitrine-newsletter__label"
				htmlFor={ `${ id }-${ key }` }
			>
				{ label }
				{ required && (
					<span className="vitrine-newsletter__required">
						<span aria-hidden="true"> *</span>
					</span>
				) }
			</label>
			<input
				ref={ ( element ) => {
					inputs.current[ key ] = element;
				} }
				className="vitrine-newsletter__input"
				id={ `${ id }-${ key }` }
				name={ key }
				type={ type }
				autoComplete={ autoComplete }
				required={ required }
				aria-required={ required || undefined }
				aria-invalid={ error?.field === key || undefined }
				aria-describedby={ described( key ) }
				value={ values[ key ] }
				readOnly={ busy }
				onChange={ ( event ) => set( key )( event.target.value ) }
			/>
		</div>
	);

	// The title stands before the form, as in the server's fallback, so mounting moves nothing.
	return (
		<>
			{ title && (
				<h3 className="vitrine-newsletter__title">{ title }</h3>
			) }
			<form
				className="vitrine-newsletter__form"
				noValidate
				aria-busy={ busy }
				aria-label={ title || __( 'Newsletter sign-up', 'vitrine' ) }
				onSubmit={ submit }
			>
				<div className="vitrine-newsletter__fields">
					{ fields.firstName &&
						textField(
							'firstName',
							__( 'First name', 'vitrine' ),
							'text',
							'given-name'
						) }
					{ fields.lastName &&
						textField(
							'lastName',
							__( 'Last name', 'vitrine' ),
							'text',
							'family-name'
						) }
					{ textField(
						'email',
						__( 'Email address', 'vitrine' ),
						'email',
						'email',
						true
					) }
					{ fields.telephone &&
						textField(
							'telephone',
							__( 'Telephone', 'vitrine' ),
							'tel',
							'tel'
						) }
				</div>
				{ consentText && (
					<div className="vitrine-newsletter__consent">
						<input
							ref={ ( element ) => {
								inputs.current.consent = element;
							} }
							type="checkbox"
							id={ `${ id }-consent` }
							name="consent"
							checked={ values.consent }
							required
							aria-invalid={
								error?.field === 'consent' || undefined
							}
							aria-describedby={ described( 'consent' ) }
							disabled={ busy }
							onChange={ ( event ) =>
								set( 'consent' )( event.target.checked )
							}
						/>
						<label htmlFor={ `${ id }-consent` }>
							{ consentText }
						</label>
					</div>
				) }
				<div className="vitrine-newsletter__actions">
					<button
						type="submit"
						className="vitrine-newsletter__submit wp-element-button button"
						aria-disabled={ busy || undefined }
					>
						{ busy && (
							<span
								className="vitrine-newsletter__spinner"
								aria-hidden="true"
							/>
						) }
						{ busy
							? __( 'Subscribing…', 'vitrine' )
							: buttonLabel || __( 'Subscribe', 'vitrine' ) }
					</button>
				</div>
				<div className="vitrine-newsletter__feedback">
					<p
						className="vitrine-newsletter__error"
						id={ errorId }
						role="alert"
					>
						{ error?.message }
					</p>
					<p className="screen-reader-text" role="status">
						{ status === 'sending'
							? __( 'Subscribing…', 'vitrine' )
							: '' }
						{ status === 'redirecting'
							? __(
									'Subscribed. Taking you to the next page…',
									'vitrine'
								)
							: '' }
					</p>
				</div>
			</form>
		</>
	);
}
