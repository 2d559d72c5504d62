<?php
/**
 * The shortcode `[vitrine_wishlist_button id="" label_style="icon-text|icon" list="choose|default"]`.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

use Vitrine\Wishlists\WishlistWidgets;

defined( 'ABSPATH' ) || exit;

return static function ( $atts ): string {
	$atts    = shortcode_atts(
		array(
			'id'          => 0,
			'label_style' => 'icon-text',
			'list'        => 'choose',
		),
		is_array( $atts ) ? $atts : array(),
		'vitrine_wishlist_button'
	);
	$product = WishlistWidgets::product( absint( $atts['id'] ) > 0 ? absint( $atts['id'] ) : (int) get_the_ID() );
	return $product ? WishlistWidgets::button(
		$product->id,
		$product->name,
		'shortcode',
		array(
			'labelStyle' => (string) $atts['label_style'],
			'list'       => (string) $atts['list'],
		)
	) : '';
};
