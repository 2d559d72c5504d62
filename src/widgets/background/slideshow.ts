/**
 * A section's background slideshow. The server prints the first image (the background with
 * no script, no layout shift); this adds the others one ahead of their turn and cycles them
 * while the section is on screen, in a visible tab, without reduced motion.
 */

/**
 * Internal dependencies
 */
import { nextSlide, slideDuration } from '../../lib/background';
import { watchBackgroundActivity } from '../shared/background-activity';
import type { BackgroundSlideshowProps, SlideImage } from './types';

/**
 * One slide's image, decorative (the layer is `aria-hidden`).
 * @param slide Image data.
 */
function slideImage( slide: SlideImage ): HTMLImageElement {
	const img = document.createElement( 'img' );
	img.className = 'vitrine-background__slide';
	img.alt = '';
	img.decoding = 'async';
	if ( slide.srcset ) {
		img.srcset = slide.srcset;
		img.sizes = slide.sizes || '100vw';
	}
	img.src = slide.src;
	return img;
}

/**
 * Enhances the layer; returns the undo. `data-vitrine-slide` is the shown slide's index.
 * @param element The background layer.
 * @param props   Slideshow props.
 */
export function mountBackgroundSlideshow(
	element: HTMLElement,
	props: BackgroundSlideshowProps
): () => void {
	const count = props.slides.length;
	const images: Array< HTMLImageElement | undefined > = [
		element.querySelector< HTMLImageElement >(
			'.vitrine-background__slide'
		) ?? undefined,
	];
	let index = 0;
	let timer: ReturnType< typeof setTimeout > | undefined;
	element.style.setProperty( '--vitrine-slide-speed', `${ props.speed }ms` );
	element.style.setProperty(
		'--vitrine-slide-duration',
		`${ slideDuration( props.duration, props.speed ) }ms`
	);
	element.dataset.vitrineSlide = '0';
	images[ 0 ]?.classList.add( 'is-active' ); // The server's, already shown.

	/** Adds slide `at` to the layer ahead of its turn (it loads while the current shows). */
	const prepare = ( at: number ): HTMLImageElement => {
		let img = images[ at ];
		if ( ! img ) {
			img = slideImage( props.slides[ at ]! );
			images[ at ] = img;
			element.append( img );
		}
		return img;
	};

	const advance = () => {
		const next = nextSlide( index, count );
		const incoming = prepare( next );
		images[ index ]?.classList.replace( 'is-active', 'is-leaving' );
		const leaving = images[ index ];
		incoming.classList.remove( 'is-leaving' );
		incoming.classList.add( 'is-active' );
		setTimeout(
			() => leaving?.classList.remove( 'is-leaving' ),
			props.speed
		);
		index = next;
		element.dataset.vitrineSlide = String( index );
		prepare( nextSlide( index, count ) );
		schedule();
	};

	function schedule() {
		clearTimeout( timer );
		timer = setTimeout(
			advance,
			slideDuration( props.duration, props.speed )
		);
	}

	const stopWatching =
		count > 1
			? watchBackgroundActivity( element, ( active ) => {
					element.classList.toggle( 'is-moving', active );
					if ( active ) {
						prepare( nextSlide( index, count ) );
						schedule();
					} else {
						clearTimeout( timer );
					}
				} )
			: () => {};

	return () => {
		stopWatching();
		clearTimeout( timer );
		images.slice( 1 ).forEach( ( img ) => img?.remove() );
		element.classList.remove( 'is-moving' );
	};
}
