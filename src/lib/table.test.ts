/**
 * Internal dependencies
 */
import {
	cellDate,
	cellNumber,
	comparator,
	detectColumnType,
	filterRows,
	nextSort,
	paginate,
	sortRows,
} from './table';

describe( 'cell readers', () => {
	it( 'reads numbers with signs, separators, currencies and percents', () => {
		expect( cellNumber( '42' ) ).toBe( 42 );
		expect( cellNumber( '-3.5' ) ).toBe( -3.5 );
		expect( cellNumber( '€ 1,200' ) ).toBe( 1200 );
		expect( cellNumber( '12.5 %' ) ).toBe( 12.5 );
		expect( cellNumber( '1,234,567' ) ).toBe( 1234567 );
		expect( cellNumber( 'twelve' ) ).toBeNull();
		expect( cellNumber( '' ) ).toBeNull();
		expect( cellNumber( '12 apples and 3 pears' ) ).toBeNull();
	} );

	it( 'reads ISO and day/month/year dates, refusing other text', () => {
		expect( cellDate( '2026-11-23' ) ).toBe( Date.UTC( 2026, 10, 23 ) );
		expect( cellDate( '2026-11-23 14:30' ) ).toBe(
			Date.UTC( 2026, 10, 23, 14, 30 )
		);
		expect( cellDate( '23/11/2026' ) ).toBe( Date.UTC( 2026, 10, 23 ) );
		expect( cellDate( '3.1.2025' ) ).toBe( Date.UTC( 2025, 0, 3 ) );
		expect( cellDate( 'November' ) ).toBeNull();
		expect( cellDate( '2026' ) ).toBeNull();
	} );
} );

describe( 'detectColumnType', () => {
	it( 'says number, date or text from every filled cell', () => {
		expect( detectColumnType( [ '3', '€ 1,200', '' ] ) ).toBe( 'number' );
		expect( detectColumnType( [ '2026-01-02', '03/04/2025' ] ) ).toBe(
			'date'
		);
		expect( detectColumnType( [ '3', 'three' ] ) ).toBe( 'text' );
		expect( detectColumnType( [ '', ' ' ] ) ).toBe( 'text' );
	} );
} );

describe( 'comparator', () => {
	it( 'compares numbers by value, not as text', () => {
		expect( [ '10', '9', '100' ].sort( comparator( 'number' ) ) ).toEqual( [
			'9',
			'10',
			'100',
		] );
	} );

	it( 'compares dates chronologically whatever their notation', () => {
		expect(
			[ '2026-03-01', '15/01/2026', '2025-12-31' ].sort(
				comparator( 'date' )
			)
		).toEqual( [ '2025-12-31', '15/01/2026', '2026-03-01' ] );
	} );

	it( 'compares text case- and accent-insensitively with numbers inside', () => {
		expect(
			[ 'b', 'Élan', 'a', 'item 10', 'item 2' ].sort(
				comparator( 'text' )
			)
		).toEqual( [ 'a', 'b', 'Élan', 'item 2', 'item 10' ] );
	} );

	it( 'puts unreadable cells after readable ones', () => {
		expect( [ 'n/a', '2', '1' ].sort( comparator( 'number' ) ) ).toEqual( [
			'1',
			'2',
			'n/a',
		] );
	} );
} );

describe( 'sortRows', () => {
	const rows = [
		[ 'Oak table', '1200', 'a' ],
		[ 'Cup', '24', 'b' ],
		[ 'Bowl', '24', 'c' ],
		[ 'Lamp', '310', 'd' ],
	];

	it( 'sorts a number column both ways', () => {
		expect(
			sortRows( rows, 1, 'number', 'ascending' ).map( ( r ) => r[ 0 ] )
		).toEqual( [ 'Cup', 'Bowl', 'Lamp', 'Oak table' ] );
		expect(
			sortRows( rows, 1, 'number', 'descending' ).map( ( r ) => r[ 0 ] )
		).toEqual( [ 'Oak table', 'Lamp', 'Cup', 'Bowl' ] );
	} );

	it( 'is stable: equal cells keep their original order in both directions', () => {
		const equal = sortRows( rows, 1, 'number', 'descending' ).filter(
			( r ) => r[ 1 ] === '24'
		);
		expect( equal.map( ( r ) => r[ 2 ] ) ).toEqual( [ 'b', 'c' ] );
	} );

	it( 'leaves the input untouched', () => {
		const copy = rows.map( ( r ) => [ ...r ] );
		sortRows( rows, 0, 'text', 'ascending' );
		expect( rows ).toEqual( copy );
	} );
} );

describe( 'nextSort', () => {
	it( 'starts ascending and toggles on the same column', () => {
		expect( nextSort( null, 2 ) ).toEqual( {
			column: 2,
			direction: 'ascending',
		} );
		expect( nextSort( { column: 2, direction: 'ascending' }, 2 ) ).toEqual(
			{ column: 2, direction: 'descending' }
		);
		expect( nextSort( { column: 2, direction: 'descending' }, 2 ) ).toEqual(
			{ column: 2, direction: 'ascending' }
		);
		expect( nextSort( { column: 2, direction: 'descending' }, 0 ) ).toEqual(
			{ column: 0, direction: 'ascending' }
		);
	} );
} );

describe( 'filterRows', () => {
	const rows = [
		[ 'Café crème', 'Lyon' ],
		[ 'Tea', 'Kyoto' ],
	];

	it( 'keeps rows holding every word, ignoring case and accents', () => {
		expect( filterRows( rows, 'cafe LYON' ) ).toEqual( [ rows[ 0 ] ] );
		expect( filterRows( rows, 'tea lyon' ) ).toEqual( [] );
		expect( filterRows( rows, '  ' ) ).toEqual( rows );
	} );
} );

describe( 'paginate', () => {
	it( 'clamps the page and gives the slice', () => {
		expect( paginate( 25, 10, 3 ) ).toEqual( {
			page: 3,
			pages: 3,
			start: 20,
			end: 25,
		} );
		expect( paginate( 25, 10, 9 ).page ).toBe( 3 );
		expect( paginate( 25, 10, 0 ).page ).toBe( 1 );
		expect( paginate( 0, 10, 1 ) ).toEqual( {
			page: 1,
			pages: 1,
			start: 0,
			end: 0,
		} );
		expect( paginate( 7, 0, 2 ) ).toEqual( {
			page: 1,
			pages: 1,
			start: 0,
			end: 7,
		} );
	} );
} );
