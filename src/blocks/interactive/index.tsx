/**
 * The interactive blocks in the editor: toggle / accordion, content switcher, unfold, slide
 * menu, table and age gate. Each is rendered by the server (what visitors see without
 * JavaScript) and edited in the sidebar.
 */

/**
 * External dependencies
 */
import {
	Button,
	FormFileUpload,
	RangeControl,
	SelectControl,
	TextControl,
	TextareaControl,
	ToggleControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	ListEditor,
	serverBlock,
	type Attributes,
	type EditProps,
} from '../shared/server-block';

const num = ( value: number ) => ( { type: 'number', default: value } );
const text = ( value = '' ) => ( { type: 'string', default: value } );
const bool = ( value: boolean ) => ( { type: 'boolean', default: value } );
const many = () => ( { type: 'array', default: [] } );

/**
 * Title and content fields of one section (accordion, switcher).
 * @param item   The section.
 * @param change Applies a change.
 */
const sectionFields = (
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
 */
const textField = (
	props: EditProps,
	key: string,
	label: string,
	help?: string
) => (
	<TextControl
		label={ label }
		help={ help }
		value={ String( props.attributes[ key ] ?? '' ) }
		onChange={ ( value ) => props.setAttributes( { [ key ]: value } ) }
		__nextHasNoMarginBottom
	/>
);

serverBlock(
	'accordion',
	__( 'Toggle / accordion', 'vitrine' ),
	'list-view',
	{ items: many(), multiple: bool( false ), open: num( 1 ) },
	( props ) => (
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
	)
);

serverBlock(
	'switcher',
	__( 'Content switcher', 'vitrine' ),
	'controls-repeat',
	{ label: text(), items: many() },
	( props ) => (
		<>
			{ textField(
				props,
				'label',
				__( 'Name of the switch (for screen readers)', 'vitrine' ),
				__( 'Empty: the second title.', 'vitrine' )
			) }
			{ ListEditor(
				props,
				'items',
				{ title: '', content: '' },
				sectionFields,
				__( 'Add a content (two are shown)', 'vitrine' )
			) }
		</>
	)
);

serverBlock(
	'unfold',
	__( 'Unfold / read more', 'vitrine' ),
	'editor-expand',
	{ content: text(), height: num( 160 ), more: text(), less: text() },
	( props ) => (
		<>
			<TextareaControl
				label={ __( 'Text', 'vitrine' ) }
				value={ String( props.attributes.content ?? '' ) }
				onChange={ ( content ) => props.setAttributes( { content } ) }
				__nextHasNoMarginBottom
			/>
			<RangeControl
				label={ __( 'Folded height (px)', 'vitrine' ) }
				value={ Number( props.attributes.height ?? 160 ) }
				min={ 40 }
				max={ 800 }
				onChange={ ( height ) => props.setAttributes( { height } ) }
				__nextHasNoMarginBottom
			/>
			{ textField(
				props,
				'more',
				__( 'Button to unfold', 'vitrine' ),
				__( 'Empty: “Read more”.', 'vitrine' )
			) }
			{ textField(
				props,
				'less',
				__( 'Button to fold', 'vitrine' ),
				__( 'Empty: “Read less”.', 'vitrine' )
			) }
		</>
	)
);

serverBlock(
	'slide-menu',
	__( 'Slide menu', 'vitrine' ),
	'menu',
	{ location: text( 'primary' ), menu: text(), label: text() },
	( props ) => (
		<>
			{ textField(
				props,
				'menu',
				__( 'Menu (name, slug or id)', 'vitrine' ),
				__( 'Empty: the menu of the location below.', 'vitrine' )
			) }
			{ textField( props, 'location', __( 'Menu location', 'vitrine' ) ) }
			{ textField(
				props,
				'label',
				__( 'Name of the navigation (for screen readers)', 'vitrine' )
			) }
		</>
	)
);

serverBlock(
	'table',
	__( 'Table', 'vitrine' ),
	'editor-table',
	{
		csv: text(),
		caption: text(),
		sortable: bool( true ),
		search: bool( false ),
		perPage: num( 0 ),
		layout: text( 'scroll' ),
	},
	( props ) => (
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
				value={
					props.attributes.layout === 'stack' ? 'stack' : 'scroll'
				}
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
	)
);

serverBlock(
	'age-gate',
	__( 'Age gate', 'vitrine' ),
	'shield',
	{
		minimum: num( 18 ),
		mode: text( 'age' ),
		refusal: text( 'remove' ),
		title: text(),
		message: text(),
		error: text(),
	},
	( props ) => (
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
				value={
					props.attributes.refusal === 'clear' ? 'clear' : 'remove'
				}
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
						label: __(
							'Show the error, clear the field',
							'vitrine'
						),
					},
				] }
				onChange={ ( refusal ) => props.setAttributes( { refusal } ) }
				__nextHasNoMarginBottom
			/>
			{ textField( props, 'title', __( 'Title', 'vitrine' ) ) }
			{ textField( props, 'message', __( 'Message', 'vitrine' ) ) }
			{ textField( props, 'error', __( 'Error message', 'vitrine' ) ) }
		</>
	)
);
