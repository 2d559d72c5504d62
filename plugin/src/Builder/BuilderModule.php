<?php
/**
 * Builder behaviours: off-canvas panels (and, in time, loop grids, sticky and motion).
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Builder;

use Vitrine\Core\Assets;
use Vitrine\Core\Module;
use const Vitrine\PLUGIN_FILE;

/**
 * Registers the builder widgets as blocks (settings in the editor's sidebar, inner blocks as
 * content) and shortcodes.
 */
final class BuilderModule implements Module {

	public const EDITOR_SCRIPT = 'vitrine-block-builder';

	/**
	 * {@inheritDoc}
	 */
	public function register(): void {
		add_action( 'init', array( $this, 'register_blocks' ) );
		add_action( 'init', array( $this, 'register_shortcodes' ) );
	}

	/**
	 * `[vitrine_off_canvas id="cart" side="right" mode="overlay|push" label="…" title="…"
	 * close_button="yes" close_overlay="yes" close_escape="yes"]content[/vitrine_off_canvas]`.
	 */
	public function register_shortcodes(): void {
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

	/**
	 * Blocks described by plugin/blocks/<name>/block.json.
	 */
	public function register_blocks(): void {
		$asset = Assets::asset( 'block-builder' );
		if ( $asset ) {
			wp_register_script( self::EDITOR_SCRIPT, plugins_url( 'build/block-builder.js', PLUGIN_FILE ), $asset['dependencies'], $asset['version'], true );
			wp_set_script_translations( self::EDITOR_SCRIPT, 'vitrine', dirname( PLUGIN_FILE ) . '/languages' );
		}
		register_block_type(
			dirname( PLUGIN_FILE ) . '/blocks/off-canvas',
			array(
				'render_callback'       => static fn( $attributes, $content ) => OffCanvas::render( (array) $attributes, (string) $content ),
				'editor_script_handles' => $asset ? array( self::EDITOR_SCRIPT ) : array(),
			)
		);
	}
}
