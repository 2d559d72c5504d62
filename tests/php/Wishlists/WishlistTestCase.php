<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Wishlists;

use Vitrine\Core\Visitor\Visitor;
use Vitrine\Tests\Shop\ProductFactory;
use Vitrine\Tests\TestCase;
use Vitrine\Wishlists\Privacy;
use Vitrine\Wishlists\Wishlist;
use Vitrine\Wishlists\WishlistRepository;
use Vitrine\Wishlists\WishlistService;
use Vitrine\Wishlists\WishlistSettings;

/**
 * Guests, calls and storage shared by the wishlist tests.
 */
abstract class WishlistTestCase extends TestCase {

	use ProductFactory;

	protected WishlistRepository $repository;

	protected WishlistService $service;

	protected function setUp(): void {
		parent::setUp();
		$this->repository = new WishlistRepository();
		$this->service    = new WishlistService( $this->repository );
		// These tests play the reference plugin's visitors, whose new lists are public; a site's
		// new lists are private by default (WishlistServiceTest::test_a_new_list_is_private_…).
		update_option( WishlistSettings::OPTION, array( 'default_privacy' => Privacy::PUBLIC ) + WishlistSettings::get() );
	}

	/**
	 * Becomes a new guest with a signed visitor cookie; returns the guest's visitor key.
	 */
	protected function become_guest(): string {
		wp_set_current_user( 0 );
		$id      = bin2hex( random_bytes( 16 ) );
		$_COOKIE = array( Visitor::COOKIE => $id . '.' . hash_hmac( 'sha256', $id, wp_salt( 'auth' ) ) );
		return 'g:' . $id;
	}

	/**
	 * Calls a wishlist action with a valid nonce for the current visitor (or the given one).
	 *
	 * @param string                $action Action.
	 * @param array<string, string> $fields Fields.
	 * @param string|null           $nonce  Nonce; '' sends none.
	 * @return array{status: int, body: string, json: mixed}
	 */
	protected function call( string $action, array $fields = array(), ?string $nonce = null ): array {
		$nonce = $nonce ?? wp_create_nonce( $action );
		if ( '' !== $nonce ) {
			$fields['nonce'] = $nonce;
		}
		$reply         = $this->ajax( $action, $fields + array( 'context' => 'frontend' ) );
		$reply['json'] = json_decode( $reply['body'], true );
		return $reply;
	}

	/**
	 * The current visitor's default list, made with the given products in it.
	 *
	 * @param list<int> $products Product ids.
	 */
	protected function list_with( array $products ): Wishlist {
		$visitor = Visitor::current();
		foreach ( $products as $product ) {
			$this->assertIsArray( $this->service->add( $visitor, $product, '' ) );
		}
		$list = $this->repository->default_for( $visitor->key() );
		$this->assertNotNull( $list );
		return $list;
	}

	/**
	 * The product ids of a list in order.
	 *
	 * @param int $wishlist_id List id.
	 * @return list<int>
	 */
	protected function products_of( int $wishlist_id ): array {
		return array_map( static fn( $item ) => $item->product_id, $this->repository->items_of( $wishlist_id ) );
	}
}
