/**
 * External dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { passwordVerdict } from '../../lib/password-strength';

export function strengthLabel( level: 1 | 2 | 3 | 4 ): string {
	const labels = {
		1: __( 'Very weak', 'vitrine' ),
		2: __( 'Weak', 'vitrine' ),
		3: __( 'Medium', 'vitrine' ),
		4: __( 'Strong', 'vitrine' ),
	};
	return labels[ level ];
}

/**
 * The strength bar, its label (announced politely) and the hint below a score of 3.
 * @param props
 * @param props.id
 * @param props.password
 */
export function StrengthMeter( {
	id,
	password,
}: {
	id: string;
	password: string;
} ) {
	const verdict = passwordVerdict( password );
	const empty = password === '';
	return (
		<div
			className="vitrine-login__strength"
			data-level={ empty ? 0 : verdict.level }
			id={ id }
		>
			<div className="vitrine-login__strength-bar" aria-hidden="true">
				<span />
				<span />
				<span />
				<span />
			</div>
			<p className="vitrine-login__strength-text" aria-live="polite">
				{ empty
					? ''
					: sprintf(
							/* translators: %s: password strength, e.g. "Weak". */
							__( 'Password strength: %s', 'vitrine' ),
							strengthLabel( verdict.level )
						) }
			</p>
			{ verdict.showHint && (
				<p className="vitrine-login__hint">
					{ __(
						'Hint: use at least 8 characters with upper and lowercase letters; 12 with a number and 14 with one of $ @ # & ! make it stronger.',
						'vitrine'
					) }
				</p>
			) }
		</div>
	);
}
