/**
 * The gallery slider: pictures chosen in the editor, with a thumbnail strip below them or in a
 * column at their left or right (a row again below 1023 px), through the shared thumbs gallery
 * the product page uses.
 */

/**
 * Internal dependencies
 */
import { __, sprintf } from '../../runtime/i18n';
import {
	ThumbsGallery,
	type ThumbsGalleryImage,
} from '../../widgets/shared/thumbs-gallery';

export type ThumbsPosition = 'bottom' | 'left' | 'right';

export interface GallerySliderProps {
	images: ThumbsGalleryImage[];
	position: ThumbsPosition;
	perView: number;
	autoplay: boolean;
	lightbox: boolean;
}

/** Time each picture stays when the slider autoplays. */
export const GALLERY_AUTOPLAY_MS = 5000;

export function GallerySlider( props: GallerySliderProps ) {
	const { images, position, perView, autoplay, lightbox } = props;
	const count = images.length;
	return (
		<ThumbsGallery
			base="vitrine-product-gallery"
			images={ images }
			options={ {
				perView,
				perViewNarrow: Math.min( perView, 4 ),
				vertical: position !== 'bottom',
			} }
			zoom={ lightbox }
			autoplay={ autoplay ? GALLERY_AUTOPLAY_MS : 0 }
			zoomLabel={ ( index ) =>
				sprintf(
					/* translators: 1: image number, 2: number of images. */
					__( 'Enlarge image %1$d of %2$d', 'vitrine' ),
					index + 1,
					count
				)
			}
		/>
	);
}
