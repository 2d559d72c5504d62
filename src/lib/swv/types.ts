/**
 * The SWV ("schema-woven validation") format the server derives from a contact form and serves
 * at `GET vitrine/v1/contact-forms/{id}/feedback/schema`. The PHP validator
 * (`Vitrine\ContactForms\Validation\SchemaValidator`) reads the same schema; both run the
 * shared vectors in `tests/fixtures/swv-vectors.json`.
 */

export interface SwvRule {
	rule: string;
	field?: string;
	error?: string;
	threshold?: number | string;
	accept?: Array< string | number >;
	base?: number | string;
	interval?: number | string;
	rules?: SwvRule[];
}

export interface SwvSchema {
	version?: string;
	locale?: string;
	rules: SwvRule[];
}

/** One uploaded (or chosen) file, as the validator sees it. */
export interface SwvFile {
	name: string;
	/** Bytes. */
	size: number;
	/** MIME type, possibly empty. */
	type: string;
}

/** Field name → a value, or a list of values (checkbox groups, multiple selects). */
export type SwvValues = Record<
	string,
	string | readonly string[] | undefined
>;

/** Field name → the files chosen for it. */
export type SwvFiles = Record< string, readonly SwvFile[] | undefined >;

/** What one rule sees of the submission: its field's trimmed, non-blank values and files. */
export interface RuleInput {
	values: string[];
	files: SwvFile[];
}

/** A rule check: true when the input passes. */
export type RuleCheck = ( rule: SwvRule, input: RuleInput ) => boolean;
