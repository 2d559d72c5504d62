<?php
/**
 * Demo content module.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Demo;

use Vitrine\Core\Module;
use WP_CLI;

/**
 * Registers `wp vitrine seed` when WP-CLI is running. The local stack calls DemoSeeder directly.
 */
final class DemoModule implements Module {

	/**
	 * {@inheritDoc}
	 */
	public function register(): void {
		if ( defined( 'WP_CLI' ) && WP_CLI ) {
			WP_CLI::add_command( 'vitrine seed', SeedCommand::class );
		}
	}
}
