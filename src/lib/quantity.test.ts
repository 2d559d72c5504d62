/**
 * Internal dependencies
 */
import {
	canDecrement,
	canIncrement,
	decrement,
	increment,
	parseBounds,
	parseStep,
	parseValue,
} from './quantity';

describe( 'parseStep', () => {
	it.each( [
		[ undefined, 1 ],
		[ '', 1 ],
		[ 'any', 1 ],
		[ '0', 1 ],
		[ '-2', 1 ],
		[ 'abc', 1 ],
		[ '2', 2 ],
		[ 5, 5 ],
		[ '0.5', 0.5 ],
	] )( 'step %p is %p', ( raw, expected ) => {
		expect( parseStep( raw ) ).toBe( expected );
	} );
} );

describe( 'parseValue', () => {
	it.each( [
		[ '3', 3 ],
		[ ' 4 ', 4 ],
		[ '', 0 ],
		[ 'abc', 0 ],
		[ '1e', 0 ],
		[ undefined, 0 ],
		[ NaN, 0 ],
		[ 7, 7 ],
	] )( 'value %p counts as %p', ( raw, expected ) => {
		expect( parseValue( raw ) ).toBe( expected );
	} );
} );

describe( 'parseBounds', () => {
	it.each( [
		[ '1', '5', '1', { min: 1, max: 5, step: 1 } ],
		[ '', '', 'any', { min: 0, max: null, step: 1 } ],
		[ '-3', '', '', { min: 0, max: null, step: 1 } ],
		[ '4', '2', '2', { min: 4, max: null, step: 2 } ],
	] )( 'min %p max %p step %p', ( min, max, step, expected ) => {
		expect( parseBounds( min, max, step ) ).toEqual( expected );
	} );
} );

describe( 'stepping', () => {
	const bounds = ( min: number, max: number | null, step = 1 ) => ( {
		min,
		max,
		step,
	} );

	it.each( [
		// value, bounds, after plus, after minus
		[ '1', bounds( 1, 5 ), 2, 1 ],
		[ '3', bounds( 1, 5 ), 4, 2 ],
		[ '5', bounds( 1, 5 ), 5, 4 ],
		[ '9', bounds( 1, 5 ), 5, 5 ],
		[ '0', bounds( 0, null ), 1, 0 ],
		[ '1', bounds( 0, null ), 2, 0 ],
		[ 'abc', bounds( 1, 5 ), 1, 1 ],
		[ '', bounds( 0, 3 ), 1, 0 ],
		[ '4', bounds( 0, 10, 2 ), 6, 2 ],
		[ '9', bounds( 0, 10, 2 ), 10, 7 ],
		[ '1', bounds( 0, null, 2 ), 3, 0 ],
		[ '0.1', bounds( 0, null, 0.1 ), 0.2, 0 ],
		[ '0.2', bounds( 0, null, 0.1 ), 0.3, 0.1 ],
		[ '-4', bounds( 0, null ), 0, 0 ],
	] )(
		'value %p within %p: plus gives %p, minus gives %p',
		( value, range, plus, minus ) => {
			expect( increment( value, range ) ).toBe( plus );
			expect( decrement( value, range ) ).toBe( minus );
		}
	);

	it( 'tells when a button can no longer change the value', () => {
		expect( canIncrement( '5', bounds( 1, 5 ) ) ).toBe( false );
		expect( canIncrement( '4', bounds( 1, 5 ) ) ).toBe( true );
		expect( canIncrement( '400', bounds( 1, null ) ) ).toBe( true );
		expect( canDecrement( '1', bounds( 1, 5 ) ) ).toBe( false );
		expect( canDecrement( '0', bounds( 0, null ) ) ).toBe( false );
		expect( canDecrement( '2', bounds( 1, 5 ) ) ).toBe( true );
	} );
} );
