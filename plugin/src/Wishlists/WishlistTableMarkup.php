<?php
/**
 * A list as an HTML table.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Wishlists;

use Vitrine\Shop\Rendering\ProductPicture;

defined( 'ABSPATH' ) || exit;

/**
 * The table of a list's page, from {@see WishlistView}'s data: the fragment the reference's
 * clients replace, and what `reload_wishlist_and_adding_elem` answers.
 */
final class WishlistTableMarkup {

	/**
	 * A row's product picture, made by core from the attachment, or the shop's placeholder.
	 *
	 * @param array<string, mixed> $item A row of the view's data.
	 */
	public static function thumbnail( array $item ): string {
		$id = (int) ( $item['imageId'] ?? 0 );
		return $id > 0 ? wp_get_attachment_image(
			$id,
			array( 64, 64 ),
			false,
			array(
				'alt'     => '',
				'loading' => 'lazy',
			)
		) : ProductPicture::placeholder( '', 64 );
	}

	/**
	 * Renders the table.
	 *
	 * @param array<string, mixed> $view The view's data.
	 */
	public static function render( array $view ): string {
		if ( ! $view['items'] ) {
			return '<div class="vitrine-wishlist-table vitrine-wishlist-table--empty" data-token="' . esc_attr( (string) $view['token'] ) . '"><p>' . esc_html__( 'No products have been added to this wishlist yet.', 'vitrine' ) . '</p></div>';
		}
		$rows = '';
		foreach ( $view['items'] as $item ) {
			$rows .= sprintf(
				'<tr data-row-id="%1$d" data-item-id="%2$d"><td class="vitrine-wishlist-table__image">%3$s</td><td class="vitrine-wishlist-table__name"><a href="%4$s">%5$s</a></td><td class="vitrine-wishlist-table__price" data-label="%9$s">%6$s</td><td class="vitrine-wishlist-table__stock is-%10$s" data-label="%11$s">%7$s</td><td class="vitrine-wishlist-table__added" data-label="%12$s">%13$s</td><td class="vitrine-wishlist-table__quantity" data-label="%14$s">%8$d</td></tr>',
				(int) $item['productId'],
				(int) $item['id'],
				self::thumbnail( $item ),
				esc_url( (string) $item['url'] ),
				esc_html( (string) $item['name'] ),
				wp_kses_post( (string) $item['priceHtml'] ),
				esc_html( (string) $item['stockLabel'] ),
				(int) $item['quantity'],
				esc_attr__( 'Price', 'vitrine' ),
				esc_attr( sanitize_html_class( (string) ( $item['stock'] ?? '' ) ) ),
				esc_attr__( 'Stock', 'vitrine' ),
				esc_attr__( 'Added', 'vitrine' ),
				esc_html( (string) ( $item['addedLabel'] ?? '' ) ),
				esc_attr__( 'Quantity', 'vitrine' )
			);
		}
		return sprintf(
			'<table class="vitrine-wishlist-table" data-token="%1$s"><caption>%2$s</caption><thead><tr><th scope="col"><span class="screen-reader-text">%3$s</span></th><th scope="col">%4$s</th><th scope="col">%5$s</th><th scope="col">%6$s</th><th scope="col">%9$s</th><th scope="col">%7$s</th></tr></thead><tbody>%8$s</tbody></table>',
			esc_attr( (string) $view['token'] ),
			esc_html( (string) $view['name'] ),
			esc_html__( 'Image', 'vitrine' ),
			esc_html__( 'Product', 'vitrine' ),
			esc_html__( 'Price', 'vitrine' ),
			esc_html__( 'Stock', 'vitrine' ),
			esc_html__( 'Quantity', 'vitrine' ),
			$rows,
			esc_html__( 'Added', 'vitrine' )
		);
	}
}
