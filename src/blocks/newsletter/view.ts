/**
 * Internal dependencies
 */
import type { OnSubmission } from '../../lib/newsletter';
import { isRecord, positiveId, str } from '../../lib/props';
import { defineWidget } from '../../runtime/widget';
import { NewsletterForm, type NewsletterProps } from './newsletter-form';

const MODES: readonly OnSubmission[] = [ 'message', 'summary', 'redirect' ];

export function parseNewsletterProps( raw: unknown ): NewsletterProps | null {
	if ( ! isRecord( raw ) ) {
		return null;
	}
	const props = raw;
	const { listId, fields, onSubmission } = props;
	// No list (null) signs up to the default list; anything else must be a list's id.
	if ( listId !== null && listId !== undefined && ! positiveId( listId ) ) {
		return null;
	}
	const shown = isRecord( fields ) ? fields : {};
	return {
		listId: typeof listId === 'number' ? listId : null,
		title: str( props.title ),
		fields: {
			firstName: shown.firstName === true,
			lastName: shown.lastName === true,
			telephone: shown.telephone === true,
		},
		consentText: str( props.consentText ),
		doubleOptIn: props.doubleOptIn === true,
		onSubmission: MODES.includes( onSubmission as OnSubmission )
			? ( onSubmission as OnSubmission )
			: 'message',
		redirectUrl: str( props.redirectUrl ),
		successMessage: str( props.successMessage ),
		buttonLabel: str( props.buttonLabel ),
	};
}

export default defineWidget( {
	parseProps: parseNewsletterProps,
	Component: NewsletterForm,
} );
