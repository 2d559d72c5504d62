<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Core;

use Vitrine\Tests\TestCase;

/**
 * A release declares its version in several places; WordPress, wp-admin's update screens and
 * WordPress.org each read a different one, so they must all agree.
 */
final class ReleaseVersionsTest extends TestCase {

	/**
	 * The repository's root.
	 */
	private static function root(): string {
		return dirname( __DIR__, 3 );
	}

	/**
	 * A JSON file of the repository, decoded.
	 *
	 * @param string $path Relative path.
	 * @return array<string, mixed>
	 */
	private static function json( string $path ): array {
		return (array) json_decode( (string) file_get_contents( self::root() . '/' . $path ), true );
	}

	/**
	 * Every place that declares the release's version, by name.
	 *
	 * @return array<string, string>
	 */
	private static function declared(): array {
		$root    = self::root();
		$plugin  = get_file_data( $root . '/plugin/vitrine.php', array( 'version' => 'Version' ) );
		$theme   = get_file_data( $root . '/theme/style.css', array( 'version' => 'Version' ) );
		$readme  = get_file_data( $root . '/plugin/readme.txt', array( 'stable' => 'Stable tag' ) );
		$package = self::json( 'package.json' );
		$lock    = self::json( 'package-lock.json' );

		$versions = array(
			'plugin header'                => $plugin['version'],
			'Vitrine\VERSION'              => \Vitrine\VERSION,
			'theme style.css'              => $theme['version'],
			'plugin readme.txt Stable tag' => $readme['stable'],
			'package.json'                 => (string) $package['version'],
			'package-lock.json'            => (string) $lock['version'],
			'package-lock.json root'       => (string) $lock['packages']['']['version'],
		);
		foreach ( (array) glob( $root . '/src/blocks/*/block.json' ) as $file ) {
			$versions[ basename( dirname( (string) $file ) ) . '/block.json' ] = (string) ( self::json( 'src/blocks/' . basename( dirname( (string) $file ) ) . '/block.json' )['version'] ?? '' );
		}
		return $versions;
	}

	public function test_every_declared_version_is_the_plugins(): void {
		$versions = self::declared();

		$this->assertGreaterThan( 10, count( $versions ), 'the blocks were found' );
		$this->assertMatchesRegularExpression( '/^\d+\.\d+\.\d+$/', \Vitrine\VERSION );
		foreach ( $versions as $where => $version ) {
			$this->assertSame( \Vitrine\VERSION, $version, $where . ' declares another version' );
		}
	}

	public function test_each_readme_has_a_changelog_entry_for_the_version(): void {
		foreach ( array( 'plugin/readme.txt', 'theme/readme.txt' ) as $readme ) {
			$text = (string) file_get_contents( self::root() . '/' . $readme );
			$this->assertStringContainsString( '= ' . \Vitrine\VERSION . ' =', $text, $readme . ' has no changelog entry for this version' );
		}
	}

	public function test_tested_up_to_is_the_wordpress_the_stack_runs(): void {
		$running = implode( '.', array_slice( explode( '.', get_bloginfo( 'version' ) ), 0, 2 ) );
		$root    = self::root();

		$this->assertSame( $running, get_file_data( $root . '/plugin/readme.txt', array( 'v' => 'Tested up to' ) )['v'] );
		$this->assertSame( $running, get_file_data( $root . '/theme/readme.txt', array( 'v' => 'Tested up to' ) )['v'] );
		$this->assertSame( $running, get_file_data( $root . '/theme/style.css', array( 'v' => 'Tested up to' ) )['v'] );
	}
}
