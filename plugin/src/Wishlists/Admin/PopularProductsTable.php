<?php
/**
 * The most wished-for products report.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Wishlists\Admin;

use Vitrine\Shop\Catalogue\CatalogueFactory;
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

	use ListTableParts;

	public const PER_PAGE = 20;

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
		$result      = $this->repository->popular( $orderby, $order, $this->page_offset(), self::PER_PAGE );
		$this->items = $result['rows'];
		// The page's products in one query each for posts, meta and terms, not one per row.
		$this->products = CatalogueFactory::catalogue()->get_many( array_column( $result['rows'], 'product_id' ) );
		$this->paginate( $result['total'], 'product', $this->get_sortable_columns() );
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
				return $this->product_cell( (int) $item['product_id'] );
			case 'lists':
			case 'quantity':
				return esc_html( number_format_i18n( (int) $item[ $column_name ] ) );
			case 'last_added':
				return $this->time_cell( $item['last_added'] );
		}
		return '';
	}
}
