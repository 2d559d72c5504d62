/**
 * What the widget validates and what it sends: the SWV values/files of the entered data, and
 * the multipart body of the feedback route (hidden `_wpcf7*` fields, the honeypot, the
 * fill-time token, quiz answer hashes, free texts as `<name>_free_text`).
 */

/**
 * Internal dependencies
 */
import type { SwvFile, SwvFiles, SwvValues } from '../swv';
import { freeTextEnabled } from './fields';
import type { ContactFormProps, FormField, FormValues } from './types';

/** Fields sent as lists (`name[]`): checkbox groups and multiple selects. */
export function isListField( field: FormField ): boolean {
	return (
		field.type === 'checkbox' ||
		( field.type === 'select' && !! field.multiple )
	);
}

export function swvValues(
	fields: readonly FormField[],
	values: FormValues
): SwvValues {
	const result: SwvValues = {};
	for ( const field of fields ) {
		if ( field.type === 'file' ) {
			continue;
		}
		if ( isListField( field ) ) {
			result[ field.name ] = values.choices[ field.name ] ?? [];
		} else if ( field.type === 'acceptance' ) {
			if ( values.checked[ field.name ] ) {
				result[ field.name ] = '1';
			}
		} else {
			result[ field.name ] = values.text[ field.name ] ?? '';
		}
	}
	return result;
}

export function swvFiles(
	fields: readonly FormField[],
	files: Readonly< Record< string, readonly File[] > >
): SwvFiles {
	const result: SwvFiles = {};
	for ( const field of fields ) {
		if ( field.type === 'file' ) {
			result[ field.name ] = ( files[ field.name ] ?? [] ).map(
				( file ): SwvFile => ( {
					name: file.name,
					size: file.size,
					type: file.type,
				} )
			);
		}
	}
	return result;
}

export interface SubmissionExtras {
	/** What the honeypot input holds (a person leaves it empty). */
	honeypotValue: string;
	/** The signed fill-time token from the refill route. */
	token: string;
	postedDataHash: string;
	/** Quiz field name → the answer hash to send back. */
	quizHashes: Readonly< Record< string, string > >;
}

export function buildFormData(
	props: Pick<
		ContactFormProps,
		| 'id'
		| 'version'
		| 'locale'
		| 'unitTag'
		| 'containerPost'
		| 'fields'
		| 'honeypot'
	>,
	values: FormValues,
	files: Readonly< Record< string, readonly File[] > >,
	extras: SubmissionExtras
): FormData {
	const data = new FormData();
	data.append( '_wpcf7', String( props.id ) );
	data.append( '_wpcf7_version', props.version );
	data.append( '_wpcf7_locale', props.locale );
	data.append( '_wpcf7_unit_tag', props.unitTag );
	data.append( '_wpcf7_container_post', String( props.containerPost ) );
	data.append( '_wpcf7_posted_data_hash', extras.postedDataHash );
	if ( props.honeypot ) {
		data.append( props.honeypot, extras.honeypotValue );
	}
	data.append( '_vitrine_form_token', extras.token );

	for ( const field of props.fields ) {
		const { name } = field;
		if ( field.type === 'file' ) {
			for ( const file of files[ name ] ?? [] ) {
				data.append( name, file, file.name );
			}
			continue;
		}
		if ( isListField( field ) ) {
			for ( const value of values.choices[ name ] ?? [] ) {
				data.append( `${ name }[]`, value );
			}
		} else if ( field.type === 'acceptance' ) {
			if ( values.checked[ name ] ) {
				data.append( name, '1' );
			}
		} else {
			data.append( name, values.text[ name ] ?? '' );
		}
		if ( field.freeText ) {
			const selected =
				field.type === 'checkbox'
					? ( values.choices[ name ] ?? [] )
					: [ values.text[ name ] ?? '' ];
			if ( freeTextEnabled( field, selected ) ) {
				data.append(
					`${ name }_free_text`,
					values.freeText[ name ] ?? ''
				);
			}
		}
		if ( field.type === 'quiz' ) {
			data.append(
				`_wpcf7_quiz_answer_${ name }`,
				extras.quizHashes[ name ] ?? ''
			);
		}
	}
	return data;
}
