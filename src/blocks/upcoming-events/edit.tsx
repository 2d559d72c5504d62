/**
 * The sidebar of the Upcoming events block (the server renders its preview).
 */

/**
 * External dependencies
 */
import { RangeControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { type EditProps } from '../shared/server-block';

const Controls = ( props: EditProps ) => (
	<RangeControl
		label={ __( 'Number of events', 'vitrine' ) }
		value={ Number( props.attributes.count ?? 5 ) }
		min={ 1 }
		max={ 20 }
		onChange={ ( count ) => props.setAttributes( { count } ) }
		__nextHasNoMarginBottom
	/>
);

export default Controls;
