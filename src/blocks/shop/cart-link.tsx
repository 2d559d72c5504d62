/**
 * The cart link block in the editor: previewed by the server, its label set in the sidebar.
 */

/**
 * External dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { controlList, legacyServerBlock } from '../shared/server-block';

legacyServerBlock(
	'cart-link',
	__( 'Cart link', 'vitrine' ),
	'cart',
	{ label: { type: 'string', default: '' } },
	controlList( [
		{ text: 'label', label: __( 'Link text (empty: “Cart”)', 'vitrine' ) },
	] )
);
