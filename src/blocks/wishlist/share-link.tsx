/**
 * The share link of a public or shared list, with Copy: the Clipboard API, announced in a
 * live region ("Copied"); where the browser cannot copy, the link is selected for the visitor.
 */

/**
 * External dependencies
 */
import { useEffect, useId, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { copyText } from '../../lib/clipboard';

const RESET_MS = 4000;

export function ShareLink( { url }: { url: string } ) {
	const id = useId();
	const field = useRef< HTMLInputElement >( null );
	const [ status, setStatus ] = useState( '' );

	useEffect( () => {
		if ( ! status ) {
			return;
		}
		const timer = window.setTimeout( () => setStatus( '' ), RESET_MS );
		return () => window.clearTimeout( timer );
	}, [ status ] );

	const copy = async () => {
		const result = await copyText( url, window.navigator.clipboard );
		if ( result === 'copied' ) {
			setStatus( __( 'Copied', 'vitrine' ) );
			return;
		}
		field.current?.select();
		setStatus(
			__( 'Press Ctrl+C (⌘C on a Mac) to copy the link.', 'vitrine' )
		);
	};

	return (
		<div className="vitrine-wishlist__share">
			<label htmlFor={ `${ id }-share` }>
				{ __( 'Share link', 'vitrine' ) }
			</label>
			<div className="vitrine-wishlist__share-row">
				<input
					ref={ field }
					id={ `${ id }-share` }
					type="url"
					readOnly
					value={ url }
					onFocus={ ( event ) => event.target.select() }
				/>
				<button
					type="button"
					className="button wp-element-button vitrine-button vitrine-button--secondary"
					onClick={ copy }
				>
					{ __( 'Copy link', 'vitrine' ) }
				</button>
			</div>
			<p className="vitrine-wishlist__copied" role="status">
				{ status }
			</p>
		</div>
	);
}
