/**
 * Scroll-linked motion effects on a block (src/lib/motion.ts): styles applied in animation
 * frames, only while the block is near the viewport, only in the device modes chosen, and
 * never for visitors who prefer reduced motion.
 */

/**
 * Internal dependencies
 */
import { debounce } from '../../lib/debounce';
import { deviceMode } from '../../lib/device-mode';
import {
	MOTION_RESIZE_MS,
	motionStyle,
	viewportProgress,
	type MotionSettings,
} from '../../lib/motion';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * Starts the effects; returns the function that undoes them.
 * @param element  The block's wrapper.
 * @param settings Motion settings.
 */
export function mountMotion(
	element: HTMLElement,
	settings: MotionSettings
): () => void {
	const view = element.ownerDocument.defaultView ?? window;
	const reduced = view.matchMedia?.( REDUCED_MOTION );
	let visible = false;
	let frame = 0;

	const active = (): boolean =>
		! reduced?.matches &&
		settings.devices.includes( deviceMode( view.innerWidth ) );

	const clear = (): void => {
		element.style.transform = '';
		element.style.opacity = '';
		element.style.filter = '';
		element.classList.remove( 'vitrine-moving' );
	};

	const update = (): void => {
		frame = 0;
		if ( ! active() ) {
			clear();
			return;
		}
		const box = element.getBoundingClientRect();
		const style = motionStyle(
			settings.effects,
			viewportProgress( box.top, box.height, view.innerHeight )
		);
		element.style.transform = style.transform;
		element.style.opacity = style.opacity;
		element.style.filter = style.filter;
		element.classList.add( 'vitrine-moving' );
	};

	const schedule = (): void => {
		if ( visible && ! frame ) {
			frame = view.requestAnimationFrame( update );
		}
	};

	// Scroll work only while the element can be seen.
	const observer =
		typeof IntersectionObserver === 'undefined'
			? null
			: new IntersectionObserver( ( entries ) => {
					visible = entries.some( ( entry ) => entry.isIntersecting );
					schedule();
				} );
	if ( observer ) {
		observer.observe( element );
	} else {
		visible = true;
	}
	const onResize = debounce( schedule, MOTION_RESIZE_MS );
	const onPreference = (): void => {
		if ( reduced?.matches ) {
			clear();
		} else {
			schedule();
		}
	};
	view.addEventListener( 'scroll', schedule, { passive: true } );
	view.addEventListener( 'resize', onResize );
	reduced?.addEventListener?.( 'change', onPreference );
	schedule();

	return () => {
		observer?.disconnect();
		view.removeEventListener( 'scroll', schedule );
		view.removeEventListener( 'resize', onResize );
		reduced?.removeEventListener?.( 'change', onPreference );
		onResize.cancel();
		view.cancelAnimationFrame( frame );
		clear();
	};
}
