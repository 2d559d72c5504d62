/**
 * Range rules on numbers and dates: minnumber, maxnumber, stepnumber, mindate, maxdate.
 * Values that are not numbers (dates) are left to the `number` (`date`) rule and pass here.
 */

/**
 * Internal dependencies
 */
import { isDate, isNumber } from './formats';
import { toNumber } from './input';
import type { RuleCheck } from './types';

const numbers = ( values: readonly string[] ): number[] =>
	values.filter( isNumber ).map( Number );

export const minnumber: RuleCheck = ( rule, { values } ) => {
	const threshold = toNumber( rule.threshold );
	return (
		threshold === null ||
		numbers( values ).every( ( value ) => value >= threshold )
	);
};

export const maxnumber: RuleCheck = ( rule, { values } ) => {
	const threshold = toNumber( rule.threshold );
	return (
		threshold === null ||
		numbers( values ).every( ( value ) => value <= threshold )
	);
};

/** How far off a step a number may be and still count as on it. */
const STEP_TOLERANCE = 0.0000001;

/**
 * The number lies on `base + k × interval` (within 1e-7, as the reference). A missing or
 * non-positive interval accepts everything.
 * @param value
 * @param base
 * @param interval
 */
export function isOnStep(
	value: number,
	base: number,
	interval: number
): boolean {
	if ( ! ( interval > 0 ) ) {
		return true;
	}
	const remainder = Math.abs( ( value - base ) % interval );
	return (
		remainder < STEP_TOLERANCE ||
		Math.abs( remainder - interval ) < STEP_TOLERANCE
	);
}

export const stepnumber: RuleCheck = ( rule, { values } ) => {
	const base = toNumber( rule.base ) ?? 0;
	const interval = toNumber( rule.interval ) ?? 0;
	return numbers( values ).every( ( value ) =>
		isOnStep( value, base, interval )
	);
};

const dateThreshold = ( value: unknown ): string | null =>
	typeof value === 'string' && isDate( value ) ? value : null;

export const mindate: RuleCheck = ( rule, { values } ) => {
	const threshold = dateThreshold( rule.threshold );
	return (
		threshold === null ||
		values.filter( isDate ).every( ( value ) => value >= threshold )
	);
};

export const maxdate: RuleCheck = ( rule, { values } ) => {
	const threshold = dateThreshold( rule.threshold );
	return (
		threshold === null ||
		values.filter( isDate ).every( ( value ) => value <= threshold )
	);
};
