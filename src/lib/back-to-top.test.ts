/*
 * @jest-environment node
 *
 * Pure logic: runs without a DOM.
 */

/**
 * Internal dependencies
 */
import {
	BACK_TO_TOP_DURATION,
	backToTopThreshold,
	easeInOutCubic,
	isBackToTopVisible,
	scrollPositionAt,
} from './back-to-top';

describe( 'back-to-top visibility', () => {
	it( 'shows past the button height plus 100 px', () => {
		expect( backToTopThreshold( 48 ) ).toBe( 148 );
		expect( isBackToTopVisible( 148, 48 ) ).toBe( false );
		expect( isBackToTopVisible( 149, 48 ) ).toBe( true );
	} );

	it( 'stays hidden at the top', () => {
		expect( isBackToTopVisible( 0, 48 ) ).toBe( false );
	} );

	it( 'uses 100 px for a button without a height (not laid out yet)', () => {
		expect( backToTopThreshold( 0 ) ).toBe( 100 );
		expect( backToTopThreshold( -5 ) ).toBe( 100 );
	} );
} );

describe( 'easeInOutCubic', () => {
	it( 'starts at 0, passes the middle at 0.5 and ends at 1', () => {
		expect( easeInOutCubic( 0 ) ).toBe( 0 );
		expect( easeInOutCubic( 0.5 ) ).toBeCloseTo( 0.5 );
		expect( easeInOutCubic( 1 ) ).toBe( 1 );
	} );

	it( 'is slow at both ends', () => {
		expect( easeInOutCubic( 0.1 ) ).toBeLessThan( 0.1 );
		expect( easeInOutCubic( 0.9 ) ).toBeGreaterThan( 0.9 );
	} );

	it( 'never decreases', () => {
		let previous = -1;
		for ( let t = 0; t <= 1; t += 0.05 ) {
			const value = easeInOutCubic( t );
			expect( value ).toBeGreaterThanOrEqual( previous );
			previous = value;
		}
	} );

	it( 'clamps progress outside 0…1', () => {
		expect( easeInOutCubic( -1 ) ).toBe( 0 );
		expect( easeInOutCubic( 2 ) ).toBe( 1 );
	} );
} );

describe( 'scrollPositionAt', () => {
	it( 'takes 800 ms by default', () => {
		expect( BACK_TO_TOP_DURATION ).toBe( 800 );
		expect( scrollPositionAt( 2000, 760 ) ).toBeGreaterThan( 0 );
		expect( scrollPositionAt( 2000, 800 ) ).toBe( 0 );
	} );

	it( 'starts where the page was and is halfway at half time', () => {
		expect( scrollPositionAt( 2000, 0 ) ).toBe( 2000 );
		expect( scrollPositionAt( 2000, 400 ) ).toBe( 1000 );
	} );

	it( 'ends at the top, also after the time is up', () => {
		expect( scrollPositionAt( 2000, 1200 ) ).toBe( 0 );
	} );

	it( 'jumps to the top with no duration (reduced motion)', () => {
		expect( scrollPositionAt( 2000, 0, 0 ) ).toBe( 0 );
	} );

	it( 'returns whole pixels', () => {
		expect( Number.isInteger( scrollPositionAt( 1234, 123 ) ) ).toBe(
			true
		);
	} );
} );
