<?php
/**
 * What the wishlist screens' list tables share.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Wishlists\Admin;

use Vitrine\Shop\Product;

defined( 'ABSPATH' ) || exit;

/**
 * The parts the three wishlist list tables (all wishlists, one list's items, popular
 * products) spell alike: the page's offset, the column headers with the pagination, a
 * product's cell and a time's cell. For WP_List_Table subclasses with a PER_PAGE constant.
 */
trait ListTableParts {

	/**
	 * The page's products by id, for product_cell().
	 *
	 * @var array<int, Product>
	 */
	private array $products = array();

	/**
	 * Where the current page starts.
	 */
	private function page_offset(): int {
		return ( $this->get_pagenum() - 1 ) * self::PER_PAGE;
	}

	/**
	 * Sets the column headers and the pagination, PER_PAGE rows a page.
	 *
	 * @param int                  $total    Rows on every page.
	 * @param string               $primary  The primary column.
	 * @param array<string, mixed> $sortable The sortable columns.
	 */
	private function paginate( int $total, string $primary, array $sortable = array() ): void {
		$this->_column_headers = array( $this->get_columns(), array(), $sortable, $primary );
		$this->set_pagination_args(
			array(
				'total_items' => $total,
				'per_page'    => self::PER_PAGE,
			)
		);
	}

	/**
	 * A product's name with links to its page and its editor (or "Deleted product #…").
	 *
	 * @param int $product_id The product.
	 */
	private function product_cell( int $product_id ): string {
		$product = $this->products[ $product_id ] ?? null;
		if ( ! $product ) {
			/* translators: %d: product id. */
			return esc_html( sprintf( __( 'Deleted product #%d', 'vitrine' ), $product_id ) );
		}
		$edit = get_edit_post_link( $product_id );
		return sprintf(
			'<strong>%1$s</strong><div class="row-actions visible"><a href="%2$s">%3$s<span class="screen-reader-text"> %4$s</span></a>%5$s</div>',
			esc_html( $product->name ),
			esc_url( (string) get_permalink( $product_id ) ),
			esc_html__( 'View', 'vitrine' ),
			esc_html( $product->name ),
			$edit ? sprintf( ' | <a href="%1$s">%2$s<span class="screen-reader-text"> %3$s</span></a>', esc_url( $edit ), esc_html__( 'Edit', 'vitrine' ), esc_html( $product->name ) ) : ''
		);
	}

	/**
	 * A stored UTC time in the site's date format (and time format when asked).
	 *
	 * @param string $utc       `Y-m-d H:i:s`, UTC.
	 * @param bool   $with_time Whether to show the time too.
	 */
	private function time_cell( string $utc, bool $with_time = false ): string {
		$time   = (int) strtotime( $utc . ' UTC' );
		$format = (string) get_option( 'date_format' ) . ( $with_time ? ' ' . (string) get_option( 'time_format' ) : '' );
		return sprintf( '<time datetime="%1$s">%2$s</time>', esc_attr( gmdate( 'c', $time ) ), esc_html( (string) wp_date( $format, $time ) ) );
	}
}
