/**
 * Internal dependencies
 */
import {
	clampPerView,
	indexForKey,
	thumbsBreakpoints,
	thumbsLayoutAt,
	nearSlides,
} from './thumbs-gallery';

describe( 'thumbsLayoutAt', () => {
	const side = { perView: 6, perViewNarrow: 3, vertical: true };

	it( 'shows the wide count and a column from the breakpoint', () => {
		expect( thumbsLayoutAt( 1200, side ) ).toEqual( {
			slidesPerView: 6,
			direction: 'vertical',
		} );
	} );

	it( 'shows the narrow count in a row below it', () => {
		expect( thumbsLayoutAt( 800, side ) ).toEqual( {
			slidesPerView: 3,
			direction: 'horizontal',
		} );
	} );

	it( 'keeps a bottom strip horizontal', () => {
		expect(
			thumbsBreakpoints( { ...side, vertical: false } )[ 1023 ]
		).toEqual( {
			slidesPerView: 6,
			direction: 'horizontal',
		} );
	} );
} );

describe( 'indexForKey', () => {
	it.each( [
		[ 'ArrowRight', 0, 1 ],
		[ 'ArrowDown', 1, 2 ],
		[ 'ArrowRight', 3, 0 ],
		[ 'ArrowLeft', 0, 3 ],
		[ 'ArrowUp', 2, 1 ],
		[ 'Home', 2, 0 ],
		[ 'End', 0, 3 ],
	] )( '%s from %p of 4 goes to %p', ( key, current, next ) => {
		expect( indexForKey( key, current, 4 ) ).toBe( next );
	} );

	it( 'leaves other keys and empty galleries alone', () => {
		expect( indexForKey( 'Enter', 1, 4 ) ).toBeNull();
		expect( indexForKey( 'ArrowRight', 0, 0 ) ).toBeNull();
	} );
} );

test( 'clampPerView keeps 2 to 8 thumbnails', () => {
	expect( clampPerView( 1 ) ).toBe( 2 );
	expect( clampPerView( '4' ) ).toBe( 4 );
	expect( clampPerView( 20 ) ).toBe( 8 );
	expect( clampPerView( 'x' ) ).toBe( 5 );
} );

describe( 'nearSlides', () => {
	it( 'asks only for the shown picture until the visitor reaches for the gallery', () => {
		expect( nearSlides( [], 0, 4, false ) ).toEqual( [ 0 ] );
		expect( nearSlides( [ 0 ], 2, 4, false ) ).toEqual( [ 0, 2 ] );
	} );

	it( 'adds the neighbours once reached, within the pictures, keeping what it had', () => {
		expect( nearSlides( [ 0 ], 0, 4, true ) ).toEqual( [ 0, 1 ] );
		expect( nearSlides( [ 0, 1 ], 3, 4, true ) ).toEqual( [ 0, 1, 2, 3 ] );
		expect( nearSlides( [ 0 ], 0, 1, true ) ).toEqual( [ 0 ] );
	} );
} );
