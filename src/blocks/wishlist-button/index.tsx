/**
 * The Add to wishlist block in the editor (edit.tsx). Name, attributes, context and supports
 * are in block.json.
 */

/**
 * External dependencies
 */
import { registerBlockType } from '@wordpress/blocks';

/**
 * Internal dependencies
 */
import metadata from './block.json';
import WishlistButtonEdit from './edit';

registerBlockType( metadata as never, {
	edit: WishlistButtonEdit as never,
	save: () => null,
} );
