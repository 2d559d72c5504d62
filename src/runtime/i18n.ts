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
	_n: ( single: string, plural: string, n: number, domain: string ) => string;
	sprintf: ( format: string, ...args: Array< string | number > ) => string;
}

const core = (): CoreI18n | undefined =>
	( window as { wp?: { i18n?: CoreI18n } } ).wp?.i18n;

export function __( text: string, domain: string ): string {
	const i18n = core();
	// eslint-disable-next-line @wordpress/i18n-text-domain, @wordpress/i18n-no-variables -- a pass-through; the literals are at the call sites.
	return i18n ? i18n.__( text, domain ) : text;
}

export function _n(
	single: string,
	plural: string,
	n: number,
	domain: string
): string {
	const i18n = core();
	if ( i18n ) {
		// eslint-disable-next-line @wordpress/i18n-text-domain, @wordpress/i18n-no-variables -- a pass-through; the literals are at the call sites.
		return i18n._n( single, plural, n, domain );
	}
	return n === 1 ? single : plural; // English, the strings' own language.
}

/**
 * `%s`, `%d` and numbered (`%1$s`) placeholders, as WordPress's sprintf reads them.
 * @param format Format with placeholders.
 * @param args   Values, in order.
 */
export function sprintf(
	format: string,
	...args: Array< string | number >
): string {
	const i18n = core();
	if ( i18n ) {
		return i18n.sprintf( format, ...args );
	}
	let next = 0;
	return format.replace( /%(?:(\d+)\$)?([sd%])/g, ( match, index, type ) => {
		if ( type === '%' ) {
			return '%';
		}
		const value = args[ index ? Number( index ) - 1 : next++ ];
		return type === 'd'
			? String( Math.trunc( Number( value ) ) )
			: String( value ?? '' );
	} );
}
