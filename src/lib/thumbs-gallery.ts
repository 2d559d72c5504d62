/**
 * A picture slider synchronised with a strip of thumbnails (the product gallery and the
 * gallery slider): how many thumbnails show and in which direction at a viewport width, and
 * which picture an arrow key moves to. Pure; the stylesheets mirror the breakpoint.
 */

/**
 * Internal dependencies
 */
import { image, int, list, str, type ImageData } from './props';

/** Viewport width from which the wide layout applies (and a side strip goes vertical). */
export const THUMBS_BREAKPOINT = 1023;

export interface ThumbsOptions {
	/** Thumbnails shown from THUMBS_BREAKPOINT. */
	perView: number;
	/** Thumbnails shown below it. */
	perViewNarrow: number;
	/** The strip stands beside the picture (a column) on wide screens. */
	vertical: boolean;
}

export interface ThumbsLayout {
	slidesPerView: number;
	direction: 'horizontal' | 'vertical';
}

/**
 * The thumbnails' layout at a viewport width.
 * @param width   Viewport width in CSS pixels.
 * @param options Strip options.
 */
export function thumbsLayoutAt(
	width: number,
	options: ThumbsOptions
): ThumbsLayout {
	const wide = width >= THUMBS_BREAKPOINT;
	return {
		slidesPerView: wide ? options.perView : options.perViewNarrow,
		direction: wide && options.vertical ? 'vertical' : 'horizontal',
	};
}

/**
 * Swiper breakpoints for the thumbnails (keyed by minimum width).
 * @param options Strip options.
 */
export function thumbsBreakpoints(
	options: ThumbsOptions
): Record< number, ThumbsLayout > {
	return {
		0: thumbsLayoutAt( 0, options ),
		[ THUMBS_BREAKPOINT ]: thumbsLayoutAt( THUMBS_BREAKPOINT, options ),
	};
}

/**
 * The picture a key moves to: arrows step (wrapping round), Home and End go to the ends;
 * null for any other key, which the widget leaves alone.
 * @param key     KeyboardEvent.key.
 * @param current Current picture's index.
 * @param count   Number of pictures.
 */
export function indexForKey(
	key: string,
	current: number,
	count: number
): number | null {
	if ( count < 1 ) {
		return null;
	}
	switch ( key ) {
		case 'ArrowRight':
		case 'ArrowDown':
			return ( current + 1 ) % count;
		case 'ArrowLeft':
		case 'ArrowUp':
			return ( current - 1 + count ) % count;
		case 'Home':
			return 0;
		case 'End':
			return count - 1;
		default:
			return null;
	}
}

/**
 * The pictures a gallery that defers its slides has asked for once it shows `current`: those
 * it had, the current one and, once the visitor has reached for the gallery (a touch, a
 * pointer, focus), its neighbours, so that a swipe brings a picture, not an empty slide.
 * Before that only the first picture loads (a phone would otherwise fetch them all).
 * @param had     Indexes already asked for.
 * @param current Current picture's index.
 * @param count   Number of pictures.
 * @param reached The visitor has reached for the gallery.
 * @return The indexes, ascending, without repeats.
 */
export function nearSlides(
	had: readonly number[],
	current: number,
	count: number,
	reached: boolean
): number[] {
	const wanted = reached
		? [ current - 1, current, current + 1 ]
		: [ current ];
	const all = new Set(
		[ ...had, ...wanted ].filter( ( index ) => index >= 0 && index < count )
	);
	return Array.from( all ).sort( ( a, b ) => a - b );
}

/**
 * Thumbnails per view chosen in the editor, kept to what a strip can show.
 * @param value Setting.
 */
export function clampPerView( value: unknown ): number {
	const n = Math.round( Number( value ) );
	return Number.isFinite( n ) ? Math.max( 2, Math.min( 8, n ) ) : 5;
}

export interface ThumbsGalleryImage {
	id: number;
	large: ImageData;
	thumb: ImageData;
	full: string;
}

/**
 * The pictures of a thumbs gallery's props (each needs both sizes and its full address).
 * @param value Raw `images` prop.
 */
export function parseThumbsImages( value: unknown ): ThumbsGalleryImage[] {
	return list( value, ( item ) => {
		const large = image( item.large );
		const thumb = image( item.thumb );
		return int( item.id ) > 0 && large && thumb && str( item.full )
			? { id: int( item.id ), large, thumb, full: str( item.full ) }
			: null;
	} );
}
