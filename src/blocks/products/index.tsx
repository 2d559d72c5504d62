/**
 * The product grid block in the editor. Name, attributes and supports are in block.json.
 */

/**
 * External dependencies
 */
import { registerBlockType } from '@wordpress/blocks';

/**
 * Internal dependencies
 */
import metadata from './block.json';
import ProductsEdit, { type Attributes } from './edit';

registerBlockType< Attributes >( metadata as never, {
	edit: ProductsEdit,
	save: () => null,
} );
