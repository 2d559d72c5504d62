/**
 * "Ask for an estimate": the reply address and notes, mailed to the shop with the list.
 */

/**
 * External dependencies
 */
import { useId, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { FormEvent } from 'react';

/**
 * Internal dependencies
 */
import { RequestError } from '../../runtime/errors';
import { askEstimate } from '../../widgets/shared/wishlist-api';

export function EstimateForm( { token }: { token: string } ) {
	const id = useId();
	const [ email, setEmail ] = useState( '' );
	const [ notes, setNotes ] = useState( '' );
	const [ busy, setBusy ] = useState( false );
	const [ sent, setSent ] = useState( '' );
	const [ error, setError ] = useState( '' );

	const submit = async ( event: FormEvent ) => {
		event.preventDefault();
		setBusy( true );
		setError( '' );
		try {
			setSent( await askEstimate( token, email, notes ) );
		} catch ( caught ) {
			setError(
				caught instanceof RequestError
					? caught.message
					: __(
							'Your request could not be sent. Please try again later.',
							'vitrine'
						)
			);
		} finally {
			setBusy( false );
		}
	};

	if ( sent ) {
		return (
			<p className="vitrine-wishlist-estimate__sent" role="status">
				{ sent }
			</p>
		);
	}
	return (
		<form className="vitrine-wishlist-estimate" onSubmit={ submit }>
			<h3>{ __( 'Ask for an estimate', 'vitrine' ) }</h3>
			<label htmlFor={ `${ id }-email` }>
				{ __( 'Your email address', 'vitrine' ) }
			</label>
			<input
				id={ `${ id }-email` }
				type="email"
				name="reply_email"
				required
				value={ email }
				onChange={ ( event ) => setEmail( event.target.value ) }
			/>
			<label htmlFor={ `${ id }-notes` }>
				{ __( 'Notes', 'vitrine' ) }
			</label>
			<textarea
				id={ `${ id }-notes` }
				name="additional_notes"
				rows={ 3 }
				value={ notes }
				onChange={ ( event ) => setNotes( event.target.value ) }
			/>
			<button
				type="submit"
				className="button wp-element-button vitrine-button"
				disabled={ busy }
			>
				{ __( 'Send the request', 'vitrine' ) }
			</button>
			{ error && (
				<p className="vitrine-wishlist__error" role="alert">
					{ error }
				</p>
			) }
		</form>
	);
}
