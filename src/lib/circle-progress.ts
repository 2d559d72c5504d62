/**
 * Circle progress math (product spec §5: thickness capped at half the size; §9: default
 * value 75 of a maximum of 100).
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
