<?php
/**
 * One wishlist's items on the wishlists screen.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Wishlists\Admin;

use Vitrine\Shop\Catalogue\CatalogueFactory;
use Vitrine\Shop\Money;
use Vitrine\Shop\Product;
use Vitrine\Wishlists\Wishlist;
use Vitrine\Wishlists\WishlistItem;
use Vitrine\Wishlists\WishlistRepository;
use WP_List_Table;

defined( 'ABSPATH' ) || exit;

if ( ! class_exists( 'WP_List_Table' ) ) {
	require_once ABSPATH . 'wp-admin/includes/class-wp-list-table.php';
}

/**
 * The items of the list a row of "All wishlists" opens, in the owner's order, 20 a page: the
 * product (linked to its page and editor), the quantity, the price when it was added and when.
 * The list may be private: only the screen's capability sees it, never its share link.
 */
final class WishlistItemsListTable extends WP_List_Table {

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
	 * @param Wishlist           $wishlist   The list shown.
	 */
	public function __construct( private WishlistRepository $repository, private Wishlist $wishlist ) {
		parent::__construct(
			array(
				'singular' => 'item',
				'plural'   => 'items',
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
			'product'  => __( 'Product', 'vitrine' ),
			'quantity' => __( 'Quantity', 'vitrine' ),
			'price'    => __( 'Price when added', 'vitrine' ),
			'added'    => __( 'Added', 'vitrine' ),
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @return void
	 */
	public function prepare_items() {
		$this->items = $this->repository->items_of( $this->wishlist->id, ( $this->get_pagenum() - 1 ) * self::PER_PAGE, self::PER_PAGE );
		// The page's products in one query each for posts, meta and terms, not one per row.
		$this->products        = CatalogueFactory::catalogue()->get_many( array_map( static fn( WishlistItem $item ): int => $item->product_id, $this->items ) );
		$this->_column_headers = array( $this->get_columns(), array(), array(), 'product' );
		$this->set_pagination_args(
			array(
				'total_items' => $this->repository->count_items( $this->wishlist->id ),
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
		esc_html_e( 'This wishlist is empty.', 'vitrine' );
	}

	/**
	 * A cell.
	 *
	 * @param WishlistItem $item        Row.
	 * @param string       $column_name Column.
	 * @return string
	 */
	protected function column_default( $item, $column_name ) {
		switch ( $column_name ) {
			case 'product':
				$product = $this->products[ $item->product_id ] ?? null;
				if ( ! $product ) {
					/* translators: %d: product id. */
					return esc_html( sprintf( __( 'Deleted product #%d', 'vitrine' ), $item->product_id ) );
				}
				$edit = get_edit_post_link( $item->product_id );
				return sprintf(
					'<strong>%1$s</strong><div class="row-actions visible"><a href="%2$s">%3$s<span class="screen-reader-text"> %4$s</span></a>%5$s</div>',
					esc_html( $product->name ),
					esc_url( (string) get_permalink( $item->product_id ) ),
					esc_html__( 'View', 'vitrine' ),
					esc_html( $product->name ),
					$edit ? sprintf( ' | <a href="%1$s">%2$s<span class="screen-reader-text"> %3$s</span></a>', esc_url( $edit ), esc_html__( 'Edit', 'vitrine' ), esc_html( $product->name ) ) : ''
				);
			case 'quantity':
				return esc_html( number_format_i18n( $item->quantity ) );
			case 'price':
				if ( null === $item->original_price ) {
					return '<span aria-hidden="true">—</span><span class="screen-reader-text">' . esc_html__( 'No price', 'vitrine' ) . '</span>';
				}
				// Stored in the shop's currency of the time; another currency is named, not converted.
				$price = Money::format( $item->original_price );
				return esc_html( '' === $item->original_currency || Money::currency() === $item->original_currency ? $price : $item->original_price . ' ' . $item->original_currency );
			case 'added':
				$time = (int) strtotime( $item->added_at . ' UTC' );
				return sprintf( '<time datetime="%1$s">%2$s</time>', esc_attr( gmdate( 'c', $time ) ), esc_html( (string) wp_date( (string) get_option( 'date_format' ), $time ) ) );
		}
		return '';
	}
}
