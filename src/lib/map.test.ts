/**
 * Internal dependencies
 */
import {
	DEFAULT_MAP_STYLE,
	boundsOf,
	latLng,
	parseMapStyle,
	parsePoints,
} from './map';

describe( 'parseMapStyle', () => {
	it( 'accepts an object, keeping only known keys with colours', () => {
		const { style, error } = parseMapStyle(
			'{"land":"#ffffff","water":"blue","extra":"#000"}'
		);
		expect( error ).toBeNull();
		expect( style ).toEqual( { ...DEFAULT_MAP_STYLE, land: '#ffffff' } );
	} );

	it( 'uses the default style for empty text', () => {
		expect( parseMapStyle( '  ' ).style ).toEqual( DEFAULT_MAP_STYLE );
	} );

	it.each( [ '[1,2]', '"land"', '42', 'null', 'true', '{land:1}', '{' ] )(
		'says "Invalid JSON" for %s',
		( json ) => {
			expect( parseMapStyle( json ) ).toEqual( {
				style: null,
				error: 'Invalid JSON',
			} );
		}
	);
} );

describe( 'coordinates', () => {
	it( 'reads pairs on the globe only', () => {
		expect( latLng( '45.76', 4.83 ) ).toEqual( [ 45.76, 4.83 ] );
		expect( latLng( 91, 0 ) ).toBeNull();
		expect( latLng( 0, -181 ) ).toBeNull();
		expect( latLng( '', 3 ) ).toBeNull();
		expect( latLng( 'north', 3 ) ).toBeNull();
		expect( latLng( true, 3 ) ).toBeNull();
	} );

	it( 'reads one pair per line, skipping the unreadable ones', () => {
		expect( parsePoints( '45.76, 4.83\nnope\n46.5,5.9; 47,6' ) ).toEqual( [
			[ 45.76, 4.83 ],
			[ 46.5, 5.9 ],
			[ 47, 6 ],
		] );
	} );

	it( 'bounds every point', () => {
		expect(
			boundsOf( [
				[ 45, 4 ],
				[ 47, 3 ],
				[ 46, 6 ],
			] )
		).toEqual( [
			[ 45, 3 ],
			[ 47, 6 ],
		] );
		expect( boundsOf( [] ) ).toBeNull();
	} );
} );
