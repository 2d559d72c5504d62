/**
 * Pictures that fail to load are tried again up to 3 times, 500 ms apart (each time under a
 * new address so the browser asks the server again, and the same picture it chose first); then the picture gets the error marker
 * (`is-broken`, a box with a message from CSS) instead of a broken-image icon.
 */

/**
 * Internal dependencies
 */
import { nextLoadAttempt, retryUrl } from '../../lib/portfolio';

/**
 * Watches the pictures of a container.
 * @param container Element holding the `<img>`s.
 * @return Stops watching (and pending retries).
 */
export function retryFailedImages( container: Element ): () => void {
	const failures = new WeakMap< HTMLImageElement, number >();
	const timers = new Set< ReturnType< typeof setTimeout > >();
	const original = new WeakMap< HTMLImageElement, string >();

	const onError = ( event: Event ) => {
		const image = event.target;
		if ( ! ( image instanceof HTMLImageElement ) ) {
			return;
		}
		const count = ( failures.get( image ) ?? 0 ) + 1;
		failures.set( image, count );
		if ( ! original.has( image ) ) {
			// The address the browser chose (from srcset, or src).
			original.set(
				image,
				image.currentSrc || image.getAttribute( 'src' ) || ''
			);
		}
		const next = nextLoadAttempt( count );
		if ( ! next.retry ) {
			image.closest( 'li, figure' )?.classList.add( 'is-broken' );
			image.setAttribute( 'data-vitrine-broken', '' );
			return;
		}
		const timer = setTimeout( () => {
			timers.delete( timer );
			// One change, so one request: srcset wins over src, so the retry goes there, as
			// the only candidate (spaces escaped, as srcset splits on them).
			image.srcset = retryUrl(
				original.get( image ) ?? '',
				count
			).replace( / /g, '%20' );
		}, next.delay );
		timers.add( timer );
	};
	// `error` does not bubble: listen in the capture phase.
	container.addEventListener( 'error', onError, true );
	// A picture that failed before the widget mounted.
	container.querySelectorAll( 'img' ).forEach( ( image ) => {
		if (
			image.complete &&
			image.naturalWidth === 0 &&
			image.getAttribute( 'src' )
		) {
			image.dispatchEvent( new Event( 'error' ) );
		}
	} );
	return () => {
		container.removeEventListener( 'error', onError, true );
		timers.forEach( clearTimeout );
	};
}
