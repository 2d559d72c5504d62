<?php
/**
 * Product meta rules.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Shop;

use Vitrine\Shop\Tax\TaxCalculator;
use Vitrine\Shop\Tax\TaxSettings;

use Vitrine\Shop\ProductPostType as Type;

defined( 'ABSPATH' ) || exit;

/**
 * The product meta fields, their sanitizing (the same for the admin box, the REST API and
 * update_post_meta()), and the values derived from others: `_price` follows the regular and
 * sale prices, and a managed stock keeps `_stock_status` in line with `_stock`, as in
 * WooCommerce.
 */
final class ProductMeta {

	/**
	 * The fields, keyed by meta key. Kinds: `decimal` (a price, '' when empty), `text`,
	 * `stock` (a whole number, '' when empty), `yesno`, `status`, `ids` (comma-separated
	 * attachment ids).
	 *
	 * @return array<string, array{kind: string, label: string, default: string}>
	 */
	public static function fields(): array {
		return array(
			Type::META_REGULAR_PRICE    => array(
				'kind'    => 'decimal',
				'label'   => __( 'Regular price', 'vitrine' ),
				'default' => '',
			),
			Type::META_SALE_PRICE       => array(
				'kind'    => 'decimal',
				'label'   => __( 'Sale price', 'vitrine' ),
				'default' => '',
			),
			Type::META_PRICE            => array(
				'kind'    => 'decimal',
				'label'   => __( 'Active price', 'vitrine' ),
				'default' => '',
			),
			Type::META_SKU              => array(
				'kind'    => 'text',
				'label'   => __( 'SKU', 'vitrine' ),
				'default' => '',
			),
			Type::META_MANAGE_STOCK     => array(
				'kind'    => 'yesno',
				'label'   => __( 'Manage stock', 'vitrine' ),
				'default' => 'no',
			),
			Type::META_STOCK            => array(
				'kind'    => 'stock',
				'label'   => __( 'Stock quantity', 'vitrine' ),
				'default' => '',
			),
			Type::META_STOCK_STATUS     => array(
				'kind'    => 'status',
				'label'   => __( 'Stock status', 'vitrine' ),
				'default' => Product::IN_STOCK,
			),
			Type::META_GALLERY          => array(
				'kind'    => 'ids',
				'label'   => __( 'Gallery images', 'vitrine' ),
				'default' => '',
			),
			TaxSettings::META_TAX_CLASS => array(
				'kind'    => 'taxclass',
				'label'   => __( 'Tax class', 'vitrine' ),
				'default' => TaxCalculator::STANDARD,
			),
		);
	}

	/**
	 * The stock statuses with their translated names.
	 *
	 * @return array<string, string>
	 */
	public static function stock_statuses(): array {
		return array(
			Product::IN_STOCK     => __( 'In stock', 'vitrine' ),
			Product::OUT_OF_STOCK => __( 'Out of stock', 'vitrine' ),
			Product::ON_BACKORDER => __( 'On backorder', 'vitrine' ),
		);
	}

	/**
	 * Sanitizes one value (already unslashed) for its key.
	 *
	 * @param string $key   Meta key.
	 * @param mixed  $value Raw value.
	 */
	public static function sanitize( string $key, mixed $value ): string {
		$kind = self::fields()[ $key ]['kind'] ?? 'text';
		$text = is_scalar( $value ) ? trim( (string) $value ) : '';
		switch ( $kind ) {
			case 'decimal':
				return self::decimal( $text );
			case 'stock':
				return is_numeric( $text ) ? (string) (int) $text : '';
			case 'yesno':
				return in_array( $text, array( 'yes', '1', 'true', 'on' ), true ) ? 'yes' : 'no';
			case 'status':
				return array_key_exists( $text, self::stock_statuses() ) ? $text : Product::IN_STOCK;
			case 'taxclass':
				return array_key_exists( $text, TaxSettings::classes() ) ? $text : TaxCalculator::STANDARD;
			case 'ids':
				$ids = array_map( 'absint', is_array( $value ) ? $value : (array) preg_split( '/[\s,]+/', $text ) );
				return implode( ',', array_unique( array_filter( $ids ) ) );
			default:
				return sanitize_text_field( $text );
		}
	}

	/**
	 * A price as a plain decimal string: "12,5" and "12.50" become "12.50"; negative or
	 * unreadable input becomes '' (no price).
	 *
	 * @param string $text Entered price.
	 */
	public static function decimal( string $text ): string {
		$text = str_replace( array( ',', ' ' ), array( '.', '' ), $text );
		if ( ! preg_match( '/^\d+(\.\d+)?$/', $text ) ) {
			return '';
		}
		return number_format( round( (float) $text, 2 ), 2, '.', '' );
	}

	/**
	 * Keeps the derived values in line after one of their sources changed. Hooked on
	 * `added_post_meta` / `updated_post_meta` / `deleted_post_meta`, so the admin box, the
	 * REST API and code calling update_post_meta() all end with the same data.
	 *
	 * @param int|list<int> $meta_id Meta id(s); unused.
	 * @param int           $post_id Post id.
	 * @param string        $key     Meta key that changed.
	 */
	public static function on_meta_change( int|array $meta_id, int $post_id, string $key ): void {
		unset( $meta_id );
		if ( get_post_type( $post_id ) !== Type::POST_TYPE ) {
			return;
		}
		if ( in_array( $key, array( Type::META_REGULAR_PRICE, Type::META_SALE_PRICE ), true ) ) {
			self::sync_price( $post_id );
		}
		if ( in_array( $key, array( Type::META_STOCK, Type::META_MANAGE_STOCK ), true ) ) {
			self::sync_stock_status( $post_id );
		}
	}

	/**
	 * Sets `_price` to the sale price when it is lower than the regular price, else the
	 * regular price.
	 *
	 * @param int $post_id Product id.
	 */
	public static function sync_price( int $post_id ): void {
		$regular = (string) get_post_meta( $post_id, Type::META_REGULAR_PRICE, true );
		$sale    = (string) get_post_meta( $post_id, Type::META_SALE_PRICE, true );
		$price   = ( '' !== $sale && ( '' === $regular || (float) $sale < (float) $regular ) ) ? $sale : $regular;
		if ( (string) get_post_meta( $post_id, Type::META_PRICE, true ) !== $price || ! metadata_exists( 'post', $post_id, Type::META_PRICE ) ) {
			update_post_meta( $post_id, Type::META_PRICE, $price );
		}
	}

	/**
	 * With a managed stock, none left means out of stock and some left means in stock (a
	 * product on backorder stays on backorder).
	 *
	 * @param int                              $post_id Product id.
	 * @param array{0: string, 1: string}|null $current The stock and its stored status as just
	 *                                                  read together from the database
	 *                                                  (StockLedger), or null to read them
	 *                                                  through the object cache.
	 */
	public static function sync_stock_status( int $post_id, ?array $current = null ): void {
		if ( 'yes' !== get_post_meta( $post_id, Type::META_MANAGE_STOCK, true ) ) {
			return;
		}
		list( $stock, $stored ) = $current ?? array(
			(string) get_post_meta( $post_id, Type::META_STOCK, true ),
			(string) get_post_meta( $post_id, Type::META_STOCK_STATUS, true ),
		);

		$status  = '' !== $stored ? $stored : Product::IN_STOCK;
		$derived = $status;
		if ( '' !== $stock && (int) $stock <= 0 && Product::IN_STOCK === $status ) {
			$derived = Product::OUT_OF_STOCK;
		} elseif ( (int) $stock > 0 && Product::OUT_OF_STOCK === $status ) {
			$derived = Product::IN_STOCK;
		}
		if ( $derived !== $stored ) {
			update_post_meta( $post_id, Type::META_STOCK_STATUS, $derived );
		}
	}
}
