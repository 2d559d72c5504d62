/**
 * Internal dependencies
 */
import { countCsv, csvCounter, exportShare } from './csv-progress';

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
