/**
 * The sidebar of the Case studies block (the server renders its preview).
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
	<>
		<RangeControl
			label={ __( 'Number of case studies', 'vitrine' ) }
			value={ Number( attributes.count ) }
			min={ 1 }
			max={ 12 }
			onChange={ ( count ) => setAttributes( { count } ) }
			__nextHasNoMarginBottom
		/>
		<RangeControl
			label={ __( 'Columns', 'vitrine' ) }
			value={ Number( attributes.columns ) }
			min={ 1 }
			max={ 4 }
			onChange={ ( columns ) => setAttributes( { columns } ) }
			__nextHasNoMarginBottom
		/>
	</>
);

export default Controls;
