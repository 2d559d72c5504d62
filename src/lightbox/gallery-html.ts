/**
 * Reads the slides out of a gallery's HTML (the `gallery_popup123` answer, or a case study's
 * gallery on its page): one image slide per `.vitrine-gallery__link`.
 */

/**
 * Internal dependencies
 */
import { isImageLink } from '../lib/lightbox';
import type { LightboxSlide } from './index';

export function slidesFromGalleryHtml( html: string ): LightboxSlide[] {
	const doc = new DOMParser().parseFromString( html, 'text/html' );
	return Array.from(
		doc.querySelectorAll< HTMLAnchorElement >( 'a.vitrine-gallery__link' )
	)
		.filter( ( link ) => isImageLink( link.getAttribute( 'href' ) ) )
		.map( ( link ) => ( {
			type: 'image',
			href: link.getAttribute( 'href' ) ?? '',
			alt: link.querySelector( 'img' )?.getAttribute( 'alt' ) ?? '',
			description:
				link
					.closest( 'figure' )
					?.querySelector( 'figcaption' )
					?.textContent?.trim() ?? '',
		} ) );
}
