/**
 * The hotspots block in the editor: its settings in the sidebar, the server's preview. Name,
 * attributes and supports are in block.json.
 */

/**
 * Internal dependencies
 */
import { mediaBlock } from '../shared/media-block';
import { HotspotsEdit } from './edit';
import metadata from './block.json';

mediaBlock(
	metadata,
	( props ) => <HotspotsEdit.Controls { ...props } />,
	( props ) => <HotspotsEdit.Canvas { ...props } />
);
