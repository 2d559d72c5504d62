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
 * Registers the builder widgets as blocks (settings in the editor's sidebar, inner blocks as
 * content) and shortcodes.
 */
final class BuilderModule implements Module {

	/**
	 * {@inheritDoc}
	 */
	public function register(): void {
		BackgroundSettings::register();
		add_action( 'init', array( $this, 'register_shortcodes' ) );
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

	/**
	 * `[vitrine_loop_grid id="journal" post_type="post" per_page="6" columns="3" pagination="numbers|load_more|infinite|none"
	 * layout="grid|carousel"]`,
	 * `[vitrine_loop_filter target="journal" taxonomy="category" join="OR|AND"]`,
	 * `[vitrine_off_canvas id="cart" side="right" mode="overlay|push" label="…" title="…"
	 * close_button="yes" close_overlay="yes" close_escape="yes"]content[/vitrine_off_canvas]`.
	 */
	public function register_shortcodes(): void {
		add_shortcode( 'vitrine_loop_grid', static fn( $atts ) => LoopGrid::render( self::loop_grid_atts( is_array( $atts ) ? $atts : array() ) ) );
		add_shortcode(
			'vitrine_loop_filter',
			static function ( $atts ): string {
				$atts = shortcode_atts(
					array(
						'target'   => '',
						'taxonomy' => 'category',
						'join'     => 'OR',
					),
					is_array( $atts ) ? $atts : array()
				);
				return TaxonomyFilter::render( $atts );
			}
		);
		add_shortcode(
			'vitrine_off_canvas',
			static function ( $atts, $content = '' ): string {
				$atts = shortcode_atts(
					array(
						'id'            => '',
						'side'          => 'right',
						'mode'          => 'overlay',
						'label'         => '',
						'title'         => '',
						'close_button'  => 'yes',
						'close_overlay' => 'yes',
						'close_escape'  => 'yes',
					),
					is_array( $atts ) ? $atts : array()
				);
				return OffCanvas::render(
					array(
						'id'           => $atts['id'],
						'side'         => $atts['side'],
						'mode'         => $atts['mode'],
						'label'        => $atts['label'],
						'title'        => $atts['title'],
						'closeButton'  => $atts['close_button'],
						'closeOverlay' => $atts['close_overlay'],
						'closeEscape'  => $atts['close_escape'],
					),
					do_shortcode( (string) $content )
				);
			}
		);
	}
}
