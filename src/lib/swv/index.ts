/**
 * The SWV validator: `validate( schema, values, files )` → field name → the first error
 * message of that field. Pure and DOM-free; the PHP `SchemaValidator` implements the same
 * rules and both run `tests/fixtures/swv-vectors.json`.
 *
 * - Values are trimmed and blanks dropped first; an empty field passes every rule except
 *   `required` / `requiredfile`.
 * - Rules run in schema order; only the first error of a field is kept.
 * - `all`: every sub-rule must pass; a failing sub-rule reports its own error on its own field
 *   (sub-rules without a field use the parent's). `any`: at least one sub-rule must pass,
 *   otherwise the `any` rule's own error is reported on its field.
 * - Unknown rules, and rules whose field is not `^[A-Za-z][-A-Za-z0-9_:]*$`, are ignored.
 */

/**
 * Internal dependencies
 */
import { dayofweek, enumRule, maxitems, minitems } from './choices';
import { maxfilesize, minfilesize, file } from './files';
import { date, email, number, tel, time, url } from './formats';
import { inputFor } from './input';
import { maxlength, minlength } from './lengths';
import { required, requiredfile } from './presence';
import { maxdate, maxnumber, mindate, minnumber, stepnumber } from './ranges';
import type {
	RuleCheck,
	SwvFiles,
	SwvRule,
	SwvSchema,
	SwvValues,
} from './types';

export type { SwvFile, SwvFiles, SwvRule, SwvSchema, SwvValues } from './types';
export {
	isDate,
	isEmail,
	isNumber,
	isTel,
	isTime,
	isUrl,
	normalizeTel,
} from './formats';
export { codeUnitLength } from './lengths';

const checks: Readonly< Record< string, RuleCheck > > = {
	required,
	requiredfile,
	email,
	url,
	tel,
	number,
	date,
	time,
	file,
	enum: enumRule,
	dayofweek,
	minitems,
	maxitems,
	minlength,
	maxlength,
	minnumber,
	maxnumber,
	mindate,
	maxdate,
	minfilesize,
	maxfilesize,
	stepnumber,
};

const FIELD_NAME = /^[A-Za-z][-A-Za-z0-9_:]*$/;

interface Failure {
	field: string;
	error: string;
}

/**
 * Runs one rule; returns its failure, or null when it passes (or does not apply).
 * @param rule
 * @param values
 * @param files
 * @param parentField
 */
function runRule(
	rule: SwvRule,
	values: SwvValues,
	files: SwvFiles,
	parentField?: string
): Failure | null {
	const field = rule.field ?? parentField ?? '';
	if ( ! FIELD_NAME.test( field ) ) {
		return null;
	}
	const error = typeof rule.error === 'string' ? rule.error : '';
	if ( rule.rule === 'all' ) {
		for ( const sub of rule.rules ?? [] ) {
			const failure = runRule( sub, values, files, field );
			if ( failure ) {
				return failure;
			}
		}
		return null;
	}
	if ( rule.rule === 'any' ) {
		const subs = rule.rules ?? [];
		if ( subs.length === 0 ) {
			return null;
		}
		return subs.some( ( sub ) => ! runRule( sub, values, files, field ) )
			? null
			: { field, error };
	}
	const check = Object.prototype.hasOwnProperty.call( checks, rule.rule )
		? checks[ rule.rule ]
		: undefined;
	if ( ! check ) {
		return null;
	}
	return check( rule, inputFor( field, values, files ) )
		? null
		: { field, error };
}

export function validate(
	schema: Pick< SwvSchema, 'rules' >,
	values: SwvValues,
	files: SwvFiles = {}
): Record< string, string > {
	const errors: Record< string, string > = {};
	for ( const rule of schema.rules ?? [] ) {
		const failure = runRule( rule, values, files );
		if (
			failure &&
			! Object.prototype.hasOwnProperty.call( errors, failure.field )
		) {
			errors[ failure.field ] = failure.error;
		}
	}
	return errors;
}

/**
 * The fields a schema has rules for (including those inside all / any).
 * @param schema
 */
export function fieldsOf( schema: Pick< SwvSchema, 'rules' > ): string[] {
	const fields = new Set< string >();
	const visit = ( rule: SwvRule, parent?: string ) => {
		const field = rule.field ?? parent;
		if ( field ) {
			fields.add( field );
		}
		( rule.rules ?? [] ).forEach( ( sub ) => visit( sub, field ) );
	};
	schema.rules.forEach( ( rule ) => visit( rule ) );
	return [ ...fields ];
}
