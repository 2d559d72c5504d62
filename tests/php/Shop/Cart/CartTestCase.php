<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Shop\Cart;

use Vitrine\Core\Visitor\Visitor;
use Vitrine\Shop\Catalogue\CatalogueFactory;
use Vitrine\Shop\ProductPostType;
use Vitrine\Tests\Shop\ProductFactory;
use Vitrine\Tests\TestCase;

/**
 * Helpers of the cart tests: guests with a signed visitor cookie, products with a managed stock.
 */
abstract class CartTestCase extends TestCase {

	use ProductFactory;

	protected function tearDown(): void {
		CatalogueFactory::reset();
		parent::tearDown();
	}

	/**
	 * Makes the request a guest's with the given id (32 hex characters).
	 *
	 * @param string $id Guest id.
	 */
	protected function as_guest( string $id ): void {
		wp_set_current_user( 0 );
		$_COOKIE[ Visitor::COOKIE ] = $id . '.' . hash_hmac( 'sha256', $id, wp_salt( 'auth' ) );
	}

	/**
	 * A product with a managed stock.
	 *
	 * @param int    $stock Units in stock.
	 * @param string $price Regular price.
	 */
	protected function stocked_product( int $stock, string $price = '10.00' ): int {
		return $this->create_product(
			array(
				ProductPostType::META_REGULAR_PRICE => $price,
				ProductPostType::META_MANAGE_STOCK  => 'yes',
				ProductPostType::META_STOCK         => (string) $stock,
			)
		);
	}
}
