/**
 * The login/register forms' client rules (docs/product-spec.md §5): every required input must be non-empty
 * and every required checkbox ticked; email inputs must match a loose address pattern. An
 * invalid input stays marked until it is focused again; a form with any invalid input is not
 * sent. The server checks everything again.
 */

export interface FieldState {
	name: string;
	type: string;
	required: boolean;
	value: string;
	checked?: boolean;
	/** A value this field must repeat (the repeated password). */
	matches?: string;
}

export type FieldProblem = 'required' | 'email' | 'mismatch';

/** Something, an @, something, a dot, something; no spaces. Deliberately loose. */
export const LOOSE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function fieldProblem( field: FieldState ): FieldProblem | null {
	if ( field.type === 'checkbox' ) {
		return field.required && ! field.checked ? 'required' : null;
	}
	const value = field.value.trim();
	if ( field.required && value === '' ) {
		return 'required';
	}
	if (
		field.type === 'email' &&
		value !== '' &&
		! LOOSE_EMAIL.test( value )
	) {
		return 'email';
	}
	if ( field.matches !== undefined && field.value !== field.matches ) {
		return 'mismatch';
	}
	return null;
}

/**
 * The problems of every field, keyed by name (fields without a problem are left out).
 * @param fields
 */
export function formProblems(
	fields: FieldState[]
): Record< string, FieldProblem > {
	const problems: Record< string, FieldProblem > = {};
	for ( const field of fields ) {
		const problem = fieldProblem( field );
		if ( problem && ! ( field.name in problems ) ) {
			problems[ field.name ] = problem;
		}
	}
	return problems;
}

/**
 * The marks after a submit attempt: each submit checks the whole form afresh, so every field
 * invalid now is marked and a field fixed since the last attempt is not.
 * @param fields
 */
export function markOnSubmit(
	fields: FieldState[]
): Record< string, FieldProblem > {
	return formProblems( fields );
}

/**
 * The marks after a field got focus: its mark goes, the others stay.
 * @param marked
 * @param name
 */
export function unmarkOnFocus(
	marked: Record< string, FieldProblem >,
	name: string
): Record< string, FieldProblem > {
	if ( ! ( name in marked ) ) {
		return marked;
	}
	const next = { ...marked };
	delete next[ name ];
	return next;
}

/**
 * Whether the form may be sent: no field is marked and none has a problem.
 * @param marked
 * @param fields
 */
export function canSubmit(
	marked: Record< string, FieldProblem >,
	fields: FieldState[]
): boolean {
	return (
		Object.keys( marked ).length === 0 &&
		Object.keys( formProblems( fields ) ).length === 0
	);
}
