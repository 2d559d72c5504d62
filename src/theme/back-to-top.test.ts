/**
 * External dependencies
 */
import { fireEvent, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { initBackToTop } from './back-to-top';

let cleanup: () => void = () => {};
let scrollY = 0;
const scrollTo = jest.fn( ( _x: number, y: number ) => {
	scrollY = y;
} );

function mockReducedMotion( reduce: boolean ): void {
	window.matchMedia = jest.fn().mockReturnValue( { matches: reduce } );
}

function scrollPage( y: number ): void {
	scrollY = y;
	fireEvent.scroll( window );
	jest.advanceTimersByTime( 20 ); // One animation frame.
}

// Found by role once the script has revealed it; until then it is hidden from everyone.
const button = (): HTMLButtonElement =>
	document.querySelector( 'button[data-focus-target]' ) as HTMLButtonElement;

beforeEach( () => {
	jest.useFakeTimers();
	scrollY = 0;
	scrollTo.mockClear();
	Object.defineProperty( window, 'scrollY', {
		configurable: true,
		get: () => scrollY,
	} );
	window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
	mockReducedMotion( false );
	document.body.innerHTML = `
		<main id="content" tabindex="-1"><p>Story</p></main>
		<button type="button" data-focus-target="content" hidden>Back to top</button>`;
	Object.defineProperty( button(), 'offsetHeight', {
		configurable: true,
		value: 48,
	} );
	cleanup = initBackToTop( button() );
} );

afterEach( () => {
	cleanup();
	jest.useRealTimers();
} );

describe( 'back-to-top button', () => {
	it( 'is revealed by the script but only shows past its height plus 100 px', () => {
		expect( screen.getByRole( 'button', { name: 'Back to top' } ) ).toBe(
			button()
		);
		expect( button() ).not.toHaveClass( 'is-visible' );

		scrollPage( 148 );
		expect( button() ).not.toHaveClass( 'is-visible' );

		scrollPage( 149 );
		expect( button() ).toHaveClass( 'is-visible' );

		scrollPage( 20 );
		expect( button() ).not.toHaveClass( 'is-visible' );
	} );

	it( 'scrolls to the top over 800 ms, then moves the focus to the content', () => {
		scrollPage( 3000 );
		fireEvent.click( button() );

		jest.advanceTimersByTime( 400 );
		const halfway = scrollY;
		expect( halfway ).toBeGreaterThan( 0 );
		expect( halfway ).toBeLessThan( 3000 );
		expect( document.getElementById( 'content' ) ).not.toHaveFocus();

		jest.advanceTimersByTime( 450 );
		expect( scrollY ).toBe( 0 );
		expect( document.getElementById( 'content' ) ).toHaveFocus();

		const positions = scrollTo.mock.calls.map( ( call ) => call[ 1 ] );
		expect( positions ).toEqual(
			[ ...positions ].sort( ( a, b ) => b - a )
		);
	} );

	it( 'jumps to the top at once for visitors who prefer reduced motion', () => {
		mockReducedMotion( true );
		scrollPage( 3000 );
		fireEvent.click( button() );
		expect( scrollTo ).toHaveBeenCalledWith( 0, 0 );
		expect( scrollTo ).toHaveBeenCalledTimes( 1 );
		expect( document.getElementById( 'content' ) ).toHaveFocus();
	} );

	it( 'stops when the visitor scrolls with the wheel', () => {
		scrollPage( 3000 );
		fireEvent.click( button() );
		jest.advanceTimersByTime( 100 );
		fireEvent.wheel( window );
		const stoppedAt = scrollY;
		jest.advanceTimersByTime( 1000 );
		expect( scrollY ).toBe( stoppedAt );
		expect( stoppedAt ).toBeGreaterThan( 0 );
	} );
} );
