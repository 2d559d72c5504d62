<?php
/**
 * What the wishlist page shows.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Wishlists;

use Vitrine\Core\Visitor\Visitor;
use Vitrine\Shop\Catalogue\CatalogueFactory;
use Vitrine\Shop\Money;
use Vitrine\Shop\Product;
use Vitrine\Shop\Rendering\ProductPicture;

defined( 'ABSPATH' ) || exit;

/**
 * One page of a list as plain data for the wishlist widget (and its HTML table): the list,
 * whether the viewer owns it, its items with their products, and the owner's other lists.
 * Products are read in one go (the catalogue's get_many), never one by one.
 */
final class WishlistView {

	public const PER_PAGE = 10;

	/**
	 * Sets up the view.
	 *
	 * @param WishlistRepository $repository Storage.
	 */
	public function __construct( private WishlistRepository $repository ) {}

	/**
	 * Builds one page of a list.
	 *
	 * @param Visitor  $visitor  Who looks.
	 * @param Wishlist $wishlist List (already checked visible to them).
	 * @param int      $page     Page, from 1.
	 * @param int      $per_page Items per page.
	 * @return array<string, mixed>
	 */
	public function build( Visitor $visitor, Wishlist $wishlist, int $page = 1, int $per_page = self::PER_PAGE ): array {
		$per_page = max( 1, min( 100, $per_page ) );
		$total    = $this->repository->count_items( $wishlist->id );
		$pages    = max( 1, (int) ceil( $total / $per_page ) );
		$page     = max( 1, min( $pages, $page ) );
		$items    = $this->repository->items_of( $wishlist->id, ( $page - 1 ) * $per_page, $per_page );
		$products = CatalogueFactory::catalogue()->get_many( array_map( static fn( WishlistItem $item ) => $item->product_id, $items ) );
		$is_owner = $wishlist->is_owned_by( $visitor->key() );

		$rows = array();
		foreach ( $items as $item ) {
			$product = $products[ $item->product_id ] ?? null;
			if ( $product ) {
				$rows[] = $this->item( $item, $product );
			}
		}

		// The owner's lists: the "move to" choices (the others) and the list switcher (all).
		$others = array();
		$all    = array();
		if ( $is_owner ) {
			foreach ( $this->repository->for_owner( $wishlist->owner ) as $list ) {
				$entry = array(
					'id'    => $list->id,
					'token' => $list->token,
					'name'  => $list->display_name(),
					'url'   => WishlistUrls::of( $list ),
				);
				$all[] = $entry + array( 'current' => $list->id === $wishlist->id );
				if ( $list->id !== $wishlist->id ) {
					$others[] = $entry;
				}
			}
		}

		return array(
			'id'        => $wishlist->id,
			'token'     => $wishlist->token,
			'name'      => $wishlist->display_name(),
			'privacy'   => $wishlist->privacy,
			'isDefault' => $wishlist->is_default,
			'isOwner'   => $is_owner,
			'shareUrl'  => Privacy::PRIVATE === $wishlist->privacy ? '' : WishlistUrls::of( $wishlist ),
			'page'      => $page,
			'perPage'   => $per_page,
			'pages'     => $pages,
			'total'     => $total,
			'items'     => $rows,
			'lists'     => $others,
			'allLists'  => $all,
			'url'       => WishlistUrls::of( $wishlist ),
			'manageUrl' => WishlistUrls::manage(),
		);
	}

	/**
	 * A stored GMT date in the site's date format and time zone ('' when unreadable).
	 *
	 * @param string $gmt `Y-m-d H:i:s`, GMT.
	 */
	public static function date_label( string $gmt ): string {
		$time = strtotime( $gmt . ' UTC' );
		return false === $time ? '' : (string) wp_date( (string) get_option( 'date_format' ), $time );
	}

	/**
	 * One row.
	 *
	 * @param WishlistItem $item    Item.
	 * @param Product      $product Its product.
	 * @return array<string, mixed>
	 */
	private function item( WishlistItem $item, Product $product ): array {
		$image = $product->image_id ? wp_get_attachment_image_src( $product->image_id, 'thumbnail' ) : false;
		return array(
			'id'          => $item->id,
			'productId'   => $product->id,
			'name'        => $product->name,
			'url'         => $product->permalink,
			'image'       => $image ? (string) $image[0] : ProductPicture::placeholder_url(),
			'imageId'     => $image ? $product->image_id : 0,
			'priceHtml'   => Money::price_html( $product ),
			'stock'       => $product->stock_status,
			'stockLabel'  => $product->is_in_stock() ? __( 'In stock', 'vitrine' ) : __( 'Out of stock', 'vitrine' ),
			'purchasable' => $product->is_purchasable(),
			'quantity'    => $item->quantity,
			'position'    => $item->position,
			'addedAt'     => $item->added_at,
			'addedLabel'  => self::date_label( $item->added_at ),
			'addedPrice'  => null === $item->original_price ? '' : Money::format( $item->original_price ),
		);
	}
}
