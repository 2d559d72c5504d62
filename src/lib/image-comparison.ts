/**
 * The comparison handle's position (0…100, percent of the width or height) from keys and
 * pointers.
 */

export const COMPARISON_STEP = 1;
export const COMPARISON_PAGE_STEP = 10;

/**
 * A position kept in 0…100.
 * @param value Raw value.
 */
export function clampPosition( value: number ): number {
	return Number.isFinite( value )
		? Math.min( 100, Math.max( 0, value ) )
		: 50;
}

/**
 * The position after a key press, or null for keys the slider ignores. Arrows move by 1
 * (Shift: 10), Page Up/Down by 10, Home and End go to the ends. On a vertical slider Up moves
 * the handle up (a smaller position), as on screen.
 * @param position Current position.
 * @param key      `KeyboardEvent.key`.
 * @param vertical Whether the handle moves up and down.
 * @param shift    Whether Shift is held.
 */
export function positionFromKey(
	position: number,
	key: string,
	vertical: boolean,
	shift = false
): number | null {
	const step = shift ? COMPARISON_PAGE_STEP : COMPARISON_STEP;
	const moves: Record< string, number > = {
		ArrowLeft: -step,
		ArrowRight: step,
		ArrowUp: vertical ? -step : step,
		ArrowDown: vertical ? step : -step,
		PageUp: vertical ? -COMPARISON_PAGE_STEP : COMPARISON_PAGE_STEP,
		PageDown: vertical ? COMPARISON_PAGE_STEP : -COMPARISON_PAGE_STEP,
	};
	if ( key === 'Home' ) {
		return 0;
	}
	if ( key === 'End' ) {
		return 100;
	}
	const move = moves[ key ];
	return move === undefined ? null : clampPosition( position + move );
}

/**
 * The position under a pointer.
 * @param client Pointer's clientX (horizontal) or clientY (vertical).
 * @param start  The frame's left (or top) edge.
 * @param length The frame's width (or height).
 */
export function positionFromPointer(
	client: number,
	start: number,
	length: number
): number {
	if ( length <= 0 ) {
		return 50;
	}
	return (
		Math.round(
			clampPosition( ( ( client - start ) / length ) * 100 ) * 10
		) / 10
	);
}
