/**
 * Colour pairs that read (WCAG 2 contrast), for what takes a colour from the theme at runtime:
 * the cart count's badge in the theme's link colour under a classic theme with no palette of
 * text and accent presets (docs/themes.md, "Colours").
 */

/** WCAG AA for normal text. */
export const READABLE = 4.5;

/**
 * The sRGB channels (0-255) and alpha (0-1) of a colour as the browser computes it
 * (`rgb()`/`rgba()`, either syntax) or as a theme writes a preset (`#rgb`, `#rrggbb`, with or
 * without alpha); null for anything else (a keyword, `color-mix()`, oklab).
 * @param css A colour.
 */
export function parseColour(
	css: string
): [ number, number, number, number ] | null {
	const value = css.trim().toLowerCase();
	const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec( value );
	if ( hex ) {
		const digits = hex[ 1 ]!;
		const pairs =
			digits.length <= 4
				? [ ...digits ].map( ( digit ) => digit + digit )
				: ( digits.match( /../g ) as string[] );
		const [ r = 0, g = 0, b = 0, a = 255 ] = pairs.map( ( pair ) =>
			parseInt( pair, 16 )
		);
		return [ r, g, b, a / 255 ];
	}
	const rgb =
		/^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)(?:\s*[,/]\s*([\d.]+)(%?))?\s*\)$/.exec(
			value
		);
	if ( ! rgb ) {
		return null;
	}
	let alpha = rgb[ 4 ] === undefined ? 1 : Number( rgb[ 4 ] );
	if ( rgb[ 5 ] === '%' ) {
		alpha /= 100;
	}
	return [
		Number( rgb[ 1 ] ),
		Number( rgb[ 2 ] ),
		Number( rgb[ 3 ] ),
		alpha,
	];
}

/**
 * Relative luminance of sRGB channels (WCAG 2).
 * @param channels 0-255 each.
 */
function luminance( channels: readonly number[] ): number {
	const [ r = 0, g = 0, b = 0 ] = channels.map( ( channel ) => {
		const c = channel / 255;
		return c <= 0.03928 ? c / 12.92 : ( ( c + 0.055 ) / 1.055 ) ** 2.4;
	} );
	return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * The contrast ratio of two colours (1-21), or 0 when either cannot be read.
 * @param a A colour.
 * @param b Another.
 */
export function contrastRatio( a: string, b: string ): number {
	const [ first, second ] = [ parseColour( a ), parseColour( b ) ];
	if ( ! first || ! second ) {
		return 0;
	}
	const [ la, lb ] = [ luminance( first ), luminance( second ) ];
	return ( Math.max( la, lb ) + 0.05 ) / ( Math.min( la, lb ) + 0.05 );
}

/**
 * The text colour for a background: the first candidate that reads on it at `minimum`, else
 * white or black, whichever reads better (one of them always passes 4.5:1).
 * @param background The background, opaque.
 * @param candidates Preferred text colours, in order (the theme's surface colour first).
 * @param minimum    The contrast wanted.
 */
export function readableOn(
	background: string,
	candidates: readonly string[],
	minimum: number = READABLE
): string {
	const found = candidates.find(
		( candidate ) => contrastRatio( candidate, background ) >= minimum
	);
	if ( found ) {
		return found;
	}
	return contrastRatio( '#fff', background ) >=
		contrastRatio( '#000', background )
		? '#fff'
		: '#000';
}

/**
 * Whether a colour can be a badge's background: readable and opaque (a link colour of
 * `transparent` or half see-through is none).
 * @param css A colour.
 */
export function isOpaque( css: string ): boolean {
	const colour = parseColour( css );
	return !! colour && colour[ 3 ] >= 1;
}
