/**
 * Internal dependencies
 */
import {
	formReducer,
	initialFormState,
	statusClass,
	type FormState,
} from './status';

describe( 'statusClass', () => {
	it( 'maps the server statuses to the client classes', () => {
		expect( statusClass( 'validation_failed' ) ).toBe( 'invalid' );
		expect( statusClass( 'acceptance_missing' ) ).toBe( 'unaccepted' );
		expect( statusClass( 'spam' ) ).toBe( 'spam' );
		expect( statusClass( 'aborted' ) ).toBe( 'aborted' );
		expect( statusClass( 'mail_sent' ) ).toBe( 'sent' );
		expect( statusClass( 'mail_failed' ) ).toBe( 'failed' );
		expect( statusClass( 'payment_required' ) ).toBe( 'payment-required' );
	} );

	it( 'turns other statuses into custom-{x}', () => {
		expect( statusClass( 'waiting_list' ) ).toBe( 'custom-waiting-list' );
		expect( statusClass( 'Needs  Review!' ) ).toBe( 'custom-needs-review' );
		expect( statusClass( '!!!' ) ).toBe( 'failed' );
	} );
} );

describe( 'formReducer', () => {
	it( 'validates, then shows the invalid fields and the message', () => {
		const validating = formReducer( initialFormState, {
			type: 'validate',
		} );
		expect( validating.status ).toBe( 'validating' );
		const invalid = formReducer( validating, {
			type: 'invalid',
			errors: { a: 'Bad' },
			message: 'Check',
		} );
		expect( invalid ).toMatchObject( {
			status: 'invalid',
			busy: false,
			errors: { a: 'Bad' },
			message: 'Check',
		} );
	} );

	it( 'submits once: a second submit while busy changes nothing', () => {
		const submitting = formReducer( initialFormState, { type: 'submit' } );
		expect( submitting ).toMatchObject( {
			status: 'submitting',
			busy: true,
		} );
		expect( formReducer( submitting, { type: 'submit' } ) ).toBe(
			submitting
		);
		expect( formReducer( submitting, { type: 'validate' } ) ).toBe(
			submitting
		);
	} );

	it( 'goes through resetting to sent after mail_sent', () => {
		const submitting = formReducer( initialFormState, { type: 'submit' } );
		const resetting = formReducer( submitting, {
			type: 'reply',
			status: 'mail_sent',
			message: 'Thanks',
			errors: {},
			postedDataHash: 'abc',
		} );
		expect( resetting ).toMatchObject( {
			status: 'resetting',
			busy: true,
			postedDataHash: 'abc',
		} );
		const sent = formReducer( resetting, { type: 'reset-done' } );
		expect( sent ).toMatchObject( {
			status: 'sent',
			busy: false,
			message: 'Thanks',
		} );
	} );

	it( 'keeps the server’s invalid fields and frees the form on other replies', () => {
		const busy: FormState = { ...initialFormState, busy: true };
		expect(
			formReducer( busy, {
				type: 'reply',
				status: 'validation_failed',
				message: 'Check',
				errors: { e: 'Bad email' },
				postedDataHash: '',
			} )
		).toMatchObject( {
			status: 'invalid',
			busy: false,
			errors: { e: 'Bad email' },
		} );
		expect(
			formReducer( busy, {
				type: 'reply',
				status: 'mail_failed',
				message: 'Sorry',
				errors: {},
				postedDataHash: 'h',
			} )
		).toMatchObject( { status: 'failed', busy: false, message: 'Sorry' } );
	} );

	it( 'shows a failure to the person and frees the form', () => {
		const busy = formReducer( initialFormState, { type: 'submit' } );
		expect(
			formReducer( busy, { type: 'failure', message: 'Offline' } )
		).toMatchObject( {
			status: 'failed',
			busy: false,
			message: 'Offline',
		} );
	} );

	it( 'ignores reset-done unless resetting', () => {
		expect( formReducer( initialFormState, { type: 'reset-done' } ) ).toBe(
			initialFormState
		);
	} );
} );
