/**
 * Internal dependencies
 */
import type { OnSubmission } from '../../lib/newsletter';
import { bool, isRecord, oneOf, str, wholeNumber } from '../../lib/props';
import { defineWidget } from '../../runtime/widget';
import { NewsletterForm, type NewsletterProps } from './newsletter-form';

const MODES: readonly OnSubmission[] = [ 'message', 'summary', 'redirect' ];

export function parseNewsletterProps( raw: unknown ): NewsletterProps | null {
	if ( ! isRecord( raw ) ) {
		return null;
	}
	const listId =
		raw.listId === null || raw.listId === undefined
			? null
			: wholeNumber( raw.listId, 1 );
	if ( listId === null && raw.listId !== null && raw.listId !== undefined ) {
		return null;
	}
	const shown = isRecord( raw.fields ) ? raw.fields : {};
	return {
		listId,
		title: str( raw.title ),
		fields: {
			firstName: bool( shown.firstName ),
			lastName: bool( shown.lastName ),
			telephone: bool( shown.telephone ),
		},
		consentText: str( raw.consentText ),
		doubleOptIn: bool( raw.doubleOptIn ),
		onSubmission: oneOf( raw.onSubmission, MODES, 'message' ),
		redirectUrl: str( raw.redirectUrl ),
		successMessage: str( raw.successMessage ),
		buttonLabel: str( raw.buttonLabel ),
	};
}

export default defineWidget( {
	parseProps: parseNewsletterProps,
	Component: NewsletterForm,
} );
