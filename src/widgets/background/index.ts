/**
 * The background behaviour (no React): groups and covers with a video or slideshow
 * background (block settings, `plugin/src/Builder/BackgroundRenderer.php`).
 */

/**
 * Internal dependencies
 */
import { SLIDESHOW_DEFAULTS } from '../../lib/background';
import { isRecord, list, str } from '../../lib/props';
import { defineBehavior } from '../../runtime/widget';
import { mountBackgroundVideo } from './background-video';
import { mountBackgroundSlideshow } from './slideshow';
import type { BackgroundProps } from './types';

const positive = ( value: unknown, fallback = 0 ): number =>
	typeof value === 'number' && Number.isFinite( value ) && value > 0
		? value
		: fallback;

export function parseBackgroundProps( raw: unknown ): BackgroundProps | null {
	if ( ! isRecord( raw ) ) {
		return null;
	}
	if ( raw.type === 'video' ) {
		return str( raw.src )
			? {
					type: 'video',
					src: str( raw.src ),
					start: positive( raw.start ),
					end: positive( raw.end ),
					playOnce: raw.playOnce === true,
				}
			: null;
	}
	if ( raw.type !== 'slideshow' ) {
		return null;
	}
	const slides = list( raw.slides, ( slide ) =>
		str( slide.src )
			? {
					src: str( slide.src ),
					srcset: str( slide.srcset ),
					sizes: str( slide.sizes ),
				}
			: null
	);
	return slides.length
		? {
				type: 'slideshow',
				slides,
				duration: positive( raw.duration, SLIDESHOW_DEFAULTS.duration ),
				speed: positive( raw.speed, SLIDESHOW_DEFAULTS.speed ),
				transition: raw.transition === 'slide' ? 'slide' : 'fade',
				kenBurns: raw.kenBurns === true,
			}
		: null;
}

export default defineBehavior( {
	parseProps: parseBackgroundProps,
	mount: ( element: HTMLElement, props: BackgroundProps ) =>
		props.type === 'video'
			? mountBackgroundVideo( element, props )
			: mountBackgroundSlideshow( element, props ),
} );
