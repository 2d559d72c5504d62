/**
 * The product gallery's layout rules (spec §2, §9): 5 thumbnails shown, 4 below 1023 px; in
 * layout 2 the thumbnails stand in a column beside the picture, and in a row below it under
 * 1023 px. Pure; `src/widgets/product-gallery/style.css` mirrors the breakpoint.
 */

/** Viewport width from which 5 thumbnails show (and layout 2 goes vertical). */
export const THUMBS_BREAKPOINT = 1023;

export type GalleryLayout = 1 | 2;

export interface ThumbsLayout {
	slidesPerView: number;
	direction: 'horizontal' | 'vertical';
}

/**
 * The thumbnails' layout at a viewport width.
 * @param width  Viewport width in CSS pixels.
 * @param layout Gallery layout.
 */
export function thumbsLayoutAt(
	width: number,
	layout: GalleryLayout
): ThumbsLayout {
	const wide = width >= THUMBS_BREAKPOINT;
	return {
		slidesPerView: wide ? 5 : 4,
		direction: wide && layout === 2 ? 'vertical' : 'horizontal',
	};
}

/**
 * Swiper breakpoints for the thumbnails (keyed by minimum width).
 * @param layout Gallery layout.
 */
export function thumbsBreakpoints(
	layout: GalleryLayout
): Record< number, ThumbsLayout > {
	return {
		0: thumbsLayoutAt( 0, layout ),
		[ THUMBS_BREAKPOINT ]: thumbsLayoutAt( THUMBS_BREAKPOINT, layout ),
	};
}
