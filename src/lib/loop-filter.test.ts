/*
 * @jest-environment node
 *
 * Pure logic: runs without a DOM.
 */

/**
 * Internal dependencies
 */
import vectors from '../../tests/fixtures/loop-filter.json';
import {
	filterValue,
	logicalJoin,
	parseFilterValue,
	readFilters,
	setTerm,
	termState,
	withFilter,
	type TermFilter,
} from './loop-filter';

describe( 'loop filter grammar', () => {
	it.each( vectors.values )( 'parses "$value"', ( { value, filter } ) => {
		expect( parseFilterValue( value ) ).toEqual( filter );
		if ( filter ) {
			expect( filterValue( filter as TermFilter ) ).toBe( value );
		}
	} );

	it( 'reads the filters of one grid, taxonomies with dashes included', () => {
		expect(
			readFilters(
				'?e-filter-abc-category=a~b!c&e-filter-abc-product-type=kit+set&e-filter-xyz-category=z&e-filter-abc-tag=~&e-page-abc=3',
				'abc'
			)
		).toEqual( {
			category: {
				terms: [ 'a', 'b' ],
				logicalJoin: 'OR',
				exclude: [ 'c' ],
			},
			'product-type': {
				terms: [ 'kit', 'set' ],
				logicalJoin: 'AND',
				exclude: [],
			},
		} );
	} );

	it( 'writes a filter, drops the grid page, keeps other parameters and removes empty filters', () => {
		const next = withFilter(
			'https://shop.test/journal/?e-page-abc=2&e-page-xyz=4&utm_source=x',
			'abc',
			'category',
			{ terms: [ 'a', 'b' ], logicalJoin: 'AND', exclude: [ 'c' ] }
		);
		expect( next ).toBe(
			'https://shop.test/journal/?e-page-xyz=4&utm_source=x&e-filter-abc-category=a%2Bb!c'
		);
		expect( readFilters( new URL( next ).search, 'abc' ).category ).toEqual(
			{
				terms: [ 'a', 'b' ],
				logicalJoin: 'AND',
				exclude: [ 'c' ],
			}
		);
		expect(
			withFilter( next, 'abc', 'category', {
				terms: [ 'a', 'b' ],
				logicalJoin: 'OR',
				exclude: [],
			} )
		).toBe(
			'https://shop.test/journal/?e-page-xyz=4&utm_source=x&e-filter-abc-category=a~b'
		);
		expect(
			withFilter( next, 'abc', 'category', {
				terms: [],
				logicalJoin: 'OR',
				exclude: [],
			} )
		).toBe( 'https://shop.test/journal/?e-page-xyz=4&utm_source=x' );
	} );

	it.each( [
		[
			undefined,
			'a',
			'in',
			{ terms: [ 'a' ], logicalJoin: 'OR', exclude: [] },
		],
		[
			{ terms: [ 'a' ], logicalJoin: 'OR', exclude: [] },
			'b',
			'in',
			{ terms: [ 'a', 'b' ], logicalJoin: 'OR', exclude: [] },
		],
		[
			{ terms: [ 'a', 'b' ], logicalJoin: 'OR', exclude: [] },
			'b',
			'out',
			{ terms: [ 'a' ], logicalJoin: 'OR', exclude: [ 'b' ] },
		],
		[
			{ terms: [ 'a' ], logicalJoin: 'OR', exclude: [ 'b' ] },
			'b',
			'off',
			{ terms: [ 'a' ], logicalJoin: 'OR', exclude: [] },
		],
	] as const )( 'setTerm(%o, %s, %s)', ( filter, term, state, expected ) => {
		const next = setTerm(
			filter as TermFilter | undefined,
			term,
			state,
			'OR'
		);
		expect( next ).toEqual( expected );
		expect( termState( next, term ) ).toBe( state );
	} );

	it.each( [
		[ 'AND', 'AND' ],
		[ 'OR', 'OR' ],
		[ 'or', null ],
		[ 'XOR', null ],
		[ undefined, null ],
	] )( 'join %p → %p', ( join, expected ) => {
		expect( logicalJoin( join ) ).toBe( expected );
	} );
} );
