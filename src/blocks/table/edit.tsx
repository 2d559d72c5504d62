/**
 * The sidebar of the Table block (the server renders its preview).
 */

/**
 * External dependencies
 */
import {
	Button,
	FormFileUpload,
	RangeControl,
	SelectControl,
	TextareaControl,
	ToggleControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { type EditProps } from '../shared/server-block';
import { textField } from '../shared/fields';

const Controls = ( props: EditProps ) => (
	<>
		{ textField( props, 'caption', __( 'Caption', 'vitrine' ) ) }
		<TextareaControl
			label={ __(
				'Rows (CSV, the first row holds the headings)',
				'vitrine'
			) }
			value={ String( props.attributes.csv ?? '' ) }
			rows={ 8 }
			onChange={ ( csv ) => props.setAttributes( { csv } ) }
			__nextHasNoMarginBottom
		/>
		<FormFileUpload
			accept=".csv,text/csv"
			render={ ( { openFileDialog } ) => (
				<Button variant="secondary" onClick={ openFileDialog }>
					{ __( 'Upload a CSV file', 'vitrine' ) }
				</Button>
			) }
			onChange={ ( event ) => {
				const file = event.currentTarget.files?.[ 0 ];
				if ( file ) {
					file.text().then( ( csv ) =>
						props.setAttributes( { csv } )
					);
				}
			} }
		/>
		<ToggleControl
			label={ __( 'Sortable columns', 'vitrine' ) }
			checked={ Boolean( props.attributes.sortable ) }
			onChange={ ( sortable ) => props.setAttributes( { sortable } ) }
			__nextHasNoMarginBottom
		/>
		<ToggleControl
			label={ __( 'Search field', 'vitrine' ) }
			checked={ Boolean( props.attributes.search ) }
			onChange={ ( search ) => props.setAttributes( { search } ) }
			__nextHasNoMarginBottom
		/>
		<RangeControl
			label={ __( 'Rows per page (0: all)', 'vitrine' ) }
			value={ Number( props.attributes.perPage ?? 0 ) }
			min={ 0 }
			max={ 100 }
			onChange={ ( perPage ) => props.setAttributes( { perPage } ) }
			__nextHasNoMarginBottom
		/>
		<SelectControl
			label={ __( 'On phones', 'vitrine' ) }
			value={ props.attributes.layout === 'stack' ? 'stack' : 'scroll' }
			options={ [
				{
					value: 'scroll',
					label: __( 'Scroll sideways', 'vitrine' ),
				},
				{
					value: 'stack',
					label: __( 'One card per row', 'vitrine' ),
				},
			] }
			onChange={ ( layout ) => props.setAttributes( { layout } ) }
			__nextHasNoMarginBottom
		/>
	</>
);

export default Controls;
