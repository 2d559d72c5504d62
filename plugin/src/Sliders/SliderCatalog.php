<?php
/**
 * The slider widgets.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Sliders;

use Vitrine\Sliders\Cards\PostCard;
use WP_Post;

/**
 * Each slider widget: what it shows, how each item looks and its own defaults. The name is
 * the block's (`vitrine/<name>`) and, with underscores, the shortcode's (`[vitrine_<name>]`).
 */
final class SliderCatalog {

	/**
	 * The widgets keyed by name.
	 *
	 * @return array<string, array{variant: string, post_type: string, orderby: string, card: callable(WP_Post): string, label: string, defaults: array<string, mixed>}>
	 */
	public static function all(): array {
		return array(
			'post-slider' => array(
				'variant'   => 'posts',
				'post_type' => 'post',
				'orderby'   => 'date',
				'card'      => array( PostCard::class, 'render' ),
				'label'     => __( 'Latest stories', 'vitrine' ),
				'defaults'  => array(),
			),
		);
	}

	/**
	 * One widget, or null for a name that is not a slider.
	 *
	 * @param string $name Widget name.
	 * @return array{variant: string, post_type: string, orderby: string, card: callable(WP_Post): string, label: string, defaults: array<string, mixed>}|null
	 */
	public static function get( string $name ): ?array {
		return self::all()[ $name ] ?? null;
	}
}
