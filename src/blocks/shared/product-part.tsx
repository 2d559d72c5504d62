/**
 * What the product blocks share in the editor (the parts of a product page a site builder
 * rearranges: title, price, gallery, add to cart…). Each is previewed by the server for the
 * product its context names: the product being edited, the loop's product, or, in the single
 * product template (the Site Editor gives a template its post type but no post), the newest
 * published product, so the builder sees real parts while arranging them. Where the post around
 * the block is no product, it says so instead, as it renders nothing on the site.
 */

/**
 * External dependencies
 */
import { getBlockType, registerBlockType } from '@wordpress/blocks';
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import { PanelBody } from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import { __, sprintf } from '@wordpress/i18n';
import ServerSideRender from '@wordpress/server-side-render';
import type { ReactNode } from 'react';

/**
 * Internal dependencies
 */
import { ContextNotice, useEditorSetting } from './context-notice';
import type { BlockMetadata, EditProps } from './server-block';

/** The block context a product block reads. */
export interface ProductContext {
	postId?: number;
	postType?: string;
}

/** Which product a block shows in the editor. */
export type PreviewProduct =
	/** The context's product, or the newest one in a template (0 while it loads, or none). */
	| { kind: 'product' | 'template'; id: number }
	/** A post that is no product: the block shows nothing there. */
	| { kind: 'elsewhere'; id: 0 };

/**
 * The product a product block previews.
 * @param context The block's context.
 */
export function usePreviewProduct( context: ProductContext ): PreviewProduct {
	const productType = useEditorSetting(
		'vitrineProductPostType',
		'vitrine_product'
	);
	const inTemplate =
		! context.postId &&
		( ! context.postType || context.postType === productType );
	const newest = useSelect(
		( select ) => {
			if ( ! inTemplate ) {
				return 0;
			}
			const core = select( 'core' ) as {
				getEntityRecords: (
					kind: string,
					name: string,
					query: object
				) => Array< { id: number } > | null;
			};
			const records = core.getEntityRecords( 'postType', productType, {
				per_page: 1,
				status: 'publish',
				_fields: 'id',
			} );
			return records?.[ 0 ]?.id ?? 0;
		},
		[ inTemplate, productType ]
	);
	if ( inTemplate ) {
		return { kind: 'template', id: newest };
	}
	if ( context.postType === productType && context.postId ) {
		return { kind: 'product', id: context.postId };
	}
	return { kind: 'elsewhere', id: 0 };
}

/**
 * The server's preview of a product block for the product `usePreviewProduct()` chose.
 * @param props              Props.
 * @param props.name         Block name.
 * @param props.attributes   Block attributes.
 * @param props.product      The product to preview.
 * @param props.skipSupports Leave the supports' classes to the editor's wrapper.
 * @param props.emptyMessage Said when the server renders nothing for that product.
 */
export function ProductPreview( {
	name,
	attributes,
	product,
	skipSupports = true,
	emptyMessage,
}: {
	name: string;
	attributes: Record< string, unknown >;
	product: PreviewProduct;
	skipSupports?: boolean;
	emptyMessage: string;
} ) {
	if ( product.kind === 'elsewhere' ) {
		return (
			<ContextNotice>
				{ __(
					'Shows on products only: place it in the single product template or a Products loop.',
					'vitrine'
				) }
			</ContextNotice>
		);
	}
	if ( ! product.id ) {
		return (
			<ContextNotice>
				{ __(
					'No published product yet: this block shows a product’s part once there is one.',
					'vitrine'
				) }
			</ContextNotice>
		);
	}
	return (
		<ServerSideRender
			block={ name }
			attributes={ attributes }
			urlQueryArgs={ { post_id: product.id } }
			// The wrapper around shows the editor's colours, spacing and class; the server would
			// put them on its markup too (twice the padding).
			skipBlockSupportAttributes={ skipSupports }
			EmptyResponsePlaceholder={ () => (
				<ContextNotice>{ emptyMessage }</ContextNotice>
			) }
		/>
	);
}

/**
 * Registers a product part block: sidebar controls (if any) and the server's preview.
 * @param metadata The block's block.json.
 * @param controls Sidebar controls, or null for a block without settings.
 */
export function productPartBlock(
	metadata: BlockMetadata,
	controls: ( ( props: EditProps ) => ReactNode ) | null = null
) {
	const title = () => getBlockType( metadata.name )?.title ?? metadata.title;
	function ProductPartEdit( props: EditProps & { context: ProductContext } ) {
		const product = usePreviewProduct( props.context );
		return (
			<div { ...useBlockProps() }>
				{ controls && (
					<InspectorControls>
						<PanelBody title={ title() }>
							{ controls( props ) }
						</PanelBody>
					</InspectorControls>
				) }
				<ProductPreview
					name={ metadata.name }
					attributes={ props.attributes }
					product={ product }
					emptyMessage={ sprintf(
						/* translators: %s: block title, e.g. "Product gallery". */
						__(
							'%s: nothing to show for this product (it has none).',
							'vitrine'
						),
						title()
					) }
				/>
			</div>
		);
	}
	registerBlockType( metadata as never, {
		edit: ProductPartEdit as never,
		save: () => null,
	} );
}
