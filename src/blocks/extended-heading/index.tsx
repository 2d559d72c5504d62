/**
 * The extended-heading block in the editor: its settings in the sidebar, the server's preview. Name,
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
import { alignments, mediaBlock } from '../shared/media-block';
import metadata from './block.json';

mediaBlock( metadata, [
	{ text: 'text', label: __( 'Heading', 'vitrine' ) },
	{
		text: 'highlight',
		label: __( 'Highlighted words (separated by commas)', 'vitrine' ),
	},
	{ range: 'level', label: __( 'Level', 'vitrine' ), min: 2, max: 4 },
	{ toggle: 'longShadow', label: __( 'Long shadow', 'vitrine' ) },
	{ toggle: 'gradient', label: __( 'Gradient text', 'vitrine' ) },
	{ text: 'color1', label: __( 'First colour (hex)', 'vitrine' ) },
	{ text: 'color2', label: __( 'Second colour (hex)', 'vitrine' ) },
	{
		select: 'separator',
		label: __( 'Separator', 'vitrine' ),
		options: choices( [
			{ value: 'none', label: __( 'None', 'vitrine' ) },
			{ value: 'line', label: __( 'Line', 'vitrine' ) },
			{ value: 'dots', label: __( 'Dots', 'vitrine' ) },
		] ),
	},
	{
		select: 'align',
		label: __( 'Alignment', 'vitrine' ),
		options: alignments(),
	},
] );
