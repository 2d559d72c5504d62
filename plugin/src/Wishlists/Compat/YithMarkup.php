<?php
/**
 * The markup YITH WooCommerce Wishlist's script finds and replaces.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Wishlists\Compat;

use Vitrine\Wishlists\WishlistTableMarkup;

defined( 'ABSPATH' ) || exit;

/**
 * Two of YITH's templates, written from their documented structure (docs/wishlists.md, "YITH's
 * fragments"): the add-to-wishlist block and the wishlist form. Only the hooks its script uses
 * are promised: the classes, ids and `data-*` attributes it selects and reads. Rendered only
 * in replies to YITH's own requests; Vitrine's pages keep their own markup.
 */
final class YithMarkup {

	/**
	 * The add-to-wishlist block of one product.
	 *
	 * @param list<string>          $classes Classes of the page's element (the fragment's key).
	 * @param array<string, string> $options Its fragment options, sent back for the next call.
	 * @param array{product_id: int, product_type: string, item_id: int, list_url: string} $state The product's state for this visitor: item_id 0 when in no list.
	 */
	public static function add_button( array $classes, array $options, array $state ): string {
		$product_id = $state['product_id'];
		$exists     = $state['item_id'] > 0;
		$classes    = array_merge( $classes, array( 'yith-wcwl-add-to-wishlist', 'add-to-wishlist-' . $product_id, 'wishlist-fragment' ) );
		if ( $exists ) {
			$classes[] = 'exists';
		}
		if ( $exists ) {
			$inner = sprintf(
				'<div class="yith-wcwl-wishlistexistsbrowse" data-product-id="%1$d"><span class="feedback">%2$s</span> <a href="%3$s" rel="nofollow">%4$s</a></div><div class="yith-wcwl-remove-button"><a href="#" rel="nofollow" class="delete_item" data-item-id="%5$d" data-product-id="%1$d" data-product-type="%6$s">%7$s</a></div>',
				$product_id,
				esc_html__( 'In your wishlist', 'vitrine' ),
				esc_url( $state['list_url'] ),
				esc_html__( 'Browse wishlist', 'vitrine' ),
				$state['item_id'],
				esc_attr( $state['product_type'] ),
				esc_html__( 'Remove from wishlist', 'vitrine' )
			);
		} else {
			$inner = sprintf(
				'<div class="yith-wcwl-add-button"><a href="%1$s" rel="nofollow" class="add_to_wishlist single_add_to_wishlist" data-product-id="%2$d" data-product-type="%3$s" data-original-product-id="%2$d">%4$s</a></div>',
				esc_url( add_query_arg( 'add_to_wishlist', $product_id ) ),
				$product_id,
				esc_attr( $state['product_type'] ),
				esc_html__( 'Add to wishlist', 'vitrine' )
			);
		}
		return sprintf(
			'<div class="%1$s" data-fragment-ref="%2$d" data-fragment-options="%3$s">%4$s</div>',
			esc_attr( implode( ' ', array_unique( $classes ) ) ),
			$product_id,
			esc_attr( (string) wp_json_encode( $options ) ),
			$inner
		);
	}

	/**
	 * The wishlist form (`#yith-wcwl-form`) with its table.
	 *
	 * @param list<string>          $classes Classes of the page's element (the fragment's key).
	 * @param array<string, string> $options Its fragment options, sent back for the next call.
	 * @param array<string, mixed>  $view    {@see \Vitrine\Wishlists\WishlistView::build()}'s data.
	 */
	public static function wishlist_form( array $classes, array $options, array $view ): string {
		$classes = array_merge( array( 'woocommerce', 'yith-wcwl-form', 'wishlist-fragment' ), $classes );
		$owner   = ! empty( $view['isOwner'] );
		$rows    = '';
		foreach ( (array) $view['items'] as $item ) {
			$rows .= self::row( (array) $item, $owner, (array) $view['lists'] );
		}
		// YITH's script asks again whenever the window crosses its breakpoint and the table's
		// `mobile` class says the other layout.
		$mobile = isset( $options['is_mobile'] ) && 'yes' === $options['is_mobile'] ? ' mobile' : '';
		if ( '' === $rows ) {
			$rows = '<tr><td colspan="6" class="wishlist-empty">' . esc_html__( 'No products have been added to this wishlist yet.', 'vitrine' ) . '</td></tr>';
		}
		return sprintf(
			'<form id="yith-wcwl-form" method="post" class="%1$s" data-fragment-options="%2$s">%3$s<table class="shop_table cart wishlist_table wishlist_view traditional responsive%16$s" data-pagination="%4$s" data-per-page="%5$d" data-page="%6$d" data-id="%7$d" data-token="%8$s"><thead><tr><th class="product-remove"><span class="screen-reader-text">%9$s</span></th><th class="product-thumbnail"><span class="screen-reader-text">%10$s</span></th><th class="product-name">%11$s</th><th class="product-price">%12$s</th><th class="product-quantity">%13$s</th><th class="product-stock-status">%14$s</th></tr></thead><tbody class="wishlist-items-wrapper">%15$s</tbody></table></form>',
			esc_attr( implode( ' ', array_unique( $classes ) ) ),
			esc_attr( (string) wp_json_encode( $options ) ),
			self::title( $view, $owner ),
			(int) $view['pages'] > 1 ? 'yes' : 'no',
			(int) $view['perPage'],
			(int) $view['page'],
			(int) $view['id'],
			esc_attr( (string) $view['token'] ),
			esc_html__( 'Remove', 'vitrine' ),
			esc_html__( 'Image', 'vitrine' ),
			esc_html__( 'Product', 'vitrine' ),
			esc_html__( 'Price', 'vitrine' ),
			esc_html__( 'Quantity', 'vitrine' ),
			esc_html__( 'Stock', 'vitrine' ),
			$rows,
			$mobile
		);
	}

	/**
	 * The list's title; for the owner with YITH's edit-in-place form (`.show-title-form`,
	 * `.hidden-title-form`, `.save-title-form`), whose script finds the list's id on the
	 * closest `[data-wishlist-id]`.
	 *
	 * @param array<string, mixed> $view  The view's data.
	 * @param bool                 $owner Whether the visitor owns the list.
	 */
	private static function title( array $view, bool $owner ): string {
		$name = esc_html( (string) $view['name'] );
		if ( ! $owner ) {
			return '<div class="wishlist-title-container"><div class="wishlist-title"><h2>' . $name . '</h2></div></div>';
		}
		return sprintf(
			'<div class="wishlist-title-container" data-wishlist-id="%1$d"><div class="wishlist-title wishlist-title-with-form"><h2 class="wishlist-anchor">%2$s</h2><a href="#" role="button" class="btn button show-title-form">%3$s</a></div><div class="hidden-title-form" style="display:none"><input type="text" value="%4$s" name="wishlist_name" aria-label="%5$s"><div class="edit-title-buttons"><a role="button" href="#" class="hide-title-form">%6$s</a> <a role="button" href="#" class="save-title-form">%7$s</a></div></div></div>',
			(int) $view['id'],
			$name,
			esc_html__( 'Edit title', 'vitrine' ),
			esc_attr( (string) $view['name'] ),
			esc_attr__( 'Wishlist name', 'vitrine' ),
			esc_html__( 'Cancel', 'vitrine' ),
			esc_html__( 'Save', 'vitrine' )
		);
	}

	/**
	 * One row: YITH's row id is the product id.
	 *
	 * @param array<string, mixed> $item  A row of the view's data.
	 * @param bool                 $owner Whether the visitor owns the list (the controls).
	 * @param array<mixed>         $lists The owner's other lists (id, token, name).
	 */
	private static function row( array $item, bool $owner, array $lists ): string {
		$product_id = (int) $item['productId'];
		$remove     = $owner ? sprintf( '<a href="#" class="remove remove_from_wishlist" title="%1$s">&times;</a>', esc_attr__( 'Remove this product', 'vitrine' ) ) : '';
		$quantity   = $owner
			? sprintf( '<input type="number" min="1" step="1" name="items[%1$d][quantity]" value="%2$d" aria-label="%3$s">', $product_id, (int) $item['quantity'], esc_attr__( 'Quantity', 'vitrine' ) )
			: (string) (int) $item['quantity'];
		$move       = '';
		if ( $owner && $lists ) {
			$options = '<option value="">' . esc_html__( 'Move to another wishlist', 'vitrine' ) . '</option>';
			foreach ( $lists as $list ) {
				$options .= sprintf( '<option value="%1$s">%2$s</option>', esc_attr( (string) $list['token'] ), esc_html( (string) $list['name'] ) );
			}
			$move = '<select class="change-wishlist selectBox" aria-label="' . esc_attr__( 'Move to another wishlist', 'vitrine' ) . '">' . $options . '</select>';
		}
		return sprintf(
			'<tr id="yith-wcwl-row-%1$d" data-row-id="%1$d"><td class="product-remove">%2$s</td><td class="product-thumbnail">%3$s</td><td class="product-name"><a href="%4$s">%5$s</a>%6$s</td><td class="product-price">%7$s</td><td class="product-quantity">%8$s</td><td class="product-stock-status">%9$s</td></tr>',
			$product_id,
			$remove,
			WishlistTableMarkup::thumbnail( $item ),
			esc_url( (string) $item['url'] ),
			esc_html( (string) $item['name'] ),
			$move,
			wp_kses_post( (string) $item['priceHtml'] ),
			$quantity,
			esc_html( (string) $item['stockLabel'] )
		);
	}
}
