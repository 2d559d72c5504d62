<?php
/**
 * Scroll indicators.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Media;

use Vitrine\Widgets\WidgetRenderer;

defined( 'ABSPATH' ) || exit;

/**
 * Progress through the page the widget is on: a bar across the top of the viewport, bullets at
 * the right edge or a list, built by the `scroll-indicators` widget from the content's `h2`
 * headings (clickable to jump). They only describe scrolling, so without JavaScript there is
 * nothing to show and the mount point stays empty (no reserved space).
 */
final class ScrollIndicators {

	public const TYPES = array( 'bar', 'bullets', 'list' );

	/**
	 * Renders the mount point.
	 *
	 * @param array<string, mixed> $settings `type`: bar, bullets or list.
	 */
	public static function render( array $settings ): string {
		$type = in_array( $settings['type'] ?? '', self::TYPES, true ) ? (string) $settings['type'] : 'bar';
		return WidgetRenderer::render( 'scroll-indicators', array( 'type' => $type ), '', array( 'class' => 'vitrine-scroll-indicators--' . $type ) );
	}
}
