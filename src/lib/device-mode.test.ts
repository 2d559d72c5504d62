/*
 * @jest-environment node
 *
 * Pure logic: runs without a DOM.
 */

/**
 * Internal dependencies
 */
import { deviceMode } from './device-mode';

describe( 'deviceMode', () => {
	it.each( [
		[ 320, 'mobile' ],
		[ 767, 'mobile' ],
		[ 768, 'tablet' ],
		[ 1024, 'tablet' ],
		[ 1025, 'desktop' ],
		[ 1920, 'desktop' ],
	] )( '%d px is %s', ( width, mode ) => {
		expect( deviceMode( width ) ).toBe( mode );
	} );
} );
