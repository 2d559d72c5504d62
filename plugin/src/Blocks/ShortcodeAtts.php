<?php
/**
 * Shortcode attributes with defaults.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Blocks;

defined( 'ABSPATH' ) || exit;

/**
 * The one reader of shortcode attributes every block's shortcode uses.
 */
final class ShortcodeAtts {

	/**
	 * Shortcode attributes with defaults, those whose default is an integer as integers
	 * (absint: a shortcode's numbers are counts, sizes and indexes).
	 *
	 * @param mixed                     $atts     Raw attributes (WordPress passes '' for none).
	 * @param array<string, int|string> $defaults Defaults.
	 * @return array<string, mixed>
	 */
	public static function parse( $atts, array $defaults ): array {
		$atts = shortcode_atts( $defaults, is_array( $atts ) ? $atts : array() );
		foreach ( $defaults as $key => $default ) {
			if ( is_int( $default ) ) {
				$atts[ $key ] = absint( $atts[ $key ] );
			}
		}
		return $atts;
	}

	/**
	 * Shortcode attributes (snake_case) as the block's attribute names (camelCase), for the
	 * blocks whose render class reads and checks its attributes itself (the media widgets).
	 *
	 * @param mixed $atts Raw attributes (WordPress passes '' for none).
	 * @return array<string, mixed>
	 */
	public static function camel( $atts ): array {
		$out = array();
		foreach ( is_array( $atts ) ? $atts : array() as $key => $value ) {
			$out[ lcfirst( str_replace( ' ', '', ucwords( str_replace( '_', ' ', (string) $key ) ) ) ) ] = $value;
		}
		return $out;
	}
}
