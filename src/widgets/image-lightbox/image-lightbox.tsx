/**
 * The image lightbox of post content. Its mount point sits right after the content; it opens
 * the content's image links (png, jpg, jpeg, gif, svg, webp) in the lightbox, all of them as
 * one gallery, starting at the one clicked. Clicks with a modifier key open the image as usual.
 */

/**
 * External dependencies
 */
import { useEffect, useRef } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { isImageLink } from '../../lib/lightbox';

/**
 * Whether a link belongs to the content's own text, not to a widget placed in it (a gallery
 * slider's thumbnails, a portfolio): those open their own lightbox.
 * @param link    The link.
 * @param content Content element.
 */
function inText( link: Element, content: Element ): boolean {
	const widget = link.closest( '[data-vitrine-widget]' );
	return ! widget || ! content.contains( widget );
}

/**
 * Image links inside a content element, outside the widgets placed in it.
 * @param content Content element.
 */
export function imageLinks( content: Element ): HTMLAnchorElement[] {
	return Array.from(
		content.querySelectorAll< HTMLAnchorElement >( 'a[href]' )
	).filter(
		( link ) =>
			isImageLink( link.getAttribute( 'href' ) ) &&
			inText( link, content )
	);
}

/**
 * Starts listening for clicks on the image links of `content`.
 * @param content Content element.
 * @return Stops listening.
 */
export function bindImageLinks( content: Element ): () => void {
	const onClick = async ( event: Event ) => {
		const mouse = event as MouseEvent;
		const link = ( event.target as Element | null )?.closest?.( 'a[href]' );
		if (
			! ( link instanceof HTMLAnchorElement ) ||
			! content.contains( link ) ||
			! isImageLink( link.getAttribute( 'href' ) ) ||
			! inText( link, content ) ||
			mouse.button !== 0 ||
			mouse.metaKey ||
			mouse.ctrlKey ||
			mouse.shiftKey ||
			mouse.altKey
		) {
			return;
		}
		event.preventDefault();
		const { openLinks } = await import(
			/* webpackChunkName: "lightbox" */ '../../lightbox'
		);
		openLinks( imageLinks( content ), link );
	};
	content.addEventListener( 'click', onClick );
	return () => content.removeEventListener( 'click', onClick );
}

export function ImageLightbox() {
	const marker = useRef< HTMLSpanElement >( null );
	useEffect( () => {
		const content = marker.current?.closest(
			'.vitrine-image-lightbox'
		)?.parentElement;
		return content ? bindImageLinks( content ) : undefined;
	}, [] );
	return <span ref={ marker } hidden />;
}
