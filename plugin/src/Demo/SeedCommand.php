<?php
/**
 * `wp vitrine seed`.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Demo;

use WP_CLI;

/**
 * Seeds the demo content from WP-CLI, for sites run with wp-env or Docker.
 */
final class SeedCommand {

	/**
	 * Creates the demo content that is missing: pages, posts with images, authors, menus.
	 *
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
		$report = ( new DemoSeeder() )->seed();
		if ( '' === $report ) {
			WP_CLI::success( __( 'Demo content already present.', 'vitrine' ) );
			return;
		}
		flush_rewrite_rules( false );
		/* translators: %s: what was created, e.g. "16 posts, 8 pages, 2 menus". */
		WP_CLI::success( sprintf( __( 'Seeded: %s.', 'vitrine' ), $report ) );
	}
}
