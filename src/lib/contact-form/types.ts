/**
 * The contact-form widget's props, as `vitrine_render_contact_form()` prints them.
 */

/**
 * Internal dependencies
 */
import type { SwvSchema } from '../swv';

export type FieldType =
	| 'text'
	| 'email'
	| 'url'
	| 'tel'
	| 'number'
	| 'date'
	| 'time'
	| 'textarea'
	| 'select'
	| 'checkbox'
	| 'radio'
	| 'acceptance'
	| 'file'
	| 'quiz';

export interface FormField {
	name: string;
	type: FieldType;
	label: string;
	placeholder?: string;
	required?: boolean;
	options?: string[];
	multiple?: boolean;
	exclusive?: boolean;
	freeText?: boolean;
	optional?: boolean;
	invert?: boolean;
	/** Acceptance text (HTML limited to links by the server's kses). */
	content?: string;
	min?: string;
	max?: string;
	step?: string;
	minLength?: number;
	maxLength?: number;
	minItems?: number;
	maxItems?: number;
	accept?: string[];
	maxFileSize?: number;
	/** Quiz questions; the answers are never printed (at most their hash). */
	quiz?: Array< [ string, string? ] | string[] >;
}

export interface ContactFormProps {
	id: number;
	slug: string;
	unitTag: string;
	containerPost: number;
	version: string;
	locale: string;
	fields: FormField[];
	schema: SwvSchema;
	messages: Record< string, string >;
	submitLabel: string;
	honeypot: string;
	hasRefill: boolean;
}

/** What the person has entered: text values, checkbox lists, acceptance flags, free texts. */
export interface FormValues {
	text: Record< string, string >;
	choices: Record< string, string[] >;
	checked: Record< string, boolean >;
	freeText: Record< string, string >;
}

export interface InvalidField {
	field: string;
	message: string;
	idref?: string | null;
	error_id?: string;
}

/** The feedback route's reply. */
export interface FeedbackReply {
	contact_form_id: number;
	status: string;
	message: string;
	posted_data_hash: string;
	into: string;
	invalid_fields: InvalidField[];
	captcha?: Record< string, string >;
	quiz?: Record< string, [ string, string ] >;
}

/** The refill route's reply (`[]` when there is nothing to refill). */
export interface RefillReply {
	quiz?: Record< string, [ string, string ] >;
	captcha?: Record< string, string >;
	_vitrine_form_token?: string;
	/** The minimum fill time the server holds the token to, in seconds. */
	_vitrine_min_fill_time?: number;
}
