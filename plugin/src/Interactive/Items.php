<?php
/**
 * Titled items of the interactive widgets.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Interactive;

use Vitrine\Core\ShortcodeAttributes;

defined( 'ABSPATH' ) || exit;

/**
 * Cleans the titled sections that the accordion and the switcher share, and reads them from
 * inner shortcodes (`[vitrine_toggle title="…"]…[/vitrine_toggle]`).
 */
final class Items {

	/**
	 * Items with a plain-text title and filtered HTML; those without a title are dropped.
	 *
	 * @param array<mixed> $items Raw items: `title`, `content`.
	 * @return list<array{title: string, html: string}>
	 */
	public static function clean( array $items ): array {
		$clean = array();
		foreach ( $items as $item ) {
			$item  = (array) $item;
			$title = sanitize_text_field( (string) ( $item['title'] ?? '' ) );
			if ( '' !== $title ) {
				$clean[] = array(
					'title' => $title,
					'html'  => wp_kses_post( wpautop( (string) ( $item['content'] ?? '' ) ) ),
				);
			}
		}
		return $clean;
	}

	/**
	 * A block's list attribute (`items`) as a list of records, whatever JSON decoded it to.
	 *
	 * @param mixed $items The attribute.
	 * @return list<array<mixed>>
	 */
	public static function from_block( $items ): array {
		return array_values( array_map( static fn( $item ) => (array) $item, (array) $items ) );
	}

	/**
	 * The inner shortcodes `[$tag title="…"]content[/$tag]` of a shortcode's content, each
	 * as its attributes plus `title` and `content`.
	 *
	 * @param string $content The outer shortcode's content.
	 * @param string $tag     The inner shortcode's tag.
	 * @return list<array<string, string>>
	 */
	public static function from_shortcodes( string $content, string $tag ): array {
		preg_match_all( '/' . get_shortcode_regex( array( $tag ) ) . '/s', $content, $matches, PREG_SET_ORDER );
		$items = array();
		foreach ( $matches as $match ) {
			$inner   = ShortcodeAttributes::parse( $match[3] );
			$items[] = array_merge(
				$inner,
				array(
					'title'   => $inner['title'] ?? '',
					'content' => do_shortcode( trim( $match[5] ) ),
				)
			);
		}
		return $items;
	}
}
