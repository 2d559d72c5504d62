/**
 * The product grid block's editor view: rendered by the server (cards, add to cart, quick
 * view), its settings in the sidebar: category, number of products, columns, order.
 */

/**
 * External dependencies
 */
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import {
	PanelBody,
	RangeControl,
	SelectControl,
	TextControl,
} from '@wordpress/components';
import ServerSideRender from '@wordpress/server-side-render';
import { __ } from '@wordpress/i18n';

export type Attributes = {
	category: string;
	count: number;
	columns: number;
	order: string;
} & Record< string, unknown >;

type Order = 'menu_order' | 'date' | 'price' | 'price-desc' | 'title';

interface EditProps {
	attributes: Attributes;
	setAttributes: ( next: Partial< Attributes > ) => void;
}

export default function ProductsEdit( {
	attributes,
	setAttributes,
}: EditProps ) {
	return (
		<div { ...useBlockProps() }>
			<InspectorControls>
				<PanelBody title={ __( 'Products', 'vitrine' ) }>
					<TextControl
						label={ __(
							'Category (slug, empty for all)',
							'vitrine'
						) }
						value={ attributes.category }
						onChange={ ( category ) =>
							setAttributes( { category } )
						}
						__nextHasNoMarginBottom
					/>
					<RangeControl
						label={ __( 'Number of products', 'vitrine' ) }
						value={ attributes.count }
						min={ 1 }
						max={ 24 }
						onChange={ ( count ) =>
							setAttributes( { count: Number( count ) } )
						}
						__nextHasNoMarginBottom
					/>
					<RangeControl
						label={ __( 'Columns', 'vitrine' ) }
						value={ attributes.columns }
						min={ 2 }
						max={ 4 }
						onChange={ ( columns ) =>
							setAttributes( { columns: Number( columns ) } )
						}
						__nextHasNoMarginBottom
					/>
					<SelectControl
						label={ __( 'Order', 'vitrine' ) }
						value={ attributes.order as Order }
						options={ [
							{
								value: 'menu_order',
								label: __( 'Default sorting', 'vitrine' ),
							},
							{ value: 'date', label: __( 'Latest', 'vitrine' ) },
							{
								value: 'price',
								label: __( 'Price: low to high', 'vitrine' ),
							},
							{
								value: 'price-desc',
								label: __( 'Price: high to low', 'vitrine' ),
							},
							{ value: 'title', label: __( 'Name', 'vitrine' ) },
						] }
						onChange={ ( order: Order ) =>
							setAttributes( { order } )
						}
						__nextHasNoMarginBottom
					/>
				</PanelBody>
			</InspectorControls>
			<ServerSideRender
				block="vitrine/products"
				attributes={ attributes }
				// The wrapper shows the editor's colours and spacing; not twice.
				skipBlockSupportAttributes
			/>
		</div>
	);
}
