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
 *
 * Working the rule out merges the core, blocks, theme and user theme.json data once more (half
 * a millisecond on every page), so the rule is kept in an autoloaded option under a key of what
 * it is made of (the theme, its theme.json files, WordPress's and the plugin's versions), and
 * dropped when the theme is switched or updated or the Site Editor saves its styles.
 */
final class ThemeButtons implements Module {

	/** The rule kept with its key: `array{key: string, css: string}`. */
	public const OPTION = 'vitrine_theme_buttons';

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
		// What the key cannot see: the user's global styles (and a style variation picked in
		// the Site Editor), and a theme switched or updated to files of the same age.
		add_action( 'save_post_wp_global_styles', array( self::class, 'forget' ) );
		add_action( 'deleted_post', array( self::class, 'forget_deleted' ), 10, 2 );
		add_action( 'switch_theme', array( self::class, 'forget' ) );
		add_action( 'upgrader_process_complete', array( self::class, 'forget' ) );
	}

	/**
	 * Appends the rule to the theme's global styles.
	 */
	public function enqueue(): void {
		$css = self::cached_css();
		if ( '' !== $css && wp_style_is( 'global-styles', 'registered' ) ) {
			wp_add_inline_style( 'global-styles', $css );
		}
	}

	/**
	 * The rule, as kept for the theme's current styles; worked out and kept when the key
	 * changed. A theme in development (`WP_DEVELOPMENT_MODE` `theme`, as core's own global
	 * styles cache) gets it fresh on every page.
	 */
	public static function cached_css(): string {
		if ( wp_is_development_mode( 'theme' ) ) {
			return self::css();
		}
		$key    = self::key();
		$stored = get_option( self::OPTION );
		if ( is_array( $stored ) && ( $stored['key'] ?? null ) === $key && is_string( $stored['css'] ?? null ) ) {
			return $stored['css'];
		}
		$css = self::css();
		update_option(
			self::OPTION,
			array(
				'key' => $key,
				'css' => $css,
			),
			true
		);
		return $css;
	}

	/**
	 * What the rule is made of: the active theme and its parent, the modification times of
	 * their theme.json files, WordPress's version (core's theme.json) and the plugin's.
	 */
	public static function key(): string {
		$parts = array( get_stylesheet(), get_template(), get_bloginfo( 'version' ), \Vitrine\VERSION );
		foreach ( array_unique( array( get_stylesheet_directory(), get_template_directory() ) ) as $dir ) {
			$file    = $dir . '/theme.json';
			$parts[] = is_file( $file ) ? (string) filemtime( $file ) : '';
		}
		return md5( implode( '|', $parts ) );
	}

	/**
	 * Drops the kept rule; the next page works it out again.
	 */
	public static function forget(): void {
		delete_option( self::OPTION );
	}

	/**
	 * `deleted_post`: drops the kept rule when the user's global styles are deleted.
	 *
	 * @param int          $post_id The post's id.
	 * @param \WP_Post|null $post    The post.
	 */
	public static function forget_deleted( $post_id, $post = null ): void {
		if ( $post instanceof \WP_Post && 'wp_global_styles' === $post->post_type ) {
			self::forget();
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
