/**
 * Internal dependencies
 */
import {
	canSubmit,
	fieldProblem,
	formProblems,
	LOOSE_EMAIL,
	markOnSubmit,
	unmarkOnFocus,
	type FieldState,
} from './form-rules';

const text = ( name: string, value: string, required = true ): FieldState => ( {
	name,
	type: 'text',
	required,
	value,
} );

describe( 'fieldProblem', () => {
	it( 'requires a non-empty value in required inputs (spaces do not count)', () => {
		expect( fieldProblem( text( 'log', '' ) ) ).toBe( 'required' );
		expect( fieldProblem( text( 'log', '   ' ) ) ).toBe( 'required' );
		expect( fieldProblem( text( 'log', 'ada' ) ) ).toBeNull();
		expect( fieldProblem( text( 'nickname', '', false ) ) ).toBeNull();
	} );

	it( 'requires required checkboxes to be ticked', () => {
		const box = {
			name: 'terms',
			type: 'checkbox',
			required: true,
			value: '1',
		};
		expect( fieldProblem( { ...box, checked: false } ) ).toBe( 'required' );
		expect( fieldProblem( { ...box, checked: true } ) ).toBeNull();
		expect(
			fieldProblem( { ...box, required: false, checked: false } )
		).toBeNull();
	} );

	it.each( [
		[ 'ada@example.com', true ],
		[ 'a.b+c@mail.example.co.uk', true ],
		[ 'ada@example', false ],
		[ 'ada example.com', false ],
		[ 'ada@@example.com', false ],
		[ '@example.com', false ],
	] )( 'email %s valid: %s', ( value, valid ) => {
		expect( LOOSE_EMAIL.test( value ) ).toBe( valid );
		expect(
			fieldProblem( { name: 'e', type: 'email', required: true, value } )
		).toBe( valid ? null : 'email' );
	} );

	it( 'an empty optional email is fine, an empty required one is required', () => {
		const email = { name: 'e', type: 'email', value: '' };
		expect( fieldProblem( { ...email, required: false } ) ).toBeNull();
		expect( fieldProblem( { ...email, required: true } ) ).toBe(
			'required'
		);
	} );
} );

describe( 'marking', () => {
	const fields = [ text( 'log', '' ), text( 'pwd', '' ), text( 'x', 'ok' ) ];

	it( 'marks every invalid input on submit and blocks the submit', () => {
		const marked = markOnSubmit( fields );
		expect( marked ).toEqual( { log: 'required', pwd: 'required' } );
		expect( canSubmit( marked, fields ) ).toBe( false );
	} );

	it( 'keeps a mark after the value is fixed, until the input is focused again', () => {
		const marked = markOnSubmit( fields );
		const fixed = [ text( 'log', 'ada' ), text( 'pwd', 'secret' ) ];
		expect( formProblems( fixed ) ).toEqual( {} );
		expect( canSubmit( marked, fixed ) ).toBe( false );

		const afterLog = unmarkOnFocus( marked, 'log' );
		expect( afterLog ).toEqual( { pwd: 'required' } );
		expect( canSubmit( afterLog, fixed ) ).toBe( false );
		expect( canSubmit( unmarkOnFocus( afterLog, 'pwd' ), fixed ) ).toBe(
			true
		);
	} );

	it( 'a new submit checks afresh: fixed fields lose their mark', () => {
		expect(
			markOnSubmit( [ text( 'log', 'ada' ), text( 'pwd', '' ) ] )
		).toEqual( { pwd: 'required' } );
	} );

	it( 'a repeated value must match', () => {
		const repeat = { ...text( 'repeat_password', 'abc' ), matches: 'abd' };
		expect( fieldProblem( repeat ) ).toBe( 'mismatch' );
		expect( fieldProblem( { ...repeat, matches: 'abc' } ) ).toBeNull();
		expect( fieldProblem( { ...repeat, value: '' } ) ).toBe( 'required' );
	} );

	it( 'focus on an unmarked input changes nothing', () => {
		const marked = { log: 'required' as const };
		expect( unmarkOnFocus( marked, 'pwd' ) ).toBe( marked );
	} );
} );
