<?php
/**
 * Attributes of inner shortcodes, whatever the texturizer made of their quotes.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Core;

defined( 'ABSPATH' ) || exit;

/**
 * `wptexturize()` runs on post content and on text widgets before shortcodes do, and leaves
 * alone only the tags of registered shortcodes. The items an outer shortcode reads itself
 * (`[vitrine_toggle title="…"]` in `[vitrine_toggles]`, `[vitrine_tab]`, `[vitrine_pin]` in
 * `[vitrine_map]`) are not registered, so their quotes arrive curled, as characters or as
 * entities (`title=&#8221;Shipping&#8221;`), and `shortcode_parse_atts()` would read the curled
 * quote as part of an unquoted value. Straightening them first reads what the author typed.
 */
final class ShortcodeAttributes {

	/**
	 * What `wptexturize()` turns a double quote into (opening, closing, the inch mark after a
	 * digit), as characters and as the entities it writes.
	 */
	private const DOUBLE = array( '&#8220;', '&#8221;', '&#8243;', "\u{201C}", "\u{201D}", "\u{2033}" );

	/**
	 * The same for a single quote (opening, closing or apostrophe, the foot mark).
	 */
	private const SINGLE = array( '&#8216;', '&#8217;', '&#8242;', "\u{2018}", "\u{2019}", "\u{2032}" );

	/**
	 * The attributes of a shortcode's tag text (the part after its name), straight quotes or
	 * curled.
	 *
	 * @param string $text The attribute text, e.g. `title=&#8221;Shipping&#8221; open=&#8221;1&#8221;`.
	 * @return array<int|string, string> Named attributes by name, positional ones by index.
	 */
	public static function parse( string $text ): array {
		$text  = str_replace( self::SINGLE, "'", str_replace( self::DOUBLE, '"', $text ) );
		$atts  = shortcode_parse_atts( $text );
		$clean = array();
		foreach ( is_array( $atts ) ? $atts : array() as $name => $value ) {
			$clean[ $name ] = (string) $value;
		}
		return $clean;
	}
}
