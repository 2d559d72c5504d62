/**
 * Swiper on a thumbs gallery (the product gallery, the gallery slider): the pictures and,
 * under them or beside them, the thumbnails (Thumbs module). Swiper's class names are replaced
 * by the gallery's own (`<base>__slides`, `<base>__thumb`…), so no Swiper stylesheet is loaded.
 */

/**
 * External dependencies
 */
import Swiper from 'swiper';
import { A11y, Thumbs } from 'swiper/modules';

/**
 * Internal dependencies
 */
import { __ } from '../../runtime/i18n';
import { SLIDER_SWIPE_THRESHOLD } from '../../lib/slider';
import {
	thumbsBreakpoints,
	type ThumbsOptions,
} from '../../lib/thumbs-gallery';

export interface ThumbsSwiper {
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

/** What both sliders share: the slider's swipe threshold and state classes. */
const common = {
	threshold: SLIDER_SWIPE_THRESHOLD,
	slideVisibleClass: 'is-visible',
	slideFullyVisibleClass: 'is-fully-visible',
	slideNextClass: 'is-next',
	slidePrevClass: 'is-prev',
};

/**
 * Starts the gallery.
 * @param base    The gallery's class prefix (e.g. `vitrine-product-gallery`).
 * @param main    Pictures' viewport.
 * @param thumbs  Thumbnails' viewport (null for a single image).
 * @param options Strip options.
 * @return The pictures' slider and a function that stops both sliders.
 */
export function createThumbsSwiper(
	base: string,
	main: HTMLElement,
	thumbs: HTMLElement | null,
	options: ThumbsOptions
): { swiper: ThumbsSwiper; destroy: () => void } {
	const thumbsSwiper = thumbs
		? new Swiper( thumbs, {
				...common,
				modules: [ A11y ],
				spaceBetween: 10,
				breakpoints: thumbsBreakpoints( options ),
				watchSlidesProgress: true,
				slideToClickedSlide: false,
				containerModifierClass: `${ base }__thumbs-viewport--`,
				wrapperClass: `${ base }__thumbs`,
				slideClass: `${ base }__thumb`,
				slideActiveClass: 'is-first',
				a11y: a11y(),
			} )
		: null;
	const swiper = new Swiper( main, {
		...common,
		modules: [ A11y, Thumbs ],
		spaceBetween: 0,
		slidesPerView: 1,
		containerModifierClass: `${ base }__main--`,
		wrapperClass: `${ base }__slides`,
		slideClass: `${ base }__slide`,
		slideActiveClass: 'is-active',
		thumbs: thumbsSwiper
			? {
					swiper: thumbsSwiper,
					slideThumbActiveClass: 'is-current',
					thumbsContainerClass: `${ base }__thumbs-viewport--ready`,
				}
			: undefined,
		a11y: a11y(),
	} );
	return {
		swiper: swiper as unknown as ThumbsSwiper,
		destroy: () => {
			swiper.destroy( true, true );
			thumbsSwiper?.destroy( true, true );
		},
	};
}
