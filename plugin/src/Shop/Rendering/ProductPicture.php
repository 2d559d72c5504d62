<?php
/**
 * A product's picture, or the shop's placeholder.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Shop\Rendering;

use Vitrine\Shop\Product;

use const Vitrine\PLUGIN_FILE;

defined( 'ABSPATH' ) || exit;

/**
 * One placeholder for every product without a picture, as WooCommerce's
 * `wc_placeholder_img()`: shop cards, the product page's gallery and the quick view, the cart,
 * the mini cart, the checkout, wishlists and the order mails show it, so no tile is ever empty.
 *
 * The bundled picture is neutral (a grey frame at low opacity over a translucent ground), so it
 * reads on light and dark themes alike. Pages get the SVG; mails get a PNG of it (mail clients
 * such as Gmail and Outlook do not show SVG). Both are square, and printed with their width and
 * height so nothing shifts. A site replaces it with `vitrine_product_placeholder_image`.
 */
final class ProductPicture {

	/**
	 * The bundled pictures' side in pixels.
	 */
	public const SIZE = 600;

	/**
	 * The placeholder's address.
	 *
	 * @param string $context `page` (SVG) or `mail` (PNG).
	 */
	public static function placeholder_url( string $context = 'page' ): string {
		$file = 'mail' === $context ? 'product-placeholder.png' : 'product-placeholder.svg';
		$url  = plugins_url( 'assets/images/' . $file, PLUGIN_FILE );

		/**
		 * Filters the picture shown for a product without one (shop cards, product gallery,
		 * quick view, cart, mini cart, checkout, wishlists, order mails). Return the address of
		 * a square picture; mails need a format mail clients show (PNG, JPEG, not SVG).
		 *
		 * @since 0.3.0
		 *
		 * @param string $url     Address of the bundled placeholder.
		 * @param string $context `page` or `mail`.
		 */
		$filtered = (string) apply_filters( 'vitrine_product_placeholder_image', $url, $context );
		return '' !== $filtered ? $filtered : $url;
	}

	/**
	 * The placeholder's `<img>`. Its text alternative is empty: the product's name is beside
	 * it everywhere it appears, and a picture of nothing has nothing to say.
	 *
	 * @param string $class_name Classes.
	 * @param int    $size       Width and height to print.
	 * @param string $context    `page` or `mail`.
	 * @param string $style      Inline style (mails).
	 */
	public static function placeholder( string $class_name = '', int $size = self::SIZE, string $context = 'page', string $style = '' ): string {
		$attributes = array(
			'src'      => esc_url( self::placeholder_url( $context ) ),
			'alt'      => '',
			'width'    => (string) $size,
			'height'   => (string) $size,
			'class'    => trim( 'vitrine-product-placeholder ' . $class_name ),
			'decoding' => 'async',
			// Mail clients load every picture at once; lazy loading only confuses some.
			'loading'  => 'mail' === $context ? '' : 'lazy',
			'style'    => $style,
		);
		$html       = '';
		foreach ( $attributes as $name => $value ) {
			// Empty attributes are left out, but alt="" says "decorative" and stays.
			if ( '' !== $value || 'alt' === $name ) {
				$html .= ' ' . $name . '="' . esc_attr( $value ) . '"';
			}
		}
		// A bundled file, not an attachment: core's wp_get_attachment_image() cannot make it.
		return '<img' . $html . '>';
	}

	/**
	 * The address of a product's thumbnail, or of the placeholder (the mini cart, the
	 * add-to-cart confirmation, wishlists).
	 *
	 * @param Product $product Product.
	 * @param string  $size    Image size.
	 */
	public static function thumbnail_url( Product $product, string $size = 'thumbnail' ): string {
		$image = $product->image_id ? wp_get_attachment_image_src( $product->image_id, $size ) : false;
		return $image ? (string) $image[0] : self::placeholder_url();
	}

	/**
	 * A small picture of a product beside its name (cart and checkout lines): core's `<img>`
	 * of its picture, or the placeholder.
	 *
	 * @param Product $product    Product.
	 * @param string  $class_name Classes.
	 * @param int     $size       Displayed side in pixels (the `sizes` of the picture).
	 */
	public static function thumbnail( Product $product, string $class_name, int $size = 80 ): string {
		$img = $product->image_id ? wp_get_attachment_image(
			$product->image_id,
			'thumbnail',
			false,
			array(
				'class' => $class_name,
				'sizes' => $size . 'px',
				'alt'   => '',
			)
		) : '';
		return '' !== $img ? $img : self::placeholder( $class_name, $size );
	}

	/**
	 * A product's picture in a mail: core's `<img>` of its thumbnail at the given size (an
	 * absolute address, width and height), the product's name as its text (mail clients that
	 * block pictures show it); or the placeholder PNG.
	 *
	 * @param int    $product_id Product (0 or a product deleted since: the placeholder).
	 * @param string $name       The product's name as ordered.
	 * @param int    $size       Side in pixels.
	 */
	public static function mail( int $product_id, string $name, int $size = 64 ): string {
		$style = 'display:block;border:0;border-radius:6px;width:' . $size . 'px;height:' . $size . 'px;object-fit:cover';
		$id    = $product_id > 0 ? (int) get_post_thumbnail_id( $product_id ) : 0;
		$img   = $id > 0 ? wp_get_attachment_image(
			$id,
			array( $size, $size ),
			false,
			array(
				'alt'     => $name,
				'style'   => $style,
				'loading' => false,
			)
		) : '';
		if ( '' === $img ) {
			return self::placeholder( '', $size, 'mail', $style );
		}
		// Mail clients need the whole address (an upload filter may give a path).
		return (string) preg_replace_callback( '/\ssrc="([^"]*)"/', static fn( array $m ): string => ' src="' . esc_url( self::absolute( html_entity_decode( $m[1] ) ) ) . '"', $img, 1 );
	}

	/**
	 * An address made absolute (an upload filter may give a path).
	 *
	 * @param string $url Address.
	 */
	private static function absolute( string $url ): string {
		return str_starts_with( $url, '/' ) && ! str_starts_with( $url, '//' ) ? home_url( $url ) : $url;
	}
}
