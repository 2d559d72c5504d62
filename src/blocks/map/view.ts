/**
 * Internal dependencies
 */
import { defineBehavior } from '../../runtime/widget';
import { int, isRecord, list, str } from '../../lib/props';
import {
	DEFAULT_MAP_STYLE,
	latLng,
	parseMapStyle,
	type LatLng,
} from '../../lib/map';
import { mountMap, type MapLine, type MapPin, type MapProps } from './map';

const TRIGGERS = [ 'click', 'hover', 'always' ] as const;

function lines( raw: unknown ): MapLine[] {
	return list( raw, ( line ) => {
		const points = Array.isArray( line.points )
			? line.points
					.map( ( point ) =>
						Array.isArray( point )
							? latLng( point[ 0 ], point[ 1 ] )
							: null
					)
					.filter( ( point ): point is LatLng => point !== null )
			: [];
		return points.length >= 2
			? { name: str( line.name ), color: str( line.color ), points }
			: null;
	} );
}

/**
 * Props printed by PHP `Map::render()`: the settings only; each pin's content is the server's
 * list of places under the map (map.ts).
 * @param raw
 */
export function parseMapProps( raw: unknown ): MapProps | null {
	if ( ! isRecord( raw ) || ! str( raw.id ) ) {
		return null;
	}
	const pins = list( raw.pins, ( pin ): MapPin | null => {
		const point = latLng( pin.lat, pin.lng );
		if ( ! point ) {
			return null;
		}
		const trigger = TRIGGERS.find( ( value ) => value === pin.trigger );
		return {
			id: str( pin.id ),
			lat: point[ 0 ],
			lng: point[ 1 ],
			title: str( pin.title ),
			trigger: trigger ?? 'click',
			icon: str( pin.icon ),
		};
	} );
	const first = pins[ 0 ];
	if ( ! first ) {
		return null;
	}
	const center = Array.isArray( raw.center )
		? latLng( raw.center[ 0 ], raw.center[ 1 ] )
		: null;
	return {
		id: str( raw.id ),
		label: str( raw.label ),
		pins,
		routes: lines( raw.routes ),
		areas: lines( raw.areas ),
		center: center ?? [ first.lat, first.lng ],
		zoom: int( raw.zoom, 18 ),
		maxZoom: int( raw.maxZoom, 18 ),
		fitDelay: int( raw.fitDelay, 2000 ),
		height: int( raw.height, 420 ),
		pinSize: int( raw.pinSize, 50 ),
		tiles: str( raw.tiles ),
		attribution: str( raw.attribution ),
		style:
			parseMapStyle( JSON.stringify( raw.style ?? {} ) ).style ??
			DEFAULT_MAP_STYLE,
	};
}

// No React: the map draws into the server's markup.
export default defineBehavior( { parseProps: parseMapProps, mount: mountMap } );
