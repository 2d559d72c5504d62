/**
 * Internal dependencies
 */
import {
	appendsPages,
	newItemIds,
	nextPage,
	parsePagination,
	readPageState,
} from './loop-pages';

describe( 'loop pages', () => {
	it( 'reads the pagination kinds and falls back to numbers', () => {
		expect( parsePagination( 'load_more' ) ).toBe( 'load_more' );
		expect( parsePagination( 'infinite' ) ).toBe( 'infinite' );
		expect( parsePagination( 'none' ) ).toBe( 'none' );
		expect( parsePagination( 'endless' ) ).toBe( 'numbers' );
		expect( parsePagination( undefined ) ).toBe( 'numbers' );
		expect( appendsPages( 'load_more' ) ).toBe( true );
		expect( appendsPages( 'infinite' ) ).toBe( true );
		expect( appendsPages( 'numbers' ) ).toBe( false );
	} );

	it( 'reads the page state printed on the list, refusing nonsense', () => {
		expect(
			readPageState( { page: '2', pages: '4', total: '15' } )
		).toEqual( { page: 2, pages: 4, total: 15 } );
		expect( readPageState( { page: '0', pages: '4', total: '15' } ) ).toBe(
			null
		);
		expect( readPageState( { page: '1', pages: 'x', total: '15' } ) ).toBe(
			null
		);
		expect( readPageState( { page: '1', pages: '2' } ) ).toBe( null );
		expect( readPageState( { page: '-1', pages: '2', total: '3' } ) ).toBe(
			null
		);
	} );

	it( 'asks for the next page until the last one', () => {
		expect( nextPage( { page: 1, pages: 3, total: 9 } ) ).toBe( 2 );
		expect( nextPage( { page: 2, pages: 3, total: 9 } ) ).toBe( 3 );
		expect( nextPage( { page: 3, pages: 3, total: 9 } ) ).toBe( null );
		expect( nextPage( { page: 4, pages: 3, total: 9 } ) ).toBe( null );
		expect( nextPage( { page: 1, pages: 1, total: 2 } ) ).toBe( null );
		expect( nextPage( null ) ).toBe( null );
	} );

	it( 'keeps only the new ids of a fetched page, in order and once', () => {
		expect( newItemIds( [ '1', '2', '3' ], [ '3', '4', '5' ] ) ).toEqual( [
			'4',
			'5',
		] );
		expect( newItemIds( [], [ '7', '7', '', '8' ] ) ).toEqual( [
			'7',
			'8',
		] );
		expect( newItemIds( [ '1' ], [ '1' ] ) ).toEqual( [] );
	} );
} );
