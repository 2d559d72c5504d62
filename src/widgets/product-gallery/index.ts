/**
 * The product gallery widget.
 */

/**
 * Internal dependencies
 */
import { int, isRecord, str } from '../../lib/props';
import { parseThumbsImages } from '../../lib/thumbs-gallery';
import { defineWidget } from '../../runtime/widget';
import { ProductGallery, type ProductGalleryProps } from './product-gallery';

export function parseProductGalleryProps(
	raw: unknown
): ProductGalleryProps | null {
	if ( ! isRecord( raw ) ) {
		return null;
	}
	const images = parseThumbsImages( raw.images );
	return images.length
		? {
				images,
				layout: int( raw.layout ) === 2 ? 2 : 1,
				title: str( raw.title ),
				eager: raw.eager === true,
				defer: raw.defer === true,
			}
		: null;
}

export default defineWidget( {
	parseProps: parseProductGalleryProps,
	Component: ProductGallery,
} );
