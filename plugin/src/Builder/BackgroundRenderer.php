<?php
/**
 * Background video and slideshow: the markup.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Builder;

use Vitrine\Widgets\WidgetRenderer;

defined( 'ABSPATH' ) || exit;

/**
 * Puts a decorative background layer first inside a group or cover that has a video or
 * slideshow background (the `background` widget, no React, plays it). The layer holds what
 * shows without a script: the video's fallback image, or the slideshow's first image, so the
 * background is there at once and nothing shifts when the rest loads. Blocks without the
 * setting are returned untouched, and their pages load nothing for it.
 */
final class BackgroundRenderer {

	/**
	 * `render_block`: adds the layer to the blocks that have a background.
	 *
	 * @param string              $html  Rendered block.
	 * @param array<string, mixed> $block Parsed block.
	 */
	public static function filter( string $html, array $block ): string {
		if ( ! in_array( $block['blockName'] ?? '', BackgroundSettings::BLOCKS, true ) ) {
			return $html;
		}
		$settings = BackgroundSettings::read( is_array( $block['attrs'] ?? null ) ? $block['attrs'] : array() );
		if ( null === $settings ) {
			return $html;
		}
		return self::insert( $html, self::layer( $settings ) );
	}

	/**
	 * The layer for a background read by `BackgroundSettings::read()`.
	 *
	 * @param array<string, mixed> $settings Settings.
	 */
	public static function layer( array $settings ): string {
		if ( 'video' === $settings['type'] ) {
			$fallback = self::image( (int) $settings['fallback'], 'vitrine-background__fallback' );
			unset( $settings['fallback'] );
			$class = 'vitrine-background--video';
		} else {
			$slides   = array_map( array( self::class, 'slide' ), $settings['slides'] );
			$fallback = self::image( $settings['slides'][0], 'vitrine-background__slide is-active' );
			$settings = array( 'slides' => $slides ) + $settings;
			$class    = 'vitrine-background--slideshow vitrine-background--' . $settings['transition']
				. ( $settings['kenBurns'] ? ' vitrine-background--ken-burns' : '' );
		}
		$layer     = WidgetRenderer::render( 'background', $settings, $fallback, array( 'class' => $class ) );
		$processor = new \WP_HTML_Tag_Processor( $layer );
		if ( $processor->next_tag() ) {
			// Decorative: nothing in it is content.
			$processor->set_attribute( 'aria-hidden', 'true' );
		}
		return $processor->get_updated_html();
	}

	/**
	 * One slide's image data for the script (it adds the other slides when their turn nears).
	 *
	 * @param int $id Attachment id.
	 * @return array{src: string, srcset: string, sizes: string}
	 */
	private static function slide( int $id ): array {
		return array(
			'src'    => (string) wp_get_attachment_image_url( $id, 'full' ),
			'srcset' => (string) wp_get_attachment_image_srcset( $id, 'full' ),
			'sizes'  => '100vw',
		);
	}

	/**
	 * A decorative full-size image ('' without one).
	 *
	 * @param int    $id    Attachment id.
	 * @param string $class Class.
	 */
	private static function image( int $id, string $class ): string {
		if ( ! $id ) {
			return '';
		}
		return wp_get_attachment_image(
			$id,
			'full',
			false,
			array(
				'class'    => $class,
				'alt'      => '',
				'sizes'    => '100vw',
				'decoding' => 'async',
			)
		);
	}

	/**
	 * Marks the block's wrapper and puts the layer first inside it.
	 *
	 * @param string $html  Rendered block.
	 * @param string $layer Layer markup.
	 */
	private static function insert( string $html, string $layer ): string {
		$processor = new \WP_HTML_Tag_Processor( $html );
		if ( ! $processor->next_tag() ) {
			return $html;
		}
		$processor->add_class( 'has-vitrine-background' );
		$html = $processor->get_updated_html();
		if ( ! preg_match( '/^\s*<[a-z][^>]*>/i', $html, $match ) ) {
			return $html;
		}
		return substr_replace( $html, $layer, strlen( $match[0] ), 0 );
	}
}
