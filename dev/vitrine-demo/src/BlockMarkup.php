<?php
/**
 * Block markup for the demo content.
 *
 * @package VitrineDemo
 */

declare( strict_types = 1 );

namespace Vitrine\Demo;

defined( 'ABSPATH' ) || exit;

/**
 * Turns a compact description of a text into serialized blocks, as the block editor saves them,
 * so the demo posts open in the editor without "invalid block" warnings.
 *
 * Each item is a list whose first element names the block:
 * `['p', html]`, `['h2', html]`, `['h3', html]`, `['ul', [html…]]`, `['ol', [html…]]`,
 * `['quote', html, cite]`, `['button', label, url, 'wide'|'center'?]`, `['hr']`, `['block', name, attributes]`,
 * `['container', name, attributes, items]` (a block whose content is inner blocks),
 * `['cover', attributes, items]` (a dark cover section), `['raw', serialized]`. Texts may hold inline HTML
 * (`<em>`, `<strong>`, `<a>`) and are trusted: they are the plugin's own data.
 */
final class BlockMarkup {

	/**
	 * Serializes a list of items.
	 *
	 * @param list<array<int, mixed>> $items Items as described above.
	 */
	public static function render( array $items ): string {
		return implode( "\n\n", array_map( array( self::class, 'item' ), $items ) );
	}

	/**
	 * Serializes one item.
	 *
	 * @param array<int, mixed> $item Item.
	 */
	private static function item( array $item ): string {
		$text = $item[1] ?? '';
		switch ( $item[0] ) {
			case 'h2':
				return "<!-- wp:heading -->\n<h2 class=\"wp-block-heading\">{$text}</h2>\n<!-- /wp:heading -->";
			case 'h3':
				return "<!-- wp:heading {\"level\":3} -->\n<h3 class=\"wp-block-heading\">{$text}</h3>\n<!-- /wp:heading -->";
			case 'ul':
			case 'ol':
				$items = '';
				foreach ( (array) $text as $entry ) {
					$items .= "<!-- wp:list-item -->\n<li>{$entry}</li>\n<!-- /wp:list-item -->";
				}
				$attrs = 'ol' === $item[0] ? ' {"ordered":true}' : '';
				return "<!-- wp:list{$attrs} -->\n<{$item[0]} class=\"wp-block-list\">{$items}</{$item[0]}>\n<!-- /wp:list -->";
			case 'quote':
				$cite = isset( $item[2] ) ? "<cite>{$item[2]}</cite>" : '';
				return "<!-- wp:quote -->\n<blockquote class=\"wp-block-quote\"><!-- wp:paragraph -->\n<p>{$text}</p>\n<!-- /wp:paragraph -->{$cite}</blockquote>\n<!-- /wp:quote -->";
			case 'button':
				$url = esc_url( (string) ( $item[2] ?? '' ) );
				// ['button', label, url, 'wide']: in the wide column, level with a wide block above;
				// 'center': centred in the content's width, as an empty cart's call to action is.
				$place = (string) ( $item[3] ?? '' );
				$open  = "<!-- wp:buttons -->\n<div class=\"wp-block-buttons\">";
				if ( 'wide' === $place ) {
					$open = '<!-- wp:buttons {"align":"wide"} -->' . "\n" . '<div class="wp-block-buttons alignwide">';
				} elseif ( 'center' === $place ) {
					$open = '<!-- wp:buttons {"layout":{"type":"flex","justifyContent":"center"}} -->' . "\n" . '<div class="wp-block-buttons">';
				}
				return "{$open}<!-- wp:button -->\n<div class=\"wp-block-button\"><a class=\"wp-block-button__link wp-element-button\" href=\"{$url}\">{$text}</a></div>\n<!-- /wp:button --></div>\n<!-- /wp:buttons -->";
			case 'block':
				// A dynamic block without inner content: ['block', 'vitrine/contact-form', attributes].
				$name  = preg_replace( '/^core\//', '', (string) $text );
				$attrs = isset( $item[2] ) ? ' ' . wp_json_encode( $item[2], JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE ) : '';
				return "<!-- wp:{$name}{$attrs} /-->";
			case 'container':
				// A block with inner blocks: ['container', 'vitrine/off-canvas', attributes, items].
				$name  = preg_replace( '/^core\//', '', (string) $text );
				$attrs = ' ' . wp_json_encode( (object) ( $item[2] ?? array() ), JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE );
				return "<!-- wp:{$name}{$attrs} -->\n" . self::render( (array) ( $item[3] ?? array() ) ) . "\n<!-- /wp:{$name} -->";
			case 'raw':
				// Serialized blocks written out in full (core static blocks with their markup).
				return (string) $text;
			case 'cover':
				// A cover (dark overlay, white text) with inner blocks: ['cover', attributes, items].
				$attrs   = (array) $text + array(
					'customOverlayColor' => '#1f3a32',
					'dimRatio'           => 70,
					'minHeight'          => 360,
					'minHeightUnit'      => 'px',
					'isDark'             => true,
					'layout'             => array( 'type' => 'constrained' ),
				);
				$overlay = esc_attr( (string) $attrs['customOverlayColor'] );
				$dim     = (int) $attrs['dimRatio'];
				return '<!-- wp:cover ' . wp_json_encode( $attrs, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE ) . " -->\n"
					. '<div class="wp-block-cover is-dark" style="min-height:' . (int) $attrs['minHeight'] . 'px">'
					. '<span aria-hidden="true" class="wp-block-cover__background has-background-dim-' . $dim . ' has-background-dim" style="background-color:' . $overlay . '"></span>'
					. '<div class="wp-block-cover__inner-container">' . self::render( (array) ( $item[2] ?? array() ) ) . "</div></div>\n<!-- /wp:cover -->";
			case 'hr':
				return "<!-- wp:separator -->\n<hr class=\"wp-block-separator has-alpha-channel-opacity\"/>\n<!-- /wp:separator -->";
			default:
				return "<!-- wp:paragraph -->\n<p>{$text}</p>\n<!-- /wp:paragraph -->";
		}
	}
}
