/**
 * The sidebar of the Events calendar block (the server renders its preview).
 */

/**
 * External dependencies
 */
import { RangeControl, SelectControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { type EditProps } from '../shared/server-block';
import { textField } from '../shared/fields';

const Controls = ( props: EditProps ) => (
	<>
		<SelectControl
			label={ __( 'First view', 'vitrine' ) }
			value={
				[ 'week', 'list' ].includes( String( props.attributes.view ) )
					? ( String( props.attributes.view ) as 'week' )
					: 'month'
			}
			options={ [
				{ value: 'month', label: __( 'Month', 'vitrine' ) },
				{ value: 'week', label: __( 'Week', 'vitrine' ) },
				{ value: 'list', label: __( 'List', 'vitrine' ) },
			] }
			onChange={ ( view ) => props.setAttributes( { view } ) }
			__nextHasNoMarginBottom
		/>
		<RangeControl
			label={ __( 'Upcoming events listed (0: none)', 'vitrine' ) }
			value={ Number( props.attributes.upcoming ?? 5 ) }
			min={ 0 }
			max={ 20 }
			onChange={ ( upcoming ) => props.setAttributes( { upcoming } ) }
			__nextHasNoMarginBottom
		/>
		{ textField( props, 'label', __( 'Name of the calendar', 'vitrine' ) ) }
	</>
);

export default Controls;
