export interface Notice {
	kind: 'error' | 'success';
	text: string;
}

/**
 * The form's result line: errors as an alert, successes as a status (both read out).
 * The live regions stay in the DOM so screen readers notice their content changing.
 * @param props
 * @param props.notice
 */
export function FormMessage( { notice }: { notice: Notice | null } ) {
	return (
		<>
			<div
				className="vitrine-login__message is-error"
				role="alert"
				hidden={ notice?.kind !== 'error' }
			>
				{ notice?.kind === 'error' ? notice.text : '' }
			</div>
			<div
				className="vitrine-login__message is-success"
				role="status"
				hidden={ notice?.kind !== 'success' }
			>
				{ notice?.kind === 'success' ? notice.text : '' }
			</div>
		</>
	);
}
