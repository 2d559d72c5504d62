/**
 * The sidebar of the Toggle / accordion block (the server renders its preview).
 */

/**
 * External dependencies
 */
import { RangeControl, ToggleControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { type EditProps, ListEditor } from '../shared/server-block';
import { sectionFields } from '../shared/fields';

const Controls = ( props: EditProps ) => (
	<>
		<ToggleControl
			label={ __( 'Several sections open at once', 'vitrine' ) }
			checked={ Boolean( props.attributes.multiple ) }
			onChange={ ( multiple ) => props.setAttributes( { multiple } ) }
			__nextHasNoMarginBottom
		/>
		<RangeControl
			label={ __( 'Section open at first (0: none)', 'vitrine' ) }
			value={ Number( props.attributes.open ?? 0 ) }
			min={ 0 }
			max={ 20 }
			onChange={ ( open ) => props.setAttributes( { open } ) }
			__nextHasNoMarginBottom
		/>
		{ ListEditor(
			props,
			'items',
			{ title: '', content: '' },
			sectionFields,
			__( 'Add a section', 'vitrine' )
		) }
	</>
);

export default Controls;
