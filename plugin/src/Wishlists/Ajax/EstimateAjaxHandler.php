<?php
/**
 * The `ask_an_estimate` action.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Wishlists\Ajax;

use Vitrine\Core\Visitor\Visitor;

defined( 'ABSPATH' ) || exit;

/**
 * `ask_an_estimate`.
 */
final class EstimateAjaxHandler extends WishlistAjaxHandler {

	/**
	 * `ask_an_estimate`: mails the shop the list with the reply address and notes.
	 *
	 * @param Visitor $visitor Who asks.
	 */
	protected function ask_an_estimate( Visitor $visitor ): void {
		$this->fail_on_error(
			$this->estimates->send(
				$visitor,
				strtoupper( AjaxRequest::text( 'wishlist_token' ) ),
				AjaxRequest::text( 'reply_email' ),
				AjaxRequest::textarea( 'additional_notes' )
			)
		);
		$message = __( 'Thank you: your estimate request has been sent. We will answer you by email.', 'vitrine' );
		wp_send_json(
			array(
				'result'   => true,
				'message'  => $message,
				'template' => '<p class="vitrine-wishlist-estimate__sent" role="status">' . esc_html( $message ) . '</p>',
			)
		);
	}
}
