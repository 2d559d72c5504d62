/**
 * "Move to a new list": the new list's name asked in the shared Modal (a labelled field, an
 * empty name marked invalid and nothing sent; Escape, Cancel or the backdrop close it), where
 * the page once used `window.prompt()`.
 */

/**
 * External dependencies
 */
import { useEffect, useId, useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import type { FormEvent } from 'react';

/**
 * Internal dependencies
 */
import { listName } from '../../lib/wishlist';
import { Modal } from '../../widgets/shared/modal';

export interface NewListDialogProps {
	productName: string;
	onSubmit: ( name: string ) => void;
	onClose: () => void;
}

export function NewListDialog( {
	productName,
	onSubmit,
	onClose,
}: NewListDialogProps ) {
	const id = useId();
	const field = useRef< HTMLInputElement >( null );
	const [ name, setName ] = useState( '' );
	const [ invalid, setInvalid ] = useState( false );

	// The dialog's one field takes focus once the modal has opened (not `autoFocus`, which
	// runs while the <dialog> is still closed and so cannot take focus).
	useEffect( () => field.current?.focus(), [] );

	const submit = ( event: FormEvent ) => {
		event.preventDefault();
		const clean = listName( name );
		if ( clean === null ) {
			setInvalid( true );
			field.current?.focus();
			return;
		}
		onSubmit( clean );
	};

	return (
		<Modal
			classPrefix="vitrine-modal"
			className="vitrine-modal vitrine-wishlist-new-list"
			labelledBy={ `${ id }-title` }
			portal
			onClose={ onClose }
		>
			<h2 id={ `${ id }-title` }>
				{ sprintf(
					/* translators: %s: product name. */
					__( 'Move “%s” to a new list', 'vitrine' ),
					productName
				) }
			</h2>
			<form
				className="vitrine-wishlist-new-list__form"
				onSubmit={ submit }
				noValidate
			>
				<label htmlFor={ `${ id }-name` }>
					{ __( 'Name of the new list', 'vitrine' ) }
				</label>
				<input
					ref={ field }
					id={ `${ id }-name` }
					type="text"
					value={ name }
					aria-invalid={ invalid || undefined }
					aria-describedby={ invalid ? `${ id }-error` : undefined }
					onChange={ ( event ) => {
						setName( event.target.value );
						setInvalid( false );
					} }
				/>
				{ invalid && (
					<p
						id={ `${ id }-error` }
						className="vitrine-wishlist-new-list__invalid"
					>
						{ __( 'Please give the new list a name.', 'vitrine' ) }
					</p>
				) }
				<div className="vitrine-wishlist-new-list__actions">
					<button
						type="submit"
						className="button wp-element-button vitrine-button"
					>
						{ __( 'Move', 'vitrine' ) }
					</button>
					<button
						type="button"
						className="button wp-element-button vitrine-button vitrine-button--secondary"
						onClick={ onClose }
					>
						{ __( 'Cancel', 'vitrine' ) }
					</button>
				</div>
			</form>
		</Modal>
	);
}
