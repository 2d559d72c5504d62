/**
 * Shared Intl formatters. Building one costs the browser far more than using it (it loads
 * locale data; a few milliseconds each on a phone), and widgets format on every render: a page
 * of like buttons built two per button, in the task that mounted them.
 */

const formats = new Map< string, Intl.NumberFormat | Intl.DateTimeFormat >();

function cached< T extends Intl.NumberFormat | Intl.DateTimeFormat >(
	key: string,
	create: () => T
): T {
	let format = formats.get( key ) as T | undefined;
	if ( ! format ) {
		format = create();
		formats.set( key, format );
	}
	return format;
}

/**
 * The number format of a locale ('' for the browser's).
 *
 * @param locale BCP 47 tag, e.g. the document's `lang`.
 */
export function numberFormat( locale: string ): Intl.NumberFormat {
	return cached(
		`number|${ locale }`,
		() => new Intl.NumberFormat( locale || undefined )
	);
}

/**
 * A date and time format of a locale ('' for the browser's).
 *
 * @param locale  BCP 47 tag, e.g. the document's `lang`.
 * @param options The format's options.
 */
export function dateTimeFormat(
	locale: string,
	options: Intl.DateTimeFormatOptions
): Intl.DateTimeFormat {
	return cached(
		`date|${ locale }|${ JSON.stringify( options ) }`,
		() => new Intl.DateTimeFormat( locale || undefined, options )
	);
}
