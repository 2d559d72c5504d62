/*
 * @jest-environment node
 *
 * Pure logic: runs without a DOM.
 */

/**
 * Internal dependencies
 */
import {
	stickyClasses,
	stickyOn,
	stickyMode,
	stickyState,
	unstickBreakpoint,
	type StickyInput,
	type StickyState,
} from './sticky';

const base: StickyInput = {
	position: 'top',
	scrollY: 0,
	viewportHeight: 800,
	elementTop: 400,
	elementHeight: 200,
	containerBottom: 2000,
};

describe( 'sticky state machine', () => {
	it.each< [ string, Partial< StickyInput >, StickyState ] >( [
		[ 'before its place', { scrollY: 300 }, 'static' ],
		[ 'exactly at top spacing (default 50)', { scrollY: 350 }, 'static' ],
		[ 'past it', { scrollY: 351 }, 'fixed-top' ],
		[ 'custom top spacing', { scrollY: 351, topSpacing: 0 }, 'static' ],
		[
			'the admin bar adds 32 px',
			{ scrollY: 319, adminBar: true },
			'fixed-top',
		],
		[ 'without the admin bar', { scrollY: 319 }, 'static' ],
		[ 'inside the container', { scrollY: 1700 }, 'fixed-top' ],
		[
			'reaching the container bottom (bottom spacing 50)',
			{ scrollY: 1701 },
			'held-bottom',
		],
		[
			'no container: never held',
			{ scrollY: 5000, containerBottom: null },
			'fixed-top',
		],
		[
			'bottom sticky below the fold',
			{ position: 'bottom', elementTop: 1200 },
			'fixed-bottom',
		],
		[
			'bottom sticky scrolled into place',
			{ position: 'bottom', elementTop: 1200, scrollY: 650 },
			'static',
		],
		[
			'bottom sticky custom spacing',
			{
				position: 'bottom',
				elementTop: 1200,
				scrollY: 650,
				bottomSpacing: 60,
			},
			'fixed-bottom',
		],
	] )( '%s', ( _name, input, expected ) => {
		expect( stickyState( { ...base, ...input } ) ).toBe( expected );
	} );

	it.each( [
		[ [ 'desktop', 'tablet' ], 'desktop', true ],
		[ [ 'desktop', 'tablet' ], 'mobile', false ],
		[ [ 'mobile' ], 'mobile', true ],
		[ [], 'desktop', false ],
	] as const )( 'on for %p in %s → %p', ( devices, mode, on ) => {
		expect( stickyOn( [ ...devices ], mode ) ).toBe( on );
	} );

	it( 'unsticks at 1023 px for tablet and 767 px otherwise', () => {
		expect( unstickBreakpoint( 'tablet' ) ).toBe( 1023 );
		expect( unstickBreakpoint( 'mobile' ) ).toBe( 767 );
		expect( unstickBreakpoint( 'desktop' ) ).toBe( 767 );
	} );

	it( 'marks a change of state for the transition', () => {
		expect( stickyClasses( 'static', 'fixed-top' ) ).toEqual( [
			'is-fixed-top',
			'is-sticky-changing',
		] );
		expect( stickyClasses( 'fixed-top', 'fixed-top' ) ).toEqual( [
			'is-fixed-top',
		] );
	} );
} );

describe( 'stickyMode', () => {
	it.each( [
		[ 1280, 'desktop' ],
		[ 1024, 'desktop' ],
		[ 1023, 'tablet' ],
		[ 768, 'tablet' ],
		[ 767, 'mobile' ],
		[ 375, 'mobile' ],
	] )( '%p px is %s', ( width, mode ) => {
		expect( stickyMode( width ) ).toBe( mode );
	} );
} );
