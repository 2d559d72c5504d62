<?php
/**
 * A product as the shop sees it.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Shop;

defined( 'ABSPATH' ) || exit;

/**
 * An immutable snapshot of one published product, read by a catalogue. Prices are decimal
 * strings ('' when not set), exactly as stored, so no float rounding creeps in before the
 * price is formatted or multiplied (see {@see Money}).
 */
final class Product {

	public const IN_STOCK     = 'instock';
	public const OUT_OF_STOCK = 'outofstock';
	public const ON_BACKORDER = 'onbackorder';

	/**
	 * Builds the snapshot.
	 *
	 * @param int       $id                Post id.
	 * @param string    $name              Title.
	 * @param string    $slug              Post name.
	 * @param string    $permalink         Address of the product page.
	 * @param string    $price             Active price (sale price while on sale), '' when none.
	 * @param string    $regular_price     Regular price, '' when none.
	 * @param string    $sale_price        Sale price, '' when not on sale.
	 * @param string    $sku               Stock keeping unit, '' when none.
	 * @param int|null  $stock_quantity    Units in stock, null when the stock is not managed.
	 * @param string    $stock_status      One of the IN_STOCK, OUT_OF_STOCK, ON_BACKORDER constants.
	 * @param int       $image_id          Featured image (attachment id), 0 for none.
	 * @param list<int> $gallery_ids       Further images, in order.
	 * @param string    $short_description The excerpt (may contain simple HTML).
	 * @param list<int> $category_ids      Ids of its product categories.
	 */
	public function __construct(
		public readonly int $id,
		public readonly string $name,
		public readonly string $slug,
		public readonly string $permalink,
		public readonly string $price,
		public readonly string $regular_price,
		public readonly string $sale_price,
		public readonly string $sku,
		public readonly ?int $stock_quantity,
		public readonly string $stock_status,
		public readonly int $image_id,
		public readonly array $gallery_ids,
		public readonly string $short_description,
		public readonly array $category_ids,
	) {}

	/**
	 * Whether the sale price applies (set and lower than the regular price).
	 */
	public function is_on_sale(): bool {
		return '' !== $this->sale_price && '' !== $this->regular_price
			&& (float) $this->sale_price < (float) $this->regular_price;
	}

	/**
	 * The price a customer pays for one unit ('' when the product has no price).
	 */
	public function effective_price(): string {
		if ( $this->is_on_sale() ) {
			$price = $this->sale_price;
		} else {
			$price = '' !== $this->price ? $this->price : $this->regular_price;
		}

		/**
		 * Filters the price a customer pays for one unit of a product: what the shop shows,
		 * the cart adds up and an order records (like WooCommerce's
		 * `woocommerce_product_get_price`). Return a decimal string, or '' for no price.
		 *
		 * @since 0.2.0
		 *
		 * @param string  $price   The sale price while on sale, else the price (a decimal string, or '').
		 * @param Product $product The product.
		 */
		$filtered = apply_filters( 'vitrine_product_price', $price, $this );
		return is_numeric( $filtered ) || '' === $filtered ? (string) $filtered : $price;
	}

	/**
	 * Whether it can be ordered now: in stock or on backorder.
	 */
	public function is_in_stock(): bool {
		return self::OUT_OF_STOCK !== $this->stock_status;
	}

	/**
	 * Whether it can go into a cart: it has a price and is in stock (or on backorder).
	 */
	public function is_purchasable(): bool {
		return '' !== $this->effective_price() && $this->is_in_stock();
	}

	/**
	 * How many units one order may take: the stock when it is managed and no backorders are
	 * allowed, otherwise null (no limit).
	 */
	public function max_purchase_quantity(): ?int {
		if ( null === $this->stock_quantity || self::ON_BACKORDER === $this->stock_status ) {
			return null;
		}
		return max( 0, $this->stock_quantity );
	}

	/**
	 * The featured image followed by the gallery, without duplicates or zeros.
	 *
	 * @return list<int>
	 */
	public function image_ids(): array {
		return array_values( array_unique( array_filter( array_merge( array( $this->image_id ), $this->gallery_ids ) ) ) );
	}
}
