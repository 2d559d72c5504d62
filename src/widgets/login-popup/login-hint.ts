/**
 * The login hint: a cookie set beside WordPress's (HttpOnly) logged-in cookie (see PHP
 * `LoginStateCookie`), so scripts know without a request whether the visitor may be signed in.
 */

export const LOGIN_HINT_COOKIE = 'vitrine_logged_in';

/**
 * Whether the visitor may be signed in. Guests have no hint, so their page views never ask
 * the uncached session endpoint just to draw the header.
 */
export function hasLoginHint(): boolean {
	return document.cookie
		.split( ';' )
		.some( ( part ) => part.trim() === `${ LOGIN_HINT_COOKIE }=1` );
}
