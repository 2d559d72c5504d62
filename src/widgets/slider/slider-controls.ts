/**
 * The slider's controls, without React: the slider is on the home page and under every post,
 * and those pages need React for nothing else. Mounted in the mount point under the server's
 * row, they start Swiper on that row (the slides stay the server's markup, so nothing shifts)
 * and drive autoplay: it waits while the pointer is over the slider or focus is inside it, when
 * the visitor pauses it, and never runs under reduced motion. Arrow keys, Home and End move the
 * slider when focus is inside it.
 */

/**
 * Internal dependencies
 */
import {
	autoplayRuns,
	layoutAt,
	showsDots,
	type SliderSettings,
} from '../../lib/slider';
import { __ } from '../../runtime/i18n';
import { prefersReducedMotion } from '../../theme/motion';
import type { SliderInstance } from './create-swiper';
import { enhanceGalleryButtons } from './gallery-buttons';
import { svgIcon } from '../shared/svg-icon';
import { whenNear } from '../shared/when-near';

export type SliderControlsProps = SliderSettings;

// Swiper is the heavy part: it loads only when a slider comes near the viewport. Until then
// the server's row is already laid out exactly as Swiper will lay it out.
const loadSwiper = () =>
	import( /* webpackChunkName: "swiper" */ './create-swiper' );

const KEY_ACTIONS: Record< string, ( swiper: SliderInstance ) => void > = {
	ArrowLeft: ( swiper ) => swiper.slidePrev(),
	ArrowRight: ( swiper ) => swiper.slideNext(),
	Home: ( swiper ) => swiper.slideTo( 0 ),
	End: ( swiper ) => swiper.slideTo( swiper.slides.length - 1 ),
};

const PAUSE_ICON = 'M7 5h3v14H7zM14 5h3v14h-3z';
const PLAY_ICON = 'M8 5v14l11-7z';
const CHEVRON = 'M9 5l7 7-7 7';

const STROKED = {
	fill: 'none',
	stroke: 'currentColor',
	'stroke-width': '2',
	'stroke-linecap': 'round',
	'stroke-linejoin': 'round',
};

const icon = ( d: string, stroked: boolean ): SVGSVGElement =>
	svgIcon( d, stroked ? STROKED : { fill: 'currentColor' } ).svg;

function controlButton(
	modifier: string,
	label: string,
	svg: SVGSVGElement
): HTMLButtonElement {
	const button = document.createElement( 'button' );
	button.type = 'button';
	button.className = `vitrine-carousel__button vitrine-carousel__button--${ modifier }`;
	button.setAttribute( 'aria-label', label );
	button.append( svg );
	return button;
}

/**
 * Draws the controls into the mount point and starts Swiper when the slider comes near.
 * Returns the function that stops everything (tests).
 *
 * @param element  Mount point, under the server's row.
 * @param settings The slider's settings from its mount point.
 */
export function mountSliderControls(
	element: HTMLElement,
	settings: SliderControlsProps
): () => void {
	const reducedMotion = prefersReducedMotion();
	const autoplays = settings.autoplay && ! reducedMotion;
	const hold = { hovered: false, focused: false };
	let paused = false;
	let swiper: SliderInstance | null = null;

	const bar = document.createElement( 'div' );
	bar.className = 'vitrine-carousel__controls';
	const dots = document.createElement( 'div' );
	dots.className = 'vitrine-carousel__dots';
	dots.hidden = true;
	const prev = controlButton(
		'prev',
		__( 'Previous slide', 'vitrine' ),
		icon( CHEVRON, true )
	);
	const next = controlButton(
		'next',
		__( 'Next slide', 'vitrine' ),
		icon( CHEVRON, true )
	);
	bar.append( dots );

	const syncAutoplay = () => {
		if ( ! swiper ) {
			return;
		}
		const run = autoplayRuns( {
			enabled: settings.autoplay,
			reducedMotion,
			paused,
			...hold,
		} );
		if ( run && ! swiper.autoplay.running ) {
			swiper.autoplay.start();
		} else if ( ! run && swiper.autoplay.running ) {
			swiper.autoplay.stop();
		}
	};

	if ( autoplays ) {
		const pause = controlButton(
			'pause',
			__( 'Pause the slideshow', 'vitrine' ),
			icon( PAUSE_ICON, false )
		);
		pause.setAttribute( 'aria-pressed', 'false' );
		pause.addEventListener( 'click', () => {
			paused = ! paused;
			pause.setAttribute( 'aria-pressed', String( paused ) );
			pause
				.querySelector( 'path' )
				?.setAttribute( 'd', paused ? PLAY_ICON : PAUSE_ICON );
			syncAutoplay();
		} );
		bar.append( pause );
	}
	bar.append( prev, next );
	element.replaceChildren( bar );

	const root = element.closest< HTMLElement >( '.vitrine-carousel' );
	const viewport = root?.querySelector< HTMLElement >(
		'.vitrine-carousel__viewport'
	);
	if ( ! root || ! viewport ) {
		return () => element.replaceChildren();
	}

	let stopSwiper = () => {};
	let cancelled = false;

	const startSwiper = (
		createSwiper: ( typeof import( './create-swiper' ) )[ 'createSwiper' ]
	): ( () => void ) => {
		const started = createSwiper(
			{ viewport, prev, next, dots },
			settings
		);
		swiper = started;
		const updateDots = () => {
			dots.hidden = ! showsDots(
				started.slides.length,
				layoutAt( window.innerWidth, settings.perView ).perView
			);
		};
		updateDots();
		started.on( 'breakpoint', updateDots );
		started.on( 'resize', updateDots );

		const holdWhile =
			( key: 'hovered' | 'focused', value: boolean ) =>
			( event: Event ) => {
				if (
					event instanceof FocusEvent &&
					! value &&
					root.contains( event.relatedTarget as Node | null )
				) {
					return;
				}
				hold[ key ] = value;
				syncAutoplay();
			};
		const listeners: Array< [ string, ( event: Event ) => void ] > = [
			[ 'pointerenter', holdWhile( 'hovered', true ) ],
			[ 'pointerleave', holdWhile( 'hovered', false ) ],
			[ 'focusin', holdWhile( 'focused', true ) ],
			[ 'focusout', holdWhile( 'focused', false ) ],
			[
				'keydown',
				( event ) => {
					const { key, target } = event as KeyboardEvent;
					const action = KEY_ACTIONS[ key ];
					if (
						! action ||
						( target as HTMLElement ).closest(
							'input, textarea, select, [contenteditable]'
						)
					) {
						return;
					}
					event.preventDefault();
					action( started );
				},
			],
		];
		listeners.forEach( ( [ type, listener ] ) =>
			root.addEventListener( type, listener )
		);
		const undoGalleries = enhanceGalleryButtons( root );
		syncAutoplay();

		return () => {
			undoGalleries();
			listeners.forEach( ( [ type, listener ] ) =>
				root.removeEventListener( type, listener )
			);
			started.destroy( true, true );
			swiper = null;
		};
	};

	const stopWatching = whenNear( root, () => {
		loadSwiper()
			.then( ( { createSwiper } ) => {
				if ( ! cancelled ) {
					stopSwiper = startSwiper( createSwiper );
				}
			} )
			.catch( ( error ) => {
				// The row stays usable as it is.
				// eslint-disable-next-line no-console
				console.error( 'Vitrine: the slider could not start.', error );
			} );
	} );

	return () => {
		cancelled = true;
		stopWatching();
		stopSwiper();
		element.replaceChildren();
	};
}
