/**
 * The product gallery: the server's pictures and thumbnails become the shared thumbs gallery
 * (5 thumbnails shown, 4 below 1023 px; beside the picture in layout 2 on wide screens), and a
 * click on a picture zooms it in the lightbox, as a gallery of all the product's pictures.
 */

/**
 * Internal dependencies
 */
import { productThumbs, type GalleryLayout } from '../../lib/product-gallery';
import { __, sprintf } from '../../runtime/i18n';
import {
	ThumbsGallery,
	type ThumbsGalleryImage,
} from '../shared/thumbs-gallery';

export type GalleryImage = ThumbsGalleryImage;

export interface ProductGalleryProps {
	images: GalleryImage[];
	layout: GalleryLayout;
	title: string;
	eager: boolean;
	/** Fetch the pictures after the first only as their slides near. */
	defer: boolean;
}

export function ProductGallery( props: ProductGalleryProps ) {
	const { images, layout, title, eager, defer } = props;
	return (
		<ThumbsGallery
			base="vitrine-product-gallery"
			images={ images }
			options={ productThumbs( layout ) }
			eager={ eager }
			defer={ defer }
			zoomLabel={ ( index ) =>
				sprintf(
					/* translators: 1: image number, 2: product name. */
					__( 'Zoom image %1$d of %2$s', 'vitrine' ),
					index + 1,
					title
				)
			}
		/>
	);
}
