<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Core;

use RecursiveDirectoryIterator;
use RecursiveIteratorIterator;
use Vitrine\Tests\TestCase;

/**
 * Requesting any PHP file the plugin or the theme ships, directly over HTTP on the test site
 * (wp-content/plugins/vitrine/… and wp-content/themes/vitrine/…, as the stack installs them),
 * answers an empty page and leaves nothing in the site's PHP error log: no fatal error for a
 * class whose parent is not loaded, no warning, no path disclosed. Without the guard a class
 * file answered 500 and logged "Class … not found" with its full path.
 */
final class DirectAccessTest extends TestCase {

	/**
	 * The shipped PHP files under a folder, relative to it: the build's too (each block's
	 * render.php is copied there), not the demo seeder (development only, leaving the plugin).
	 *
	 * @param string $root Folder.
	 * @return list<string>
	 */
	private static function php_files( string $root ): array {
		$files    = array();
		$iterator = new RecursiveIteratorIterator( new RecursiveDirectoryIterator( $root, RecursiveDirectoryIterator::SKIP_DOTS ) );
		foreach ( $iterator as $file ) {
			$relative = substr( (string) $file, strlen( $root ) + 1 );
			if ( str_ends_with( $relative, '.php' ) && ! str_starts_with( $relative, 'src/Demo/' ) ) {
				$files[] = $relative;
			}
		}
		sort( $files );
		return $files;
	}

	/**
	 * The PHP error log's size now.
	 */
	private static function log_size( string $log ): int {
		clearstatcache( true, $log );
		return is_file( $log ) ? (int) filesize( $log ) : 0;
	}

	public function test_every_shipped_php_file_requested_directly_answers_empty_and_logs_nothing(): void {
		$site = rtrim( (string) getenv( 'SITE_URL' ), '/' );
		$logs = (string) getenv( 'LOG_DIR' );
		$this->assertNotSame( '', $site, 'bin/test-php.sh sets SITE_URL' );
		$this->assertDirectoryExists( $logs, 'bin/test-php.sh sets LOG_DIR (bin/stack/php-fpm.conf.tpl logs PHP errors there)' );
		$log  = $logs . '/php-error.log';
		$root = dirname( __DIR__, 3 );
		$urls = array();
		foreach ( array(
			'plugin' => '/wp-content/plugins/vitrine/',
			'theme'  => '/wp-content/themes/vitrine/',
		) as $folder => $path ) {
			foreach ( self::php_files( $root . '/' . $folder ) as $file ) {
				$urls[ $folder . '/' . $file ] = $site . $path . $file;
			}
		}
		$this->assertGreaterThan( 300, count( $urls ), 'the plugin, its build and the theme were found' );
		$this->assertArrayHasKey( 'plugin/build/blocks/like/render.php', $urls, 'the build is there (bin/test.sh builds first)' );

		$before   = self::log_size( $log );
		$answered = array();
		foreach ( $urls as $file => $url ) {
			$response = wp_remote_get(
				$url,
				array(
					'timeout'     => 20,
					'redirection' => 0,
				)
			);
			$this->assertNotWPError( $response, $file );
			$code = (int) wp_remote_retrieve_response_code( $response );
			$body = (string) wp_remote_retrieve_body( $response );
			if ( ! in_array( $code, array( 200, 403 ), true ) || '' !== trim( $body ) ) {
				$answered[ $file ] = $code . ' ' . substr( trim( wp_strip_all_tags( $body ) ), 0, 80 );
			}
		}
		$this->assertSame( array(), $answered, 'a direct request must answer an empty 200 (or 403)' );

		// PHP-FPM writes the log when the request ends, before nginx answers.
		// On a fresh site nothing may have been logged yet, and then the log does not exist.
		clearstatcache( true, $log );
		$logged = is_file( $log ) ? (string) file_get_contents( $log, false, null, $before ) : '';
		$ours   = array_filter(
			explode( "\n", $logged ),
			static fn( string $line ): bool => str_contains( $line, 'PHP ' ) && ( str_contains( $line, '/plugins/vitrine/' ) || str_contains( $line, '/themes/vitrine/' ) || str_contains( $line, realpath( $root . '/plugin' ) . '/' ) || str_contains( $line, realpath( $root . '/theme' ) . '/' ) || str_contains( $line, 'Fatal' ) )
		);
		$this->assertSame( array(), array_values( $ours ), 'the requests logged PHP errors' );
	}

	/**
	 * Asserts that a value is not a WP_Error.
	 *
	 * @param mixed  $value   Value.
	 * @param string $message Message.
	 */
	private function assertNotWPError( $value, string $message ): void { // phpcs:ignore WordPress.NamingConventions.ValidFunctionName.MethodNameInvalid -- PHPUnit's naming.
		$this->assertFalse( is_wp_error( $value ), $message . ': ' . ( is_wp_error( $value ) ? $value->get_error_message() : '' ) );
	}
}
