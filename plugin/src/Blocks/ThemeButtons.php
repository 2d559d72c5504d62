<?php
/**
 * The theme's Button block look on the plugin's buttons.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Blocks;

use Vitrine\Core\Module;

defined( 'ABSPATH' ) || exit;

/**
 * Block themes style buttons in two places of theme.json: `styles.elements.button`, which
 * WordPress prints for every `.wp-element-button` (our buttons carry the class), and
 * `styles.blocks["core/button"]`, which it prints for the Button block only. A theme that puts
 * its look in the second (Twenty Twenty-Two: square, teal) would leave our buttons with core's
 * grey pill while its own are square and teal; the block's styles, read from the merged global
 * styles at render, are given to our buttons too, right after the theme's global styles and
 * with the same weight (`:root :where(…)`), so a theme's rule on our classes still wins.
 */
final class ThemeButtons implements Module {

	/**
	 * Our buttons: those inside our widgets and blocks, and those with a class of ours (the
	 * login dialog's, which lives outside them).
	 */
	private const SELECTOR = ':root :where(.vitrine-widget .wp-element-button, [class*="wp-block-vitrine-"] .wp-element-button, [class*="vitrine-"].wp-element-button)';

	/**
	 * {@inheritDoc}
	 */
	public function register(): void {
		add_action( 'wp_enqueue_scripts', array( $this, 'enqueue' ), 20 );
	}

	/**
	 * Appends the rule to the theme's global styles.
	 */
	public function enqueue(): void {
		$css = self::css();
		if ( '' !== $css && wp_style_is( 'global-styles', 'registered' ) ) {
			wp_add_inline_style( 'global-styles', $css );
		}
	}

	/**
	 * The Button block's own styles (colours, border, corners, typography, padding) as a rule
	 * for our buttons; empty for a theme without theme.json or without such styles.
	 */
	public static function css(): string {
		if ( ! wp_theme_has_theme_json() ) {
			return '';
		}
		$styles = wp_get_global_styles( array( 'blocks', 'core/button' ) );
		if ( ! is_array( $styles ) ) {
			return '';
		}
		// Only the box's own look: not its links' or its variations' (outline…) nor raw CSS.
		$look = array_intersect_key( $styles, array_flip( array( 'color', 'border', 'typography', 'spacing', 'shadow' ) ) );
		unset( $look['spacing']['margin'], $look['spacing']['blockGap'] );
		if ( array() === $look ) {
			return '';
		}
		$declarations = wp_style_engine_get_styles( $look )['declarations'] ?? array();
		if ( ! is_array( $declarations ) || array() === $declarations ) {
			return '';
		}
		$rules = '';
		foreach ( $declarations as $property => $value ) {
			$rules .= $property . ':' . $value . ';';
		}
		return self::SELECTOR . '{' . $rules . '}';
	}
}
