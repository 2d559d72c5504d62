/**
 * Circle progress math, for the circle-progress widget and the progress rings drawn by it
 * (docs/product-spec.md §5: thickness capped at half the size; §9: default value 75 of a maximum of
 * 100, rings of line width 10 drawn at about 5 ms per degree).
 */

export const CIRCLE_DEFAULTS = {
	value: 75,
	max: 100,
	size: 160,
	thickness: 12,
} as const;

/**
 * The stroke thickness, at most half the size (a full disc), at least 1.
 * @param size      Side of the square.
 * @param thickness Wanted thickness.
 */
export function circleThickness( size: number, thickness: number ): number {
	return Math.max( 1, Math.min( size / 2, thickness ) );
}

/**
 * The value as a percentage of the maximum, in 0…100 (a maximum of 0 or less is 100).
 * @param value Value.
 * @param max   Maximum.
 */
export function circlePercent( value: number, max: number ): number {
	const top = max > 0 ? max : CIRCLE_DEFAULTS.max;
	const percent = ( value / top ) * 100;
	return Number.isFinite( percent )
		? Math.min( 100, Math.max( 0, percent ) )
		: 0;
}

/** Progress rings' line width (docs/product-spec.md §9) and drawing speed: about 5 ms per degree. */
export const RING_LINE_WIDTH = 10;
export const RING_MS_PER_DEGREE = 5;

/**
 * A percentage as a number in 0…100 (anything unreadable is 0).
 * @param value Raw value, e.g. a `data-percent` attribute.
 */
export function clampPercent( value: unknown ): number {
	const number =
		typeof value === 'number' ? value : parseFloat( String( value ) );
	if ( ! Number.isFinite( number ) ) {
		return 0;
	}
	return Math.min( 100, Math.max( 0, number ) );
}

/**
 * The circle of a ring drawn in a square of `size` with a stroke of `lineWidth`.
 * @param size      Side of the square (SVG user units).
 * @param lineWidth Stroke width.
 */
export function ringGeometry(
	size: number,
	lineWidth: number = RING_LINE_WIDTH
): { radius: number; circumference: number; center: number } {
	const radius = Math.max( 0, ( size - lineWidth ) / 2 );
	return { radius, circumference: 2 * Math.PI * radius, center: size / 2 };
}

/**
 * The stroke-dashoffset that shows `percent` of the circumference.
 * @param percent       0…100.
 * @param circumference Ring circumference.
 */
export function dashOffset( percent: number, circumference: number ): number {
	return circumference * ( 1 - clampPercent( percent ) / 100 );
}

/**
 * How long drawing `percent` takes: 3.6 degrees per percent, 5 ms per degree.
 * @param percent 0…100.
 */
export function ringDuration( percent: number ): number {
	return Math.round( clampPercent( percent ) * 3.6 * RING_MS_PER_DEGREE );
}

/**
 * The percentage shown at `elapsed` ms into the animation (eased out), for the counter.
 * @param percent Target.
 * @param elapsed Milliseconds since the start.
 */
export function percentAt( percent: number, elapsed: number ): number {
	const duration = ringDuration( percent );
	if ( duration === 0 || elapsed >= duration ) {
		return clampPercent( percent );
	}
	const t = Math.max( 0, elapsed ) / duration;
	const eased = 1 - Math.pow( 1 - t, 3 );
	return clampPercent( percent ) * eased;
}
