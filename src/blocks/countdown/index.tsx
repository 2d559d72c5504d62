/**
 * The Countdown block in the editor: its settings in the sidebar, the server's preview.
 * Name, attributes and supports are in block.json.
 */

/**
 * Internal dependencies
 */
import { serverBlock } from '../shared/server-block';
import metadata from './block.json';
import Controls from './edit';

serverBlock( metadata, Controls );
