import { currentSection, scrollProgress, sectionId } from './scroll-indicators';

test( 'progress runs from 0 at the top to 1 at the bottom', () => {
	expect( scrollProgress( 0, 3000, 1000 ) ).toBe( 0 );
	expect( scrollProgress( 1000, 3000, 1000 ) ).toBe( 0.5 );
	expect( scrollProgress( 2500, 3000, 1000 ) ).toBe( 1 );
	expect( scrollProgress( 0, 800, 1000 ) ).toBe( 1 );
} );

test( 'the current section is the last whose top passed the line', () => {
	expect( currentSection( [ 300, 900 ] ) ).toBe( -1 );
	expect( currentSection( [ 100, 900 ] ) ).toBe( 0 );
	expect( currentSection( [ -800, 50, 600 ] ) ).toBe( 1 );
	expect( currentSection( [ -800, -50 ], 0 ) ).toBe( 1 );
} );

test( 'headings get readable, unique ids', () => {
	expect( sectionId( 'Image comparison', new Set() ) ).toBe(
		'section-image-comparison'
	);
	expect( sectionId( 'Déjà vu!', new Set() ) ).toBe( 'section-deja-vu' );
	expect(
		sectionId( 'Tabs', new Set( [ 'section-tabs', 'section-tabs-2' ] ) )
	).toBe( 'section-tabs-3' );
	expect( sectionId( '***', new Set() ) ).toBe( 'section-untitled' );
} );
