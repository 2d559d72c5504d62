<?php
/**
 * Progress rings.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Presentation;

use Vitrine\Media\CircleProgress;

defined( 'ABSPATH' ) || exit;

/**
 * One circular progress indicator (`percent`, `title`, `color1..3`: the arc's gradient from
 * colour 1 to colour 2 over a track of colour 3), drawn by the one circle-progress widget at
 * the rings' size (140 px, line width 10): complete on the server, from zero when it scrolls
 * into view, a `progressbar` named by its title for screen readers.
 */
final class ProgressRing {

	public const SIZE       = 140;
	public const LINE_WIDTH = 10;

	/**
	 * Renders a ring.
	 *
	 * @param array{percent?: mixed, title?: string, color1?: string, color2?: string, color3?: string} $settings Settings.
	 */
	public static function render( array $settings ): string {
		return CircleProgress::render(
			array(
				'value'     => is_numeric( $settings['percent'] ?? null ) ? $settings['percent'] : 0,
				'max'       => 100,
				'size'      => self::SIZE,
				'thickness' => self::LINE_WIDTH,
				'label'     => $settings['title'] ?? '',
				'color'     => $settings['color1'] ?? '',
				'color2'    => $settings['color2'] ?? '',
				'track'     => $settings['color3'] ?? '',
				'gradient'  => true,
			)
		);
	}
}
