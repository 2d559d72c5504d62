/**
 * Sidebar fields more than one block's settings use.
 */

/**
 * External dependencies
 */
import {
	SelectControl,
	TextControl,
	TextareaControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { Attributes, EditProps } from './server-block';

/**
 * Title and content fields of one section (accordion, switcher).
 * @param item   The section.
 * @param change Applies a change.
 */
export const sectionFields = (
	item: Attributes,
	change: ( next: Attributes ) => void
) => (
	<>
		<TextControl
			label={ __( 'Title', 'vitrine' ) }
			value={ String( item.title ?? '' ) }
			onChange={ ( title ) => change( { title } ) }
			__nextHasNoMarginBottom
		/>
		<TextareaControl
			label={ __( 'Content', 'vitrine' ) }
			value={ String( item.content ?? '' ) }
			onChange={ ( content ) => change( { content } ) }
			__nextHasNoMarginBottom
		/>
	</>
);

/**
 * A text setting.
 * @param props Edit props.
 * @param key   Attribute.
 * @param label Label.
 * @param help  Help text.
 * @param size  `'40px'`: the 40 px field core's components move to (`__next40pxDefaultSize`),
 *              for panels whose other controls have it (the sliders'); the older size else.
 */
export const textField = < A extends Attributes >(
	props: EditProps< A >,
	key: keyof A & string,
	label: string,
	help?: string,
	size: 'default' | '40px' = 'default'
) => (
	<TextControl
		label={ label }
		help={ help }
		value={ String( props.attributes[ key ] ?? '' ) }
		onChange={ ( value ) =>
			props.setAttributes( { [ key ]: value } as Partial< A > )
		}
		__nextHasNoMarginBottom
		__next40pxDefaultSize={ size === '40px' }
	/>
);

/**
 * A select setting, its options as `[ value, label ]` pairs.
 * @param props   Edit props.
 * @param key     Attribute.
 * @param label   Label.
 * @param options The choices.
 * @param help    Help text.
 */
export const selectField = (
	props: EditProps,
	key: string,
	label: string,
	options: Array< [ string, string ] >,
	help?: string
) => (
	<SelectControl
		__nextHasNoMarginBottom
		__next40pxDefaultSize
		label={ label }
		help={ help }
		value={ String( props.attributes[ key ] ?? '' ) }
		options={ options.map( ( [ value, text ] ) => ( {
			value,
			label: text,
		} ) ) }
		onChange={ ( value ) => props.setAttributes( { [ key ]: value } ) }
	/>
);
