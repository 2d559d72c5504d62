import {
	clampColumns,
	columnsAt,
	nextLoadAttempt,
	parallaxOffset,
	retryUrl,
} from './portfolio';

const columns = { desktop: 4, tablet: 2, mobile: 1 };

test( 'columns follow the device: phones below 768 px, tablets below 1024 px', () => {
	expect( columnsAt( 390, columns ) ).toBe( 1 );
	expect( columnsAt( 767, columns ) ).toBe( 1 );
	expect( columnsAt( 768, columns ) ).toBe( 2 );
	expect( columnsAt( 1023, columns ) ).toBe( 2 );
	expect( columnsAt( 1024, columns ) ).toBe( 4 );
} );

test( 'column counts stay in 1…6', () => {
	expect( clampColumns( 0 ) ).toBe( 1 );
	expect( clampColumns( 9 ) ).toBe( 6 );
	expect( clampColumns( '3' ) ).toBe( 3 );
	expect( clampColumns( 'x' ) ).toBe( 1 );
	expect( columnsAt( 1200, { desktop: 12, tablet: 2, mobile: 1 } ) ).toBe(
		6
	);
} );

test( 'parallax moves a picture by its distance from the viewport centre times 0.15, neighbours opposite', () => {
	expect( parallaxOffset( 600, 800, 1280, 0 ) ).toBe( 30 );
	expect( parallaxOffset( 600, 800, 1280, 1 ) ).toBe( -30 );
	expect( parallaxOffset( 400, 800, 1280, 0 ) ).toBe( 0 );
	expect( parallaxOffset( 200, 800, 1280, 2, 0.2 ) ).toBe( -40 );
} );

test( 'a column never drifts more than 48 px', () => {
	expect( parallaxOffset( 3000, 800, 1280, 0 ) ).toBe( 48 );
	expect( parallaxOffset( 3000, 800, 1280, 1 ) ).toBe( -48 );
} );

test( 'no parallax on phones or at speed 0', () => {
	expect( parallaxOffset( 600, 800, 767, 0 ) ).toBe( 0 );
	expect( parallaxOffset( 600, 800, 1280, 0, 0 ) ).toBe( 0 );
} );

test( 'a failing picture is tried 3 more times, 500 ms apart, then given up', () => {
	expect( nextLoadAttempt( 1 ) ).toEqual( { retry: true, delay: 500 } );
	expect( nextLoadAttempt( 3 ) ).toEqual( { retry: true, delay: 500 } );
	expect( nextLoadAttempt( 4 ) ).toEqual( { retry: false } );
} );

test( 'a retry asks for the same picture under a new address', () => {
	expect( retryUrl( '/a.jpg', 1 ) ).toBe( '/a.jpg?vitrine-retry=1' );
	expect( retryUrl( '/a.jpg?vitrine-retry=1', 2 ) ).toBe(
		'/a.jpg?vitrine-retry=2'
	);
	expect( retryUrl( '/a.jpg?w=3#x', 1 ) ).toBe(
		'/a.jpg?w=3&vitrine-retry=1#x'
	);
} );
