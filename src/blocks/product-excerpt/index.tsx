/**
 * The product short description block in the editor: the server's preview for the product in context
 * (src/blocks/shared/product-part.tsx). Name, attributes, context and supports are in
 * block.json; PHP renders the front end (plugin/src/Shop/Rendering/ProductParts.php).
 */

/**
 * Internal dependencies
 */
import { productPartBlock } from '../shared/product-part';
import metadata from './block.json';

productPartBlock( metadata );
