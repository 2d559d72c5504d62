<?php
/**
 * `wp vitrine seed`.
 *
 * @package VitrineDemo
 */

declare( strict_types = 1 );

namespace Vitrine\Demo;

use Vitrine\Plugin;
use WP_CLI;

defined( 'ABSPATH' ) || exit;

/**
 * Seeds the demo content from WP-CLI, for sites run with wp-env or Docker.
 */
final class SeedCommand {

	/**
	 * Creates the demo content that is missing: pages, posts with images, authors, menus.
	 *
	 * The first run also renames the site and changes its reading and date settings (SiteSetup).
	 * Safe to run again: existing items, and anything a person edited, are left as they are.
	 *
	 * ## EXAMPLES
	 *
	 *     wp vitrine seed
	 *
	 * @param list<string>          $args       Positional arguments (none).
	 * @param array<string, string> $assoc_args Named arguments (none).
	 */
	public function __invoke( array $args, array $assoc_args ): void {
		unset( $args, $assoc_args );
		if ( ! class_exists( Plugin::class ) ) {
			WP_CLI::error( 'Activate the Vitrine plugin first.' );
		}
		$report = ( new DemoSeeder() )->seed();
		if ( '' === $report ) {
			WP_CLI::success( 'Demo content already present.' );
			return;
		}
		flush_rewrite_rules( false );
		WP_CLI::success( sprintf( 'Seeded: %s.', $report ) );
	}
}
