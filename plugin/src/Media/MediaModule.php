<?php
/**
 * Media widgets.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Media;

use Vitrine\Core\Module;

defined( 'ABSPATH' ) || exit;

/**
 * The media widgets (inline SVG, the portfolio gallery, the gallery slider, image comparison,
 * hotspots, circle progress, extended heading, scroll indicators, the video and audio players,
 * device frame, tooltip) are each a block folder in src/blocks/<name>/, with their render class
 * and shortcode; this module adds what they share: sanitised SVG uploads.
 */
final class MediaModule implements Module {

	/**
	 * {@inheritDoc}
	 */
	public function register(): void {
		SvgUploads::register();
	}
}
