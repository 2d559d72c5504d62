/**
 * The builder blocks in the editor: the off-canvas panel, whose content is its inner blocks
 * and whose settings are in the sidebar.
 */

/**
 * External dependencies
 */
import * as blockEditor from '@wordpress/block-editor';
import {
	PanelBody,
	SelectControl,
	TextControl,
	ToggleControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import type { ComponentType } from 'react';

// The package's published types leave out InnerBlocks; it is there at run time.
const { InspectorControls, useBlockProps } = blockEditor;
export const { InnerBlocks } = blockEditor as unknown as {
	InnerBlocks: ComponentType & { Content: ComponentType };
};

export type OffCanvasAttributes = {
	id: string;
	side: 'left' | 'right';
	mode: 'overlay' | 'push';
	label: string;
	title: string;
	closeButton: boolean;
	closeOverlay: boolean;
	closeEscape: boolean;
};

export default function OffCanvasEdit( {
	attributes,
	setAttributes,
}: {
	attributes: OffCanvasAttributes;
	setAttributes: ( next: Partial< OffCanvasAttributes > ) => void;
} ) {
	const text = (
		key: 'id' | 'label' | 'title',
		label: string,
		help?: string
	) => (
		<TextControl
			__nextHasNoMarginBottom
			__next40pxDefaultSize
			label={ label }
			help={ help }
			value={ attributes[ key ] }
			onChange={ ( value ) => setAttributes( { [ key ]: value } ) }
		/>
	);
	const toggle = (
		key: 'closeButton' | 'closeOverlay' | 'closeEscape',
		label: string
	) => (
		<ToggleControl
			__nextHasNoMarginBottom
			label={ label }
			checked={ attributes[ key ] }
			onChange={ ( value ) => setAttributes( { [ key ]: value } ) }
		/>
	);
	return (
		<div { ...useBlockProps( { className: 'vitrine-off-canvas-editor' } ) }>
			<InspectorControls>
				<PanelBody title={ __( 'Off-canvas panel', 'vitrine' ) }>
					{ text(
						'id',
						__( 'Panel id', 'vitrine' ),
						__(
							'Links to #vitrine-action:off-canvas/open/<id> open it.',
							'vitrine'
						)
					) }
					{ text( 'label', __( 'Button label', 'vitrine' ) ) }
					{ text( 'title', __( 'Panel title', 'vitrine' ) ) }
					<SelectControl
						__nextHasNoMarginBottom
						__next40pxDefaultSize
						label={ __( 'Side', 'vitrine' ) }
						value={ attributes.side }
						options={ [
							{ value: 'left', label: __( 'Left', 'vitrine' ) },
							{ value: 'right', label: __( 'Right', 'vitrine' ) },
						] }
						onChange={ ( side ) => setAttributes( { side } ) }
					/>
					<SelectControl
						__nextHasNoMarginBottom
						__next40pxDefaultSize
						label={ __( 'Opens', 'vitrine' ) }
						value={ attributes.mode }
						options={ [
							{
								value: 'overlay',
								label: __( 'Over the page', 'vitrine' ),
							},
							{
								value: 'push',
								label: __(
									'Pushing the page aside',
									'vitrine'
								),
							},
						] }
						onChange={ ( mode ) => setAttributes( { mode } ) }
					/>
					{ toggle( 'closeButton', __( 'Close button', 'vitrine' ) ) }
					{ toggle(
						'closeOverlay',
						__( 'Close on a click outside', 'vitrine' )
					) }
					{ toggle(
						'closeEscape',
						__( 'Close on Escape', 'vitrine' )
					) }
				</PanelBody>
			</InspectorControls>
			<p className="vitrine-off-canvas-editor__label">
				{ attributes.label || __( 'Open the panel', 'vitrine' ) }
			</p>
			<InnerBlocks />
		</div>
	);
}
