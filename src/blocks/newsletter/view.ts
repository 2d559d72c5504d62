/**
 * Internal dependencies
 */
import type { OnSubmission } from '../../lib/newsletter';
import { defineWidget } from '../../runtime/widget';
import { NewsletterForm, type NewsletterProps } from './newsletter-form';

const MODES: readonly OnSubmission[] = [ 'message', 'summary', 'redirect' ];

const str = ( value: unknown ): string =>
	typeof value === 'string' ? value : '';

export function parseNewsletterProps( raw: unknown ): NewsletterProps | null {
	if ( ! raw || typeof raw !== 'object' ) {
		return null;
	}
	const props = raw as Record< string, unknown >;
	const { listId, fields, onSubmission } = props;
	if (
		listId !== null &&
		listId !== undefined &&
		( typeof listId !== 'number' ||
			! Number.isInteger( listId ) ||
			listId < 1 )
	) {
		return null;
	}
	const shown =
		fields && typeof fields === 'object'
			? ( fields as Record< string, unknown > )
			: {};
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
