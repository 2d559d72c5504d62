<?php
/**
 * Where products come from.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Shop\Catalogue;

use Vitrine\Shop\Product;

defined( 'ABSPATH' ) || exit;

/**
 * The shop's catalogue: reads published products. Everything else (cart, orders, quick view,
 * templates, wishlists) asks this interface, never the post type or its meta, so another store
 * (WooCommerce) can replace the implementation through the `vitrine_shop_catalogue` filter
 * (see {@see CatalogueFactory}).
 */
interface Catalogue {

	/**
	 * One published product, or null for anything else (unknown id, another post type, a
	 * draft, a private or password-protected product).
	 *
	 * @param int $id Product id.
	 */
	public function get( int $id ): ?Product;

	/**
	 * Several products read at once: one query for the posts and one each for their meta and
	 * terms, whatever the number of ids (never one query per product).
	 *
	 * @param array<int|string> $ids Product ids; ids that are not published products are left out.
	 * @return array<int, Product> Keyed by product id, in the order asked.
	 */
	public function get_many( array $ids ): array;

	/**
	 * One page of published products, filtered and sorted.
	 *
	 * @param ProductQuery $query What to list.
	 */
	public function query( ProductQuery $query ): ProductPage;
}
