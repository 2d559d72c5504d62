/*
 * @jest-environment node
 *
 * Pure logic: runs without a DOM.
 */

/**
 * Internal dependencies
 */
import { image, int, list, str } from './props';

describe( 'presentation props', () => {
	it( 'reads strings and integers with safe defaults', () => {
		expect( str( 'a' ) ).toBe( 'a' );
		expect( str( 3 ) ).toBe( '' );
		expect( int( 3.7 ) ).toBe( 3 );
		expect( int( '3', 9 ) ).toBe( 9 );
		expect( int( NaN ) ).toBe( 0 );
	} );

	it( 'reads image data and refuses images without a source', () => {
		expect(
			image( { src: '/a.jpg', width: 300, height: 200, alt: 'A' } )
		).toEqual( {
			src: '/a.jpg',
			srcset: '',
			sizes: '',
			width: 300,
			height: 200,
			alt: 'A',
		} );
		expect( image( { width: 1 } ) ).toBeNull();
		expect( image( null ) ).toBeNull();
	} );

	it( 'keeps the readable records of a list', () => {
		const read = ( raw: Record< string, unknown > ) =>
			str( raw.title ) ? { title: str( raw.title ) } : null;
		expect(
			list( [ { title: 'a' }, { title: 1 }, 'x', null ], read )
		).toEqual( [ { title: 'a' } ] );
		expect( list( 'nope', read ) ).toEqual( [] );
	} );
} );
