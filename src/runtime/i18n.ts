/**
 * Translation for the runtime's own few strings without making core's `wp-i18n` a dependency
 * of every page: the runtime and the session run on pages that load no other script. When
 * `wp.i18n` is on the page (sites in another language always load it, see PHP `Assets`), it
 * translates; otherwise the English text is what the page would show anyway.
 *
 * Named `__` so that `npm run i18n` extracts the strings like any other.
 */

interface CoreI18n {
	__: ( text: string, domain: string ) => string;
}

export function __( text: string, domain: string ): string {
	const i18n = ( window as { wp?: { i18n?: CoreI18n } } ).wp?.i18n;
	// eslint-disable-next-line @wordpress/i18n-text-domain, @wordpress/i18n-no-variables -- a pass-through; the literals are at the call sites.
	return i18n ? i18n.__( text, domain ) : text;
}
