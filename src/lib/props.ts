/**
 * The reader of the widgets' JSON props (`data-vitrine-props`): each function returns a typed
 * value or a safe default, so a widget never renders from malformed data. (Webpack puts every
 * function of this module that any chunk uses into each chunk that imports it, so a reader
 * added here weighs on some forty chunks: the newsletter, contact form and like widgets keep
 * their own small checks until the readers are one module each.)
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
