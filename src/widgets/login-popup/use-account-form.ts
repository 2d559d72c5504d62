/**
 * External dependencies
 */
import { useState } from '@wordpress/element';
import type { FormEvent } from 'react';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { serializeForm } from './account-client';
import type { Notice } from './form-message';
import { useFormRules } from './use-form-rules';

export const genericError = (): string =>
	__(
		'Something went wrong on our side. Please try again in a moment.',
		'vitrine'
	);

/** What `send` asks for once it has settled: stay busy (the page is leaving) or not. */
export type SendOutcome = 'leaving' | 'settled';

export interface AccountFormOptions {
	/** The notice shown when the client rules refuse the form. */
	invalidText: string;
	/** True while something else (e.g. a weak password) blocks submission. */
	blocked?: boolean;
	/** Runs on every accepted submit attempt, before the client rules. */
	onAttempt?: () => void;
	/** Posts the serialized form (with the submit button's value) and shows the result. */
	send: (
		params: URLSearchParams,
		form: HTMLFormElement
	) => Promise< SendOutcome >;
	/** The notice text for a rejected request (network error or RequestError). */
	onFailure: ( error: unknown, form: HTMLFormElement ) => string;
}

/**
 * The scaffolding both popup panels share: the client rules, the busy state (one request at
 * a time), the result notice, and the submit handler that ties them together.
 * @param options
 */
export function useAccountForm( options: AccountFormOptions ) {
	const rules = useFormRules();
	const [ busy, setBusy ] = useState( false );
	const [ notice, setNotice ] = useState< Notice | null >( null );

	const onSubmit = async ( event: FormEvent< HTMLFormElement > ) => {
		event.preventDefault();
		const form = event.currentTarget;
		if ( busy || options.blocked ) {
			return;
		}
		options.onAttempt?.();
		if ( ! rules.check() ) {
			setNotice( { kind: 'error', text: options.invalidText } );
			return;
		}
		const submitter = ( event.nativeEvent as SubmitEvent ).submitter as
			HTMLButtonElement | null | undefined;
		setBusy( true );
		setNotice( null );
		let outcome: SendOutcome = 'settled';
		try {
			outcome = await options.send(
				serializeForm( form, submitter ),
				form
			);
		} catch ( error ) {
			setNotice( {
				kind: 'error',
				text: options.onFailure( error, form ),
			} );
		}
		if ( outcome === 'settled' ) {
			setBusy( false );
		}
	};

	return { ...rules, busy, notice, setNotice, onSubmit };
}
