/**
 * The Map block in the editor: its settings in the sidebar, the server's preview.
 * Name, attributes and supports are in block.json; maps saved with the colours in `style`
 * migrate to `mapStyle` (deprecated.ts).
 */

/**
 * Internal dependencies
 */
import { serverBlock } from '../shared/server-block';
import metadata from './block.json';
import Controls from './edit';
import deprecated from './deprecated';

serverBlock( metadata, Controls, deprecated );
