/**
 * The widget popup block in the editor: its settings in the sidebar, its content as inner blocks
 * (saved in the post; the server renders the rest). Name, attributes and supports are in
 * block.json.
 */

/**
 * External dependencies
 */
import { registerBlockType } from '@wordpress/blocks';

/**
 * Internal dependencies
 */
import metadata from './block.json';
import Edit, { InnerBlocks, type Attributes } from './edit';

registerBlockType< Attributes >(
	metadata as never,
	{
		edit: Edit,
		save: () => <InnerBlocks.Content />,
	} as never
);
