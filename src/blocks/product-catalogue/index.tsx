/**
 * The product catalogue block in the editor: previewed by the server (the first page of every
 * product), with the choice to show the Shop page's text above it. Name, attributes and
 * supports are in block.json; PHP renders the front end (plugin/src/Shop/Rendering/ShopPage.php).
 */

/**
 * External dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { controlList, serverBlock } from '../shared/server-block';
import metadata from './block.json';

serverBlock(
	metadata,
	controlList( [
		{
			toggle: 'showIntro',
			label: __(
				'Show the text of the “Shop” page above the products',
				'vitrine'
			),
		},
	] )
);
