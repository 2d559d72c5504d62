<?php
/**
 * Builder behaviours: off-canvas panels (and, in time, loop grids, sticky and motion).
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Builder;

use Vitrine\Core\Module;

defined( 'ABSPATH' ) || exit;

/**
 * What the builder widgets share beyond their block folders (loop grid, loop filter,
 * off-canvas: each with its render class and shortcode in src/blocks/<name>/): moving
 * backgrounds, sticky and motion effects on core blocks, the loop grid's refresh route and its
 * shortcode's settings.
 */
final class BuilderModule implements Module {

	/**
	 * {@inheritDoc}
	 */
	public function register(): void {
		BackgroundSettings::register();
		add_action( 'rest_api_init', static fn() => ( new RefreshLoopController() )->register_routes() );
		( new BlockEffects() )->register();
	}

	/**
	 * Loop grid settings from shortcode attributes.
	 *
	 * @param array<mixed> $atts Raw attributes.
	 * @return array<string, mixed>
	 */
	public static function loop_grid_atts( array $atts ): array {
		$atts = shortcode_atts(
			array(
				'id'         => '',
				'post_type'  => 'post',
				'per_page'   => 6,
				'columns'    => 3,
				'pagination' => 'numbers',
				'layout'     => 'grid',
			),
			$atts
		);
		return array(
			'widgetId'   => $atts['id'],
			'postType'   => $atts['post_type'],
			'perPage'    => (int) $atts['per_page'],
			'columns'    => (int) $atts['columns'],
			'pagination' => $atts['pagination'],
			'layout'     => $atts['layout'],
		);
	}
}
