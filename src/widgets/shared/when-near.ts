/**
 * Deferred starts: heavy libraries (Swiper, Plyr) load only when their widget comes near.
 */

/**
 * Calls `start` once the element is within 300 px of the viewport (at once where
 * IntersectionObserver is missing); returns the undo.
 *
 * @param element The widget.
 * @param start   What to do then.
 */
export function whenNear( element: Element, start: () => void ): () => void {
	if ( typeof IntersectionObserver !== 'function' ) {
		start();
		return () => {};
	}
	const observer = new IntersectionObserver(
		( entries ) => {
			if ( entries.some( ( entry ) => entry.isIntersecting ) ) {
				observer.disconnect();
				start();
			}
		},
		{ rootMargin: '300px 0px' }
	);
	observer.observe( element );
	return () => observer.disconnect();
}
