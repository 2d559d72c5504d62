/**
 * The lightbox's visitor-facing texts (docs/product-spec.md §8), translated.
 */

/**
 * External dependencies
 */
import { __ } from '@wordpress/i18n';

export const lightboxMessages = () => ( {
	brokenImage: __(
		'Image cannot be loaded. Make sure the path is correct and image exist.',
		'vitrine'
	),
	imageFailed: __( 'The image could not be loaded.', 'vitrine' ),
	contentFailed: __( 'The content could not be loaded.', 'vitrine' ),
	notFound: __( 'Content not found', 'vitrine' ),
	close: __( 'Close', 'vitrine' ),
	previous: __( 'Previous', 'vitrine' ),
	next: __( 'Next', 'vitrine' ),
	play: __( 'Play slideshow', 'vitrine' ),
	pause: __( 'Pause slideshow', 'vitrine' ),
	dialog: __( 'Lightbox', 'vitrine' ),
} );
