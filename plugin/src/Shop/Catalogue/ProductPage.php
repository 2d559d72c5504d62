<?php
/**
 * One page of a product listing.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Shop\Catalogue;

use Vitrine\Shop\Product;

defined( 'ABSPATH' ) || exit;

/**
 * The products of one page and what pagination needs.
 */
final class ProductPage {

	/**
	 * Sets the page.
	 *
	 * @param list<Product> $products The products, in order.
	 * @param int           $total    Products matching the query, on every page.
	 * @param int           $page     This page's number, from 1.
	 * @param int           $per_page Page size.
	 */
	public function __construct(
		public readonly array $products,
		public readonly int $total,
		public readonly int $page,
		public readonly int $per_page,
	) {}

	/**
	 * Number of pages (at least 1, so an empty listing still has its page).
	 */
	public function pages(): int {
		return max( 1, (int) ceil( $this->total / max( 1, $this->per_page ) ) );
	}
}
