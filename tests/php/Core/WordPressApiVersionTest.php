<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Core;

use Vitrine\Tests\TestCase;

/**
 * bin/check-wp-since.php (run by `npm run lint:php`) refuses a call to a WordPress function or
 * class added after the plugin's "Requires at least", which PHPStan cannot do with stubs newer
 * than that version (the only ones the package mirror holds).
 */
final class WordPressApiVersionTest extends TestCase {

	/**
	 * Runs the check, from the repository's root, on the given file or on the whole plugin.
	 *
	 * @return array{0: int, 1: string} Exit code and output.
	 */
	private static function run_check( string $file = '' ): array {
		$command = 'cd ' . escapeshellarg( dirname( __DIR__, 3 ) ) . ' && ' . escapeshellarg( PHP_BINARY ) . ' bin/check-wp-since.php' . ( '' === $file ? '' : ' ' . escapeshellarg( $file ) ) . ' 2>&1';
		exec( $command, $output, $status ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.system_calls_exec -- the check is a command-line script.
		return array( $status, implode( "\n", $output ) );
	}

	/**
	 * Runs the check on a file holding the given code.
	 *
	 * @return array{0: int, 1: string} Exit code and output.
	 */
	private static function check( string $code ): array {
		$file = tempnam( sys_get_temp_dir(), 'vitrine-since' ) . '.php';
		file_put_contents( $file, $code );
		$result = self::run_check( $file );
		unlink( $file );
		return $result;
	}

	public function test_a_function_added_after_the_required_version_is_refused_with_its_line(): void {
		list( $status, $output ) = self::check( "<?php\nwp_is_block_theme();\n\$able = \\wp_has_ability( 'x' );\n" );

		$this->assertSame( 1, $status, $output );
		$this->assertStringContainsString( ':3: function wp_has_ability() was added in WordPress 6.9', $output );
		$this->assertStringNotContainsString( 'wp_is_block_theme', $output, 'a 5.9 function is fine' );
	}

	public function test_a_newer_class_is_refused_and_methods_of_our_own_named_alike_are_not(): void {
		$newer_class             = self::newer_class();
		list( $status, $output ) = self::check( "<?php\n\$a = new {$newer_class}();\n\$this->wp_has_ability();\nfunction wp_has_ability_of_ours() {}\n" );

		$this->assertSame( 1, $status, $output );
		$this->assertStringContainsString( ":2: class {$newer_class} was added", $output );
		$this->assertStringNotContainsString( ':3:', $output, 'a method call is not core\'s function' );
	}

	public function test_the_plugin_and_the_theme_use_nothing_newer(): void {
		list( $status, $output ) = self::run_check();

		$this->assertSame( 0, $status, $output );
		$this->assertMatchesRegularExpression( '/nothing newer than 6\.8 \(\d{2,} functions/', $output );
	}

	/**
	 * A class the stubs say core added after 6.8.
	 */
	private static function newer_class(): string {
		$stubs = (string) file_get_contents( dirname( __DIR__, 3 ) . '/vendor/php-stubs/wordpress-stubs/wordpress-stubs.php' );
		preg_match( '#@since (?:6\.9|7\.\d)\.\d+\s*\n(?:\s*\*[^\n]*\n)*?\s*\*/\s*\n {4}(?:final )?class (\w+)#', $stubs, $match );
		return $match[1];
	}
}
