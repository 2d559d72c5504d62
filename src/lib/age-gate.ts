/**
 * The age gate's rules, free of the DOM: the required age (the setting's absolute value), an
 * age from a date of birth, and whether a remembered age still opens the gate.
 */

export const AGE_STORAGE_KEY = 'vitrine-age-gate';

/**
 * The minimum age: the setting's absolute whole value ("-18" and "18.7" both mean 18).
 * @param setting The configured minimum age.
 */
export function requiredAge( setting: unknown ): number {
	const value = Number( setting );
	return Number.isFinite( value ) ? Math.abs( Math.trunc( value ) ) : 0;
}

/**
 * Age in whole years on `today` of someone born on `birth` (both `YYYY-MM-DD`, calendar
 * dates, so no time zone moves a birthday). Null for an unreadable or future date.
 * A birthday on 29 February counts from 1 March in other years.
 * @param birth Date of birth.
 * @param today Today's date.
 */
export function ageOn( birth: string, today: string ): number | null {
	const read = ( text: string ) => {
		const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec( text );
		if ( ! match ) {
			return null;
		}
		const year = Number( match[ 1 ] );
		const month = Number( match[ 2 ] );
		const day = Number( match[ 3 ] );
		const date = new Date( Date.UTC( year, month - 1, day ) );
		return date.getUTCMonth() === month - 1 && date.getUTCDate() === day
			? { year, month, day }
			: null;
	};
	const b = read( birth );
	const t = read( today );
	if ( ! b || ! t ) {
		return null;
	}
	let age = t.year - b.year;
	if ( t.month < b.month || ( t.month === b.month && t.day < b.day ) ) {
		age--;
	}
	return age < 0 ? null : age;
}

/**
 * An age typed by the visitor: a whole number from 0 to 150, else null.
 * @param input The field's value.
 */
export function typedAge( input: string ): number | null {
	const text = input.trim();
	if ( ! /^\d{1,3}$/.test( text ) ) {
		return null;
	}
	const age = Number( text );
	return age <= 150 ? age : null;
}

/**
 * Whether an age passes the gate.
 * @param age     The visitor's age.
 * @param minimum The configured minimum age (its absolute value is used).
 */
export function isOldEnough( age: number, minimum: unknown ): boolean {
	return age >= requiredAge( minimum );
}

/**
 * Whether a remembered age (as stored in localStorage) opens the gate: it must exist, be a
 * number and not be lower than required, so raising the minimum shows the gate again.
 * @param stored  The stored value, or null.
 * @param minimum The configured minimum age.
 */
export function storedAgePasses(
	stored: string | null,
	minimum: unknown
): boolean {
	if ( stored === null || ! /^\d{1,3}$/.test( stored ) ) {
		return false;
	}
	return isOldEnough( Number( stored ), minimum );
}

/**
 * Today's calendar date in the visitor's time zone, as `YYYY-MM-DD`.
 * @param now The current time.
 */
export function localDate( now: Date ): string {
	const pad = ( value: number ) => String( value ).padStart( 2, '0' );
	return `${ now.getFullYear() }-${ pad( now.getMonth() + 1 ) }-${ pad(
		now.getDate()
	) }`;
}
