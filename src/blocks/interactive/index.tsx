/**
 * The interactive blocks in the editor: toggle / accordion, content switcher, unfold, slide
 * menu, table, age gate and map. Each is rendered by the server (what visitors see without
 * JavaScript) and edited in the sidebar.
 */

/**
 * External dependencies
 */
import {
	Button,
	FormFileUpload,
	Notice,
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
import { parseMapStyle } from '../../lib/map';

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

/**
 * The map style field: JSON that must parse as an object, else "Invalid JSON" shows under it.
 * @param props Edit props.
 */
function MapStyleField( props: EditProps ) {
	const value = String( props.attributes.style ?? '' );
	const { error } = parseMapStyle( value );
	return (
		<>
			<TextareaControl
				label={ __( 'Map style (JSON)', 'vitrine' ) }
				help={ __(
					'Colours of the offline base map, e.g. {"land": "#efe9df", "water": "#cfe0e3", "border": "#b9ad9c", "route": "#b5462a", "area": "#1f3a32"}.',
					'vitrine'
				) }
				value={ value }
				onChange={ ( style ) => props.setAttributes( { style } ) }
				__nextHasNoMarginBottom
			/>
			{ error && (
				<Notice status="error" isDismissible={ false }>
					{ __( 'Invalid JSON', 'vitrine' ) }
				</Notice>
			) }
		</>
	);
}

/**
 * Name, colour and points of a route or an area.
 * @param item   The line.
 * @param change Applies a change.
 */
const lineFields = (
	item: Attributes,
	change: ( next: Attributes ) => void
) => (
	<>
		<TextControl
			label={ __( 'Name', 'vitrine' ) }
			value={ String( item.name ?? '' ) }
			onChange={ ( name ) => change( { name } ) }
			__nextHasNoMarginBottom
		/>
		<TextControl
			label={ __( 'Colour (hex)', 'vitrine' ) }
			value={ String( item.color ?? '' ) }
			onChange={ ( color ) => change( { color } ) }
			__nextHasNoMarginBottom
		/>
		<TextareaControl
			label={ __(
				'Points, one “latitude, longitude” per line',
				'vitrine'
			) }
			value={ String( item.points ?? '' ) }
			onChange={ ( points ) => change( { points } ) }
			__nextHasNoMarginBottom
		/>
	</>
);

serverBlock(
	'map',
	__( 'Map', 'vitrine' ),
	'location-alt',
	{
		pins: many(),
		routes: many(),
		areas: many(),
		center: text(),
		zoom: num( 5 ),
		height: num( 420 ),
		pinSize: num( 50 ),
		tiles: text(),
		attribution: text(),
		style: text(),
		label: text(),
	},
	( props ) => (
		<>
			{ textField( props, 'label', __( 'Name of the map', 'vitrine' ) ) }
			{ textField(
				props,
				'center',
				__( 'Centre (latitude, longitude)', 'vitrine' ),
				__(
					'Empty: the first pin. After 2 s the map fits every pin.',
					'vitrine'
				)
			) }
			<RangeControl
				label={ __( 'Zoom', 'vitrine' ) }
				value={ Number( props.attributes.zoom ?? 5 ) }
				min={ 1 }
				max={ 18 }
				onChange={ ( zoom ) => props.setAttributes( { zoom } ) }
				__nextHasNoMarginBottom
			/>
			<RangeControl
				label={ __( 'Height (px)', 'vitrine' ) }
				value={ Number( props.attributes.height ?? 420 ) }
				min={ 200 }
				max={ 1200 }
				onChange={ ( height ) => props.setAttributes( { height } ) }
				__nextHasNoMarginBottom
			/>
			<RangeControl
				label={ __( 'Pin size (px)', 'vitrine' ) }
				value={ Number( props.attributes.pinSize ?? 50 ) }
				min={ 16 }
				max={ 120 }
				onChange={ ( pinSize ) => props.setAttributes( { pinSize } ) }
				__nextHasNoMarginBottom
			/>
			{ textField(
				props,
				'tiles',
				__( 'Tile server (URL with {z}, {x} and {y})', 'vitrine' ),
				__(
					'Empty: an offline map of the world’s countries.',
					'vitrine'
				)
			) }
			{ textField(
				props,
				'attribution',
				__( 'Tile attribution', 'vitrine' )
			) }
			<MapStyleField { ...props } />
			<h3>{ __( 'Pins', 'vitrine' ) }</h3>
			{ ListEditor(
				props,
				'pins',
				{
					id: '',
					lat: '',
					lng: '',
					title: '',
					trigger: 'click',
					icon: '',
					content: '',
				},
				( pin, change ) => (
					<>
						{ (
							[
								[ 'id', __( 'Id', 'vitrine' ) ],
								[ 'lat', __( 'Latitude', 'vitrine' ) ],
								[ 'lng', __( 'Longitude', 'vitrine' ) ],
								[ 'title', __( 'Title', 'vitrine' ) ],
								[
									'icon',
									__(
										'Icon (image URL, empty: a pin)',
										'vitrine'
									),
								],
							] as const
						 ).map( ( [ key, label ] ) => (
							<TextControl
								key={ key }
								label={ label }
								value={ String( pin[ key ] ?? '' ) }
								onChange={ ( value ) =>
									change( { [ key ]: value } )
								}
								__nextHasNoMarginBottom
							/>
						) ) }
						<SelectControl
							label={ __( 'Show the content', 'vitrine' ) }
							value={
								String( pin.trigger ?? 'click' ) as 'click'
							}
							options={ [
								{
									value: 'click',
									label: __( 'On click', 'vitrine' ),
								},
								{
									value: 'hover',
									label: __( 'On hover', 'vitrine' ),
								},
								{
									value: 'always',
									label: __( 'Always', 'vitrine' ),
								},
							] }
							onChange={ ( trigger ) => change( { trigger } ) }
							__nextHasNoMarginBottom
						/>
						<TextareaControl
							label={ __( 'Content', 'vitrine' ) }
							value={ String( pin.content ?? '' ) }
							onChange={ ( content ) => change( { content } ) }
							__nextHasNoMarginBottom
						/>
					</>
				),
				__( 'Add a pin', 'vitrine' )
			) }
			<h3>{ __( 'Routes', 'vitrine' ) }</h3>
			{ ListEditor(
				props,
				'routes',
				{ name: '', color: '', points: '' },
				lineFields,
				__( 'Add a route', 'vitrine' )
			) }
			<h3>{ __( 'Areas', 'vitrine' ) }</h3>
			{ ListEditor(
				props,
				'areas',
				{ name: '', color: '', points: '' },
				lineFields,
				__( 'Add an area', 'vitrine' )
			) }
		</>
	)
);

serverBlock(
	'events-calendar',
	__( 'Events calendar', 'vitrine' ),
	'calendar-alt',
	{ view: text( 'month' ), label: text(), upcoming: num( 5 ) },
	( props ) => (
		<>
			<SelectControl
				label={ __( 'First view', 'vitrine' ) }
				value={
					[ 'week', 'list' ].includes(
						String( props.attributes.view )
					)
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
			{ textField(
				props,
				'label',
				__( 'Name of the calendar', 'vitrine' )
			) }
		</>
	)
);

serverBlock(
	'upcoming-events',
	__( 'Upcoming events', 'vitrine' ),
	'list-view',
	{ count: num( 5 ) },
	( props ) => (
		<RangeControl
			label={ __( 'Number of events', 'vitrine' ) }
			value={ Number( props.attributes.count ?? 5 ) }
			min={ 1 }
			max={ 20 }
			onChange={ ( count ) => props.setAttributes( { count } ) }
			__nextHasNoMarginBottom
		/>
	)
);

serverBlock(
	'search-form',
	__( 'Search form', 'vitrine' ),
	'search',
	{
		variant: text( 'classic' ),
		typeFilter: bool( false ),
		postTypes: many(),
		categoryFilter: bool( false ),
		suggestions: bool( true ),
		placeholder: text(),
		label: text(),
	},
	( props ) => (
		<>
			<SelectControl
				label={ __( 'Variant', 'vitrine' ) }
				value={
					String( props.attributes.variant ?? 'classic' ) as 'classic'
				}
				options={ [
					{ value: 'classic', label: __( 'Classic', 'vitrine' ) },
					{
						value: 'expanding',
						label: __(
							'Expanding (an icon that opens the field)',
							'vitrine'
						),
					},
					{
						value: 'fullscreen',
						label: __( 'Fullscreen overlay', 'vitrine' ),
					},
				] }
				onChange={ ( variant ) => props.setAttributes( { variant } ) }
				__nextHasNoMarginBottom
			/>
			<ToggleControl
				label={ __( 'Live suggestions', 'vitrine' ) }
				checked={ props.attributes.suggestions !== false }
				onChange={ ( suggestions ) =>
					props.setAttributes( { suggestions } )
				}
				__nextHasNoMarginBottom
			/>
			<ToggleControl
				label={ __( 'Filter by content type', 'vitrine' ) }
				checked={ Boolean( props.attributes.typeFilter ) }
				onChange={ ( typeFilter ) =>
					props.setAttributes( { typeFilter } )
				}
				__nextHasNoMarginBottom
			/>
			{ Boolean( props.attributes.typeFilter ) && (
				<TextControl
					label={ __( 'Content types offered', 'vitrine' ) }
					help={ __(
						'Slugs separated by commas (post, page, vitrine_product). Empty: every public type.',
						'vitrine'
					) }
					value={ (
						( props.attributes.postTypes as string[] ) ?? []
					).join( ', ' ) }
					onChange={ ( value ) =>
						props.setAttributes( {
							postTypes: value
								.split( ',' )
								.map( ( slug ) => slug.trim() )
								.filter( Boolean ),
						} )
					}
					__nextHasNoMarginBottom
				/>
			) }
			<ToggleControl
				label={ __( 'Filter by category', 'vitrine' ) }
				checked={ Boolean( props.attributes.categoryFilter ) }
				onChange={ ( categoryFilter ) =>
					props.setAttributes( { categoryFilter } )
				}
				__nextHasNoMarginBottom
			/>
			{ textField(
				props,
				'placeholder',
				__( 'Placeholder', 'vitrine' ),
				__( 'Empty: “Search stories and products…”.', 'vitrine' )
			) }
			{ textField(
				props,
				'label',
				__( 'Name of the form (for screen readers)', 'vitrine' ),
				__( 'Empty: “Search the site”.', 'vitrine' )
			) }
		</>
	)
);
