/**
 * The scroll-indicators block in the editor: its settings in the sidebar, the server's preview. Name,
 * attributes and supports are in block.json.
 */

/**
 * External dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { choices } from '../shared/choices';
import { mediaBlock } from '../shared/media-block';
import metadata from './block.json';

mediaBlock(
	metadata,
	[
		{
			select: 'type',
			label: __( 'Show', 'vitrine' ),
			options: choices( [
				{
					value: 'bar',
					label: __( 'A bar across the top', 'vitrine' ),
				},
				{
					value: 'bullets',
					label: __( 'Bullets at the right edge', 'vitrine' ),
				},
				{
					value: 'list',
					label: __( 'A list of the sections', 'vitrine' ),
				},
			] ),
		},
	],
	( { attributes } ) => (
		<p className="vitrine-block-placeholder">
			{ sprintf(
				/* translators: %s: bar, bullets or list. */
				__(
					'Scroll indicators (%s): shown on the page, built from its headings.',
					'vitrine'
				),
				String( attributes.type )
			) }
		</p>
	)
);
