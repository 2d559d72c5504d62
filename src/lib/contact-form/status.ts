/**
 * The form's status (docs/product-spec.md §4), shown as a class on the form: init → validating → invalid, or
 * → submitting → the class for the server's status; mail_sent goes through resetting to sent.
 */

export type FormStatus =
	| 'init'
	| 'validating'
	| 'submitting'
	| 'resetting'
	| 'invalid'
	| 'unaccepted'
	| 'spam'
	| 'aborted'
	| 'sent'
	| 'failed'
	| 'payment-required'
	| `custom-${ string }`;

const SERVER_STATUSES: Readonly< Record< string, FormStatus > > = {
	validation_failed: 'invalid',
	acceptance_missing: 'unaccepted',
	spam: 'spam',
	aborted: 'aborted',
	mail_sent: 'sent',
	mail_failed: 'failed',
	payment_required: 'payment-required',
	init: 'init',
	resetting: 'resetting',
	submitting: 'submitting',
};

/**
 * The class for a server status; unknown ones become `custom-{status}` (non-alphanumerics
 * turned into single hyphens), as the reference client does.
 * @param status
 */
export function statusClass( status: string ): FormStatus {
	const known = Object.prototype.hasOwnProperty.call(
		SERVER_STATUSES,
		status
	)
		? SERVER_STATUSES[ status ]
		: undefined;
	if ( known ) {
		return known;
	}
	const slug = status
		.replace( /[^0-9a-z]+/gi, ' ' )
		.trim()
		.replace( /\s+/g, '-' )
		.toLowerCase();
	return slug === '' ? 'failed' : `custom-${ slug }`;
}

export interface FormState {
	status: FormStatus;
	/** The message in the response output. */
	message: string;
	/** Field name → the error shown in its tip. */
	errors: Record< string, string >;
	/** True from the submit until the reply is handled: further submits are ignored. */
	busy: boolean;
	/** The last posted data hash, sent back with the next submission. */
	postedDataHash: string;
}

export const initialFormState: FormState = {
	status: 'init',
	message: '',
	errors: {},
	busy: false,
	postedDataHash: '',
};

export type FormEvent =
	/** Field-level validation (blur / change): replaces the shown tips. */
	| { type: 'field-errors'; errors: Record< string, string > }
	| { type: 'validate' }
	| { type: 'invalid'; errors: Record< string, string >; message: string }
	| { type: 'submit' }
	| {
			type: 'reply';
			status: string;
			message: string;
			errors: Record< string, string >;
			postedDataHash: string;
	  }
	| { type: 'reset-done' }
	| { type: 'failure'; message: string };

export function formReducer( state: FormState, event: FormEvent ): FormState {
	switch ( event.type ) {
		case 'field-errors':
			return { ...state, errors: event.errors };
		case 'validate':
			return state.busy ? state : { ...state, status: 'validating' };
		case 'invalid':
			return {
				...state,
				status: 'invalid',
				busy: false,
				errors: event.errors,
				message: event.message,
			};
		case 'submit':
			return state.busy
				? state
				: { ...state, status: 'submitting', busy: true, message: '' };
		case 'reply': {
			const status = statusClass( event.status );
			return {
				...state,
				status: status === 'sent' ? 'resetting' : status,
				busy: status === 'sent',
				message: event.message,
				errors: event.errors,
				postedDataHash: event.postedDataHash,
			};
		}
		case 'reset-done':
			return state.status === 'resetting'
				? { ...state, status: 'sent', busy: false, errors: {} }
				: state;
		case 'failure':
			return {
				...state,
				status: 'failed',
				busy: false,
				message: event.message,
			};
	}
	return state;
}
