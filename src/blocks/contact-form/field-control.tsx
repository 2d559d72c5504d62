/**
 * One field of the contact form: label, control(s), counter and tip, with the class names the
 * server's fallback markup uses too.
 */

/**
 * External dependencies
 */
import { __, sprintf } from '@wordpress/i18n';
import { Fragment } from '@wordpress/element';
import type { ChangeEvent } from 'react';

/**
 * Internal dependencies
 */
import {
	countCharacters,
	freeTextEnabled,
} from '../../lib/contact-form/fields';
import type { FormField, FormValues } from '../../lib/contact-form/types';

export interface FieldHandlers {
	onText: ( name: string, value: string ) => void;
	onBlur: ( name: string ) => void;
	onChoice: ( name: string, option: string, checked: boolean ) => void;
	onList: ( name: string, chosen: string[] ) => void;
	onChecked: ( name: string, checked: boolean ) => void;
	onFreeText: ( name: string, value: string ) => void;
	onFiles: ( name: string, files: File[] ) => void;
}

interface FieldControlProps extends FieldHandlers {
	field: FormField;
	unitTag: string;
	values: FormValues;
	error: string | undefined;
	quizQuestion: string | undefined;
}

export const controlId = ( unitTag: string, name: string ): string =>
	`${ unitTag }-${ name }`;

export const tipId = ( unitTag: string, name: string ): string =>
	`${ unitTag }-ve-${ name }`;

const AUTOCOMPLETE: Readonly< Record< string, string > > = {
	email: 'email',
	tel: 'tel',
	url: 'url',
};

const INPUT_TYPES = new Set( [
	'text',
	'email',
	'url',
	'tel',
	'number',
	'date',
	'time',
	'quiz',
] );

/**
 * `pdf` → `.pdf` for the input's accept attribute; MIME types stay.
 * @param accept
 */
const acceptAttribute = ( accept: readonly string[] ): string =>
	accept
		.map( ( entry ) =>
			entry.includes( '/' ) ? entry : `.${ entry.replace( /^\./, '' ) }`
		)
		.join( ',' );

const formatBytes = ( bytes: number ): string =>
	bytes >= 1048576
		? sprintf(
				/* translators: %s: size in megabytes. */
				__( '%s MB', 'vitrine' ),
				String( Math.round( ( bytes / 1048576 ) * 10 ) / 10 )
			)
		: sprintf(
				/* translators: %s: size in kilobytes. */
				__( '%s KB', 'vitrine' ),
				String( Math.max( 1, Math.round( bytes / 1024 ) ) )
			);

const escapeHtml = ( text: string ): string =>
	text
		.replace( /&/g, '&amp;' )
		.replace( /</g, '&lt;' )
		.replace( />/g, '&gt;' );

function RequiredMark() {
	return (
		<span className="vitrine-form__required" aria-hidden="true">
			*
		</span>
	);
}

function Tip( { id, error }: { id: string; error: string | undefined } ) {
	return error ? (
		<span className="vitrine-form__tip" role="alert" id={ id }>
			{ error }
		</span>
	) : null;
}

export function FieldControl( {
	field,
	unitTag,
	values,
	error,
	quizQuestion,
	onText,
	onBlur,
	onChoice,
	onList,
	onChecked,
	onFreeText,
	onFiles,
}: FieldControlProps ) {
	const { name, type } = field;
	const id = controlId( unitTag, name );
	const tip = tipId( unitTag, name );
	const invalid = error !== undefined;
	const required = !! field.required;
	const fieldClass = `vitrine-form__field vitrine-form__field--${ type }${
		invalid ? ' is-invalid' : ''
	}`;
	const describedBy = ( ...ids: Array< string | false > ) =>
		ids.filter( Boolean ).join( ' ' ) || undefined;

	if ( type === 'checkbox' || type === 'radio' ) {
		const options = field.options ?? [];
		const selected =
			type === 'checkbox'
				? ( values.choices[ name ] ?? [] )
				: [ values.text[ name ] ?? '' ];
		const freeEnabled = freeTextEnabled( field, selected );
		return (
			<div className={ fieldClass }>
				<fieldset
					className="vitrine-form__group"
					aria-describedby={ describedBy( invalid && tip ) }
				>
					<legend className="vitrine-form__label">
						{ field.label }
						{ required && <RequiredMark /> }
					</legend>
					{ options.map( ( option, index ) => (
						<Fragment key={ option }>
							<label
								className="vitrine-form__option"
								htmlFor={ `${ id }-${ index }` }
							>
								<input
									type={ type }
									id={ `${ id }-${ index }` }
									className="vitrine-form__choice"
									name={
										type === 'checkbox'
											? `${ name }[]`
											: name
									}
									value={ option }
									checked={ selected.includes( option ) }
									aria-invalid={ invalid }
									required={ type === 'radio' && required }
									onChange={ ( event ) =>
										type === 'checkbox'
											? onChoice(
													name,
													option,
													event.target.checked
												)
											: onText( name, option )
									}
									onBlur={ () => onBlur( name ) }
								/>{ ' ' }
								<span>{ option }</span>
							</label>
							{ index === options.length - 1 &&
								field.freeText && (
									<input
										type="text"
										className="vitrine-form__control vitrine-form__free-text"
										name={ `${ name }_free_text` }
										aria-label={ sprintf(
											/* translators: %s: option label, e.g. Other. */
											__(
												'%s (please specify)',
												'vitrine'
											),
											option
										) }
										disabled={ ! freeEnabled }
										value={ values.freeText[ name ] ?? '' }
										onChange={ ( event ) =>
											onFreeText(
												name,
												event.target.value
											)
										}
									/>
								) }
						</Fragment>
					) ) }
				</fieldset>
				<Tip id={ tip } error={ error } />
			</div>
		);
	}

	if ( type === 'acceptance' ) {
		return (
			<div className={ fieldClass }>
				<label
					className="vitrine-form__option vitrine-form__acceptance"
					htmlFor={ id }
				>
					<input
						type="checkbox"
						id={ id }
						className="vitrine-form__choice"
						name={ name }
						value="1"
						checked={ !! values.checked[ name ] }
						aria-invalid={ invalid }
						aria-describedby={ describedBy( invalid && tip ) }
						onChange={ ( event ) =>
							onChecked( name, event.target.checked )
						}
					/>{ ' ' }
					<span
						// The server keeps only links (wp_kses) in the acceptance text.
						dangerouslySetInnerHTML={ {
							__html: field.content || escapeHtml( field.label ),
						} }
					/>
				</label>
				<Tip id={ tip } error={ error } />
			</div>
		);
	}

	const label = (
		<label className="vitrine-form__label" htmlFor={ id }>
			{ type === 'quiz' ? ( quizQuestion ?? field.label ) : field.label }
			{ ( required || type === 'quiz' ) && <RequiredMark /> }
		</label>
	);

	if ( type === 'file' ) {
		const hints: string[] = [];
		if ( field.accept?.length ) {
			hints.push(
				sprintf(
					/* translators: %s: accepted file types, e.g. pdf, image/*. */
					__( 'Accepted: %s.', 'vitrine' ),
					field.accept.join( ', ' )
				)
			);
		}
		if ( field.maxFileSize ) {
			hints.push(
				sprintf(
					/* translators: %s: maximum size, e.g. 2 MB. */
					__( 'Up to %s.', 'vitrine' ),
					formatBytes( field.maxFileSize )
				)
			);
		}
		const hintId = `${ id }-hint`;
		return (
			<div className={ fieldClass }>
				{ label }
				<input
					type="file"
					id={ id }
					className="vitrine-form__control"
					name={ name }
					accept={
						field.accept?.length
							? acceptAttribute( field.accept )
							: undefined
					}
					required={ required }
					aria-invalid={ invalid }
					aria-describedby={ describedBy(
						hints.length > 0 && hintId,
						invalid && tip
					) }
					onChange={ ( event: ChangeEvent< HTMLInputElement > ) =>
						onFiles( name, Array.from( event.target.files ?? [] ) )
					}
				/>
				{ hints.length > 0 && (
					<span className="vitrine-form__hint" id={ hintId }>
						{ hints.join( ' ' ) }
					</span>
				) }
				<Tip id={ tip } error={ error } />
			</div>
		);
	}

	const value = values.text[ name ] ?? '';
	const hasCounter =
		( type === 'text' ||
			type === 'textarea' ||
			type === 'email' ||
			type === 'url' ||
			type === 'tel' ) &&
		( field.maxLength !== undefined || field.minLength !== undefined );
	const counter = hasCounter
		? countCharacters( value, field.minLength, field.maxLength )
		: null;
	const counterId = `${ id }-counter`;
	const common = {
		id,
		name,
		className: 'vitrine-form__control',
		required: required || type === 'quiz',
		'aria-invalid': invalid,
		'aria-describedby': describedBy(
			counter !== null && counterId,
			invalid && tip
		),
		onBlur: () => onBlur( name ),
	};

	let control;
	if ( type === 'textarea' ) {
		control = (
			<textarea
				{ ...common }
				rows={ 6 }
				placeholder={ field.placeholder }
				value={ value }
				onChange={ ( event ) => onText( name, event.target.value ) }
			/>
		);
	} else if ( type === 'select' ) {
		const multiple = !! field.multiple;
		control = (
			<select
				{ ...common }
				multiple={ multiple }
				value={ multiple ? ( values.choices[ name ] ?? [] ) : value }
				onChange={ ( event ) => {
					if ( multiple ) {
						onList(
							name,
							Array.from(
								event.target.selectedOptions,
								( option ) => option.value
							)
						);
					} else {
						onText( name, event.target.value );
					}
				} }
			>
				{ ! multiple && (
					<option value="">
						{ field.placeholder ||
							__( '—Please choose an option—', 'vitrine' ) }
					</option>
				) }
				{ ( field.options ?? [] ).map( ( option ) => (
					<option key={ option } value={ option }>
						{ option }
					</option>
				) ) }
			</select>
		);
	} else if ( INPUT_TYPES.has( type ) ) {
		control = (
			<input
				{ ...common }
				type={ type === 'quiz' ? 'text' : type }
				placeholder={ field.placeholder }
				value={ value }
				min={ field.min }
				max={ field.max }
				step={ field.step }
				autoComplete={
					type === 'quiz'
						? 'off'
						: ( AUTOCOMPLETE[ type ] ??
							( /name/i.test( name ) ? 'name' : undefined ) )
				}
				onChange={ ( event ) => onText( name, event.target.value ) }
			/>
		);
	} else {
		return null;
	}

	return (
		<div className={ fieldClass }>
			{ label }
			{ control }
			{ counter && (
				<span
					id={ counterId }
					className={ `vitrine-form__counter${
						counter.tooLong ? ' is-too-long' : ''
					}${ counter.tooShort ? ' is-too-short' : '' }` }
				>
					{ field.maxLength !== undefined
						? sprintf(
								/* translators: 1: characters typed, 2: maximum. */
								__( '%1$d of %2$d characters', 'vitrine' ),
								counter.count,
								field.maxLength
							)
						: sprintf(
								/* translators: 1: characters typed, 2: minimum. */
								__(
									'%1$d characters (at least %2$d)',
									'vitrine'
								),
								counter.count,
								field.minLength ?? 0
							) }
				</span>
			) }
			<Tip id={ tip } error={ error } />
		</div>
	);
}
