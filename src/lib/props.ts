/**
 * The one reader of the widgets' JSON props (`data-vitrine-props`): each function returns a
 * typed value or a safe default, so a widget never renders from malformed data. Every widget's
 * `parseProps` reads with these.
 *
 * The runtime itself reads with it (`parseWidgetProps()` in `widget-props.ts`), so this module
 * is part of the runtime's entry chunk, which every page with a widget loads first; webpack
 * leaves modules the entry already holds out of the lazily loaded widget chunks, so a reader
 * added here costs its bytes once, in the runtime, and nothing per chunk. (When only widget
 * chunks imported it, each of some forty chunks carried a copy of every reader any of them
 * used.) `npm run build` and docs/widgets-and-blocks.md ("Add a block") have the figures.
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

export const int = ( value: unknown, fallback = 0 ): number =>
	typeof value === 'number' && Number.isFinite( value )
		? Math.trunc( value )
		: fallback;

/** A string, or undefined for anything else (settings that may be absent). */
export const maybeStr = ( value: unknown ): string | undefined =>
	typeof value === 'string' ? value : undefined;

/**
 * A positive whole number (a post, list or form id), or null.
 * @param value Raw value.
 */
export const positiveId = ( value: unknown ): number | null =>
	typeof value === 'number' && Number.isInteger( value ) && value > 0
		? value
		: null;

/**
 * A whole number of at least 0, given as a number or a numeric string (limits the server
 * writes either way), or undefined.
 * @param value Raw value.
 */
export function count( value: unknown ): number | undefined {
	const parsed = typeof value === 'string' ? Number( value ) : value;
	return typeof parsed === 'number' &&
		Number.isInteger( parsed ) &&
		parsed >= 0
		? parsed
		: undefined;
}

/**
 * The strings of a list (others dropped), or undefined when it is not a list.
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
