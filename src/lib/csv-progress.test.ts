/**
 * Internal dependencies
 */
import {
	countCsv,
	csvCounter,
	exportComplete,
	exportShare,
	exportStatus,
	isExportKind,
} from './csv-progress';

describe( 'countCsv', () => {
	it.each( [
		[ 'one record per line', [ 'a,b\n1,2\n3,4\n' ], 3 ],
		[ 'a record split across chunks', [ 'a,b\n1,', '2\n3', ',4\n' ], 3 ],
		[ 'a line break inside quotes', [ 'a,b\n"x\ny",2\n' ], 2 ],
		[ 'quotes split across chunks', [ 'a\n"x', '\n', 'y"\n' ], 2 ],
		[ 'escaped quotes', [ 'a\n"say ""hi""\nthere"\n' ], 2 ],
		[ 'no line yet', [ 'a,b' ], 0 ],
	] )( '%s', ( _name, chunks, records ) => {
		let counter = csvCounter();
		for ( const chunk of chunks ) {
			counter = countCsv( counter, chunk );
		}
		expect( counter.records ).toBe( records );
	} );
} );

describe( 'exportShare', () => {
	it.each( [
		[ 0, 100, 0 ],
		[ 1, 100, 0 ],
		[ 51, 100, 0.5 ],
		[ 101, 100, 1 ],
		[ 300, 100, 1 ],
		[ 50, 0, 0 ],
		[ 50, Number.NaN, 0 ],
	] )( '%d records of %d rows', ( records, total, share ) => {
		expect( exportShare( records, total ) ).toBe( share );
	} );
} );

describe( 'isExportKind', () => {
	it.each( [
		[ 'orders', true ],
		[ 'subscribers', true ],
		[ 'wishlists', true ],
		[ 'posts', false ],
		[ '', false ],
		[ undefined, false ],
	] )( '%s: %s', ( kind, known ) => {
		expect( isExportKind( kind ) ).toBe( known );
	} );
} );

describe( 'exportStatus and exportComplete', () => {
	it.each( [
		[ 'orders', 1200, 200000, '1,200 of 200,000 orders exported' ],
		[ 'orders', 7, 0, '7 orders exported' ],
		[ 'subscribers', 500, 600, '500 of 600 subscribers exported' ],
		[ 'subscribers', 3, Number.NaN, '3 subscribers exported' ],
		[ 'wishlists', 0, 400000, '0 of 400,000 wishlist rows exported' ],
		[ 'wishlists', 9, -1, '9 wishlist rows exported' ],
	] as const )( '%s: %d of %d', ( kind, rows, total, text ) => {
		expect( exportStatus( kind, rows, total, 'en-US' ) ).toBe( text );
	} );

	it.each( [
		[ 'orders', 21, 'Export complete: 21 orders.' ],
		[ 'subscribers', 5000, 'Export complete: 5,000 subscribers.' ],
		[ 'wishlists', 1, 'Export complete: 1 wishlist row.' ],
	] as const )( '%s: %d rows', ( kind, rows, text ) => {
		expect( exportComplete( kind, rows, 'en-US' ) ).toBe( text );
	} );

	it( 'writes the numbers in the admin’s language', () => {
		expect( exportStatus( 'orders', 1200, 200000, 'de-DE' ) ).toBe(
			'1.200 of 200.000 orders exported'
		);
		expect( exportComplete( 'orders', 2, 'not a locale!' ) ).toMatch(
			/^Export complete: 2 orders\.$/
		);
	} );
} );
