/**
 * The list's title, edited in place by its owner: Enter saves, Escape cancels, empty is refused.
 */

/**
 * External dependencies
 */
import { useEffect, useId, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { KeyboardEvent } from 'react';

/**
 * Internal dependencies
 */
import { listName } from '../../lib/wishlist';
import { RequestError } from '../../runtime/errors';
import { saveTitle } from '../../widgets/shared/wishlist-api';

export function TitleEditor( {
	wishlistId,
	title,
	isOwner,
	onSaved,
}: {
	wishlistId: number;
	title: string;
	isOwner: boolean;
	onSaved: ( title: string ) => void;
} ) {
	const id = useId();
	const [ editing, setEditing ] = useState( false );
	const [ value, setValue ] = useState( title );
	const [ error, setError ] = useState( '' );
	const editButton = useRef< HTMLButtonElement >( null );
	const input = useRef< HTMLInputElement >( null );

	// The owner just asked to edit: the field takes the focus.
	useEffect( () => {
		if ( editing ) {
			input.current?.focus();
		}
	}, [ editing ] );

	const stop = () => {
		setEditing( false );
		setError( '' );
		window.setTimeout( () => editButton.current?.focus(), 0 );
	};

	const save = async () => {
		const clean = listName( value );
		if ( clean === null ) {
			setError( __( 'A wishlist needs a name.', 'vitrine' ) );
			return;
		}
		try {
			await saveTitle( wishlistId, clean );
			onSaved( clean );
			stop();
		} catch ( caught ) {
			setError(
				caught instanceof RequestError
					? caught.message
					: __( 'The title could not be saved.', 'vitrine' )
			);
		}
	};

	const onKeyDown = ( event: KeyboardEvent< HTMLInputElement > ) => {
		if ( event.key === 'Enter' ) {
			event.preventDefault();
			save();
		} else if ( event.key === 'Escape' ) {
			event.preventDefault();
			setValue( title );
			stop();
		}
	};

	if ( ! editing ) {
		return (
			<div className="vitrine-wishlist__title-row">
				{ /* tabIndex -1: focus lands here when the last row is removed. */ }
				<h2 className="vitrine-wishlist__title" tabIndex={ -1 }>
					{ title }
				</h2>
				{ isOwner && (
					<button
						ref={ editButton }
						type="button"
						className="button wp-element-button vitrine-button vitrine-button--secondary vitrine-wishlist__edit-title"
						onClick={ () => {
							setValue( title );
							setEditing( true );
						} }
					>
						{ __( 'Rename', 'vitrine' ) }
					</button>
				) }
			</div>
		);
	}
	return (
		<div className="vitrine-wishlist__title-row">
			<label htmlFor={ `${ id }-title` } className="screen-reader-text">
				{ __(
					'Wishlist name (Enter saves, Escape cancels)',
					'vitrine'
				) }
			</label>
			<input
				ref={ input }
				id={ `${ id }-title` }
				className="vitrine-wishlist__title-input"
				type="text"
				value={ value }
				aria-invalid={ error ? true : undefined }
				aria-describedby={ error ? `${ id }-error` : undefined }
				onChange={ ( event ) => {
					setValue( event.target.value );
					setError( '' );
				} }
				onKeyDown={ onKeyDown }
			/>
			<button
				type="button"
				className="button wp-element-button vitrine-button"
				onClick={ save }
			>
				{ __( 'Save', 'vitrine' ) }
			</button>
			{ error && (
				<p
					id={ `${ id }-error` }
					className="vitrine-wishlist__error"
					role="alert"
				>
					{ error }
				</p>
			) }
		</div>
	);
}
