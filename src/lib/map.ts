/**
 * The map widget's rules, free of the DOM and of Leaflet: reading the map style JSON (it must
 * be an object, else "Invalid JSON"), coordinates typed as "lat, lng" lines, and the bounds
 * that hold every pin.
 */

export type LatLng = [ number, number ];

export interface MapStyle {
	land: string;
	water: string;
	border: string;
	route: string;
	area: string;
}

export const DEFAULT_MAP_STYLE: MapStyle = {
	land: '#efe9df',
	water: '#cfe0e3',
	border: '#b9ad9c',
	route: '#b5462a',
	area: '#1f3a32',
};

const COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/**
 * The map style from its JSON text: an object whose known keys hold colours (others are
 * ignored). Empty text means the default style; anything that is not a JSON object is an
 * error, which the editor shows as "Invalid JSON".
 * @param json The style as typed.
 */
export function parseMapStyle(
	json: string
): { style: MapStyle; error: null } | { style: null; error: 'Invalid JSON' } {
	if ( json.trim() === '' ) {
		return { style: { ...DEFAULT_MAP_STYLE }, error: null };
	}
	let value: unknown;
	try {
		value = JSON.parse( json );
	} catch {
		return { style: null, error: 'Invalid JSON' };
	}
	if ( ! value || typeof value !== 'object' || Array.isArray( value ) ) {
		return { style: null, error: 'Invalid JSON' };
	}
	const style = { ...DEFAULT_MAP_STYLE };
	for ( const key of Object.keys( style ) as Array< keyof MapStyle > ) {
		const color = ( value as Record< string, unknown > )[ key ];
		if ( typeof color === 'string' && COLOR.test( color ) ) {
			style[ key ] = color;
		}
	}
	return { style, error: null };
}

/**
 * A coordinate pair, or null outside the globe.
 * @param lat Latitude.
 * @param lng Longitude.
 */
export function latLng( lat: unknown, lng: unknown ): LatLng | null {
	const y = Number( lat );
	const x = Number( lng );
	if (
		typeof lat === 'boolean' ||
		typeof lng === 'boolean' ||
		lat === '' ||
		lng === '' ||
		lat === null ||
		lng === null ||
		! Number.isFinite( y ) ||
		! Number.isFinite( x ) ||
		Math.abs( y ) > 90 ||
		Math.abs( x ) > 180
	) {
		return null;
	}
	return [ y, x ];
}

/**
 * Coordinates typed one pair per line ("45.76, 4.83"); unreadable lines are skipped.
 * @param text The lines.
 */
export function parsePoints( text: string ): LatLng[] {
	return text
		.split( /[\n;]+/ )
		.map( ( line ) => line.split( ',' ) )
		.map( ( [ lat, lng ] ) =>
			lat === undefined || lng === undefined
				? null
				: latLng( lat.trim(), lng.trim() )
		)
		.filter( ( point ): point is LatLng => point !== null );
}

/**
 * South-west and north-east corners around every point, or null without points.
 * @param points Points.
 */
export function boundsOf(
	points: readonly LatLng[]
): [ LatLng, LatLng ] | null {
	if ( ! points.length ) {
		return null;
	}
	const lats = points.map( ( [ lat ] ) => lat );
	const lngs = points.map( ( [ , lng ] ) => lng );
	return [
		[ Math.min( ...lats ), Math.min( ...lngs ) ],
		[ Math.max( ...lats ), Math.max( ...lngs ) ],
	];
}
