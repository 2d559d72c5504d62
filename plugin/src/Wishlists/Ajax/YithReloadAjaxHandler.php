<?php
/**
 * The `reload_wishlist_and_adding_elem` action.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Wishlists\Ajax;

use Vitrine\Core\Visitor\Visitor;
use Vitrine\Wishlists\Compat\YithMarkup;

defined( 'ABSPATH' ) || exit;

/**
 * `reload_wishlist_and_adding_elem`, which YITH's own script calls.
 */
final class YithReloadAjaxHandler extends WishlistAjaxHandler {

	/**
	 * `reload_wishlist_and_adding_elem`: adds `add_to_wishlist` to the list `wishlist_token`
	 * (the visitor's), then answers the list's `#yith-wcwl-form` inside a `<div>` as HTML, which
	 * YITH's script finds in the reply and puts in place of the page's form.
	 *
	 * @param Visitor $visitor Who asks.
	 */
	protected function reload_wishlist_and_adding_elem( Visitor $visitor ): void {
		$list = $this->service->owned( $visitor, $this->service->repository()->find_by_token( strtoupper( AjaxRequest::text( 'wishlist_token' ) ) ) );
		$this->fail_on_error( $list );
		$product_id = AjaxRequest::int( 'add_to_wishlist' );
		if ( $product_id > 0 ) {
			$this->fail_on_error( $this->service->add( $visitor, $product_id, (string) $list->id, '', 0, 1, AjaxRequest::text( 'product_type' ) ) );
		}
		$options = array(
			'item'         => 'wishlist',
			'wishlist_id'  => $list->token,
			'current_page' => (string) max( 1, AjaxRequest::int( 'page' ) ),
			'per_page'     => (string) max( 1, AjaxRequest::int( 'per_page' ) ),
		);
		$data    = (array) $this->yith()->view( $visitor, $options );
		header( 'Content-Type: text/html; charset=' . get_option( 'blog_charset' ) );
		echo '<div>' . YithMarkup::wishlist_form( array(), $options, $data ) . '</div>'; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by the markup class.
		wp_die( '', '', array( 'response' => 200 ) );
	}
}
