/**
 * Swiper on the product gallery: the pictures and, under them or beside them, the
 * thumbnails (Thumbs module). Swiper's class names are replaced by the gallery's, so no
 * Swiper stylesheet is loaded.
 */

/**
 * External dependencies
 */
import Swiper from 'swiper';
import { A11y, Thumbs } from 'swiper/modules';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	thumbsBreakpoints,
	type GalleryLayout,
} from '../../lib/product-gallery';

export interface GallerySwiper {
	slideTo: ( index: number ) => void;
	activeIndex: number;
	on: ( event: string, handler: () => void ) => void;
	destroy: ( deleteInstance?: boolean, cleanStyles?: boolean ) => void;
}

const a11y = () => ( {
	prevSlideMessage: __( 'Previous image', 'vitrine' ),
	nextSlideMessage: __( 'Next image', 'vitrine' ),
	/* translators: {{index}} is an image's number and {{slidesLength}} the number of images; keep both as they are. */
	slideLabelMessage: __( '{{index}} of {{slidesLength}}', 'vitrine' ),
	slideRole: '',
} );

/**
 * Starts the gallery.
 * @param main   Pictures' viewport.
 * @param thumbs Thumbnails' viewport (null for a single image).
 * @param layout Gallery layout.
 * @return The pictures' slider and a function that stops both sliders.
 */
export function createGallerySwiper(
	main: HTMLElement,
	thumbs: HTMLElement | null,
	layout: GalleryLayout
): { swiper: GallerySwiper; destroy: () => void } {
	const thumbsSwiper = thumbs
		? new Swiper( thumbs, {
				modules: [ A11y ],
				spaceBetween: 10,
				breakpoints: thumbsBreakpoints( layout ),
				watchSlidesProgress: true,
				slideToClickedSlide: false,
				containerModifierClass:
					'vitrine-product-gallery__thumbs-viewport--',
				wrapperClass: 'vitrine-product-gallery__thumbs',
				slideClass: 'vitrine-product-gallery__thumb',
				slideActiveClass: 'is-first',
				slideVisibleClass: 'is-visible',
				slideFullyVisibleClass: 'is-fully-visible',
				slideNextClass: 'is-next',
				slidePrevClass: 'is-prev',
				a11y: a11y(),
			} )
		: null;
	const swiper = new Swiper( main, {
		modules: [ A11y, Thumbs ],
		spaceBetween: 0,
		slidesPerView: 1,
		containerModifierClass: 'vitrine-product-gallery__main--',
		wrapperClass: 'vitrine-product-gallery__slides',
		slideClass: 'vitrine-product-gallery__slide',
		slideActiveClass: 'is-active',
		slideVisibleClass: 'is-visible',
		slideFullyVisibleClass: 'is-fully-visible',
		slideNextClass: 'is-next',
		slidePrevClass: 'is-prev',
		thumbs: thumbsSwiper
			? {
					swiper: thumbsSwiper,
					slideThumbActiveClass: 'is-current',
					thumbsContainerClass:
						'vitrine-product-gallery__thumbs-viewport--ready',
				}
			: undefined,
		a11y: a11y(),
	} );
	return {
		swiper: swiper as unknown as GallerySwiper,
		destroy: () => {
			swiper.destroy( true, true );
			thumbsSwiper?.destroy( true, true );
		},
	};
}
