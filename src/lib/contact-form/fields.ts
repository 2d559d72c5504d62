/**
 * Small field behaviours: URL completion, character counters, exclusive checkboxes, free text,
 * acceptance boxes.
 */

/**
 * Internal dependencies
 */
import { codeUnitLength } from '../swv';
import type { FormField, FormValues } from './types';

/**
 * `example.com` → `http://example.com`: a value with a dot and no scheme gets `http://`
 * (leading slashes dropped), as the reference does on blur.
 * @param value
 */
export function completeUrl( value: string ): string {
	const trimmed = value.trim();
	if (
		trimmed === '' ||
		/^[a-z][a-z0-9.+-]*:/i.test( trimmed ) ||
		! trimmed.includes( '.' )
	) {
		return value;
	}
	return `http://${ trimmed.replace( /^\/+/, '' ) }`;
}

export interface CounterState {
	count: number;
	tooLong: boolean;
	tooShort: boolean;
}

/**
 * A character counter (UTF-16 code units of the trimmed value, as the validators count).
 * An empty value is never "too short": required is what demands one.
 * @param value
 * @param minLength
 * @param maxLength
 */
export function countCharacters(
	value: string,
	minLength?: number,
	maxLength?: number
): CounterState {
	const count = codeUnitLength( [ value.trim() ] );
	return {
		count,
		tooLong: maxLength !== undefined && count > maxLength,
		tooShort: minLength !== undefined && count > 0 && count < minLength,
	};
}

/**
 * The selection after (un)ticking an option; an exclusive group keeps at most one.
 * @param selected
 * @param option
 * @param checked
 * @param exclusive
 */
export function toggleChoice(
	selected: readonly string[],
	option: string,
	checked: boolean,
	exclusive = false
): string[] {
	if ( ! checked ) {
		return selected.filter( ( value ) => value !== option );
	}
	if ( exclusive ) {
		return [ option ];
	}
	return selected.includes( option )
		? [ ...selected ]
		: [ ...selected, option ];
}

/**
 * The free-text input belongs to the last option and is enabled only while it is chosen.
 * @param field
 * @param selected
 */
export function freeTextEnabled(
	field: FormField,
	selected: readonly string[]
): boolean {
	const last = field.options?.[ field.options.length - 1 ];
	return !! field.freeText && last !== undefined && selected.includes( last );
}

/**
 * An acceptance box counts as accepted when ticked, or when unticked for an inverted one.
 * @param field
 * @param checked
 */
export function isAccepted( field: FormField, checked: boolean ): boolean {
	return field.invert ? ! checked : checked;
}

/**
 * Submit stays disabled until every non-optional acceptance box is accepted.
 * @param fields
 * @param values
 */
export function acceptanceSatisfied(
	fields: readonly FormField[],
	values: Pick< FormValues, 'checked' >
): boolean {
	return unacceptedBoxes( fields, values ).length === 0;
}

/**
 * The non-optional acceptance boxes not yet accepted: why "Send" is disabled.
 * @param fields
 * @param values
 */
export function unacceptedBoxes(
	fields: readonly FormField[],
	values: Pick< FormValues, 'checked' >
): FormField[] {
	return fields.filter(
		( field ) =>
			field.type === 'acceptance' &&
			! field.optional &&
			! isAccepted( field, !! values.checked[ field.name ] )
	);
}

export function emptyValues(): FormValues {
	return { text: {}, choices: {}, checked: {}, freeText: {} };
}
