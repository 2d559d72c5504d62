<?php
/**
 * admin-ajax: gallery_popup123.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Content;

use Vitrine\Core\Http\AjaxError;

defined( 'ABSPATH' ) || exit;

/**
 * The reference wire action: `POST action=gallery_popup123&id=<case study id>` answers the
 * case study's gallery as HTML. Read only and public (the same pictures are on the case
 * study's public page), so it takes no nonce; anything that is not a published, unprotected
 * case study answers 404, so drafts, private and password-protected studies leak nothing.
 */
final class GalleryPopupAjaxHandler {

	public const ACTION = 'gallery_popup123';

	/**
	 * Handles the request and exits.
	 */
	public function handle(): void {
		// Read only: no state changes, so no nonce (docs/architecture.md §6).
		$id    = isset( $_POST['id'] ) ? absint( wp_unslash( $_POST['id'] ) ) : 0; // phpcs:ignore WordPress.Security.NonceVerification.Missing
		$study = CaseStudies::find( $id );
		if ( null === $study ) {
			AjaxError::send( 'vitrine_case_study_not_found', __( 'Content not found', 'vitrine' ), 404 );
		}
		header( 'Content-Type: text/html; charset=' . get_option( 'blog_charset' ) );
		echo GalleryMarkup::render( $study ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by GalleryMarkup.
		wp_die( '', '', array( 'response' => 200 ) );
	}
}
