/**
 * The slider blocks in the editor: one settings panel shared by every slider, and a preview
 * rendered by the server (the same markup visitors get, before the slider script runs).
 * Attributes, titles and icons come from each block.json, which PHP registers.
 */

/**
 * External dependencies
 */
import { registerBlockType } from '@wordpress/blocks';
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import {
	PanelBody,
	RangeControl,
	TextControl,
	ToggleControl,
} from '@wordpress/components';
import ServerSideRender from '@wordpress/server-side-render';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { SLIDER_LIMITS } from '../../lib/slider';
import type { BlockMetadata } from './server-block';

export type SliderAttributes = {
	heading: string;
	count: number;
	perView: number;
	autoplay: boolean;
	delay: number;
	speed: number;
	category?: string;
	post?: string;
};

type EditProps = {
	name: string;
	attributes: SliderAttributes;
	setAttributes: ( next: Partial< SliderAttributes > ) => void;
	context?: { postId?: number };
};

export function SliderEdit( {
	name,
	attributes,
	setAttributes,
	context,
}: EditProps ) {
	const isRelated = name === 'vitrine/related-posts';
	return (
		<div { ...useBlockProps() }>
			<InspectorControls>
				<PanelBody title={ __( 'Slider', 'vitrine' ) }>
					<TextControl
						label={ __( 'Heading', 'vitrine' ) }
						value={ attributes.heading }
						onChange={ ( heading ) => setAttributes( { heading } ) }
						__nextHasNoMarginBottom
						__next40pxDefaultSize
					/>
					{ attributes.category !== undefined && (
						<TextControl
							label={ __( 'Category (slug)', 'vitrine' ) }
							help={ __(
								'Leave empty for stories from every category.',
								'vitrine'
							) }
							value={ attributes.category }
							onChange={ ( category ) =>
								setAttributes( { category } )
							}
							__nextHasNoMarginBottom
							__next40pxDefaultSize
						/>
					) }
					<RangeControl
						label={ __( 'Number of items', 'vitrine' ) }
						value={ attributes.count }
						min={ 1 }
						max={ 12 }
						onChange={ ( count ) =>
							setAttributes( { count: count ?? 6 } )
						}
						__nextHasNoMarginBottom
						__next40pxDefaultSize
					/>
					<RangeControl
						label={ __( 'Slides shown on desktop', 'vitrine' ) }
						help={ __(
							'Tablets show at most 2, phones 1.',
							'vitrine'
						) }
						value={ attributes.perView }
						min={ SLIDER_LIMITS.perView.min }
						max={ SLIDER_LIMITS.perView.max }
						onChange={ ( perView ) =>
							setAttributes( { perView: perView ?? 3 } )
						}
						__nextHasNoMarginBottom
						__next40pxDefaultSize
					/>
					<ToggleControl
						label={ __( 'Play automatically', 'vitrine' ) }
						help={ __(
							'Never for visitors who ask for reduced motion; it waits while the pointer or focus is on the slider.',
							'vitrine'
						) }
						checked={ attributes.autoplay }
						onChange={ ( autoplay ) =>
							setAttributes( { autoplay } )
						}
						__nextHasNoMarginBottom
					/>
					{ attributes.autoplay && (
						<RangeControl
							label={ __(
								'Time per slide (milliseconds)',
								'vitrine'
							) }
							value={ attributes.delay }
							min={ SLIDER_LIMITS.delay.min }
							max={ SLIDER_LIMITS.delay.max }
							step={ 500 }
							onChange={ ( delay ) =>
								setAttributes( { delay: delay ?? 3000 } )
							}
							__nextHasNoMarginBottom
							__next40pxDefaultSize
						/>
					) }
					<RangeControl
						label={ __(
							'Transition speed (milliseconds)',
							'vitrine'
						) }
						value={ attributes.speed }
						min={ SLIDER_LIMITS.speed.min }
						max={ SLIDER_LIMITS.speed.max }
						step={ 50 }
						onChange={ ( speed ) =>
							setAttributes( { speed: speed ?? 500 } )
						}
						__nextHasNoMarginBottom
						__next40pxDefaultSize
					/>
				</PanelBody>
			</InspectorControls>
			<ServerSideRender
				block={ name }
				attributes={ attributes }
				// The wrapper shows the editor's colours and spacing; not twice.
				skipBlockSupportAttributes
				urlQueryArgs={
					isRelated && context?.postId
						? { post_id: context.postId }
						: undefined
				}
			/>
		</div>
	);
}

/**
 * Registers a slider block from its block.json (title, icon and attributes).
 * @param metadata The block's block.json.
 */
export function sliderBlock( metadata: BlockMetadata ) {
	registerBlockType< SliderAttributes >(
		metadata as never,
		{
			edit: SliderEdit,
			save: () => null,
		} as never
	);
}
