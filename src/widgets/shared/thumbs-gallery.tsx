/**
 * A picture slider synchronised with a strip of thumbnails, shared by the product gallery and
 * the gallery slider. The server renders the same markup (plugin/src/Presentation/
 * ThumbsGalleryMarkup.php): Swiper then drives both rows (Thumbs module), a thumbnail shows its
 * picture and is marked `aria-current`, arrow keys / Home / End move the picture from anywhere
 * in the gallery, a picture may open the lightbox as a gallery of all, and an optional
 * autoplay waits for hover, focus and reduced motion and has a Pause button.
 */

/**
 * External dependencies
 */
import { useEffect, useRef, useState } from '@wordpress/element';
import type { KeyboardEvent, MouseEvent } from 'react';

/**
 * Internal dependencies
 */
import { autoplayRuns } from '../../lib/slider';
import {
	indexForKey,
	nearSlides,
	type ThumbsGalleryImage,
	type ThumbsOptions,
} from '../../lib/thumbs-gallery';
import { __, sprintf } from '../../runtime/i18n';
import { prefersReducedMotion } from '../../theme/motion';
import { Picture } from './picture';
import type { ThumbsSwiper } from './create-thumbs-swiper';

export type { ThumbsGalleryImage };

export interface ThumbsGalleryProps {
	/** Class prefix of every part (`<base>__main`, `<base>__thumb`…). */
	base: string;
	images: ThumbsGalleryImage[];
	options: ThumbsOptions;
	/** Accessible name of picture `index` (0-based) when it opens the lightbox. */
	zoomLabel: ( index: number ) => string;
	/** Pictures open the lightbox (otherwise they are plain pictures). */
	zoom?: boolean;
	eager?: boolean;
	/**
	 * Fetch a picture only as its slide nears (src/lib/thumbs-gallery.ts nearSlides): in a
	 * sideways row every lazy picture is within the browser's lazy-load margin.
	 */
	defer?: boolean;
	/** Milliseconds per picture; 0 for no autoplay. */
	autoplay?: number;
}

const loadSwiper = () =>
	import( /* webpackChunkName: "thumbs-swiper" */ './create-thumbs-swiper' );
const loadLightbox = () =>
	import( /* webpackChunkName: "lightbox" */ '../../lightbox' );

export function ThumbsGallery( props: ThumbsGalleryProps ) {
	const { base, images, options, zoomLabel, zoom = true } = props;
	const { eager = false, autoplay = 0, defer = false } = props;
	const main = useRef< HTMLDivElement >( null );
	const thumbs = useRef< HTMLDivElement >( null );
	const swiper = useRef< ThumbsSwiper | null >( null );
	const [ current, setCurrent ] = useState( 0 );
	// The picture asked for before Swiper has started (a first click the runtime held while
	// the widget mounted): Swiper starts on it.
	const asked = useRef( 0 );
	const [ paused, setPaused ] = useState( false );
	const [ hovered, setHovered ] = useState( false );
	const [ focused, setFocused ] = useState( false );
	const { perView, perViewNarrow, vertical } = options;
	const [ reached, setReached ] = useState( false );
	const [ near, setNear ] = useState< number[] >( [ 0 ] );
	const count = images.length;
	useEffect( () => {
		setNear( ( had ) => {
			const next = nearSlides( had, current, count, reached );
			return next.length === had.length ? had : next;
		} );
	}, [ current, count, reached ] );
	const reach = () => setReached( true );
	const deferred = ( index: number ) => defer && ! near.includes( index );

	useEffect( () => {
		let stop: ( () => void ) | null = null;
		let cancelled = false;
		loadSwiper()
			.then( ( { createThumbsSwiper } ) => {
				if ( cancelled || ! main.current ) {
					return;
				}
				const started = createThumbsSwiper(
					base,
					main.current,
					thumbs.current,
					{
						perView,
						perViewNarrow,
						vertical,
					}
				);
				swiper.current = started.swiper;
				if ( asked.current > 0 ) {
					started.swiper.slideTo( asked.current );
				}
				started.swiper.on( 'slideChange', () =>
					setCurrent( started.swiper.activeIndex )
				);
				stop = started.destroy;
			} )
			.catch( () => {
				// Without Swiper the pictures stay a scrollable row.
			} );
		return () => {
			cancelled = true;
			stop?.();
		};
	}, [ base, perView, perViewNarrow, vertical ] );

	const show = ( index: number ) => {
		asked.current = index;
		setCurrent( index );
		swiper.current?.slideTo( index );
	};

	const autoplays =
		autoplay > 0 && images.length > 1 && ! prefersReducedMotion();
	const runs = autoplayRuns( {
		enabled: autoplays,
		reducedMotion: false,
		hovered,
		focused,
		paused,
	} );
	const advance = useRef( () => {} );
	advance.current = () => show( ( current + 1 ) % images.length );
	useEffect( () => {
		if ( ! runs ) {
			return;
		}
		const timer = window.setInterval( () => advance.current(), autoplay );
		return () => window.clearInterval( timer );
	}, [ runs, autoplay ] );

	const onKeyDown = ( event: KeyboardEvent< HTMLDivElement > ) => {
		const next = indexForKey( event.key, current, images.length );
		if ( next === null || images.length < 2 ) {
			return;
		}
		event.preventDefault();
		show( next );
		// Focus follows on the part that had it: the thumbnail or the picture.
		const inStrip = thumbs.current?.contains( event.target as Node );
		const selector = inStrip
			? `.${ base }__thumb-button`
			: `.${ base }__zoom`;
		const targets = (
			inStrip ? thumbs : main
		).current?.querySelectorAll< HTMLElement >( selector );
		targets?.[ next ]?.focus( { preventScroll: true } );
	};

	const open = async ( event: MouseEvent< HTMLAnchorElement > ) => {
		if ( event.metaKey || event.ctrlKey || event.shiftKey ) {
			return;
		}
		event.preventDefault();
		// The content's own image lightbox would open the same link a second time.
		event.stopPropagation();
		const clicked = event.currentTarget;
		const links = Array.from(
			main.current?.querySelectorAll< HTMLAnchorElement >(
				`.${ base }__zoom`
			) ?? []
		);
		const { openLinks } = await loadLightbox();
		openLinks( links, clicked );
	};

	return (
		// Arrow keys bubble here from the links and buttons inside; it is not a control itself.
		// eslint-disable-next-line jsx-a11y/no-static-element-interactions
		<div
			className={ `${ base }__inner` }
			onKeyDown={ onKeyDown }
			onMouseEnter={ () => {
				setHovered( true );
				reach();
			} }
			onMouseLeave={ () => setHovered( false ) }
			onPointerDown={ reach }
			onTouchStart={ reach }
			onFocus={ () => {
				setFocused( true );
				reach();
			} }
			onBlur={ ( event ) =>
				setFocused(
					event.currentTarget.contains( event.relatedTarget as Node )
				)
			}
		>
			<div className={ `${ base }__main` } ref={ main }>
				<ul className={ `${ base }__slides` }>
					{ images.map( ( image, index ) => (
						<li key={ image.id } className={ `${ base }__slide` }>
							{ zoom ? (
								<a
									className={ `${ base }__zoom` }
									href={ image.full }
									aria-label={ zoomLabel( index ) }
									onClick={ open }
								>
									<Picture
										image={ image.large }
										className={ `${ base }__image` }
										eager={ eager && index === 0 }
										deferred={ deferred( index ) }
									/>
								</a>
							) : (
								<Picture
									image={ image.large }
									className={ `${ base }__image` }
									eager={ eager && index === 0 }
									deferred={ deferred( index ) }
								/>
							) }
						</li>
					) ) }
				</ul>
			</div>
			{ images.length > 1 && (
				<div className={ `${ base }__thumbs-viewport` } ref={ thumbs }>
					<ul className={ `${ base }__thumbs` }>
						{ images.map( ( image, index ) => (
							<li
								key={ image.id }
								className={ `${ base }__thumb` }
							>
								<button
									type="button"
									className={ `${ base }__thumb-button` }
									aria-label={ sprintf(
										/* translators: %d: image number. */
										__( 'Show image %d', 'vitrine' ),
										index + 1
									) }
									aria-current={
										index === current ? 'true' : undefined
									}
									onClick={ ( event ) => {
										show( index );
										// Swiper's pointer handling keeps the click from focusing
										// the button; arrow keys go on from the chosen one.
										event.currentTarget.focus( {
											preventScroll: true,
										} );
									} }
								>
									<Picture
										image={ image.thumb }
										className={ `${ base }__thumb-image` }
									/>
								</button>
							</li>
						) ) }
					</ul>
				</div>
			) }
			{ autoplays && (
				<button
					type="button"
					className={ `${ base }__pause` }
					aria-pressed={ paused }
					onClick={ () => setPaused( ! paused ) }
				>
					{ paused
						? __( 'Play slideshow', 'vitrine' )
						: __( 'Pause slideshow', 'vitrine' ) }
				</button>
			) }
		</div>
	);
}
