/**
 * External dependencies
 */
import { useEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	autoplayRuns,
	layoutAt,
	showsDots,
	type SliderSettings,
} from '../../lib/slider';
import { prefersReducedMotion } from '../../theme/motion';
import type { SliderInstance } from './create-swiper';
import { enhanceGalleryButtons } from './gallery-buttons';
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

/**
 * The slider's controls, mounted in the mount point under the server-rendered row. On mount
 * it starts Swiper on that row (the slides stay the server's markup, so nothing shifts) and
 * drives autoplay: it waits while the pointer is over the slider or focus is inside it, when
 * the visitor pauses it, and never runs under reduced motion. Arrow keys, Home and End move
 * the slider when focus is inside it.
 *
 * @param settings The slider's settings from its mount point.
 */
export function SliderControls( settings: SliderControlsProps ) {
	const bar = useRef< HTMLDivElement >( null );
	const prev = useRef< HTMLButtonElement >( null );
	const next = useRef< HTMLButtonElement >( null );
	const dots = useRef< HTMLDivElement >( null );
	const swiperRef = useRef< SliderInstance | null >( null );
	const hold = useRef( { hovered: false, focused: false } );
	const [ paused, setPaused ] = useState( false );
	const [ dotsShown, setDotsShown ] = useState( false );
	const [ reducedMotion ] = useState( prefersReducedMotion );
	const autoplays = settings.autoplay && ! reducedMotion;

	const syncAutoplay = useRef( () => {} );
	syncAutoplay.current = () => {
		const swiper = swiperRef.current;
		if ( ! swiper ) {
			return;
		}
		const run = autoplayRuns( {
			enabled: settings.autoplay,
			reducedMotion,
			paused,
			...hold.current,
		} );
		if ( run && ! swiper.autoplay.running ) {
			swiper.autoplay.start();
		} else if ( ! run && swiper.autoplay.running ) {
			swiper.autoplay.stop();
		}
	};

	useEffect( () => {
		const root = bar.current?.closest< HTMLElement >( '.vitrine-carousel' );
		const viewport = root?.querySelector< HTMLElement >(
			'.vitrine-carousel__viewport'
		);
		const prevButton = prev.current;
		const nextButton = next.current;
		if ( ! root || ! viewport || ! prevButton || ! nextButton ) {
			return;
		}
		let stop = () => {};
		let cancelled = false;
		const stopWatching = whenNear( root, () => {
			loadSwiper()
				.then( ( { createSwiper } ) => {
					if ( ! cancelled ) {
						stop = startSwiper( createSwiper );
					}
				} )
				.catch( ( error ) => {
					// The row stays usable as it is.
					// eslint-disable-next-line no-console
					console.error(
						'Vitrine: the slider could not start.',
						error
					);
				} );
		} );

		const startSwiper = (
			createSwiper: ( typeof import( './create-swiper' ) )[ 'createSwiper' ]
		): ( () => void ) => {
			const swiper = createSwiper(
				{
					viewport,
					prev: prevButton,
					next: nextButton,
					dots: dots.current as HTMLElement,
				},
				settings
			);
			swiperRef.current = swiper;
			const updateDots = () =>
				setDotsShown(
					showsDots(
						swiper.slides.length,
						layoutAt( window.innerWidth, settings.perView ).perView
					)
				);
			updateDots();
			swiper.on( 'breakpoint', updateDots );
			swiper.on( 'resize', updateDots );

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
					hold.current[ key ] = value;
					syncAutoplay.current();
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
						action( swiper );
					},
				],
			];
			listeners.forEach( ( [ type, listener ] ) =>
				root.addEventListener( type, listener )
			);
			const undoGalleries = enhanceGalleryButtons( root );
			syncAutoplay.current();

			return () => {
				undoGalleries();
				listeners.forEach( ( [ type, listener ] ) =>
					root.removeEventListener( type, listener )
				);
				swiper.destroy( true, true );
				swiperRef.current = null;
			};
		};

		return () => {
			cancelled = true;
			stopWatching();
			stop();
		};
		// Swiper starts once per mount; its settings come from the server and do not change.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [] );

	useEffect( () => syncAutoplay.current(), [ paused ] );

	return (
		<div className="vitrine-carousel__controls" ref={ bar }>
			<div
				className="vitrine-carousel__dots"
				ref={ dots }
				hidden={ ! dotsShown }
			/>
			{ autoplays && (
				<button
					type="button"
					className="vitrine-carousel__button vitrine-carousel__button--pause"
					aria-label={ __( 'Pause the slideshow', 'vitrine' ) }
					aria-pressed={ paused }
					onClick={ () => setPaused( ( value ) => ! value ) }
				>
					<svg
						viewBox="0 0 24 24"
						width="20"
						height="20"
						aria-hidden="true"
						focusable="false"
					>
						<path
							d={
								paused
									? 'M8 5v14l11-7z'
									: 'M7 5h3v14H7zM14 5h3v14h-3z'
							}
							fill="currentColor"
						/>
					</svg>
				</button>
			) }
			<button
				type="button"
				className="vitrine-carousel__button vitrine-carousel__button--prev"
				ref={ prev }
				aria-label={ __( 'Previous slide', 'vitrine' ) }
			>
				<Chevron />
			</button>
			<button
				type="button"
				className="vitrine-carousel__button vitrine-carousel__button--next"
				ref={ next }
				aria-label={ __( 'Next slide', 'vitrine' ) }
			>
				<Chevron />
			</button>
		</div>
	);
}

function Chevron() {
	return (
		<svg
			viewBox="0 0 24 24"
			width="20"
			height="20"
			aria-hidden="true"
			focusable="false"
		>
			<path
				d="M9 5l7 7-7 7"
				fill="none"
				stroke="currentColor"
				strokeWidth="2"
				strokeLinecap="round"
				strokeLinejoin="round"
			/>
		</svg>
	);
}
