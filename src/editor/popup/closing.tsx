/**
 * The popup sidebar's closing rules and its content source (its blocks or a page of the site).
 */

/**
 * External dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { Choice, NumberField, TextField, Toggle, type Update } from './fields';
import type { PopupSettingsValue } from './settings';

export function Closing( { s, set }: { s: PopupSettingsValue; set: Update } ) {
	const c = s.close;
	const put = ( close: Partial< PopupSettingsValue[ 'close' ] > ) =>
		set( { ...s, close: { ...c, ...close } } );
	return (
		<>
			<Toggle
				label={ __( 'Close on a click outside', 'vitrine' ) }
				checked={ c.backdrop }
				onChange={ ( backdrop ) => put( { backdrop } ) }
			/>
			<Toggle
				label={ __( 'Close on Escape', 'vitrine' ) }
				checked={ c.escape }
				onChange={ ( escape ) => put( { escape } ) }
			/>
			<Toggle
				label={ __( 'Offer "Do not show this again"', 'vitrine' ) }
				checked={ c.dontShowAgain }
				onChange={ ( dontShowAgain ) => put( { dontShowAgain } ) }
			/>
			<NumberField
				label={ __(
					'Close by itself after (seconds, 0 = never)',
					'vitrine'
				) }
				value={ c.autoClose }
				onChange={ ( autoClose ) => put( { autoClose } ) }
			/>
			<Choice
				label={ __( 'Content', 'vitrine' ) }
				value={ s.type }
				options={ [
					[ 'content', __( 'The blocks of this popup', 'vitrine' ) ],
					[ 'url', __( 'A page of this site', 'vitrine' ) ],
				] }
				onChange={ ( type ) => set( { ...s, type } ) }
			/>
			{ s.type === 'url' && (
				<>
					<TextField
						type="url"
						label={ __( 'Page address', 'vitrine' ) }
						value={ s.url }
						onChange={ ( url ) => set( { ...s, url } ) }
					/>
					<TextField
						label={ __(
							'Only this part (CSS selector, optional)',
							'vitrine'
						) }
						value={ s.selector }
						onChange={ ( selector ) => set( { ...s, selector } ) }
					/>
				</>
			) }
		</>
	);
}
