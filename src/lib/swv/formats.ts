/**
 * Format rules (email, url, tel, number, date, time) and the predicates behind them. Every
 * value of the field must pass; an empty field passes.
 */

/**
 * Internal dependencies
 */
import type { RuleCheck } from './types';

const EMAIL_LOCAL = /^[a-zA-Z0-9!#$%&'*+/=?^_`{|}~.-]+$/;
const EMAIL_LABEL = /^[a-zA-Z0-9-]+$/;

/**
 * WordPress's `is_email()`: at least 6 characters, one `@` not first, a plain local part, a
 * domain of at least two labels of letters, digits and inner hyphens.
 * @param value
 */
export function isEmail( value: string ): boolean {
	if ( value.length < 6 ) {
		return false;
	}
	const at = value.indexOf( '@', 1 );
	if ( at === -1 ) {
		return false;
	}
	if ( ! EMAIL_LOCAL.test( value.slice( 0, at ) ) ) {
		return false;
	}
	const domain = value.slice( at + 1 );
	if (
		domain.includes( '..' ) ||
		domain.startsWith( '.' ) ||
		domain.endsWith( '.' )
	) {
		return false;
	}
	const labels = domain.split( '.' );
	if ( labels.length < 2 ) {
		return false;
	}
	return labels.every(
		( label ) =>
			EMAIL_LABEL.test( label ) &&
			! label.startsWith( '-' ) &&
			! label.endsWith( '-' )
	);
}

export const URL_PROTOCOLS: readonly string[] = [
	'http',
	'https',
	'ftp',
	'ftps',
	'mailto',
	'news',
	'irc',
	'gopher',
	'nntp',
	'feed',
	'telnet',
	'mms',
	'rtsp',
	'sms',
	'svn',
	'tel',
	'fax',
	'xmpp',
	'webcal',
	'urn',
];

/** Schemes whose URLs must name a host (`scheme://host…`). */
const HOST_SCHEMES: readonly string[] = [ 'http', 'https', 'ftp', 'ftps' ];

/**
 * A URL with an allowed scheme (any case), no whitespace or control characters, something
 * after the colon, and for http(s)/ftp(s) a `//` followed by a non-empty host.
 * @param value
 */
export function isUrl( value: string ): boolean {
	if ( /[\x00-\x20\x7F]/.test( value ) ) {
		return false;
	}
	const match = /^([A-Za-z][A-Za-z0-9+.-]*):(.+)$/.exec( value );
	if ( ! match ) {
		return false;
	}
	const scheme = ( match[ 1 ] ?? '' ).toLowerCase();
	const rest = match[ 2 ] ?? '';
	if ( ! URL_PROTOCOLS.includes( scheme ) ) {
		return false;
	}
	if ( ! HOST_SCHEMES.includes( scheme ) ) {
		return true;
	}
	if ( ! rest.startsWith( '//' ) ) {
		return false;
	}
	const authority = rest.slice( 2 ).split( /[/?#]/ )[ 0 ] ?? '';
	const host = authority
		.slice( authority.lastIndexOf( '@' ) + 1 )
		.replace( /:[0-9]*$/, '' );
	return host !== '';
}

/**
 * Telephone numbers (docs/product-spec.md §8: 5 to 15 digits after stripping separators, with an
 * optional `+` or `00` prefix): drop an extension (from the first `#` or `*`), then
 * `( ) / .`, spaces, tabs and hyphens; a leading `+` or `00` becomes `+`; what remains is an
 * optional `+` and 5 to 15 digits (the `+` is not counted).
 * @param value
 */
export function normalizeTel( value: string ): string {
	return value
		.replace( /[#*].*$/s, '' )
		.replace( /[()/. \t\n\r\f\v-]+/g, '' )
		.replace( /^(?:\+|00)/, '+' );
}

export function isTel( value: string ): boolean {
	return /^\+?[0-9]{5,15}$/.test( normalizeTel( value ) );
}

export function isNumber( value: string ): boolean {
	return (
		/^-?[0-9]+([eE][+-]?[0-9]+)?$/.test( value ) ||
		/^-?([0-9]+)?\.[0-9]+([eE][+-]?[0-9]+)?$/.test( value )
	);
}

/**
 * `YYYY-MM-DD` naming a day that exists (years 0001 to 9999).
 * @param value
 */
export function isDate( value: string ): boolean {
	const match = /^([0-9]{4})-([0-9]{2})-([0-9]{2})$/.exec( value );
	if ( ! match ) {
		return false;
	}
	const year = Number( match[ 1 ] );
	const month = Number( match[ 2 ] );
	const day = Number( match[ 3 ] );
	if ( year < 1 || month < 1 || month > 12 || day < 1 ) {
		return false;
	}
	const leap = ( year % 4 === 0 && year % 100 !== 0 ) || year % 400 === 0;
	const lengths = [
		31,
		leap ? 29 : 28,
		31,
		30,
		31,
		30,
		31,
		31,
		30,
		31,
		30,
		31,
	];
	return day <= ( lengths[ month - 1 ] ?? 0 );
}

/**
 * `HH:MM` or `HH:MM:SS`, 00:00:00 to 23:59:59.
 * @param value
 */
export function isTime( value: string ): boolean {
	const match = /^([0-9]{2}):([0-9]{2})(?::([0-9]{2}))?$/.exec( value );
	if ( ! match ) {
		return false;
	}
	return (
		Number( match[ 1 ] ) <= 23 &&
		Number( match[ 2 ] ) <= 59 &&
		Number( match[ 3 ] ?? '0' ) <= 59
	);
}

const every =
	( test: ( value: string ) => boolean ): RuleCheck =>
	( _rule, { values } ) =>
		values.every( test );

export const email = every( isEmail );
export const url = every( isUrl );
export const tel = every( isTel );
export const number = every( isNumber );
export const date = every( isDate );
export const time = every( isTime );
