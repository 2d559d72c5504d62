<?php
/**
 * Presentation widgets.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Presentation;

use Vitrine\Core\Module;

defined( 'ABSPATH' ) || exit;

/**
 * The image lightbox of post content. The presentation widgets (case-study grid, services
 * masonry, timeline, progress rings, price tables, tabs, video popup) are each a block folder
 * in src/blocks/<name>/, with their render class and shortcode.
 */
final class PresentationModule implements Module {

	/**
	 * {@inheritDoc}
	 */
	public function register(): void {
		add_filter( 'the_content', array( ImageLightbox::class, 'filter_content' ), 30 );
	}
}
