/**
 * The sidebar of the Countdown block (the server renders its preview).
 */

/**
 * External dependencies
 */
import { BaseControl, DateTimePicker } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { controlList, when, type EditProps } from '../shared/server-block';
import { choices } from '../shared/choices';

/** The date picker writes `YYYY-MM-DDTHH:MM:SS` in the site's time zone, as the server reads it. */
const DateControl = ( props: EditProps ) => (
	<BaseControl
		id="vitrine-countdown-date"
		label={ __( 'Counts down to', 'vitrine' ) }
		help={ __( 'In the site’s time zone.', 'vitrine' ) }
		__nextHasNoMarginBottom
	>
		<DateTimePicker
			currentDate={ String( props.attributes.date ?? '' ) || undefined }
			onChange={ ( date ) => props.setAttributes( { date: date ?? '' } ) }
			is12Hour={ false }
		/>
	</BaseControl>
);

const Controls = ( props: EditProps ) =>
	controlList( [
		DateControl,
		{
			text: 'label',
			label: __( 'What it counts down to', 'vitrine' ),
		},
		{
			select: 'endAction',
			label: __( 'When the time is up', 'vitrine' ),
			options: choices( [
				{ value: 'message', label: __( 'Show a message', 'vitrine' ) },
				{ value: 'hide', label: __( 'Hide the countdown', 'vitrine' ) },
			] ),
		},
		when( ( attributes ) => attributes.endAction !== 'hide', {
			text: 'endMessage',
			label: __( 'Message', 'vitrine' ),
		} ),
	] )( props );

export default Controls;
