<?php
/**
 * Sticky and motion settings on core blocks.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Builder;

use Vitrine\Core\Assets;
use Vitrine\Core\I18n;
use Vitrine\Widgets\WidgetRenderer;
use WP_HTML_Tag_Processor;

use const Vitrine\PLUGIN_FILE;

defined( 'ABSPATH' ) || exit;

/**
 * Adds the `vitrineSticky` and `vitrineMotion` attributes to a few core blocks and, when a
 * block uses them, turns its wrapper into a `block-effects` mount point (docs/architecture.md §4), so
 * the runtime and the behaviour load only on pages that have one.
 */
final class BlockEffects {

	public const WIDGET        = 'block-effects';
	public const EDITOR_SCRIPT = 'vitrine-editor-block-effects';

	/** Blocks that can stick. */
	private const STICKY_BLOCKS = array( 'core/group', 'core/columns', 'core/column', 'core/cover' );

	/** Blocks that can move. */
	private const MOTION_BLOCKS = array( 'core/group', 'core/columns', 'core/column', 'core/cover', 'core/image' );

	private const DEVICES = array( 'desktop', 'tablet', 'mobile' );

	/** Each motion effect's directions; the first is the default. */
	private const DIRECTIONS = array(
		'translateY' => array( 'up', 'down' ),
		'translateX' => array( 'left', 'right' ),
		'opacity'    => array( 'in', 'out', 'in-out', 'out-in' ),
		'blur'       => array( 'in', 'out', 'in-out', 'out-in' ),
		'rotate'     => array( 'left', 'right' ),
		'scale'      => array( 'up', 'down' ),
	);

	/**
	 * Hooks.
	 */
	public function register(): void {
		add_filter( 'register_block_type_args', array( $this, 'add_attributes' ), 10, 2 );
		// Only the blocks that can carry an effect: `render_block` runs for every block of a page.
		foreach ( array_unique( array_merge( self::STICKY_BLOCKS, self::MOTION_BLOCKS ) ) as $name ) {
			add_filter( 'render_block_' . $name, array( $this, 'render' ), 10, 2 );
		}
		add_action( 'enqueue_block_editor_assets', array( $this, 'enqueue_editor' ) );
	}

	/**
	 * Declares the attributes server-side, so REST and rendering know them.
	 *
	 * @param array<string, mixed> $args Block type arguments.
	 * @param string               $name Block name.
	 * @return array<string, mixed>
	 */
	public function add_attributes( $args, $name ) {
		if ( ! is_array( $args ) ) {
			return $args;
		}
		$attributes = isset( $args['attributes'] ) && is_array( $args['attributes'] ) ? $args['attributes'] : array();
		if ( in_array( $name, self::STICKY_BLOCKS, true ) ) {
			$attributes['vitrineSticky'] = array( 'type' => 'object' );
		}
		if ( in_array( $name, self::MOTION_BLOCKS, true ) ) {
			$attributes['vitrineMotion'] = array( 'type' => 'object' );
		}
		$args['attributes'] = $attributes;
		return $args;
	}

	/**
	 * Marks a block that sticks or moves as a mount point and enqueues the behaviour.
	 *
	 * @param string               $content Rendered block.
	 * @param array<string, mixed> $block   Parsed block.
	 */
	public function render( $content, $block ): string {
		$content = (string) $content;
		$attrs   = isset( $block['attrs'] ) && is_array( $block['attrs'] ) ? $block['attrs'] : array();
		// Every block of every page passes here; almost none has an effect.
		if ( ! isset( $attrs['vitrineSticky'] ) && ! isset( $attrs['vitrineMotion'] ) ) {
			return $content;
		}
		$name  = (string) ( $block['blockName'] ?? '' );
		$props = array_filter(
			array(
				'sticky' => in_array( $name, self::STICKY_BLOCKS, true ) ? self::sticky( $attrs['vitrineSticky'] ?? null ) : null,
				'motion' => in_array( $name, self::MOTION_BLOCKS, true ) ? self::motion( $attrs['vitrineMotion'] ?? null ) : null,
			)
		);
		if ( array() === $props ) {
			return $content;
		}
		$tags = new WP_HTML_Tag_Processor( $content );
		if ( ! $tags->next_tag() || null !== $tags->get_attribute( 'data-vitrine-widget' ) ) {
			return $content;
		}
		$tags->add_class( 'vitrine-widget' );
		$tags->add_class( 'vitrine-' . self::WIDGET );
		if ( isset( $props['sticky'] ) ) {
			// As tall as its content, not stretched to its row (a full-height column never sticks).
			$tags->add_class( 'has-vitrine-sticky' );
		}
		$tags->set_attribute( 'data-vitrine-widget', self::WIDGET );
		$tags->set_attribute( 'data-vitrine-props', (string) wp_json_encode( $props ) );
		if ( WidgetRenderer::loads_eagerly( self::WIDGET ) ) {
			$tags->set_attribute( 'data-vitrine-load', 'eager' );
		}
		WidgetRenderer::enqueue( self::WIDGET );
		return $tags->get_updated_html();
	}

	/**
	 * Sticky settings from the attribute, or null when off.
	 *
	 * @param mixed $raw Attribute value.
	 * @return array{position: string, top: int, bottom: int, devices: list<string>, inside: bool}|null
	 */
	public static function sticky( $raw ): ?array {
		if ( ! is_array( $raw ) || ! in_array( $raw['position'] ?? '', array( 'top', 'bottom' ), true ) ) {
			return null;
		}
		return array(
			'position' => (string) $raw['position'],
			'top'      => self::spacing( $raw['top'] ?? null ),
			'bottom'   => self::spacing( $raw['bottom'] ?? null ),
			'devices'  => self::devices( $raw['devices'] ?? null ),
			'inside'   => ! empty( $raw['inside'] ),
		);
	}

	/**
	 * Motion settings from the attribute, or null when no effect is on.
	 *
	 * @param mixed $raw Attribute value.
	 * @return array{effects: array<string, array{speed: float, direction: string, start: int, end: int}>, devices: list<string>}|null
	 */
	public static function motion( $raw ): ?array {
		if ( ! is_array( $raw ) || ! isset( $raw['effects'] ) || ! is_array( $raw['effects'] ) ) {
			return null;
		}
		$effects = array();
		foreach ( self::DIRECTIONS as $effect => $directions ) {
			$value = $raw['effects'][ $effect ] ?? null;
			if ( ! is_array( $value ) ) {
				continue;
			}
			$effects[ $effect ] = array(
				'speed'     => max( 0.0, min( 10.0, is_numeric( $value['speed'] ?? null ) ? (float) $value['speed'] : 4.0 ) ),
				'direction' => in_array( $value['direction'] ?? '', $directions, true ) ? (string) $value['direction'] : $directions[0],
				'start'     => max( 0, min( 100, is_numeric( $value['start'] ?? null ) ? (int) $value['start'] : 0 ) ),
				'end'       => max( 0, min( 100, is_numeric( $value['end'] ?? null ) ? (int) $value['end'] : 100 ) ),
			);
		}
		if ( array() === $effects ) {
			return null;
		}
		return array(
			'effects' => $effects,
			'devices' => self::devices( $raw['devices'] ?? null ),
		);
	}

	/**
	 * The editor panels (Sticky, Motion effects) for the blocks above.
	 */
	public function enqueue_editor(): void {
		$asset = Assets::asset( 'editor-block-effects' );
		if ( ! $asset ) {
			return;
		}
		wp_enqueue_script( self::EDITOR_SCRIPT, plugins_url( 'build/editor-block-effects.js', PLUGIN_FILE ), $asset['dependencies'], $asset['version'], true );
		wp_set_script_translations( self::EDITOR_SCRIPT, I18n::TEXT_DOMAIN, I18n::languages_dir() );
	}

	/**
	 * A spacing in px: 0–500, 50 by default (docs/product-spec.md §9).
	 *
	 * @param mixed $value Raw value.
	 */
	private static function spacing( $value ): int {
		return is_numeric( $value ) ? max( 0, min( 500, (int) $value ) ) : 50;
	}

	/**
	 * The device modes named, all of them when none is given.
	 *
	 * @param mixed $value Raw value.
	 * @return list<string>
	 */
	private static function devices( $value ): array {
		if ( ! is_array( $value ) ) {
			return self::DEVICES;
		}
		return array_values( array_intersect( self::DEVICES, $value ) );
	}
}
