/**
 * The single product block in the editor: previewed by the server for the product being
 * edited (nothing in a template, which has no product). Name and supports are in block.json;
 * PHP renders the front end (plugin/src/Shop/Rendering/SingleProduct.php).
 */

/**
 * Internal dependencies
 */
import { controlList, serverBlock } from '../shared/server-block';
import metadata from './block.json';

serverBlock( metadata, controlList( [] ) );
