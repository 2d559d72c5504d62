/**
 * The quantity input's rules (docs/product-spec.md §3 "Quantity input", §5 "Quantity buttons"):
 * plus stops at the maximum, minus stops at the minimum and never goes below 0, the step is 1
 * when missing or `any`, and a value that is not a number counts as 0. Pure, no DOM.
 */

export interface QuantityBounds {
	/** Lowest value (at least 0). */
	min: number;
	/** Highest value, or null for no limit. */
	max: number | null;
	/** Amount one press of − or + changes the value by (> 0). */
	step: number;
}

/**
 * A number from an attribute or a field: finite numbers and numeric text, else null.
 * @param raw Raw value.
 */
function toNumber( raw: unknown ): number | null {
	if ( typeof raw === 'number' ) {
		return Number.isFinite( raw ) ? raw : null;
	}
	if ( typeof raw === 'string' && raw.trim() !== '' ) {
		const parsed = Number( raw.trim() );
		return Number.isFinite( parsed ) ? parsed : null;
	}
	return null;
}

/**
 * The step: 1 when missing, `any`, not a number, or not positive.
 * @param raw The `step` attribute.
 */
export function parseStep( raw: unknown ): number {
	const step = toNumber( raw );
	return step !== null && step > 0 ? step : 1;
}

/**
 * The current value: an invalid value counts as 0.
 * @param raw The field's value.
 */
export function parseValue( raw: unknown ): number {
	return toNumber( raw ) ?? 0;
}

/**
 * Bounds from the input's attributes: `min` defaults to 0 and is never negative, `max` is
 * null when missing or below `min`.
 * @param min  The `min` attribute.
 * @param max  The `max` attribute.
 * @param step The `step` attribute.
 */
export function parseBounds(
	min: unknown,
	max: unknown,
	step: unknown
): QuantityBounds {
	const lower = Math.max( 0, toNumber( min ) ?? 0 );
	const upper = toNumber( max );
	return {
		min: lower,
		max: upper !== null && upper >= lower ? upper : null,
		step: parseStep( step ),
	};
}

/**
 * Rounds away float noise (0.1 + 0.2) to the step's decimals.
 * @param value Value.
 * @param step  Step.
 */
function tidy( value: number, step: number ): number {
	const decimals = ( String( step ).split( '.' )[ 1 ] ?? '' ).length;
	return Number( value.toFixed( decimals ) );
}

/**
 * The value after +: one step up, stopping at the maximum.
 * @param raw    Current value (anything; invalid counts as 0).
 * @param bounds Bounds.
 */
export function increment( raw: unknown, bounds: QuantityBounds ): number {
	const value = parseValue( raw );
	if ( bounds.max !== null && value >= bounds.max ) {
		return bounds.max;
	}
	const next = tidy( value + bounds.step, bounds.step );
	const raised = Math.max( next, bounds.min );
	return bounds.max !== null ? Math.min( raised, bounds.max ) : raised;
}

/**
 * The value after −: one step down, stopping at the minimum and never below 0.
 * @param raw    Current value (anything; invalid counts as 0).
 * @param bounds Bounds.
 */
export function decrement( raw: unknown, bounds: QuantityBounds ): number {
	const value = parseValue( raw );
	const floor = Math.max( 0, bounds.min );
	const next = tidy( value - bounds.step, bounds.step );
	const lowered = Math.max( next, floor );
	return bounds.max !== null ? Math.min( lowered, bounds.max ) : lowered;
}

/**
 * Whether − can still change the value.
 * @param raw    Current value.
 * @param bounds Bounds.
 */
export function canDecrement( raw: unknown, bounds: QuantityBounds ): boolean {
	return parseValue( raw ) > Math.max( 0, bounds.min );
}

/**
 * Whether + can still change the value.
 * @param raw    Current value.
 * @param bounds Bounds.
 */
export function canIncrement( raw: unknown, bounds: QuantityBounds ): boolean {
	return bounds.max === null || parseValue( raw ) < bounds.max;
}
