/**
 * The customer account block in the editor: the server's preview, nothing to set. Name and
 * supports are in block.json.
 */

/**
 * Internal dependencies
 */
import { previewBlock } from '../shared/preview-block';
import metadata from './block.json';

previewBlock( metadata );
