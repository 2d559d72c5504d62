<?php
/**
 * "Ask for an estimate".
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Wishlists;

use Vitrine\Core\Http\RetryAfter;
use Vitrine\Core\RateLimiter\RateLimiter;
use Vitrine\Core\Visitor\ClientIp;
use Vitrine\Core\Visitor\Visitor;
use Vitrine\Shop\Catalogue\CatalogueFactory;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Mails the shop a list's items with the visitor's reply address and notes. Only the list's
 * owner may ask, 5 requests per IP in an hour.
 */
final class EstimateMailer {

	/**
	 * Sets up the mailer.
	 *
	 * @param WishlistService $service Rules.
	 * @param RateLimiter     $limiter Rate limiter.
	 */
	public function __construct( private WishlistService $service, private RateLimiter $limiter ) {}

	/**
	 * Sends the request.
	 *
	 * @param Visitor $visitor Who asks.
	 * @param string  $token   List token ('' for the default list).
	 * @param string  $reply   Reply address.
	 * @param string  $notes   Notes.
	 * @return true|WP_Error
	 */
	public function send( Visitor $visitor, string $token, string $reply, string $notes ) {
		if ( ! WishlistSettings::get()['estimate'] ) {
			return new WP_Error( 'vitrine_estimate_disabled', __( 'Estimates are not offered on this site.', 'vitrine' ), array( 'status' => 403 ) );
		}
		$repository = $this->service->repository();
		$list       = '' === $token ? ( '' === $visitor->key() ? null : $repository->default_for( $visitor->key() ) ) : $repository->find_by_token( $token );
		$list       = $this->service->owned( $visitor, $list );
		if ( is_wp_error( $list ) ) {
			return $list;
		}
		if ( ! is_email( $reply ) ) {
			return new WP_Error(
				'vitrine_estimate_bad_email',
				__( 'Please enter a valid email address so that we can answer you.', 'vitrine' ),
				array(
					'status' => 400,
					'field'  => 'reply_email',
				)
			);
		}
		$items = $repository->items_of( $list->id );
		if ( ! $items ) {
			return new WP_Error( 'vitrine_estimate_empty', __( 'This wishlist is empty: add products before asking for an estimate.', 'vitrine' ), array( 'status' => 400 ) );
		}
		if ( ! $this->limiter->hit( 'estimate:' . ClientIp::get(), 5, HOUR_IN_SECONDS ) ) {
			return RetryAfter::refusal(
				'vitrine_estimate_rate_limited',
				__( 'Too many estimate requests. Please try again later.', 'vitrine' ),
				HOUR_IN_SECONDS
			);
		}

		$products = CatalogueFactory::catalogue()->get_many( array_map( static fn( WishlistItem $item ) => $item->product_id, $items ) );
		$lines    = array();
		foreach ( $items as $item ) {
			$product = $products[ $item->product_id ] ?? null;
			if ( $product ) {
				/* translators: 1: quantity, 2: product name, 3: product address. */
				$lines[] = sprintf( __( '%1$d × %2$s (%3$s)', 'vitrine' ), $item->quantity, $product->name, $product->permalink );
			}
		}
		$body = sprintf(
			/* translators: 1: reply address, 2: wishlist name, 3: the items, one per line, 4: the visitor's notes. */
			__( "%1\$s asks for an estimate of the wishlist “%2\$s”:\n\n%3\$s\n\nNotes:\n%4\$s", 'vitrine' ),
			$reply,
			$list->display_name(),
			implode( "\n", $lines ),
			'' === $notes ? '—' : $notes
		);
		$sent = wp_mail(
			(string) get_option( 'admin_email' ),
			/* translators: %s: site name. */
			sprintf( __( '[%s] Estimate request', 'vitrine' ), wp_specialchars_decode( (string) get_option( 'blogname' ), ENT_QUOTES ) ),
			$body,
			array( 'Reply-To: ' . $reply )
		);
		if ( ! $sent ) {
			return new WP_Error( 'vitrine_estimate_not_sent', __( 'Your request could not be sent. Please try again later.', 'vitrine' ), array( 'status' => 502 ) );
		}
		return true;
	}
}
