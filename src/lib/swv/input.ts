/**
 * Reading a field's values the way both validators do: trimmed with PHP's `trim()` character
 * set (space, tab, line feed, carriage return, NUL, vertical tab — not Unicode spaces), blanks
 * dropped; files without a name dropped.
 */

/**
 * Internal dependencies
 */
import type { RuleInput, SwvFiles, SwvValues } from './types';

const TRIMMED = ' \t\n\r\0\x0B';

export function trimValue( value: string ): string {
	let start = 0;
	let end = value.length;
	while ( start < end && TRIMMED.includes( value.charAt( start ) ) ) {
		start++;
	}
	while ( end > start && TRIMMED.includes( value.charAt( end - 1 ) ) ) {
		end--;
	}
	return value.slice( start, end );
}

export function inputFor(
	field: string,
	values: SwvValues,
	files: SwvFiles
): RuleInput {
	const own = ( record: object ) =>
		Object.prototype.hasOwnProperty.call( record, field );
	const raw = own( values ) ? values[ field ] : undefined;
	let list: readonly unknown[] = [];
	if ( typeof raw === 'string' ) {
		list = [ raw ];
	} else if ( Array.isArray( raw ) ) {
		list = raw;
	}
	return {
		values: list
			.filter( ( value ): value is string => typeof value === 'string' )
			.map( trimValue )
			.filter( ( value ) => value !== '' ),
		files: ( ( own( files ) ? files[ field ] : undefined ) ?? [] ).filter(
			( file ) =>
				file &&
				typeof file.name === 'string' &&
				trimValue( file.name ) !== ''
		),
	};
}

/**
 * A rule's threshold as a number, or null when it has none that reads as one.
 * @param value
 */
export function toNumber( value: unknown ): number | null {
	if ( typeof value === 'number' ) {
		return Number.isFinite( value ) ? value : null;
	}
	if ( typeof value === 'string' && value.trim() !== '' ) {
		const parsed = Number( value );
		return Number.isFinite( parsed ) ? parsed : null;
	}
	return null;
}
