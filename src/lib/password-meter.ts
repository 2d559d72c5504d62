/**
 * What the account page's strength meter says (src/blocks/my-account/view.ts): core's levels
 * from zxcvbn's score, as wp-admin's profile and WooCommerce's My account show them, held to the
 * site's one rule (`passwordScore`, the same as `Vitrine\Account\PasswordStrength` on the
 * server): a password the server would refuse is never called "Medium" or "Strong".
 */

/**
 * Internal dependencies
 */
import { MINIMUM_SCORE, passwordScore } from './password-strength';

/** Core's level names (`pwsL10n`'s keys, wp-admin/js/password-strength-meter.js). */
export type MeterLevel = 'short' | 'bad' | 'good' | 'strong' | 'mismatch';

export interface MeterVerdict {
	/** The level to show, null while the password is empty. */
	level: MeterLevel | null;
	/** Whether the server's rule accepts the password. */
	acceptable: boolean;
}

/**
 * The meter's verdict.
 * @param zxcvbnScore zxcvbn's score, 0 to 4.
 * @param password    The new password.
 * @param confirm     Its confirmation ('' while not typed).
 */
export function meterVerdict(
	zxcvbnScore: number,
	password: string,
	confirm: string
): MeterVerdict {
	if ( password === '' ) {
		return { level: null, acceptable: true };
	}
	const acceptable = passwordScore( password ) >= MINIMUM_SCORE;
	// As core's meter: a confirmation that differs is told first.
	if ( confirm !== '' && confirm !== password ) {
		return { level: 'mismatch', acceptable };
	}
	const levels = [ 'short', 'short', 'bad', 'good', 'strong' ] as const;
	let level: MeterLevel =
		levels[ Math.min( 4, Math.max( 0, Math.floor( zxcvbnScore ) ) ) ] ??
		'short';
	if ( ! acceptable && ( level === 'good' || level === 'strong' ) ) {
		level = 'bad';
	}
	return { level, acceptable };
}

/**
 * Words zxcvbn should count as guessable, as core's `userInputDisallowedList()`: the page's
 * title and address and the member's own names, split on non-word characters, 4 characters
 * or more, each once.
 * @param values The strings to draw from.
 */
export function disallowedWords( values: string[] ): string[] {
	const words = values
		.flatMap( ( value ) => value.split( /[^\p{L}\p{N}_]+/u ) )
		.filter( ( word ) => word.length >= 4 );
	return Array.from( new Set( words ) );
}
