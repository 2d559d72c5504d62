/**
 * External dependencies
 */
import { useEffect, useRef } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { NewsletterValues } from '../../lib/newsletter';

interface SuccessProps {
	message: string;
	/** The submitted details, shown in `summary` mode. */
	summary: NewsletterValues | null;
}

/**
 * The success block. It takes focus when it appears, so keyboard and screen-reader users
 * land on the outcome instead of on a form that just vanished.
 * @param props
 * @param props.message
 * @param props.summary
 */
export function Success( { message, summary }: SuccessProps ) {
	const ref = useRef< HTMLDivElement >( null );
	useEffect( () => {
		ref.current?.focus();
	}, [] );

	const rows = summary
		? [
				[ __( 'First name', 'vitrine' ), summary.firstName ],
				[ __( 'Last name', 'vitrine' ), summary.lastName ],
				[ __( 'Telephone', 'vitrine' ), summary.telephone ],
				[ __( 'Email', 'vitrine' ), summary.email ],
			].filter( ( [ , value ] ) => value && value.trim() !== '' )
		: [];

	return (
		<div
			className="vitrine-newsletter__success"
			role="status"
			tabIndex={ -1 }
			ref={ ref }
		>
			<svg
				className="vitrine-newsletter__success-icon"
				viewBox="0 0 24 24"
				width="28"
				height="28"
				aria-hidden="true"
				focusable="false"
			>
				<path
					d="M20 6 9 17l-5-5"
					fill="none"
					stroke="currentColor"
					strokeWidth="2.5"
					strokeLinecap="round"
					strokeLinejoin="round"
				/>
			</svg>
			<div>
				<p className="vitrine-newsletter__success-message">
					{ message }
				</p>
				{ rows.length > 0 && (
					<dl className="vitrine-newsletter__summary">
						{ rows.map( ( [ label, value ] ) => (
							<div key={ label }>
								<dt>{ label }</dt>
								<dd>{ value?.trim() }</dd>
							</div>
						) ) }
					</dl>
				) }
			</div>
		</div>
	);
}
