/**
 * The circle-progress block in the editor: its settings in the sidebar, the server's preview. Name,
 * attributes and supports are in block.json.
 */

/**
 * External dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { mediaBlock } from '../shared/media-block';
import metadata from './block.json';

mediaBlock( metadata, [
	{ text: 'label', label: __( 'Label', 'vitrine' ) },
	{
		range: 'value',
		label: __( 'Value', 'vitrine' ),
		min: 0,
		max: ( attributes ) => Number( attributes.max ) || 100,
	},
	{ range: 'max', label: __( 'Maximum', 'vitrine' ), min: 1, max: 1000 },
	{
		range: 'size',
		label: __( 'Size in pixels', 'vitrine' ),
		min: 40,
		max: 400,
	},
	{
		range: 'thickness',
		label: __( 'Thickness (at most half the size)', 'vitrine' ),
		min: 1,
		max: ( attributes ) => Math.floor( Number( attributes.size ) / 2 ),
	},
	{ text: 'color', label: __( 'Colour (hex)', 'vitrine' ) },
	{ text: 'track', label: __( 'Track colour (hex)', 'vitrine' ) },
] );
