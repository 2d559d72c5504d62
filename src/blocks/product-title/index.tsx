/**
 * The product title block in the editor: the server's preview for the product in context
 * (src/blocks/shared/product-part.tsx). Name, attributes, context and supports are in
 * block.json; PHP renders the front end (plugin/src/Shop/Rendering/ProductParts.php).
 */

/**
 * External dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { controlList } from '../shared/server-block';
import { productPartBlock } from '../shared/product-part';
import metadata from './block.json';

productPartBlock(
	metadata,
	controlList( [
		{
			range: 'level',
			label: __( 'Heading level', 'vitrine' ),
			min: 1,
			max: 6,
		},
	] )
);
