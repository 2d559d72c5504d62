/**
 * The sidebar of the Tooltip block (the server renders its preview).
 */

/**
 * External dependencies
 */
import { SelectControl, TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { type EditProps } from '../shared/server-block';
import { choices } from '../shared/choices';

const Controls = ( { attributes, setAttributes }: EditProps ) => (
	<>
		<TextControl
			label={ __( 'Term', 'vitrine' ) }
			value={ String( attributes.term ?? '' ) }
			onChange={ ( term ) => setAttributes( { term } ) }
			__nextHasNoMarginBottom
		/>
		<TextControl
			label={ __( 'Tooltip', 'vitrine' ) }
			value={ String( attributes.text ?? '' ) }
			onChange={ ( text ) => setAttributes( { text } ) }
			__nextHasNoMarginBottom
		/>
		<SelectControl
			label={ __( 'Show on', 'vitrine' ) }
			value={ String( attributes.trigger ) }
			options={ choices( [
				{
					label: __( 'Hover (and focus)', 'vitrine' ),
					value: 'hover',
				},
				{
					label: __( 'Click on the term', 'vitrine' ),
					value: 'click',
				},
				{ label: __( 'Page load', 'vitrine' ), value: 'load' },
			] ) }
			onChange={ ( trigger: string ) => setAttributes( { trigger } ) }
			__nextHasNoMarginBottom
		/>
		<SelectControl
			label={ __( 'Hide on', 'vitrine' ) }
			help={ __(
				'For tooltips shown by a click or on load. Escape always hides.',
				'vitrine'
			) }
			value={ String( attributes.close ) }
			options={ choices( [
				{
					label: __( 'A click outside', 'vitrine' ),
					value: 'outside',
				},
				{ label: __( 'Any click', 'vitrine' ), value: 'anywhere' },
			] ) }
			onChange={ ( close: string ) => setAttributes( { close } ) }
			__nextHasNoMarginBottom
		/>
		<SelectControl
			label={ __( 'Placement', 'vitrine' ) }
			help={ __(
				'Flipped to the other side when there is no room.',
				'vitrine'
			) }
			value={ String( attributes.placement ) }
			options={ choices( [
				{ label: __( 'Top', 'vitrine' ), value: 'top' },
				{ label: __( 'Bottom', 'vitrine' ), value: 'bottom' },
				{ label: __( 'Left', 'vitrine' ), value: 'left' },
				{ label: __( 'Right', 'vitrine' ), value: 'right' },
			] ) }
			onChange={ ( placement: string ) => setAttributes( { placement } ) }
			__nextHasNoMarginBottom
		/>
	</>
);

export default Controls;
