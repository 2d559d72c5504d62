/**
 * External dependencies
 */
import { useCallback, useRef } from '@wordpress/element';

/**
 * Pressing "Send" moves the focus to it before the click, so the field just left would show
 * its tip at once. The tip pushes the pressed button down, the release misses it, and the
 * click is lost. While the button is pressed the form holds such tips; after the release they
 * are shown, unless the press submitted the form (the submit shows every tip itself).
 *
 * @param showHeldTips Shows the tips of the fields left so far, with the latest values.
 */
export function useSendPress( showHeldTips: () => void ) {
	const pressing = useRef( false );
	const submitted = useRef( false );
	const show = useRef( showHeldTips );
	show.current = showHeldTips;

	const onPointerDown = useCallback( () => {
		pressing.current = true;
		submitted.current = false;
		const release = () => {
			document.removeEventListener( 'pointerup', release );
			document.removeEventListener( 'pointercancel', release );
			// After the click that follows the release, if there is one.
			window.setTimeout( () => {
				pressing.current = false;
				if ( ! submitted.current ) {
					show.current();
				}
			} );
		};
		document.addEventListener( 'pointerup', release );
		document.addEventListener( 'pointercancel', release );
	}, [] );

	return {
		/** Whether tips are held now. */
		isPressed: () => pressing.current,
		/** Call when the form submits. */
		onSubmit: () => {
			submitted.current = pressing.current;
		},
		onPointerDown,
	};
}
