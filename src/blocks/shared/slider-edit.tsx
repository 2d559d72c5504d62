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
import { PanelBody, RangeControl, ToggleControl } from '@wordpress/components';
import ServerSideRender from '@wordpress/server-side-render';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { SLIDER_LIMITS } from '../../lib/slider';
import { textField } from './fields';
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
	const fieldProps = { attributes, setAttributes };
	/** A number setting; clearing the field puts back `fallback`. */
	const range = (
		key: 'count' | 'perView' | 'delay' | 'speed',
		label: string,
		limits: { min: number; max: number; step?: number },
		fallback: number,
		help?: string
	) => (
		<RangeControl
			label={ label }
			help={ help }
			value={ attributes[ key ] }
			{ ...limits }
			onChange={ ( value ) =>
				setAttributes( { [ key ]: value ?? fallback } )
			}
			__nextHasNoMarginBottom
			__next40pxDefaultSize
		/>
	);
	return (
		<div { ...useBlockProps() }>
			<InspectorControls>
				<PanelBody title={ __( 'Slider', 'vitrine' ) }>
					{ textField(
						fieldProps,
						'heading',
						__( 'Heading', 'vitrine' ),
						undefined,
						'40px'
					) }
					{ attributes.category !== undefined &&
						textField(
							fieldProps,
							'category',
							__( 'Category (slug)', 'vitrine' ),
							__(
								'Leave empty for stories from every category.',
								'vitrine'
							),
							'40px'
						) }
					{ range(
						'count',
						__( 'Number of items', 'vitrine' ),
						{ min: 1, max: 12 },
						6
					) }
					{ range(
						'perView',
						__( 'Slides shown on desktop', 'vitrine' ),
						SLIDER_LIMITS.perView,
						3,
						__( 'Tablets show at most 2, phones 1.', 'vitrine' )
					) }
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
					{ attributes.autoplay &&
						range(
							'delay',
							__( 'Time per slide (milliseconds)', 'vitrine' ),
							{ ...SLIDER_LIMITS.delay, step: 500 },
							3000
						) }
					{ range(
						'speed',
						__( 'Transition speed (milliseconds)', 'vitrine' ),
						{ ...SLIDER_LIMITS.speed, step: 50 },
						500
					) }
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
