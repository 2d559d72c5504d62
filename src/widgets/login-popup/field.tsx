/**
 * External dependencies
 */
import type { ReactNode } from 'react';

/**
 * Internal dependencies
 */
import type { FieldProblem } from '../../lib/form-rules';
import { problemText } from './use-form-rules';

interface FieldProps {
	id: string;
	name: string;
	label: string;
	type?: 'text' | 'email' | 'password';
	required?: boolean;
	autoComplete: string;
	problem: FieldProblem | undefined;
	/** Words for the mark other than the rule's own (e.g. the server's refusal). */
	problemMessage?: string | undefined;
	onFocus: ( name: string ) => void;
	value?: string;
	onChange?: ( value: string ) => void;
	describedBy?: string;
	children?: ReactNode;
}

/**
 * A labelled input that shows its mark (the rule it breaks) until it is focused again.
 * @param props
 */
export function Field( props: FieldProps ) {
	const {
		id,
		name,
		label,
		type = 'text',
		required = true,
		autoComplete,
		problem,
		problemMessage,
		onFocus,
		value,
		onChange,
		describedBy,
		children,
	} = props;
	const errorId = `${ id }-error`;
	const described =
		[ problem ? errorId : '', describedBy ?? '' ]
			.filter( Boolean )
			.join( ' ' ) || undefined;
	return (
		<div
			className={ `vitrine-login__field${
				problem ? ' is-invalid' : ''
			}` }
		>
			<label htmlFor={ id }>
				{ label }
				{ required && (
					<span
						className="vitrine-login__required"
						aria-hidden="true"
					>
						{ ' *' }
					</span>
				) }
			</label>
			<input
				id={ id }
				name={ name }
				type={ type }
				required={ required }
				autoComplete={ autoComplete }
				aria-invalid={ problem ? true : undefined }
				aria-describedby={ described }
				onFocus={ () => onFocus( name ) }
				{ ...( onChange
					? {
							value: value ?? '',
							onChange: ( event ) =>
								onChange( event.target.value ),
						}
					: {} ) }
			/>
			{ problem && (
				<p id={ errorId } className="vitrine-login__field-error">
					{ problemMessage ?? problemText( problem, type ) }
				</p>
			) }
			{ children }
		</div>
	);
}
