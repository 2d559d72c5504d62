/**
 * The product gallery widget.
 */

/**
 * Internal dependencies
 */
import { image, int, isRecord, list, str } from '../../lib/presentation-props';
import { defineWidget } from '../../runtime/widget';
import { ProductGallery, type ProductGalleryProps } from './product-gallery';

export function parseProductGalleryProps(
	raw: unknown
): ProductGalleryProps | null {
	if ( ! isRecord( raw ) ) {
		return null;
	}
	const images = list( raw.images, ( item ) => {
		const large = image( item.large );
		const thumb = image( item.thumb );
		return int( item.id ) > 0 && large && thumb && str( item.full )
			? { id: int( item.id ), large, thumb, full: str( item.full ) }
			: null;
	} );
	return images.length
		? {
				images,
				layout: int( raw.layout ) === 2 ? 2 : 1,
				title: str( raw.title ),
				eager: raw.eager === true,
			}
		: null;
}

export default defineWidget( {
	parseProps: parseProductGalleryProps,
	Component: ProductGallery,
} );
