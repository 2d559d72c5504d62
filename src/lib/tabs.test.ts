/*
 * @jest-environment node
 *
 * Pure logic: runs without a DOM.
 */

/**
 * Internal dependencies
 */
import { tabIndexForKey } from './tabs';

describe( 'tabIndexForKey', () => {
	it( 'moves with the arrow keys and wraps around', () => {
		expect( tabIndexForKey( 0, 'ArrowRight', 3 ) ).toBe( 1 );
		expect( tabIndexForKey( 2, 'ArrowRight', 3 ) ).toBe( 0 );
		expect( tabIndexForKey( 0, 'ArrowLeft', 3 ) ).toBe( 2 );
	} );

	it( 'jumps to the ends with Home and End', () => {
		expect( tabIndexForKey( 1, 'Home', 3 ) ).toBe( 0 );
		expect( tabIndexForKey( 1, 'End', 3 ) ).toBe( 2 );
	} );

	it( 'uses Up and Down in a vertical list only', () => {
		expect( tabIndexForKey( 0, 'ArrowDown', 3 ) ).toBeNull();
		expect( tabIndexForKey( 0, 'ArrowDown', 3, true ) ).toBe( 1 );
		expect( tabIndexForKey( 0, 'ArrowRight', 3, true ) ).toBeNull();
	} );

	it( 'ignores other keys and empty lists', () => {
		expect( tabIndexForKey( 0, 'a', 3 ) ).toBeNull();
		expect( tabIndexForKey( 0, 'ArrowRight', 0 ) ).toBeNull();
	} );
} );
