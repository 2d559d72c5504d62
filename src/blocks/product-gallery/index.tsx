/**
 * The product gallery block in the editor: the server's preview for the product in context
 * (src/blocks/shared/product-part.tsx). Name, attributes, context and supports are in
 * block.json; PHP renders the front end (plugin/src/Shop/Rendering/ProductParts.php).
 */

/**
 * External dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { controlList, type EditProps } from '../shared/server-block';
import { productPartBlock } from '../shared/product-part';
import metadata from './block.json';

const layout = controlList( [
	{
		select: 'layout',
		label: __( 'Thumbnails', 'vitrine' ),
		options: [
			{ value: '2', label: __( 'Beside the picture', 'vitrine' ) },
			{ value: '1', label: __( 'Below the picture', 'vitrine' ) },
		],
	},
] );

// The layout is a number in block.json; the select control speaks strings.
productPartBlock( metadata, ( props: EditProps ) =>
	layout( {
		attributes: { layout: String( props.attributes.layout ?? 2 ) },
		setAttributes: ( next ) =>
			props.setAttributes( { layout: Number( next.layout ) } ),
	} )
);
