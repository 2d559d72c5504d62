/**
 * Password strength (docs/product-spec.md §5), the same function as `Vitrine\Account\PasswordStrength` in
 * PHP; both run the vectors in `tests/fixtures/password-strength.json`.
 *
 * The score is the sum of: 1 for a lowercase letter; 1 for an uppercase letter when the length
 * is at least 8; 1 for a digit when the length is at least 12; 1 for one of `$@#&!` when the
 * length is at least 14. Length counts Unicode code points, not UTF-16 units (an emoji is one
 * character, as in PHP's `mb_strlen`). Letters and digits are Unicode categories Ll, Lu, Nd.
 */

/** The lowest score a new password may have: below it the register button is disabled. */
export const MINIMUM_SCORE = 2;

/** Below this score a hint suggests a stronger password. */
export const HINT_BELOW = 3;

export type StrengthScore = 0 | 1 | 2 | 3 | 4;

export function passwordLength( password: string ): number {
	return Array.from( password ).length;
}

export function passwordScore( password: string ): StrengthScore {
	if ( password === '' ) {
		return 0;
	}
	const length = passwordLength( password );
	let score = 0;
	if ( /\p{Ll}/u.test( password ) ) {
		score++;
	}
	if ( length >= 8 && /\p{Lu}/u.test( password ) ) {
		score++;
	}
	if ( length >= 12 && /\p{Nd}/u.test( password ) ) {
		score++;
	}
	if ( length >= 14 && /[$@#&!]/.test( password ) ) {
		score++;
	}
	return score as StrengthScore;
}

/**
 * What the register form does with a password: submit is blocked while it is non-empty and
 * scores below the minimum; a hint shows while it scores below 3.
 * @param password
 */
export function passwordVerdict( password: string ): {
	score: StrengthScore;
	level: 1 | 2 | 3 | 4;
	blocksSubmit: boolean;
	showHint: boolean;
} {
	const score = passwordScore( password );
	return {
		score,
		// Labels exist for levels 1 to 4; a score of 0 reads as the weakest level.
		level: Math.max( 1, score ) as 1 | 2 | 3 | 4,
		blocksSubmit: password !== '' && score < MINIMUM_SCORE,
		showHint: password !== '' && score < HINT_BELOW,
	};
}
