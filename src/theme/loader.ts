/**
 * The page loader: a slim bar along the top while the page loads, faded out once the window has
 * loaded (or at the first key press, so keyboard users never wait on it), then removed.
 *
 * Markup (theme/header.php): `<div class="page-loader" data-vitrine-loader aria-hidden>`.
 * The CSS also fades it out after about three seconds and whenever something has the
 * focus, and shows only a quick fade to visitors who prefer reduced motion.
 */

/** How long the fade-out lasts before the bar is removed, in milliseconds. */
export const LOADER_FADE_MS = 400;

/**
 * Hides the loader when the window has loaded. Returns a function that removes the listeners.
 *
 * @param loader The overlay element.
 */
export function initLoader( loader: HTMLElement ): () => void {
	let timer: ReturnType< typeof setTimeout > | undefined;

	const hide = (): void => {
		window.removeEventListener( 'load', hide );
		document.removeEventListener( 'keydown', hide );
		if ( loader.classList.contains( 'is-hidden' ) ) {
			return;
		}
		loader.classList.add( 'is-hidden' );
		timer = setTimeout( () => loader.remove(), LOADER_FADE_MS );
	};

	if ( document.readyState === 'complete' ) {
		hide();
	} else {
		window.addEventListener( 'load', hide );
		document.addEventListener( 'keydown', hide );
	}

	return () => {
		window.removeEventListener( 'load', hide );
		document.removeEventListener( 'keydown', hide );
		if ( timer !== undefined ) {
			clearTimeout( timer );
		}
	};
}
