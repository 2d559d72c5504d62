/**
 * The back-to-top button's rules: pure functions, no DOM.
 */

/** How far past its own height the page must scroll before the button shows, in pixels. */
export const BACK_TO_TOP_OFFSET = 100;

/** How long the scroll back to the top takes, in milliseconds. */
export const BACK_TO_TOP_DURATION = 800;

/**
 * The scroll position past which the button shows: its height plus 100 px.
 *
 * @param buttonHeight The button's height in pixels.
 */
export function backToTopThreshold( buttonHeight: number ): number {
	return Math.max( 0, buttonHeight ) + BACK_TO_TOP_OFFSET;
}

/**
 * Whether the button shows at a scroll position.
 *
 * @param scrollY      The page's vertical scroll position.
 * @param buttonHeight The button's height in pixels.
 */
export function isBackToTopVisible(
	scrollY: number,
	buttonHeight: number
): boolean {
	return scrollY > backToTopThreshold( buttonHeight );
}

/**
 * Ease-in-out (cubic): slow start, fast middle, gentle landing. Maps 0…1 to 0…1.
 *
 * @param t Progress, clamped to 0…1.
 */
export function easeInOutCubic( t: number ): number {
	const p = Math.min( 1, Math.max( 0, t ) );
	return p < 0.5 ? 4 * p * p * p : 1 - Math.pow( -2 * p + 2, 3 ) / 2;
}

/**
 * The scroll position at a moment of the animated scroll to the top.
 *
 * @param start    Scroll position when the animation started.
 * @param elapsed  Milliseconds since the start.
 * @param duration Total duration in milliseconds (0 or less jumps straight to the top).
 * @return The position to scroll to, rounded to whole pixels; 0 once the time is up.
 */
export function scrollPositionAt(
	start: number,
	elapsed: number,
	duration: number = BACK_TO_TOP_DURATION
): number {
	if ( duration <= 0 || elapsed >= duration ) {
		return 0;
	}
	return Math.round( start * ( 1 - easeInOutCubic( elapsed / duration ) ) );
}
