/**
 * Swiper with only the modules the slider uses, on the server-rendered row. Swiper's own
 * class names are replaced by the widget's, so its styles stay scoped to `.vitrine-carousel`
 * and no Swiper stylesheet is loaded.
 */

/**
 * External dependencies
 */
import Swiper from 'swiper';
import { A11y, Autoplay, Navigation, Pagination } from 'swiper/modules';

/**
 * Internal dependencies
 */
import { __ } from '../../runtime/i18n';
import {
	SLIDER_RESISTANCE,
	SLIDER_SWIPE_THRESHOLD,
	swiperBreakpoints,
	type SliderSettings,
} from '../../lib/slider';

export interface SliderElements {
	viewport: HTMLElement;
	prev: HTMLButtonElement;
	next: HTMLButtonElement;
	dots: HTMLElement;
}

/** The part of Swiper's instance the widget drives. */
export interface SliderInstance {
	slides: ArrayLike< unknown >;
	params: { slidesPerView?: number | 'auto' };
	activeIndex: number;
	autoplay: { running: boolean; start: () => boolean; stop: () => boolean };
	slideNext: () => void;
	slidePrev: () => void;
	slideTo: ( index: number ) => void;
	on: ( event: string, handler: () => void ) => void;
	destroy: ( deleteInstance?: boolean, cleanStyles?: boolean ) => void;
}

/**
 * Starts Swiper on a slider's viewport. Autoplay is configured but left stopped: the widget
 * starts it when nothing holds it (hover, focus, reduced motion, the pause button).
 *
 * @param elements Viewport and controls.
 * @param settings The slider's settings.
 */
export function createSwiper(
	elements: SliderElements,
	settings: SliderSettings
): SliderInstance {
	const swiper = new Swiper( elements.viewport, {
		modules: [ A11y, Autoplay, Navigation, Pagination ],
		speed: settings.speed,
		resistanceRatio: SLIDER_RESISTANCE,
		threshold: SLIDER_SWIPE_THRESHOLD,
		breakpoints: swiperBreakpoints( settings.perView ),
		// The slider's own width, not the window's: in a narrow column or a sidebar it shows
		// one slide, full width three (style.css's container queries say the same).
		breakpointsBase: 'container',
		containerModifierClass: 'vitrine-carousel__viewport--',
		wrapperClass: 'vitrine-carousel__track',
		slideClass: 'vitrine-carousel__slide',
		slideActiveClass: 'vitrine-carousel__slide--active',
		slideVisibleClass: 'vitrine-carousel__slide--visible',
		slideFullyVisibleClass: 'vitrine-carousel__slide--fully-visible',
		slideNextClass: 'vitrine-carousel__slide--next',
		slidePrevClass: 'vitrine-carousel__slide--prev',
		watchSlidesProgress: true,
		autoplay: {
			delay: settings.delay,
			disableOnInteraction: false,
		},
		navigation: {
			prevEl: elements.prev,
			nextEl: elements.next,
			disabledClass: 'vitrine-carousel__button--disabled',
			lockClass: 'vitrine-carousel__button--locked',
		},
		pagination: {
			el: elements.dots,
			clickable: true,
			bulletElement: 'button',
			bulletClass: 'vitrine-carousel__dot',
			bulletActiveClass: 'vitrine-carousel__dot--active',
			lockClass: 'vitrine-carousel__dots--locked',
		},
		a11y: {
			notificationClass: 'vitrine-carousel__notice',
			prevSlideMessage: __( 'Previous slide', 'vitrine' ),
			nextSlideMessage: __( 'Next slide', 'vitrine' ),
			firstSlideMessage: __( 'This is the first slide', 'vitrine' ),
			lastSlideMessage: __( 'This is the last slide', 'vitrine' ),
			/* translators: {{index}} is the number of the slide a dot shows; keep it as it is. */
			paginationBulletMessage: __( 'Go to slide {{index}}', 'vitrine' ),
			/* translators: {{index}} is a slide's number and {{slidesLength}} the number of slides; keep both as they are. */
			slideLabelMessage: __( '{{index}} of {{slidesLength}}', 'vitrine' ),
			itemRoleDescriptionMessage: __( 'slide', 'vitrine' ),
			// The slides are the server's list items: a `group` role would break the list.
			slideRole: '',
		},
	} );
	swiper.autoplay.stop();
	return swiper as unknown as SliderInstance;
}
