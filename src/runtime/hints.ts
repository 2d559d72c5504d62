/**
 * Hint cookies: readable by scripts, secret to nobody, they say whether a visitor may have
 * something the cached page cannot show (a cart, wishlists), so that only those visitors make
 * the uncached session call. Guests who never added anything cost no request.
 */

const MONTH = 30 * 24 * 60 * 60;

export function hasHint( name: string ): boolean {
	return document.cookie
		.split( ';' )
		.some( ( part ) => part.trim() === `${ name }=1` );
}

/**
 * Sets or clears a hint, only when it changes.
 * @param name Cookie name.
 * @param on   Whether the visitor has the thing.
 */
export function setHint( name: string, on: boolean ): void {
	if ( on !== hasHint( name ) ) {
		document.cookie = on
			? `${ name }=1; Max-Age=${ MONTH }; path=/; SameSite=Lax`
			: `${ name }=; Max-Age=0; path=/; SameSite=Lax`;
	}
}
