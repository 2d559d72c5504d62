/**
 * The image-comparison block in the editor: its settings in the sidebar, the server's preview. Name,
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
	media( 'before', __( 'Choose the "before" picture', 'vitrine' ), [
		'image',
	] ),
	media( 'after', __( 'Choose the "after" picture', 'vitrine' ), [
		'image',
	] ),
	{
		text: 'beforeLabel',
		label: __( 'Label of the "before" picture', 'vitrine' ),
	},
	{
		text: 'afterLabel',
		label: __( 'Label of the "after" picture', 'vitrine' ),
	},
	{
		select: 'orientation',
		label: __( 'Handle moves', 'vitrine' ),
		options: choices( [
			{ value: 'horizontal', label: __( 'Left and right', 'vitrine' ) },
			{ value: 'vertical', label: __( 'Up and down', 'vitrine' ) },
		] ),
	},
	{
		range: 'start',
		label: __( 'Starting position (%)', 'vitrine' ),
		min: 0,
		max: 100,
	},
] );
