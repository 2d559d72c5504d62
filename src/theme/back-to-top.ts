/**
 * The back-to-top button: shows once the page has scrolled past the button's height plus
 * 100 px, scrolls to the top over 800 ms (at once for reduced motion), then moves the focus
 * to the top of the content so keyboard and screen-reader users continue from there.
 *
 * Markup (theme/footer.php): `<button data-vitrine-back-to-top data-focus-target="content"
 * hidden>` with a translated label; it stays hidden without this script.
 */

/**
 * Internal dependencies
 */
import {
	BACK_TO_TOP_DURATION,
	isBackToTopVisible,
	scrollPositionAt,
} from '../lib/back-to-top';
import { prefersReducedMotion } from './motion';

const VISIBLE_CLASS = 'is-visible';

/**
 * Moves the focus to the element the button names (the main content by default) without
 * scrolling, making it focusable first if needed.
 *
 * @param button The back-to-top button.
 */
function focusTop( button: HTMLElement ): void {
	const target =
		document.getElementById( button.dataset.focusTarget ?? 'content' ) ??
		document.body;
	if ( ! target.hasAttribute( 'tabindex' ) && target.tabIndex < 0 ) {
		target.setAttribute( 'tabindex', '-1' );
	}
	target.focus( { preventScroll: true } );
}

/**
 * Wires the button. Returns a function that removes the listeners.
 *
 * @param button The back-to-top button.
 */
export function initBackToTop( button: HTMLButtonElement ): () => void {
	let frame = 0;
	let animation = 0;

	button.hidden = false;

	const update = (): void => {
		frame = 0;
		button.classList.toggle(
			VISIBLE_CLASS,
			isBackToTopVisible( window.scrollY, button.offsetHeight )
		);
	};

	const onScroll = (): void => {
		if ( ! frame ) {
			frame = window.requestAnimationFrame( update );
		}
	};

	const stop = (): void => {
		if ( animation ) {
			window.cancelAnimationFrame( animation );
			animation = 0;
		}
	};

	const onClick = (): void => {
		stop();
		const start = window.scrollY;
		if ( start <= 0 || prefersReducedMotion() ) {
			window.scrollTo( 0, 0 );
			focusTop( button );
			return;
		}
		let startTime: number | null = null;
		const step = ( now: number ): void => {
			startTime ??= now;
			const position = scrollPositionAt(
				start,
				now - startTime,
				BACK_TO_TOP_DURATION
			);
			window.scrollTo( 0, position );
			if ( position > 0 ) {
				animation = window.requestAnimationFrame( step );
			} else {
				animation = 0;
				focusTop( button );
			}
		};
		animation = window.requestAnimationFrame( step );
	};

	// The visitor takes over: stop the animation instead of fighting the wheel or finger.
	const onUserScroll = (): void => stop();

	window.addEventListener( 'scroll', onScroll, { passive: true } );
	window.addEventListener( 'wheel', onUserScroll, { passive: true } );
	window.addEventListener( 'touchstart', onUserScroll, { passive: true } );
	button.addEventListener( 'click', onClick );
	// First check in the next frame: reading the button's height now would force the page's
	// first layout while the scripts start.
	onScroll();

	return () => {
		stop();
		if ( frame ) {
			window.cancelAnimationFrame( frame );
		}
		window.removeEventListener( 'scroll', onScroll );
		window.removeEventListener( 'wheel', onUserScroll );
		window.removeEventListener( 'touchstart', onUserScroll );
		button.removeEventListener( 'click', onClick );
	};
}
