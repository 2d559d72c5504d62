/**
 * The video-player block in the editor: its settings in the sidebar, the server's preview. Name,
 * attributes and supports are in block.json.
 */

/**
 * External dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { media, mediaBlock } from '../shared/media-block';
import metadata from './block.json';

mediaBlock( metadata, [
	media( 'video', __( 'Choose a video', 'vitrine' ), [ 'video' ] ),
	{
		text: 'url',
		label: __( 'Or a YouTube or Vimeo link', 'vitrine' ),
		type: 'url',
	},
	media( 'poster', __( 'Choose a poster image', 'vitrine' ), [ 'image' ] ),
	media( 'captions', __( 'Choose a captions file (.vtt)', 'vitrine' ), [
		'text/vtt',
	] ),
	{
		text: 'captionsLang',
		label: __( 'Captions language (e.g. en)', 'vitrine' ),
	},
	{ text: 'title', label: __( 'Title', 'vitrine' ) },
	{ toggle: 'loop', label: __( 'Loop', 'vitrine' ) },
] );
