/**
 * The single product block in the editor: previewed by the server for the product being
 * edited, or the newest product in the single product template (src/blocks/shared/product-part.tsx).
 * Name and supports are in block.json; PHP renders the front end
 * (plugin/src/Shop/Rendering/SingleProduct.php).
 */

/**
 * Internal dependencies
 */
import { productPartBlock } from '../shared/product-part';
import metadata from './block.json';

productPartBlock( metadata );
