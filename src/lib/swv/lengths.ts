/**
 * minlength / maxlength: the length in UTF-16 code units (what a browser's `maxlength`
 * counts; an emoji is 2), summed over all of the field's values.
 */

/**
 * Internal dependencies
 */
import { toNumber } from './input';
import type { RuleCheck } from './types';

export function codeUnitLength( values: readonly string[] ): number {
	return values.reduce( ( total, value ) => total + value.length, 0 );
}

export const minlength: RuleCheck = ( rule, { values } ) => {
	const threshold = toNumber( rule.threshold );
	return (
		values.length === 0 ||
		threshold === null ||
		codeUnitLength( values ) >= threshold
	);
};

export const maxlength: RuleCheck = ( rule, { values } ) => {
	const threshold = toNumber( rule.threshold );
	return threshold === null || codeUnitLength( values ) <= threshold;
};
