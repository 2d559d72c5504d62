<?php
/**
 * The most wished-for products report.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Wishlists\Admin;

use Vitrine\Shop\Catalogue\CatalogueFactory;
use Vitrine\Shop\Product;
use Vitrine\Wishlists\WishlistRepository;
use WP_List_Table;

defined( 'ABSPATH' ) || exit;

if ( ! class_exists( 'WP_List_Table' ) ) {
	require_once ABSPATH . 'wp-admin/includes/class-wp-list-table.php';
}

/**
 * "Most wished-for products" as a report: per product, the units wished for, how many lists
 * hold it and when it was last added, sortable by each, 20 a page, each product linked to its
 * page and its editor.
 */
final class PopularProductsTable extends WP_List_Table {

	public const PER_PAGE = 20;

	/**
	 * The page's products by id.
	 *
	 * @var array<int, Product>
	 */
	private array $products = array();

	/**
	 * Sets up the table.
	 *
	 * @param WishlistRepository $repository Storage.
	 */
	public function __construct( private WishlistRepository $repository ) {
		parent::__construct(
			array(
				'singular' => 'product',
				'plural'   => 'products',
				'ajax'     => false,
			)
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @return array<string, string>
	 */
	public function get_columns() {
		return array(
			'product'    => __( 'Product', 'vitrine' ),
			'lists'      => __( 'In wishlists', 'vitrine' ),
			'quantity'   => __( 'Units wished for', 'vitrine' ),
			'last_added' => __( 'Last added', 'vitrine' ),
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @return array<string, array{0: string, 1: bool}>
	 */
	protected function get_sortable_columns() {
		return array(
			'lists'      => array( 'lists', true ),
			'quantity'   => array( 'quantity', true ),
			'last_added' => array( 'last_added', true ),
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @return void
	 */
	public function prepare_items() {
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- sorting a report.
		$orderby = isset( $_GET['orderby'] ) ? sanitize_key( wp_unslash( $_GET['orderby'] ) ) : 'lists';
		$order   = isset( $_GET['order'] ) ? sanitize_key( wp_unslash( $_GET['order'] ) ) : 'desc';
		// phpcs:enable
		$result      = $this->repository->popular( $orderby, $order, ( $this->get_pagenum() - 1 ) * self::PER_PAGE, self::PER_PAGE );
		$this->items = $result['rows'];
		// The page's products in one query each for posts, meta and terms, not one per row.
		$this->products        = CatalogueFactory::catalogue()->get_many( array_column( $result['rows'], 'product_id' ) );
		$this->_column_headers = array( $this->get_columns(), array(), $this->get_sortable_columns(), 'product' );
		$this->set_pagination_args(
			array(
				'total_items' => $result['total'],
				'per_page'    => self::PER_PAGE,
			)
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @return void
	 */
	public function no_items() {
		esc_html_e( 'No product is on a wishlist yet.', 'vitrine' );
	}

	/**
	 * A cell.
	 *
	 * @param array{product_id: int, lists: int, quantity: int, last_added: string} $item        Row.
	 * @param string                                                                 $column_name Column.
	 * @return string
	 */
	protected function column_default( $item, $column_name ) {
		switch ( $column_name ) {
			case 'product':
				$product = $this->products[ $item['product_id'] ] ?? null;
				if ( ! $product ) {
					/* translators: %d: product id. */
					return esc_html( sprintf( __( 'Deleted product #%d', 'vitrine' ), $item['product_id'] ) );
				}
				$edit = get_edit_post_link( $item['product_id'] );
				return sprintf(
					'<strong>%1$s</strong><div class="row-actions visible"><a href="%2$s">%3$s<span class="screen-reader-text"> %4$s</span></a>%5$s</div>',
					esc_html( $product->name ),
					esc_url( (string) get_permalink( $item['product_id'] ) ),
					esc_html__( 'View', 'vitrine' ),
					esc_html( $product->name ),
					$edit ? sprintf( ' | <a href="%1$s">%2$s<span class="screen-reader-text"> %3$s</span></a>', esc_url( $edit ), esc_html__( 'Edit', 'vitrine' ), esc_html( $product->name ) ) : ''
				);
			case 'lists':
			case 'quantity':
				return esc_html( number_format_i18n( (int) $item[ $column_name ] ) );
			case 'last_added':
				$time = (int) strtotime( $item['last_added'] . ' UTC' );
				return sprintf( '<time datetime="%1$s">%2$s</time>', esc_attr( gmdate( 'c', $time ) ), esc_html( (string) wp_date( (string) get_option( 'date_format' ), $time ) ) );
		}
		return '';
	}
}
