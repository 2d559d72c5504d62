/**
 * The gallery slider widget.
 */

/**
 * Internal dependencies
 */
import { isRecord } from '../../lib/props';
import { clampPerView, parseThumbsImages } from '../../lib/thumbs-gallery';
import { defineWidget } from '../../runtime/widget';
import {
	GallerySlider,
	type GallerySliderProps,
	type ThumbsPosition,
} from './gallery-slider';

const POSITIONS: ThumbsPosition[] = [ 'bottom', 'left', 'right' ];

export function parseGallerySliderProps(
	raw: unknown
): GallerySliderProps | null {
	if ( ! isRecord( raw ) ) {
		return null;
	}
	const images = parseThumbsImages( raw.images );
	const position = POSITIONS.find( ( p ) => p === raw.position );
	return images.length
		? {
				images,
				position: position ?? 'bottom',
				perView: clampPerView( raw.perView ),
				autoplay: raw.autoplay === true,
				lightbox: raw.lightbox !== false,
			}
		: null;
}

export default defineWidget( {
	parseProps: parseGallerySliderProps,
	Component: GallerySlider,
} );
