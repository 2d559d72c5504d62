/**
 * The popup of multi-wishlist sites: "Choose a list" or "Create a new list".
 */

/**
 * External dependencies
 */
import { useId, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { FormEvent, KeyboardEvent } from 'react';

/**
 * Internal dependencies
 */
import { listName, type WishlistSummary } from '../../lib/wishlist';
import { Modal } from '../../widgets/shared/modal';
import type { AddTarget } from '../../widgets/shared/wishlist-api';

export interface AddPopupProps {
	productName: string;
	lists: WishlistSummary[];
	busy: boolean;
	message: string;
	error: string;
	onSubmit: ( target: AddTarget ) => void;
	onClose: () => void;
	/** The privacy a new list starts with (the site's setting). */
	defaultPrivacy?: number;
}

type Tab = 'choose' | 'create';

export function AddPopup( props: AddPopupProps ) {
	const { productName, lists, busy, message, error, onSubmit, onClose } =
		props;
	const id = useId();
	// Before the first add there is no list yet: "My wishlist" stands for the default list
	// the server creates on that add (wishlist_id '').
	const choices = lists.length
		? lists.map( ( list ) => ( {
				value: String( list.id ),
				name: list.name,
			} ) )
		: [ { value: '', name: __( 'My wishlist', 'vitrine' ) } ];
	const [ tab, setTab ] = useState< Tab >( 'choose' );
	const [ chosen, setChosen ] = useState( choices[ 0 ]?.value ?? '' );
	const [ name, setName ] = useState( '' );
	const [ visibility, setVisibility ] = useState( props.defaultPrivacy ?? 2 );
	const [ invalid, setInvalid ] = useState( false );
	const nameField = useRef< HTMLInputElement >( null );
	const tabs: Array< [ Tab, string ] > = [
		[ 'choose', __( 'Choose a list', 'vitrine' ) ],
		[ 'create', __( 'Create a new list', 'vitrine' ) ],
	];

	const submit = ( event: FormEvent ) => {
		event.preventDefault();
		if ( tab === 'choose' ) {
			onSubmit( { wishlistId: chosen } );
			return;
		}
		const clean = listName( name );
		if ( clean === null ) {
			setInvalid( true );
			nameField.current?.focus();
			return;
		}
		onSubmit( { wishlistId: 'new', name: clean, visibility } );
	};

	// Arrow keys move between the two tabs, as the ARIA tabs pattern expects.
	const onTabKey = ( event: KeyboardEvent< HTMLButtonElement > ) => {
		if ( event.key === 'ArrowRight' || event.key === 'ArrowLeft' ) {
			const next = tab === 'choose' ? 'create' : 'choose';
			setTab( next );
			document.getElementById( `${ id }-tab-${ next }` )?.focus();
		}
	};

	return (
		<Modal
			classPrefix="vitrine-modal"
			className="vitrine-modal vitrine-wishlist-popup"
			labelledBy={ `${ id }-title` }
			busy={ busy }
			portal
			onClose={ onClose }
		>
			<h2
				id={ `${ id }-title` }
				className="vitrine-wishlist-popup__title"
			>
				{ productName || __( 'Add to wishlist', 'vitrine' ) }
			</h2>
			<div role="tablist" className="vitrine-wishlist-popup__tabs">
				{ tabs.map( ( [ key, label ] ) => (
					<button
						key={ key }
						type="button"
						role="tab"
						id={ `${ id }-tab-${ key }` }
						aria-selected={ tab === key }
						aria-controls={ `${ id }-panel` }
						tabIndex={ tab === key ? 0 : -1 }
						onClick={ () => setTab( key ) }
						onKeyDown={ onTabKey }
					>
						{ label }
					</button>
				) ) }
			</div>
			<form
				id={ `${ id }-panel` }
				role="tabpanel"
				aria-labelledby={ `${ id }-tab-${ tab }` }
				className="vitrine-wishlist-popup__panel"
				onSubmit={ submit }
				noValidate
			>
				{ tab === 'choose' ? (
					<fieldset>
						<legend>{ __( 'Your wishlists', 'vitrine' ) }</legend>
						{ choices.map( ( choice ) => (
							<label
								key={ choice.value }
								htmlFor={ `${ id }-list-${ choice.value }` }
							>
								<input
									id={ `${ id }-list-${ choice.value }` }
									type="radio"
									name={ `${ id }-list` }
									value={ choice.value }
									checked={ chosen === choice.value }
									onChange={ () => setChosen( choice.value ) }
								/>
								{ choice.name }
							</label>
						) ) }
					</fieldset>
				) : (
					<>
						<label htmlFor={ `${ id }-name` }>
							{ __( 'Name of the new list', 'vitrine' ) }
						</label>
						<input
							ref={ nameField }
							id={ `${ id }-name` }
							name="wishlist_name"
							type="text"
							value={ name }
							aria-invalid={ invalid || undefined }
							aria-describedby={
								invalid ? `${ id }-name-error` : undefined
							}
							onChange={ ( event ) => {
								setName( event.target.value );
								setInvalid( false );
							} }
						/>
						{ invalid && (
							<p
								id={ `${ id }-name-error` }
								className="vitrine-wishlist-popup__invalid"
							>
								{ __(
									'Please give the new list a name.',
									'vitrine'
								) }
							</p>
						) }
						<label htmlFor={ `${ id }-privacy` }>
							{ __( 'Who can see it', 'vitrine' ) }
						</label>
						<select
							id={ `${ id }-privacy` }
							value={ visibility }
							onChange={ ( event ) =>
								setVisibility( Number( event.target.value ) )
							}
						>
							<option value={ 0 }>
								{ __( 'Public', 'vitrine' ) }
							</option>
							<option value={ 1 }>
								{ __(
									'Shared (anyone with the link)',
									'vitrine'
								) }
							</option>
							<option value={ 2 }>
								{ __( 'Private', 'vitrine' ) }
							</option>
						</select>
					</>
				) }
				<button
					type="submit"
					className="wp-element-button vitrine-button"
					disabled={ busy }
				>
					{ __( 'Add to wishlist', 'vitrine' ) }
				</button>
				<div className="vitrine-wishlist-popup__feedback" role="status">
					{ message && <p>{ message }</p> }
				</div>
				{ error && (
					<p className="vitrine-wishlist-popup__error" role="alert">
						<span
							aria-hidden="true"
							className="vitrine-wishlist-popup__error-icon"
						>
							!
						</span>
						{ error }
					</p>
				) }
			</form>
		</Modal>
	);
}
