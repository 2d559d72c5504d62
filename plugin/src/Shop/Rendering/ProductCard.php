<?php
/**
 * A product card.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Shop\Rendering;

use Vitrine\Presentation\ImageProps;
use Vitrine\Shop\Money;
use Vitrine\Shop\Product;

defined( 'ABSPATH' ) || exit;

/**
 * One product in a list: picture, badges, title, price, add to cart and quick view. The quick
 * view button is a link to the product page until the list's `quick-view` widget takes it
 * over; it carries the list's name and the card's position for previous/next.
 */
final class ProductCard {

	/**
	 * Renders the card.
	 *
	 * @param Product $product   Product.
	 * @param string  $loop_name The list's name (`data-loop-name`).
	 * @param int     $position  Position in the list, from 0.
	 * @param string  $sizes     The picture's `sizes`.
	 * @param bool    $eager     Load the picture at once (the first cards of a page).
	 */
	public static function render( Product $product, string $loop_name, int $position, string $sizes, bool $eager = false ): string {
		$image = ImageProps::of( $product->image_id, 'medium_large', $sizes );
		$img   = $image ? ImageProps::without_auto_sizes( ImageProps::img( $image, 'vitrine-product-card__image' ) ) : ProductPicture::placeholder( 'vitrine-product-card__placeholder' );
		if ( $eager ) {
			$img = str_replace( ' loading="lazy"', ' fetchpriority="high"', $img );
		}
		return sprintf(
			'<li class="vitrine-product-card%1$s" data-product_id="%2$d" data-loop-position="%3$d"><div class="vitrine-product-card__media"><a class="vitrine-product-card__image-link" href="%4$s" tabindex="-1" aria-hidden="true">%5$s</a>%6$s<a class="vitrine-quick-view-button" href="%4$s" data-product_id="%2$d" data-loop-name="%7$s" data-loop-position="%3$d" aria-label="%8$s"><svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false"><path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" fill="none" stroke="currentColor" stroke-width="1.8"/><circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" stroke-width="1.8"/></svg><span>%9$s</span></a></div><div class="vitrine-product-card__body"><h3 class="vitrine-product-card__title"><a href="%4$s">%10$s</a></h3><div class="vitrine-product-card__price">%11$s</div>%12$s</div></li>',
			$product->is_in_stock() ? '' : ' vitrine-product-card--out-of-stock',
			$product->id,
			$position,
			esc_url( $product->permalink ),
			$img,
			self::badges( $product ),
			esc_attr( $loop_name ),
			/* translators: %s: product name. */
			esc_attr( sprintf( __( 'Quick view: %s', 'vitrine' ), $product->name ) ),
			esc_html__( 'Quick view', 'vitrine' ),
			esc_html( $product->name ),
			Money::price_html( $product ),
			AddToCartForm::render( $product, false ) . ProductActions::render( $product, 'card' )
		);
	}

	/**
	 * "Sale" and "Sold out" badges.
	 *
	 * @param Product $product Product.
	 */
	public static function badges( Product $product ): string {
		$badges = '';
		if ( ! $product->is_in_stock() ) {
			$badges .= '<span class="vitrine-badge vitrine-badge--muted">' . esc_html__( 'Sold out', 'vitrine' ) . '</span>';
		} elseif ( $product->is_on_sale() ) {
			$badges .= '<span class="vitrine-badge">' . esc_html__( 'Sale', 'vitrine' ) . '</span>';
		}
		return '' === $badges ? '' : '<span class="vitrine-product-card__badges">' . $badges . '</span>';
	}
}
