<?php
/**
 * The read-only fragment actions.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Wishlists\Ajax;

use Vitrine\Core\Visitor\Visitor;

defined( 'ABSPATH' ) || exit;

/**
 * `load_fragments` and `load_mobile`.
 */
final class FragmentsAjaxHandler extends WishlistAjaxHandler {

	/**
	 * `load_fragments`: the requested per-visitor pieces; when the `wishlist` fragment is asked
	 * for, the list's data too (`wishlist`, null when it cannot be seen) for the page widget.
	 *
	 * @param Visitor $visitor Who asks.
	 */
	protected function load_fragments( Visitor $visitor ): void {
		$requested = AjaxRequest::fragments();
		$reply     = array( 'fragments' => $this->fragments_for( $visitor ) );
		if ( isset( $requested['wishlist'] ) && ! isset( $requested['wishlist']['item'] ) ) {
			$reply['wishlist'] = $this->fragments->view_data( $visitor, $requested['wishlist'] );
		}
		wp_send_json( $reply );
	}

	/**
	 * `load_mobile`: the same fragments (the layout is responsive, there is no mobile template).
	 *
	 * @param Visitor $visitor Who asks.
	 */
	protected function load_mobile( Visitor $visitor ): void {
		wp_send_json( array( 'fragments' => $this->fragments_for( $visitor ) ) );
	}
}
