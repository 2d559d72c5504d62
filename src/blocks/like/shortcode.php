<?php
/**
 * The shortcode `[vitrine_like]` (the current post), `[vitrine_like id="123"]` or
 * `[vitrine_like slug="a-post"]`.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

use Vitrine\Likes\LikeButton;
use Vitrine\Likes\LikeService;

defined( 'ABSPATH' ) || exit;

return static function ( $atts ): string {
	$atts = shortcode_atts(
		array(
			'id'   => 0,
			'slug' => '',
		),
		(array) $atts,
		'vitrine_like'
	);
	$id   = absint( $atts['id'] );
	if ( '' !== $atts['slug'] ) {
		$post = get_page_by_path( sanitize_title( $atts['slug'] ), OBJECT, LikeService::post_types() );
		return LikeButton::render( $post instanceof \WP_Post ? $post : null );
	}
	return LikeButton::render( get_post( $id > 0 ? $id : null ) );
};
