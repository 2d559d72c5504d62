/**
 * Newsletter sign-up rules that need no DOM: the wire payload and the after-submit redirect.
 */

export interface NewsletterValues {
	firstName: string;
	lastName: string;
	email: string;
	telephone: string;
	consent: boolean;
}

export type OnSubmission = 'message' | 'summary' | 'redirect';

/**
 * The `ce4wp_form_submission` payload (docs/product-spec.md §3), exactly these fields: names and telephone
 * trimmed, `consent` as "true"/"false", `list_id` empty for the default list.
 * @param values Form values.
 * @param listId List id, or null for the default list.
 */
export function submissionFields(
	values: NewsletterValues,
	listId: number | null
): Record< string, string > {
	return {
		first_name: values.firstName.trim(),
		last_name: values.lastName.trim(),
		email: values.email.trim(),
		telephone: values.telephone.trim(),
		consent: values.consent ? 'true' : 'false',
		list_id: listId === null ? '' : String( listId ),
	};
}

/**
 * What must be fixed before a sign-up is sent, checked in the browser so a missing consent
 * is named at once instead of after a refused request: the input to mark, or null.
 * @param values          Form values.
 * @param consentRequired Whether the list shows a consent box (it then requires it).
 */
export function fieldToFixBeforeSending(
	values: Pick< NewsletterValues, 'consent' >,
	consentRequired: boolean
): 'consent' | null {
	return consentRequired && ! values.consent ? 'consent' : null;
}

/**
 * The redirect address by the rule of docs/product-spec.md §4: https:// is prepended when the address has
 * no http/https scheme; a protocol-relative address gets https:. Shared test vectors:
 * tests/fixtures/newsletter-redirect.json (PHP: RedirectUrl::with_scheme).
 * @param url Configured address.
 */
export function withScheme( url: string ): string {
	const trimmed = url.trim();
	if ( trimmed === '' || /^https?:\/\//i.test( trimmed ) ) {
		return trimmed;
	}
	if ( trimmed.startsWith( '//' ) ) {
		return `https:${ trimmed }`;
	}
	return `https://${ trimmed }`;
}

/**
 * What happens after a successful sign-up: a redirect needs an address, otherwise the
 * success block shows (with the submitted details for `summary`).
 * @param mode        Configured on-submission mode.
 * @param redirectUrl Configured address.
 */
export function afterSubmit(
	mode: OnSubmission,
	redirectUrl: string
): { type: 'redirect'; url: string } | { type: 'message'; summary: boolean } {
	const url = withScheme( redirectUrl );
	if ( mode === 'redirect' && url !== '' ) {
		return { type: 'redirect', url };
	}
	return { type: 'message', summary: mode === 'summary' };
}
