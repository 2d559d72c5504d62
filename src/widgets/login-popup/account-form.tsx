/**
 * External dependencies
 */
import type { FormEvent, ReactNode, RefObject } from 'react';

/**
 * Internal dependencies
 */
import type { FieldProblem } from '../../lib/form-rules';
import { FormMessage, type Notice } from './form-message';

/**
 * The props each field of one form shares: its id under the form's, its name, its mark (and
 * the words for it, when the form has its own), and the focus that clears the mark.
 *
 * @param formId  The form's `useId()`.
 * @param marked  The marks of useAccountForm.
 * @param onFocus useAccountForm's focus handler.
 * @param words   Words for a field's mark other than its rule's (the server's refusal).
 */
export const fieldsOf =
	(
		formId: string,
		marked: Record< string, FieldProblem | undefined >,
		onFocus: ( name: string ) => void,
		words?: ( name: string ) => string | undefined
	) =>
	( name: string ) => ( {
		id: `${ formId }-${ name }`,
		name,
		problem: marked[ name ],
		problemMessage: words?.( name ),
		onFocus,
	} );

interface AccountFormProps {
	formRef: RefObject< HTMLFormElement >;
	onSubmit: ( event: FormEvent< HTMLFormElement > ) => void;
	busy: boolean;
	redirect: string;
	notice: Notice | null;
	/** The button's `wp-submit` value (what WordPress's own form posts), its words and busy words. */
	submit: { value: string; label: string; busyLabel: string };
	/** The client-side verdict refuses to send (a weak password). */
	blocked?: boolean;
	children: ReactNode;
}

/**
 * The frame both popup panels share: the form (validated by useAccountForm, not the browser),
 * its fields, the hidden `redirect_to`, the result line and the submit button, which says
 * what is happening while the request runs.
 * @param props
 */
export function AccountForm( props: AccountFormProps ) {
	const { busy, blocked = false, submit } = props;
	return (
		<form
			ref={ props.formRef }
			className="vitrine-login__form"
			noValidate
			onSubmit={ props.onSubmit }
			aria-busy={ busy }
		>
			{ props.children }
			<input type="hidden" name="redirect_to" value={ props.redirect } />
			<FormMessage notice={ props.notice } />
			<button
				type="submit"
				name="wp-submit"
				value={ submit.value }
				className="vitrine-login__button vitrine-login__submit wp-element-button button"
				disabled={ blocked }
				aria-disabled={ busy || blocked }
			>
				{ busy ? submit.busyLabel : submit.label }
			</button>
		</form>
	);
}
