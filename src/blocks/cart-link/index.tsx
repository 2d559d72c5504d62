/**
 * The cart link block in the editor: previewed by the server, its label set in the sidebar.
 * Name, attributes and supports are in block.json.
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
		{ text: 'label', label: __( 'Link text (empty: “Cart”)', 'vitrine' ) },
	] )
);
