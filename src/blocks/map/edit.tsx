/**
 * The sidebar of the Map block (the server renders its preview).
 */

/**
 * External dependencies
 */
import {
	Notice,
	RangeControl,
	SelectControl,
	TextareaControl,
	TextControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	type Attributes,
	type EditProps,
	ListEditor,
} from '../shared/server-block';
import { textField } from '../shared/fields';
import { parseMapStyle } from '../../lib/map';

/**
 * The map style field: JSON that must parse as an object, else "Invalid JSON" shows under it.
 * @param props Edit props.
 */
function MapStyleField( props: EditProps ) {
	const value = String( props.attributes.mapStyle ?? '' );
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
				onChange={ ( mapStyle ) => props.setAttributes( { mapStyle } ) }
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

const Controls = ( props: EditProps ) => (
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
			value={ Number( props.attributes.zoom ?? 18 ) }
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
			__( 'Empty: an offline map of the world’s countries.', 'vitrine' )
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
						value={ String( pin.trigger ?? 'click' ) as 'click' }
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
);

export default Controls;
