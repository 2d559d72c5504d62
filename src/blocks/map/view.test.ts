/**
 * Internal dependencies
 */
import { DEFAULT_MAP_STYLE } from '../../lib/map';
import { parseMapProps } from './view';

test( 'keeps pins on the globe, lines of two points or more, and safe defaults', () => {
	const props = parseMapProps( {
		id: 'm1',
		label: 'Where',
		pins: [
			{ id: 'a', lat: 45.76, lng: 4.83, trigger: 'hover', title: 'A' },
			{ id: 'b', lat: 95, lng: 4 },
			{ id: 'c', lat: 46, lng: 6, trigger: 'never' },
		],
		routes: [
			{
				name: 'Run',
				points: [
					[ 45, 4 ],
					[ 46, 6 ],
					[ 'x', 1 ],
				],
			},
			{ name: 'Dot', points: [ [ 45, 4 ] ] },
		],
		style: [ 'not', 'an', 'object' ],
	} )!;
	expect( props.pins.map( ( pin ) => [ pin.id, pin.trigger ] ) ).toEqual( [
		[ 'a', 'hover' ],
		[ 'c', 'click' ],
	] );
	expect( props.routes ).toEqual( [
		{
			name: 'Run',
			color: '',
			points: [
				[ 45, 4 ],
				[ 46, 6 ],
			],
		},
	] );
	expect( props.center ).toEqual( [ 45.76, 4.83 ] );
	expect( props.pinSize ).toBe( 50 );
	expect( props.maxZoom ).toBe( 18 );
	expect( props.fitDelay ).toBe( 2000 );
	expect( props.style ).toEqual( DEFAULT_MAP_STYLE );
} );

test( 'refuses a map without any usable pin', () => {
	expect(
		parseMapProps( { id: 'm', pins: [ { lat: 'x', lng: 1 } ] } )
	).toBeNull();
	expect( parseMapProps( null ) ).toBeNull();
} );
