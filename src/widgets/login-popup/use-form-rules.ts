/**
 * External dependencies
 */
import { useCallback, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	markOnSubmit,
	unmarkOnFocus,
	type FieldProblem,
	type FieldState,
} from '../../lib/form-rules';

/**
 * Reads the form's visible inputs for the rules. `repeat_password` must match `password`.
 * @param form
 */
function readFields( form: HTMLFormElement ): FieldState[] {
	const inputs = Array.from( form.elements ).filter(
		( element ): element is HTMLInputElement =>
			element instanceof HTMLInputElement &&
			! [ 'hidden', 'submit', 'button' ].includes( element.type ) &&
			element.name !== ''
	);
	const password = inputs.find( ( input ) => input.name === 'password' );
	return inputs.map( ( input ) => ( {
		name: input.name,
		type: input.type,
		required: input.required,
		value: input.value,
		checked: input.checked,
		...( input.name === 'repeat_password' && password
			? { matches: password.value }
			: {} ),
	} ) );
}

export function problemText( problem: FieldProblem, type: string ): string {
	switch ( problem ) {
		case 'email':
			return __( 'Please enter a valid email address.', 'vitrine' );
		case 'mismatch':
			return __( 'The passwords do not match.', 'vitrine' );
		default:
			return type === 'checkbox'
				? __( 'Please tick this box to go on.', 'vitrine' )
				: __( 'Please fill in this field.', 'vitrine' );
	}
}

/**
 * The client rules for one form: `check()` marks every invalid input and moves focus to the
 * first; a mark stays until its input is focused again by the person.
 */
export function useFormRules() {
	const formRef = useRef< HTMLFormElement >( null );
	const [ marked, setMarked ] = useState< Record< string, FieldProblem > >(
		{}
	);
	const focusing = useRef< string | null >( null );

	const check = useCallback( (): boolean => {
		const form = formRef.current;
		if ( ! form ) {
			return false;
		}
		const problems = markOnSubmit( readFields( form ) );
		setMarked( problems );
		const first = Object.keys( problems )[ 0 ];
		if ( first === undefined ) {
			return true;
		}
		const input = form.elements.namedItem( first );
		if ( input instanceof HTMLInputElement ) {
			// Focus moved by the form itself does not count as "focused again".
			focusing.current = first;
			input.focus();
			focusing.current = null;
		}
		return false;
	}, [] );

	const mark = useCallback( ( name: string, problem: FieldProblem ) => {
		setMarked( ( current ) => ( { ...current, [ name ]: problem } ) );
	}, [] );

	const onFocus = useCallback( ( name: string ) => {
		if ( focusing.current === name ) {
			return;
		}
		setMarked( ( current ) => unmarkOnFocus( current, name ) );
	}, [] );

	return { formRef, marked, check, mark, onFocus };
}
