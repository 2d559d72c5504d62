/**
 * The sidebar of the Age gate block (the server renders its preview).
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
import { textField } from '../shared/fields';

const Controls = ( props: EditProps ) => (
	<>
		<TextControl
			label={ __( 'Minimum age', 'vitrine' ) }
			type="number"
			value={ String( props.attributes.minimum ?? 18 ) }
			onChange={ ( minimum ) =>
				props.setAttributes( {
					minimum: Math.abs( parseInt( minimum, 10 ) || 0 ),
				} )
			}
			__nextHasNoMarginBottom
		/>
		<SelectControl
			label={ __( 'Ask for', 'vitrine' ) }
			value={
				props.attributes.mode === 'birthdate' ? 'birthdate' : 'age'
			}
			options={ [
				{ value: 'age', label: __( 'The age', 'vitrine' ) },
				{
					value: 'birthdate',
					label: __( 'The date of birth', 'vitrine' ),
				},
			] }
			onChange={ ( mode ) => props.setAttributes( { mode } ) }
			__nextHasNoMarginBottom
		/>
		<SelectControl
			label={ __( 'When too young', 'vitrine' ) }
			value={ props.attributes.refusal === 'clear' ? 'clear' : 'remove' }
			options={ [
				{
					value: 'remove',
					label: __(
						'Show the error, remove the form and its header',
						'vitrine'
					),
				},
				{
					value: 'clear',
					label: __( 'Show the error, clear the field', 'vitrine' ),
				},
			] }
			onChange={ ( refusal ) => props.setAttributes( { refusal } ) }
			__nextHasNoMarginBottom
		/>
		{ textField( props, 'title', __( 'Title', 'vitrine' ) ) }
		{ textField( props, 'message', __( 'Message', 'vitrine' ) ) }
		{ textField( props, 'error', __( 'Error message', 'vitrine' ) ) }
	</>
);

export default Controls;
