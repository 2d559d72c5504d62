/**
 * The one reader of the widgets' JSON props (`data-vitrine-props`): each function returns a
 * typed value or a safe default, so a widget never renders from malformed data. Every widget's
 * `parseProps` is written with these, none checks types by hand.
 */

export interface ImageData {
	src: string;
	srcset: string;
	sizes: string;
	width: number;
	height: number;
	alt: string;
}

type Raw = Record< string, unknown >;

export const isRecord = ( value: unknown ): value is Raw =>
	!! value && typeof value === 'object' && ! Array.isArray( value );

export const str = ( value: unknown ): string =>
	typeof value === 'string' ? value : '';

/** A string, or undefined when there is none (for props that may be left out). */
export const optionalStr = ( value: unknown ): string | undefined =>
	typeof value === 'string' ? value : undefined;

export const int = ( value: unknown, fallback = 0 ): number =>
	typeof value === 'number' && Number.isFinite( value )
		? Math.trunc( value )
		: fallback;

/** True only for `true`: a flag left out or of another type is off. */
export const bool = ( value: unknown ): boolean => value === true;

/**
 * A whole number of at least `min` (a count 0, an id 1); null otherwise. A numeric string
 * counts only where `fromString` says so (attributes a form editor stored as text).
 * @param value      Raw value.
 * @param min        The smallest accepted.
 * @param fromString Whether "12" reads as 12.
 */
export function wholeNumber(
	value: unknown,
	min = 0,
	fromString = false
): number | null {
	const parsed =
		fromString && typeof value === 'string' && value !== ''
			? Number( value )
			: value;
	return typeof parsed === 'number' &&
		Number.isInteger( parsed ) &&
		parsed >= min
		? parsed
		: null;
}

/**
 * One of a list of values, else the fallback.
 * @param value    Raw value.
 * @param values   The accepted values.
 * @param fallback What a missing or unknown value becomes.
 */
export function oneOf< T extends string >(
	value: unknown,
	values: readonly T[],
	fallback: T
): T {
	return values.includes( value as T ) ? ( value as T ) : fallback;
}

/**
 * The strings of an array, or undefined when it is no array.
 * @param value Raw value.
 */
export const strings = ( value: unknown ): string[] | undefined =>
	Array.isArray( value )
		? value.filter( ( item ): item is string => typeof item === 'string' )
		: undefined;

/**
 * Image data, or null when anything needed is missing.
 * @param value Raw value.
 */
export function image( value: unknown ): ImageData | null {
	if ( ! isRecord( value ) || ! str( value.src ) ) {
		return null;
	}
	return {
		src: str( value.src ),
		srcset: str( value.srcset ),
		sizes: str( value.sizes ),
		width: int( value.width ),
		height: int( value.height ),
		alt: str( value.alt ),
	};
}

/**
 * A list of records read by `read`, dropping entries it refuses (null).
 * @param value Raw value.
 * @param read  Reads one record.
 */
export function list< T >(
	value: unknown,
	read: ( raw: Raw ) => T | null
): T[] {
	if ( ! Array.isArray( value ) ) {
		return [];
	}
	return value
		.filter( isRecord )
		.map( read )
		.filter( ( item ): item is T => item !== null );
}
