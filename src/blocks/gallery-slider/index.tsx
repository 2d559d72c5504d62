/**
 * The gallery-slider block in the editor: its settings in the sidebar, the server's preview. Name,
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
import { lightboxToggle, mediaBlock, mediaList } from '../shared/media-block';
import metadata from './block.json';

mediaBlock( metadata, [
	mediaList( 'ids', __( 'Choose pictures', 'vitrine' ), [ 'image' ] ),
	{
		select: 'position',
		label: __( 'Thumbnails', 'vitrine' ),
		options: choices( [
			{ value: 'bottom', label: __( 'Below', 'vitrine' ) },
			{ value: 'left', label: __( 'At the left', 'vitrine' ) },
			{ value: 'right', label: __( 'At the right', 'vitrine' ) },
		] ),
	},
	{
		range: 'perView',
		label: __( 'Thumbnails shown', 'vitrine' ),
		min: 2,
		max: 8,
	},
	{ toggle: 'autoplay', label: __( 'Play as a slideshow', 'vitrine' ) },
	lightboxToggle(),
] );
