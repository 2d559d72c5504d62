/**
 * The widget popup block in the editor: its content is its inner blocks, its trigger and
 * frequency are in the sidebar.
 */

/**
 * External dependencies
 */
import * as blockEditor from '@wordpress/block-editor';
import {
	PanelBody,
	RangeControl,
	SelectControl,
	TextControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import type { ComponentType } from 'react';

/**
 * Internal dependencies
 */
import type { WidgetPopupTrigger } from '../../lib/popup/frequency';

// The package's published types leave out InnerBlocks; it is there at run time.
const { InspectorControls, useBlockProps } = blockEditor;
export const { InnerBlocks } = blockEditor as unknown as {
	InnerBlocks: ComponentType & { Content: ComponentType };
};

export type Attributes = {
	id: string;
	trigger: WidgetPopupTrigger;
	label: string;
	title: string;
	clickSelector: string;
	delay: number;
	scrollAmount: number;
	scrollSelector: string;
	popupTimes: number;
	popupDays: number;
};

type TextKey = 'id' | 'label' | 'title' | 'clickSelector' | 'scrollSelector';

export default function Edit( {
	attributes,
	setAttributes,
}: {
	attributes: Attributes;
	setAttributes: ( next: Partial< Attributes > ) => void;
} ) {
	const text = ( key: TextKey, label: string, help?: string ) => (
		<TextControl
			__nextHasNoMarginBottom
			__next40pxDefaultSize
			label={ label }
			help={ help }
			value={ attributes[ key ] }
			onChange={ ( value ) => setAttributes( { [ key ]: value } ) }
		/>
	);
	const { trigger } = attributes;
	return (
		<div
			{ ...useBlockProps( { className: 'vitrine-inline-popup-editor' } ) }
		>
			<InspectorControls>
				<PanelBody title={ __( 'Widget popup', 'vitrine' ) }>
					{ text(
						'id',
						__( 'Popup id', 'vitrine' ),
						__(
							'Keeps its show count apart from other popups.',
							'vitrine'
						)
					) }
					{ text( 'title', __( 'Popup title', 'vitrine' ) ) }
					<SelectControl
						__nextHasNoMarginBottom
						__next40pxDefaultSize
						label={ __( 'Opens', 'vitrine' ) }
						value={ trigger }
						options={ [
							{
								value: 'click',
								label: __( 'On a click', 'vitrine' ),
							},
							{
								value: 'delay',
								label: __( 'After a delay', 'vitrine' ),
							},
							{
								value: 'scroll',
								label: __( 'On scrolling', 'vitrine' ),
							},
							{
								value: 'exit',
								label: __( 'On exit intent', 'vitrine' ),
							},
						] }
						onChange={ ( value ) =>
							setAttributes( {
								trigger: value as WidgetPopupTrigger,
							} )
						}
					/>
					{ trigger === 'click' &&
						text( 'label', __( 'Button label', 'vitrine' ) ) }
					{ trigger === 'click' &&
						text(
							'clickSelector',
							__(
								'Also opened by clicks on (CSS selector)',
								'vitrine'
							)
						) }
					{ trigger === 'delay' && (
						<RangeControl
							__nextHasNoMarginBottom
							__next40pxDefaultSize
							label={ __( 'Delay (seconds)', 'vitrine' ) }
							min={ 0 }
							max={ 120 }
							value={ attributes.delay }
							onChange={ ( delay ) =>
								setAttributes( { delay: delay ?? 0 } )
							}
						/>
					) }
					{ trigger === 'scroll' && (
						<RangeControl
							__nextHasNoMarginBottom
							__next40pxDefaultSize
							label={ __(
								'Scrolled past (% of the page)',
								'vitrine'
							) }
							min={ 0 }
							max={ 100 }
							value={ attributes.scrollAmount }
							onChange={ ( scrollAmount ) =>
								setAttributes( {
									scrollAmount: scrollAmount ?? 0,
								} )
							}
						/>
					) }
					{ trigger === 'scroll' &&
						text(
							'scrollSelector',
							__(
								'Or when this element shows (CSS selector)',
								'vitrine'
							)
						) }
					{ trigger !== 'click' && (
						<>
							<RangeControl
								__nextHasNoMarginBottom
								__next40pxDefaultSize
								label={ __(
									'Times shown (0: no limit)',
									'vitrine'
								) }
								min={ 0 }
								max={ 100 }
								value={ attributes.popupTimes }
								onChange={ ( popupTimes ) =>
									setAttributes( {
										popupTimes: popupTimes ?? 0,
									} )
								}
							/>
							<RangeControl
								__nextHasNoMarginBottom
								__next40pxDefaultSize
								label={ __(
									'Per days (24 hours each)',
									'vitrine'
								) }
								min={ 1 }
								max={ 365 }
								value={ attributes.popupDays }
								onChange={ ( popupDays ) =>
									setAttributes( {
										popupDays: popupDays ?? 1,
									} )
								}
							/>
						</>
					) }
				</PanelBody>
			</InspectorControls>
			<p className="vitrine-inline-popup-editor__label">
				{ attributes.title ||
					attributes.label ||
					__( 'Widget popup', 'vitrine' ) }
			</p>
			<InnerBlocks />
		</div>
	);
}
