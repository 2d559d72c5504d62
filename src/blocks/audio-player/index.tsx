/**
 * The audio-player block in the editor: its settings in the sidebar, the server's preview. Name,
 * attributes and supports are in block.json.
 */

/**
 * External dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { mediaBlock, mediaList } from '../shared/media-block';
import metadata from './block.json';

mediaBlock( metadata, [
	mediaList( 'tracks', __( 'Choose the tracks', 'vitrine' ), [ 'audio' ] ),
] );
