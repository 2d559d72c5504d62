<?php
/**
 * The quick view action.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Shop;

use Vitrine\Core\Http\AjaxError;
use Vitrine\Shop\Catalogue\CatalogueFactory;
use Vitrine\Shop\Rendering\QuickView;

defined( 'ABSPATH' ) || exit;

/**
 * `GET admin-ajax.php?action=jws_ajax_load_product&id=…` (guests too, no nonce: it only
 * reads what the product page shows anyone) answers the product's quick-view HTML, or 404
 * for anything that is not a published, unprotected product.
 */
final class QuickViewAjaxHandler {

	public const ACTION = 'jws_ajax_load_product';

	/**
	 * Answers the request.
	 */
	public function handle(): void {
		// Read-only and public; the id is an integer.
		$id      = isset( $_GET['id'] ) ? absint( wp_unslash( $_GET['id'] ) ) : 0; // phpcs:ignore WordPress.Security.NonceVerification.Recommended
		$product = CatalogueFactory::catalogue()->get( $id );
		if ( ! $product ) {
			AjaxError::send( 'vitrine_product_not_found', __( 'This product is not available.', 'vitrine' ), 404 );
		}
		if ( ! headers_sent() ) {
			header( 'Content-Type: text/html; charset=' . get_option( 'blog_charset' ) );
		}
		echo QuickView::render( $product ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by the renderers.
		wp_die( '', '', array( 'response' => 200 ) );
	}
}
