<?php
/**
 * What a product listing asks for.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Shop\Catalogue;

defined( 'ABSPATH' ) || exit;

/**
 * Filters, sort and page of a product listing. The sort names are WooCommerce's `orderby`
 * values (plus `title`), so shop addresses such as `/shop/?orderby=price-desc` keep working
 * under either store.
 */
final class ProductQuery {

	public const SORT_MENU_ORDER = 'menu_order';
	public const SORT_DATE       = 'date';
	public const SORT_PRICE      = 'price';
	public const SORT_PRICE_DESC = 'price-desc';
	public const SORT_TITLE      = 'title';
	public const SORT_POPULARITY = 'popularity';

	public const MAX_PER_PAGE = 100;

	/**
	 * Sets the query; unknown sorts fall back to the menu order, page and size are clamped.
	 *
	 * @param string    $category     Product category slug ('' for all).
	 * @param string    $sort         One of the SORT_ constants.
	 * @param int       $page         Page number, from 1.
	 * @param int       $per_page     Products per page, 1 to MAX_PER_PAGE.
	 * @param list<int> $category_ids Only products in one of these categories (related products).
	 * @param list<int> $exclude      Product ids to leave out.
	 * @param string    $tag          Product tag slug ('' for all).
	 * @param string    $search       Words the title, excerpt or SKU must match ('' for all).
	 * @param bool      $on_sale      Only products on sale.
	 * @param bool      $in_stock     Only products in stock (or on backorder).
	 * @param int       $after        Keyset cursor: the page starts after this product of the
	 *                                same listing (0 for none; the page number still counts).
	 */
	public function __construct(
		public readonly string $category = '',
		public readonly string $sort = self::SORT_MENU_ORDER,
		public readonly int $page = 1,
		public readonly int $per_page = 12,
		public readonly array $category_ids = array(),
		public readonly array $exclude = array(),
		public readonly string $tag = '',
		public readonly string $search = '',
		public readonly bool $on_sale = false,
		public readonly bool $in_stock = false,
		public readonly int $after = 0,
	) {}

	/**
	 * The sorts a listing offers, with their translated names, in menu order.
	 *
	 * @return array<string, string>
	 */
	public static function sorts(): array {
		return array(
			self::SORT_MENU_ORDER => __( 'Default sorting', 'vitrine' ),
			self::SORT_POPULARITY => __( 'Sort by popularity', 'vitrine' ),
			self::SORT_DATE       => __( 'Sort by latest', 'vitrine' ),
			self::SORT_PRICE      => __( 'Sort by price: low to high', 'vitrine' ),
			self::SORT_PRICE_DESC => __( 'Sort by price: high to low', 'vitrine' ),
			self::SORT_TITLE      => __( 'Sort by name', 'vitrine' ),
		);
	}

	/**
	 * The sort, or the default when unknown.
	 */
	public function sort(): string {
		return array_key_exists( $this->sort, self::sorts() ) ? $this->sort : self::SORT_MENU_ORDER;
	}

	/**
	 * The page number, at least 1.
	 */
	public function page(): int {
		return max( 1, $this->page );
	}

	/**
	 * The page size, between 1 and MAX_PER_PAGE.
	 */
	public function per_page(): int {
		return max( 1, min( self::MAX_PER_PAGE, $this->per_page ) );
	}
}
