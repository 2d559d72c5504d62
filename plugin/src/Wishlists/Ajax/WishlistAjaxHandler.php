<?php
/**
 * What every wishlist admin-ajax handler shares.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Wishlists\Ajax;

use Vitrine\Core\Http\AjaxError;
use Vitrine\Core\Visitor\Visitor;
use Vitrine\Wishlists\Compat\YithFragmentRequest;
use Vitrine\Wishlists\Compat\YithFragments;
use Vitrine\Wishlists\EstimateMailer;
use Vitrine\Wishlists\Fragments;
use Vitrine\Wishlists\Privacy;
use Vitrine\Wishlists\WishlistService;
use Vitrine\Wishlists\WishlistUrls;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * A handler of one or a few of the wishlist actions ({@see WishlistAjaxActions}), thin over
 * {@see WishlistService}: the action's method (named as the action) reads the request, asks the
 * service, and answers in the reference's shape (YITH WooCommerce Wishlist). The nonce and the
 * origin are checked before it is called; the service checks ownership. Refusals answer
 * `{"success":false,"data":{code,message}}` with a 4xx, never a silent `{"result":false}`.
 */
abstract class WishlistAjaxHandler {

	/**
	 * YITH's fragments, built on first use.
	 *
	 * @var YithFragments|null
	 */
	private ?YithFragments $yith = null;

	/**
	 * Sets up the handler.
	 *
	 * @param WishlistService $service   Rules.
	 * @param Fragments       $fragments Fragment renderer.
	 * @param EstimateMailer  $estimates Estimate mail.
	 */
	final public function __construct( protected WishlistService $service, protected Fragments $fragments, protected EstimateMailer $estimates ) {}

	/**
	 * Answers one of its actions: the method of that name.
	 *
	 * @param string  $action  One of the handler's actions.
	 * @param Visitor $visitor Who asks.
	 */
	public function handle( string $action, Visitor $visitor ): void {
		$this->{$action}( $visitor );
	}

	/**
	 * The requested fragments, rendered: an object keyed like the request, always.
	 *
	 * @param Visitor $visitor Who asks.
	 */
	protected function fragments_for( Visitor $visitor ): object {
		return $this->yith()->render( $visitor, YithFragmentRequest::read() );
	}

	/**
	 * The renderer of YITH's fragments (and Vitrine's).
	 */
	protected function yith(): YithFragments {
		return $this->yith ??= new YithFragments( $this->service, $this->fragments );
	}

	/**
	 * The reference's `user_wishlists`.
	 *
	 * @param Visitor $visitor    Who asks.
	 * @param int     $product_id Product the "add to this list" links add (0: none).
	 * @return list<array<string, mixed>>
	 */
	protected function user_wishlists( Visitor $visitor, int $product_id ): array {
		$lists = array();
		foreach ( $this->service->summary( $visitor ) as $summary ) {
			$lists[] = array(
				'id'                       => $summary['id'],
				'token'                    => $summary['token'],
				'wishlist_name'            => $summary['name'],
				'default'                  => $summary['default'],
				'products'                 => $summary['products'],
				'add_to_this_wishlist_url' => $product_id > 0 ? WishlistUrls::add_to( $product_id, $summary['id'] ) : '',
			);
		}
		return $lists;
	}

	/**
	 * A privacy field, the site's default for new lists when missing or invalid.
	 *
	 * @param string $key Field name.
	 */
	protected function privacy_field( string $key ): int {
		$value = AjaxRequest::text( $key );
		return Privacy::is_valid( $value ) ? (int) $value : Privacy::for_new_lists();
	}

	/**
	 * Ends the request with the error, if it is one.
	 *
	 * @param mixed $result A service result.
	 * @phpstan-assert !WP_Error $result
	 */
	protected function fail_on_error( $result ): void {
		if ( $result instanceof WP_Error ) {
			AjaxError::from_wp_error( $result );
		}
	}

	/**
	 * The reference's empty success reply.
	 *
	 * @return never
	 */
	protected function empty_reply(): void {
		wp_die( '', '', array( 'response' => 200 ) );
	}
}
