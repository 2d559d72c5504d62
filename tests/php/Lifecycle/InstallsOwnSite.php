<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Lifecycle;

/**
 * A WordPress site of the test's own, on a second database beside the run's, with its own
 * uploads folder, for tests that drop tables or turn the site into a network: they run in
 * child processes ({@see SiteProcess}) and leave the run's database alone.
 */
trait InstallsOwnSite {

	private string $database = '';

	private string $uploads = '';

	/**
	 * Installs the site (WordPress, the plugin and the theme, no demo content).
	 */
	private function install_own_site(): void {
		$this->database = ( getenv( 'VITRINE_DB_NAME' ) ? getenv( 'VITRINE_DB_NAME' ) : 'vitrine_phpunit' ) . '_own';
		$this->uploads  = get_temp_dir() . 'vitrine-own-site-' . wp_generate_password( 8, false );
		wp_mkdir_p( $this->uploads );
		$this->query_server( "DROP DATABASE IF EXISTS {$this->database}" );
		$this->query_server( "CREATE DATABASE {$this->database} CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci" );
		$install = escapeshellarg( PHP_BINARY ) . ' ' . escapeshellarg( dirname( __DIR__, 3 ) . '/bin/stack/install.php' );
		$env     = 'VITRINE_DB_NAME=' . escapeshellarg( $this->database ) . ' VITRINE_SKIP_SEED=1 ';
		exec( $env . $install . ' 2>&1', $output, $code ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.system_calls_exec -- installs the test's own site, as the bootstrap does.
		$this->assertSame( 0, $code, implode( "\n", $output ) );
	}

	/**
	 * Drops the site's database and uploads.
	 */
	private function remove_own_site(): void {
		$this->query_server( "DROP DATABASE IF EXISTS {$this->database}" );
		require_once ABSPATH . 'wp-admin/includes/class-wp-filesystem-base.php';
		require_once ABSPATH . 'wp-admin/includes/class-wp-filesystem-direct.php';
		( new \WP_Filesystem_Direct( null ) )->delete( $this->uploads, true );
	}

	/**
	 * Runs a statement on the database server, outside the test's transaction.
	 *
	 * @param string $sql Statement.
	 */
	private function query_server( string $sql ): void {
		// phpcs:ignore WordPress.DB.RestrictedClasses.mysql__mysqli -- $wpdb is bound to the run's database; this one is created beside it.
		$db = new \mysqli( 'localhost', DB_USER, DB_PASSWORD, '', 0, (string) getenv( 'DB_SOCKET' ) );
		$db->query( $sql );
		$db->close();
	}

	/**
	 * Child processes on the site.
	 */
	private function site(): SiteProcess {
		return new SiteProcess( $this->database, $this->uploads );
	}
}
