/**
 * Choice rules: enum (every value is one of `accept`), dayofweek (every valid date falls on
 * an accepted ISO weekday, 1 = Monday … 7 = Sunday), minitems / maxitems (how many non-blank
 * values). An empty field passes all of them; `required` is what demands a choice.
 */

/**
 * Internal dependencies
 */
import { isDate } from './formats';
import { toNumber } from './input';
import type { RuleCheck } from './types';

export const enumRule: RuleCheck = ( rule, { values } ) => {
	const accepted = ( rule.accept ?? [] ).map( String );
	return values.every( ( value ) => accepted.includes( value ) );
};

/**
 * ISO weekday of a `YYYY-MM-DD` date (1 = Monday … 7 = Sunday).
 * @param value
 */
export function isoDayOfWeek( value: string ): number {
	const [ year = 0, month = 1, day = 1 ] = value.split( '-' ).map( Number );
	const date = new Date( Date.UTC( 2000, month - 1, day ) );
	date.setUTCFullYear( year );
	return date.getUTCDay() || 7;
}

export const dayofweek: RuleCheck = ( rule, { values } ) => {
	const accepted = ( rule.accept ?? [] ).map( toNumber );
	return values
		.filter( isDate )
		.every( ( value ) => accepted.includes( isoDayOfWeek( value ) ) );
};

export const minitems: RuleCheck = ( rule, { values } ) => {
	const threshold = toNumber( rule.threshold );
	return (
		values.length === 0 || threshold === null || values.length >= threshold
	);
};

export const maxitems: RuleCheck = ( rule, { values } ) => {
	const threshold = toNumber( rule.threshold );
	return threshold === null || values.length <= threshold;
};
