/**
 * The Add to wishlist block in the editor, its settings in the sidebar: the product (0:
 * the loop's or page's), the label style and which list it adds to. In a product (its page, a
 * loop of products, or one set here) the server previews it; where the post around it is no
 * product it says it shows nothing there, as on the site (a button for a post would offer
 * something the wishlist refuses). In the single product template, where no post is known, it
 * previews the newest product (src/blocks/shared/product-part.tsx).
 */

/**
 * External dependencies
 */
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import { PanelBody, RadioControl, TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import ServerSideRender from '@wordpress/server-side-render';

/**
 * Internal dependencies
 */
import { ContextNotice } from '../shared/context-notice';
import {
	ProductPreview,
	usePreviewProduct,
	type ProductContext,
} from '../shared/product-part';
import type { EditProps } from '../shared/server-block';

const controls = ( { attributes, setAttributes }: EditProps ) => (
	<>
		<TextControl
			label={ __(
				'Product id (0: the page’s or loop’s product)',
				'vitrine'
			) }
			type="number"
			min={ 0 }
			value={ String( attributes.productId ?? 0 ) }
			onChange={ ( value ) =>
				setAttributes( {
					productId: Math.max( 0, Number( value ) || 0 ),
				} )
			}
			__nextHasNoMarginBottom
		/>
		<RadioControl
			label={ __( 'Label', 'vitrine' ) }
			selected={ String( attributes.labelStyle ?? 'icon-text' ) }
			options={ [
				{
					value: 'icon-text',
					label: __( 'Heart and text', 'vitrine' ),
				},
				{ value: 'icon', label: __( 'Heart only', 'vitrine' ) },
			] }
			onChange={ ( labelStyle ) => setAttributes( { labelStyle } ) }
		/>
		<RadioControl
			label={ __( 'Which list', 'vitrine' ) }
			help={ __(
				'Where visitors keep several lists, “Let the visitor choose” opens the list popup.',
				'vitrine'
			) }
			selected={ String( attributes.list ?? 'choose' ) }
			options={ [
				{
					value: 'choose',
					label: __( 'Let the visitor choose', 'vitrine' ),
				},
				{
					value: 'default',
					label: __( 'Always the default list', 'vitrine' ),
				},
			] }
			onChange={ ( list ) => setAttributes( { list } ) }
		/>
	</>
);

interface Props extends EditProps {
	context: ProductContext;
}

export default function WishlistButtonEdit( props: Props ) {
	const { attributes, context } = props;
	const product = usePreviewProduct( context );
	const productId = Number( attributes.productId ?? 0 );
	let preview;
	if ( productId > 0 ) {
		preview = (
			<ServerSideRender
				block="vitrine/wishlist-button"
				attributes={ attributes }
				EmptyResponsePlaceholder={ () => (
					<ContextNotice>
						{ __(
							'No published product here: the button shows nothing until there is one.',
							'vitrine'
						) }
					</ContextNotice>
				) }
			/>
		);
	} else {
		// The loop's or page's product, or the newest one in the single product template.
		preview = (
			<ProductPreview
				name="vitrine/wishlist-button"
				attributes={ attributes }
				product={ product }
				skipSupports={ false }
				emptyMessage={ __(
					'No published product here: the button shows nothing until there is one.',
					'vitrine'
				) }
			/>
		);
	}
	return (
		<div { ...useBlockProps() }>
			<InspectorControls>
				<PanelBody title={ __( 'Add to wishlist', 'vitrine' ) }>
					{ controls( props ) }
				</PanelBody>
			</InspectorControls>
			{ preview }
		</div>
	);
}
