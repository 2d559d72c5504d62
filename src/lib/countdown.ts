/**
 * The countdown's rules without a DOM: what is left until a moment, and when a screen reader
 * should hear about it. The digits change every second; announcing each change would talk
 * over everything else on the page, so the live region speaks once an hour while more than an
 * hour is left, once a minute in the last hour, and when the time is up.
 */

export interface Remaining {
	days: number;
	hours: number;
	minutes: number;
	seconds: number;
	/** Whole seconds left, 0 once the moment has passed. */
	total: number;
}

/**
 * What is left from `now` until `target` (both in milliseconds since the epoch), rounded up
 * to the second so that "0" shows only when the moment has come.
 * @param target The moment counted down to.
 * @param now    The current time.
 */
export function remaining( target: number, now: number ): Remaining {
	const total = Math.max( 0, Math.ceil( ( target - now ) / 1000 ) );
	return {
		days: Math.floor( total / 86400 ),
		hours: Math.floor( ( total % 86400 ) / 3600 ),
		minutes: Math.floor( ( total % 3600 ) / 60 ),
		seconds: total % 60,
		total,
	};
}

/**
 * Whether going from `before` to `after` seconds left is worth announcing: the end, the
 * passing of an hour while more than an hour is left, of a minute in the last hour.
 * @param before Seconds left at the previous tick.
 * @param after  Seconds left now.
 */
export function shouldAnnounce( before: number, after: number ): boolean {
	if ( after === before ) {
		return false;
	}
	if ( after === 0 ) {
		return true;
	}
	const step = after >= 3600 ? 3600 : 60;
	return Math.ceil( before / step ) !== Math.ceil( after / step );
}
