<?php
/**
 * The picture column of the Products list.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Shop\Admin;

use Vitrine\Shop\ProductPostType;
use Vitrine\Shop\Rendering\ProductPicture;

defined( 'ABSPATH' ) || exit;

/**
 * A small picture of each product before its name in Products (as WooCommerce's list has),
 * the shop's placeholder for a product without one. The list's loop primes the thumbnails
 * (core's `update_post_thumbnail_cache()` runs for list tables), so it adds no query per row.
 */
final class ProductImageColumn {

	public const COLUMN = 'vitrine_image';

	/**
	 * Hooks in.
	 */
	public function register(): void {
		add_filter( 'manage_' . ProductPostType::POST_TYPE . '_posts_columns', array( $this, 'add_column' ) );
		add_action( 'manage_' . ProductPostType::POST_TYPE . '_posts_custom_column', array( $this, 'render' ), 10, 2 );
		add_action( 'admin_enqueue_scripts', array( $this, 'style' ) );
	}

	/**
	 * Adds the column before the title.
	 *
	 * @param array<string, string> $columns Columns.
	 * @return array<string, string>
	 */
	public function add_column( array $columns ): array {
		$added = array();
		foreach ( $columns as $key => $label ) {
			if ( 'title' === $key ) {
				$added[ self::COLUMN ] = '<span class="screen-reader-text">' . esc_html__( 'Image', 'vitrine' ) . '</span>';
			}
			$added[ $key ] = $label;
		}
		return $added;
	}

	/**
	 * Prints a row's picture (decorative: the product's name is the next cell).
	 *
	 * @param string $column  Column.
	 * @param int    $post_id Product.
	 */
	public function render( $column, $post_id ): void {
		if ( self::COLUMN !== $column ) {
			return;
		}
		$id  = (int) get_post_thumbnail_id( (int) $post_id );
		$img = $id > 0 ? wp_get_attachment_image(
			$id,
			array( 40, 40 ),
			false,
			array(
				'alt'   => '',
				'class' => 'vitrine-product-image-column__image',
			)
		) : '';
		echo '' !== $img ? $img : ProductPicture::placeholder( 'vitrine-product-image-column__image', 40 ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- core's and ProductPicture's escaped markup.
	}

	/**
	 * The column's width, on the Products list only.
	 *
	 * @param string $hook The admin page.
	 */
	public function style( $hook ): void {
		if ( 'edit.php' !== $hook || ProductPostType::POST_TYPE !== get_current_screen()?->post_type ) {
			return;
		}
		wp_add_inline_style( 'list-tables', '.column-' . self::COLUMN . '{width:52px}.vitrine-product-image-column__image{display:block;width:40px!important;height:40px!important;object-fit:cover;border-radius:4px}' );
	}
}
