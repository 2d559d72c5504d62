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

	use ListTableParts;

	public const PER_PAGE = 20;

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
		$this->items = $this->repository->items_of( $this->wishlist->id, $this->page_offset(), self::PER_PAGE );
		// The page's products in one query each for posts, meta and terms, not one per row.
		$this->products = CatalogueFactory::catalogue()->get_many( array_map( static fn( WishlistItem $item ): int => $item->product_id, $this->items ) );
		$this->paginate( $this->repository->count_items( $this->wishlist->id ), 'product' );
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
				return $this->product_cell( $item->product_id );
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
				return $this->time_cell( $item->added_at );
		}
		return '';
	}
}
