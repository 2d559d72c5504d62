/**
 * The loop filter block in the editor: its settings in the sidebar (src/blocks/shared/loop-controls.tsx,
 * shared with the other loop block), the server's preview. Name, attributes and supports are
 * in block.json.
 */

/**
 * Internal dependencies
 */
import { LoopFilterControls } from '../shared/loop-controls';
import { serverBlock } from '../shared/server-block';
import metadata from './block.json';

serverBlock( metadata, LoopFilterControls );
