/**
 * The product gallery's layout rules (docs/product-spec.md §2, §9): 5 thumbnails shown, 4 below 1023 px; in
 * layout 2 the thumbnails stand in a column beside the picture, and in a row below it under
 * 1023 px. Pure; the strip itself is the shared thumbs gallery (src/lib/thumbs-gallery.ts).
 */

/**
 * Internal dependencies
 */
import type { ThumbsOptions } from './thumbs-gallery';

export type GalleryLayout = 1 | 2;

/**
 * The strip options of a product gallery layout.
 * @param layout Gallery layout.
 */
export function productThumbs( layout: GalleryLayout ): ThumbsOptions {
	return { perView: 5, perViewNarrow: 4, vertical: layout === 2 };
}
