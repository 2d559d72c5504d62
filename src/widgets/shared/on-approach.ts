/**
 * Calls `callback` when a pointer or the focus reaches an element that `matches` accepts.
 * Launchers fetch their dialog's code then, so the click that usually follows finds it there.
 * @param matches  Whether the element under the pointer, or just focused, is an opener.
 * @param callback What to do (fetch the code; it is the caller's to do it once).
 * @return A function that stops listening.
 */
export function onApproach(
	matches: ( target: Element ) => boolean,
	callback: () => void
): () => void {
	const listener = ( event: Event ): void => {
		if ( event.target instanceof Element && matches( event.target ) ) {
			callback();
		}
	};
	document.addEventListener( 'pointerover', listener, { passive: true } );
	document.addEventListener( 'focusin', listener );
	return () => {
		document.removeEventListener( 'pointerover', listener );
		document.removeEventListener( 'focusin', listener );
	};
}
