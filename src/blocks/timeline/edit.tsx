/**
 * The sidebar of the Timeline block (the server renders its preview).
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

const Controls = ( { attributes, setAttributes }: EditProps ) => (
	<RangeControl
		label={ __( 'Number of entries (0: all)', 'vitrine' ) }
		value={ Number( attributes.count ) }
		min={ 0 }
		max={ 30 }
		onChange={ ( count ) => setAttributes( { count } ) }
		__nextHasNoMarginBottom
	/>
);

export default Controls;
