/**
 * The sidebar of the Video popup block (the server renders its preview).
 */

/**
 * External dependencies
 */
import { TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { type EditProps } from '../shared/server-block';

const Controls = ( { attributes, setAttributes }: EditProps ) => (
	<>
		<TextControl
			label={ __(
				'Video link (YouTube, Vimeo or a video file)',
				'vitrine'
			) }
			type="url"
			value={ String( attributes.url ?? '' ) }
			onChange={ ( url ) => setAttributes( { url } ) }
			__nextHasNoMarginBottom
		/>
		<TextControl
			label={ __( 'Button label', 'vitrine' ) }
			value={ String( attributes.label ?? '' ) }
			onChange={ ( label ) => setAttributes( { label } ) }
			__nextHasNoMarginBottom
		/>
		<TextControl
			label={ __( 'Poster image (attachment id)', 'vitrine' ) }
			type="number"
			value={ String( attributes.image ?? 0 ) }
			onChange={ ( image ) =>
				setAttributes( { image: parseInt( image, 10 ) || 0 } )
			}
			__nextHasNoMarginBottom
		/>
	</>
);

export default Controls;
