/**
 * The age gate: a modal dialog over the server-rendered page asking the visitor's age (or
 * date of birth). An accepted age is remembered in localStorage and the dialog closes; a
 * lower one shows the configured error, and either removes the form with its header or
 * clears the field. The gate shows again when no age is stored or the stored one is lower
 * than required. It is the shared native `<dialog>` (../../widgets/shared/modal.tsx): the page
 * behind is inert and holds still; Escape and a click beside it do not dismiss a gate, and it
 * has no close button. Focus goes back where it was once the gate lets the visitor in.
 */

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
	AGE_STORAGE_KEY,
	ageOn,
	isOldEnough,
	localDate,
	storedAgePasses,
	typedAge,
} from '../../lib/age-gate';
import { Modal } from '../../widgets/shared/modal';

export interface AgeGateProps {
	minimum: number;
	mode: 'age' | 'birthdate';
	refusal: 'remove' | 'clear';
	title: string;
	message: string;
	error: string;
}

function readStoredAge(): string | null {
	try {
		return window.localStorage.getItem( AGE_STORAGE_KEY );
	} catch {
		return null;
	}
}

function storeAge( age: number ): void {
	try {
		window.localStorage.setItem( AGE_STORAGE_KEY, String( age ) );
	} catch {
		// Private modes without storage: the visitor is let in for this page only.
	}
}

export function AgeGate( props: AgeGateProps ) {
	const { minimum, mode, refusal, title, message, error } = props;
	const [ open, setOpen ] = useState(
		() => ! storedAgePasses( readStoredAge(), minimum )
	);
	if ( ! open ) {
		return null;
	}
	return (
		<AgeGateDialog
			mode={ mode }
			minimum={ minimum }
			refusal={ refusal }
			title={ title }
			message={ message }
			error={ error }
			onAccept={ ( age ) => {
				storeAge( age );
				setOpen( false );
			} }
		/>
	);
}

function AgeGateDialog(
	props: Omit< AgeGateProps, never > & { onAccept: ( age: number ) => void }
) {
	const { mode, minimum, refusal, title, message, error, onAccept } = props;
	const id = useId();
	const dialog = useRef< HTMLDialogElement >( null );
	const field = useRef< HTMLInputElement >( null );
	const [ value, setValue ] = useState( '' );
	const [ problem, setProblem ] = useState( '' );
	const [ refused, setRefused ] = useState( false );
	// Captured while rendering, before the dialog opens (the modal's layout effect moves focus
	// into it), when no ref exists yet to reach the document through.
	// eslint-disable-next-line @wordpress/no-global-active-element
	const [ previous ] = useState( () => document.activeElement );

	useEffect( () => {
		field.current?.focus();
		return () => {
			if ( previous instanceof HTMLElement ) {
				previous.focus();
			}
		};
	}, [ previous ] );

	const onSubmit = ( event: FormEvent ) => {
		event.preventDefault();
		const age =
			mode === 'birthdate'
				? ageOn( value, localDate( new Date() ) )
				: typedAge( value );
		if ( age === null ) {
			setProblem(
				mode === 'birthdate'
					? __( 'Please enter your date of birth.', 'vitrine' )
					: __(
							'Please enter your age as a whole number.',
							'vitrine'
						)
			);
			field.current?.focus();
			return;
		}
		if ( isOldEnough( age, minimum ) ) {
			onAccept( age );
			return;
		}
		setProblem( error );
		if ( refusal === 'remove' ) {
			setRefused( true );
			// Focus goes to the dialog, which now holds the error notice.
			window.setTimeout( () => dialog.current?.focus() );
		} else {
			setValue( '' );
			field.current?.focus();
		}
	};

	return (
		// A gate is answered, not dismissed: no Escape, no click beside it, no close button.
		<Modal
			classPrefix="vitrine-age-gate"
			labelledBy={ refused ? '' : `${ id }-title` }
			label={ title }
			dialogRef={ dialog }
			dialogProps={ { 'aria-describedby': `${ id }-message` } }
			closeOnEscape={ false }
			closeOnBackdrop={ false }
			showClose={ false }
			onClose={ () => undefined }
		>
			{ ! refused && (
				<>
					<h2
						id={ `${ id }-title` }
						className="vitrine-age-gate__title"
					>
						{ title }
					</h2>
					<p
						id={ `${ id }-message` }
						className="vitrine-age-gate__message"
					>
						{ message }
					</p>
				</>
			) }
			{ problem && (
				<p
					id={ refused ? `${ id }-message` : undefined }
					className="vitrine-age-gate__error"
					role="alert"
				>
					{ problem }
				</p>
			) }
			{ ! refused && (
				<form
					className="vitrine-age-gate__form"
					onSubmit={ onSubmit }
					noValidate
				>
					<label htmlFor={ `${ id }-field` }>
						{ mode === 'birthdate'
							? __( 'Your date of birth', 'vitrine' )
							: __( 'Your age', 'vitrine' ) }
					</label>
					<input
						ref={ field }
						id={ `${ id }-field` }
						type={ mode === 'birthdate' ? 'date' : 'number' }
						inputMode={
							mode === 'birthdate' ? undefined : 'numeric'
						}
						min={ mode === 'birthdate' ? undefined : 0 }
						max={
							mode === 'birthdate' ? localDate( new Date() ) : 150
						}
						value={ value }
						required
						aria-invalid={ problem ? true : undefined }
						onChange={ ( event ) => setValue( event.target.value ) }
					/>
					<button type="submit" className="vitrine-age-gate__submit">
						{ __( 'Enter', 'vitrine' ) }
					</button>
				</form>
			) }
		</Modal>
	);
}
