/**
 * Internal dependencies
 */
import type {
	ContactFormProps,
	FieldType,
	FormField,
} from '../../lib/contact-form/types';
import { count, isRecord, maybeStr, str, strings } from '../../lib/props';
import type { SwvSchema } from '../../lib/swv';
import { defineWidget } from '../../runtime/widget';
import { ContactForm } from './contact-form';

const FIELD_TYPES: readonly FieldType[] = [
	'text',
	'email',
	'url',
	'tel',
	'number',
	'date',
	'time',
	'textarea',
	'select',
	'checkbox',
	'radio',
	'acceptance',
	'file',
	'quiz',
];

const NAME = /^[A-Za-z][-A-Za-z0-9_:]*$/;

function parseField( r: unknown ): FormField | null {
	if ( ! isRecord( r ) ) {
		return null;
	}
	const type = r.type as FieldType;
	if (
		typeof r.name !== 'string' ||
		! NAME.test( r.name ) ||
		! FIELD_TYPES.includes( type )
	) {
		return null;
	}
	const field: FormField = {
		name: r.name,
		type,
		label: str( r.label ),
		placeholder: maybeStr( r.placeholder ),
		required: r.required === true,
		options: strings( r.options ),
		multiple: r.multiple === true,
		exclusive: r.exclusive === true,
		freeText: r.freeText === true,
		optional: r.optional === true,
		invert: r.invert === true,
		content: maybeStr( r.content ),
		min:
			maybeStr( r.min ) ??
			( typeof r.min === 'number' ? String( r.min ) : undefined ),
		max:
			maybeStr( r.max ) ??
			( typeof r.max === 'number' ? String( r.max ) : undefined ),
		step:
			maybeStr( r.step ) ??
			( typeof r.step === 'number' ? String( r.step ) : undefined ),
		minLength: count( r.minLength ),
		maxLength: count( r.maxLength ),
		minItems: count( r.minItems ),
		maxItems: count( r.maxItems ),
		accept: strings( r.accept ),
		maxFileSize: count( r.maxFileSize ),
	};
	if ( Array.isArray( r.quiz ) ) {
		field.quiz = r.quiz
			.filter( ( pair ): pair is unknown[] => Array.isArray( pair ) )
			.map( ( pair ): [ string, string ] => [
				String( pair[ 0 ] ?? '' ),
				String( pair[ 1 ] ?? '' ),
			] );
	}
	return field;
}

export function parseContactFormProps( r: unknown ): ContactFormProps | null {
	if ( ! isRecord( r ) ) {
		return null;
	}
	const id = count( r.id );
	if (
		! id ||
		typeof r.unitTag !== 'string' ||
		! Array.isArray( r.fields )
	) {
		return null;
	}
	const fields = r.fields
		.map( parseField )
		.filter( ( field ): field is FormField => field !== null );
	if ( fields.length === 0 ) {
		return null;
	}
	const schema =
		r.schema &&
		typeof r.schema === 'object' &&
		Array.isArray( ( r.schema as SwvSchema ).rules )
			? ( r.schema as SwvSchema )
			: { rules: [] };
	const messages: Record< string, string > = {};
	if ( isRecord( r.messages ) ) {
		for ( const [ key, value ] of Object.entries( r.messages ) ) {
			if ( typeof value === 'string' ) {
				messages[ key ] = value;
			}
		}
	}
	return {
		id,
		slug: str( r.slug ),
		unitTag: r.unitTag,
		containerPost: count( r.containerPost ) ?? 0,
		version: str( r.version ),
		locale: str( r.locale ),
		fields,
		schema,
		messages,
		submitLabel: str( r.submitLabel ),
		honeypot:
			typeof r.honeypot === 'string' &&
			/^[A-Za-z_][-A-Za-z0-9_:]*$/.test( r.honeypot )
				? r.honeypot
				: '',
		hasRefill: r.hasRefill === true,
	};
}

export default defineWidget( {
	parseProps: parseContactFormProps,
	Component: ContactForm,
} );
