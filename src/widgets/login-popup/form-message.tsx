export interface Notice {
	kind: 'error' | 'success';
	text: string;
}

/**
 * The form's result line: errors as an alert, successes as a status (both read out).
 * The live regions stay in the DOM and in the accessibility tree (never `hidden` or
 * `display: none`, which would unregister them): an empty region is only collapsed, so
 * screen readers notice the text that appears in it.
 * @param props
 * @param props.notice
 */
export function FormMessage( { notice }: { notice: Notice | null } ) {
	return (
		<>
			<div
				className={ `vitrine-login__message is-error${
					notice?.kind === 'error' ? '' : ' is-empty'
				}` }
				role="alert"
			>
				{ notice?.kind === 'error' ? notice.text : '' }
			</div>
			<div
				className={ `vitrine-login__message is-success${
					notice?.kind === 'success' ? '' : ' is-empty'
				}` }
				role="status"
			>
				{ notice?.kind === 'success' ? notice.text : '' }
			</div>
		</>
	);
}
