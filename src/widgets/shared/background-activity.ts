/**
 * When a moving background (video, slideshow) may move: on screen, in a visible tab, and
 * never when the visitor prefers reduced motion. Calls `onChange` with each new answer.
 */

/**
 * Internal dependencies
 */
import { shouldAnimate } from '../../lib/background';

/**
 * Watches the element and the page; returns the undo.
 * @param element  The background layer.
 * @param onChange Called with true (may move) or false (hold still) when the answer changes.
 */
export function watchBackgroundActivity(
	element: Element,
	onChange: ( active: boolean ) => void
): () => void {
	const motion =
		typeof window.matchMedia === 'function'
			? window.matchMedia( '(prefers-reduced-motion: reduce)' )
			: null;
	let onScreen = typeof IntersectionObserver !== 'function';
	let active = false;
	const update = () => {
		const next = shouldAnimate(
			!! motion?.matches,
			onScreen,
			document.visibilityState !== 'hidden'
		);
		if ( next !== active ) {
			active = next;
			onChange( next );
		}
	};
	const observer =
		typeof IntersectionObserver === 'function'
			? new IntersectionObserver( ( entries ) => {
					onScreen = entries.some(
						( entry ) => entry.isIntersecting
					);
					update();
				} )
			: null;
	observer?.observe( element );
	motion?.addEventListener?.( 'change', update );
	document.addEventListener( 'visibilitychange', update );
	update();
	return () => {
		observer?.disconnect();
		motion?.removeEventListener?.( 'change', update );
		document.removeEventListener( 'visibilitychange', update );
	};
}
