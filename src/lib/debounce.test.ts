/*
 * @jest-environment node
 *
 * Pure logic: runs without a DOM.
 */

/**
 * Internal dependencies
 */
import { debounce } from './debounce';

describe( 'debounce', () => {
	beforeEach( () => jest.useFakeTimers() );
	afterEach( () => jest.useRealTimers() );

	it( 'calls once, with the last arguments, after the quiet time', () => {
		const fn = jest.fn();
		const debounced = debounce( fn, 50 );
		debounced( 1 );
		jest.advanceTimersByTime( 30 );
		debounced( 2 );
		jest.advanceTimersByTime( 49 );
		expect( fn ).not.toHaveBeenCalled();
		jest.advanceTimersByTime( 1 );
		expect( fn ).toHaveBeenCalledTimes( 1 );
		expect( fn ).toHaveBeenCalledWith( 2 );
	} );

	it( 'drops a pending call when cancelled', () => {
		const fn = jest.fn();
		const debounced = debounce( fn, 50 );
		debounced();
		debounced.cancel();
		jest.advanceTimersByTime( 100 );
		expect( fn ).not.toHaveBeenCalled();
	} );
} );
