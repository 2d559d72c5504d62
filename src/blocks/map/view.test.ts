/**
 * Internal dependencies
 */
import { DEFAULT_MAP_STYLE } from '../../lib/map';
import { pinContent } from './map';
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

test( 'sends each pin without its content, which the list of places holds', () => {
	const props = parseMapProps( {
		id: 'm',
		pins: [ { id: 'a', lat: 1, lng: 2, content: '<p>Twice</p>' } ],
	} )!;
	expect( props.pins[ 0 ] ).not.toHaveProperty( 'content' );
} );

describe( 'a pin popup', () => {
	const places = (): HTMLElement => {
		const list = document.createElement( 'ul' );
		list.innerHTML =
			'<li class="vitrine-map__place" data-place="a"><strong class="vitrine-map__place-title">Studio</strong><div class="vitrine-map__place-content"><p>Open <a href="/hours/">daily</a></p></div></li>' +
			'<li class="vitrine-map__place" data-place="b"><div class="vitrine-map__place-content"><p>Market</p></div></li>';
		return list;
	};
	const pin = {
		id: 'a',
		lat: 1,
		lng: 2,
		trigger: 'click',
		icon: '',
	} as const;

	it( "shows the pin's title and a copy of the server's listed content, the list left whole", () => {
		const list = places();
		const popup = pinContent( list, { ...pin, title: 'Studio <b>' } );
		expect( popup.querySelector( 'strong' )?.textContent ).toBe(
			'Studio <b>'
		);
		expect( popup.querySelector( 'a' ) ).toHaveAttribute(
			'href',
			'/hours/'
		);
		expect( popup.textContent ).toBe( 'Studio <b>Open daily' );
		expect( list.querySelector( '[data-place="a"] p' ) ).not.toBeNull();
		expect( list.querySelector( '[data-place="a"] p' ) ).not.toBe(
			popup.querySelector( 'p' )
		);
	} );

	it( 'finds its place by the pin id and shows only the title when there is none', () => {
		expect(
			pinContent( places(), { ...pin, id: 'b', title: '' } ).innerHTML
		).toBe( '<p>Market</p>' );
		expect(
			pinContent( places(), { ...pin, id: 'z', title: 'Alone' } )
				.innerHTML
		).toBe( '<strong>Alone</strong>' );
		expect( pinContent( null, { ...pin, title: '' } ).innerHTML ).toBe(
			''
		);
	} );
} );
