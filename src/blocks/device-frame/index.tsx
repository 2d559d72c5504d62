/**
 * The device-frame block in the editor: its settings in the sidebar, the server's preview. Name,
 * attributes and supports are in block.json.
 */

/**
 * External dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { choices } from '../shared/choices';
import { media, mediaBlock } from '../shared/media-block';
import metadata from './block.json';

mediaBlock( metadata, [
	{
		select: 'device',
		label: __( 'Device', 'vitrine' ),
		options: choices( [
			{ value: 'phone', label: __( 'Phone', 'vitrine' ) },
			{ value: 'tablet', label: __( 'Tablet', 'vitrine' ) },
			{ value: 'laptop', label: __( 'Laptop', 'vitrine' ) },
			{ value: 'desktop', label: __( 'Desktop', 'vitrine' ) },
		] ),
	},
	{
		select: 'orientation',
		label: __( 'Orientation (phones and tablets)', 'vitrine' ),
		options: choices( [
			{ value: 'portrait', label: __( 'Portrait', 'vitrine' ) },
			{ value: 'landscape', label: __( 'Landscape', 'vitrine' ) },
		] ),
	},
	media( 'image', __( 'Choose a picture', 'vitrine' ), [ 'image' ] ),
	media( 'video', __( 'Or a video', 'vitrine' ), [ 'video' ] ),
	{ text: 'caption', label: __( 'Caption', 'vitrine' ) },
] );
