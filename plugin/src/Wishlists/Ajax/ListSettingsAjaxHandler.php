<?php
/**
 * The actions that change a list's name and privacy.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Wishlists\Ajax;

use Vitrine\Core\Visitor\Visitor;
use Vitrine\Wishlists\Privacy;
use Vitrine\Wishlists\WishlistUrls;

defined( 'ABSPATH' ) || exit;

/**
 * `save_title` and `save_privacy`.
 */
final class ListSettingsAjaxHandler extends WishlistAjaxHandler {

	/**
	 * `save_title`: renames a list (non-empty).
	 *
	 * @param Visitor $visitor Who asks.
	 */
	protected function save_title( Visitor $visitor ): void {
		$list = $this->service->rename( $visitor, AjaxRequest::int( 'wishlist_id' ), AjaxRequest::text( 'title' ) );
		$this->fail_on_error( $list );
		wp_send_json(
			array(
				'result'    => true,
				'title'     => $list->display_name(),
				'fragments' => $this->fragments_for( $visitor ),
			)
		);
	}

	/**
	 * `save_privacy`: 0 public, 1 shared, 2 private.
	 *
	 * @param Visitor $visitor Who asks.
	 */
	protected function save_privacy( Visitor $visitor ): void {
		$list = $this->service->set_privacy( $visitor, AjaxRequest::int( 'wishlist_id' ), AjaxRequest::text( 'privacy' ) );
		$this->fail_on_error( $list );
		wp_send_json(
			array(
				'result'    => true,
				'share_url' => Privacy::PRIVATE === $list->privacy ? '' : WishlistUrls::of( $list ),
				'fragments' => $this->fragments_for( $visitor ),
			)
		);
	}
}
