/**
 * External dependencies
 */
import { screen } from '@testing-library/react';

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

	it( 'renames the ids it copies, and the references to them, so none is on the page twice', () => {
		document.body.innerHTML = '<p id="outside">Elsewhere</p>';
		const list = document.createElement( 'ul' );
		list.innerHTML =
			'<li data-place="a"><div class="vitrine-map__place-content">' +
			'<h4 id="hours">Hours</h4><p id="note">Closed on Mondays</p>' +
			'<dl aria-labelledby="hours" aria-describedby="note outside"><dt>Mon</dt></dl>' +
			'<label for="when">When</label><input id="when">' +
			'<a href="#note">Note</a> <a href="#outside">Out</a></div></li>';
		document.body.append( list );

		const first = pinContent( list, { ...pin, title: '' } );
		const second = pinContent( list, { ...pin, title: '' } );
		document.body.append( first, second );

		for ( const id of [ 'hours', 'note', 'when', 'outside' ] ) {
			expect(
				document.querySelectorAll( `[id="${ id }"]` )
			).toHaveLength( 1 );
		}
		expect( list.querySelector( 'h4' )?.id ).toBe( 'hours' );
		const ids = [ first, second ].map(
			( popup ) => popup.querySelector( 'h4' )!.id
		);
		expect( ids[ 0 ] ).not.toBe( ids[ 1 ] );
		expect( ids[ 0 ] ).toMatch( /^hours-/ );

		const details = first.querySelector( 'dl' )!;
		expect( details ).toHaveAccessibleName( 'Hours' );
		expect( details ).toHaveAccessibleDescription(
			'Closed on Mondays Elsewhere'
		);
		expect( screen.getAllByLabelText( 'When' ) ).toHaveLength( 3 );
		expect( first.querySelector( 'input' )!.id ).not.toBe( 'when' );
		expect( first.querySelector( 'a' ) ).toHaveAttribute(
			'href',
			`#${ first.querySelector( 'p' )!.id }`
		);
		expect( first.querySelectorAll( 'a' )[ 1 ] ).toHaveAttribute(
			'href',
			'#outside'
		);
		document.body.innerHTML = '';
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

describe( 'the map on the server markup', () => {
	const SERVED =
		'<div class="vitrine-map__canvas" style="--vitrine-map-height: 300px;" aria-hidden="true"></div><h3 class="vitrine-map__places-title" id="m-places">Where</h3><ul class="vitrine-map__places" aria-labelledby="m-places"><li class="vitrine-map__place" data-place="a"><div class="vitrine-map__place-content"><p>Here</p></div></li></ul>';
	const props = parseMapProps( {
		id: 'm',
		label: 'Where',
		height: 300,
		pins: [ { id: 'a', lat: 45, lng: 4 } ],
	} )!;

	it( 'turns the canvas into the map region and says so when Leaflet cannot be fetched, the places kept', async () => {
		let mount: typeof import( './map' ).mountMap = () => () => undefined;
		jest.isolateModules( () => {
			jest.doMock( 'leaflet', () => {
				throw new Error( 'offline' );
			} );
			mount = require( './map' ).mountMap;
		} );
		const element = document.createElement( 'div' );
		element.innerHTML = SERVED;
		document.body.append( element );
		const unmount = mount( element, props );
		const canvas = element.querySelector( '.vitrine-map__canvas' )!;
		expect( canvas ).toHaveAttribute( 'role', 'region' );
		expect( canvas ).toHaveAttribute( 'aria-label', 'Where' );
		expect( canvas ).not.toHaveAttribute( 'aria-hidden' );
		expect( await screen.findByRole( 'status' ) ).toHaveTextContent(
			'The map could not be loaded.'
		);
		expect( canvas ).not.toBeVisible();
		expect(
			screen.getByRole( 'list', { name: 'Where' } )
		).toHaveTextContent( 'Here' );
		unmount();
		expect( element.innerHTML ).toBe( SERVED );
		jest.dontMock( 'leaflet' );
		element.remove();
	} );
} );
