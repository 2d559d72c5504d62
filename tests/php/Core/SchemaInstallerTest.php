<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Core;

use Vitrine\Core\Database\SchemaInstaller;
use Vitrine\Tests\TestCase;

/**
 * Tables exist after activation and upgrades run when the stored version is behind.
 */
final class SchemaInstallerTest extends TestCase {

	public function test_activation_created_every_table(): void {
		global $wpdb;
		foreach ( ( new SchemaInstaller() )->tables() as $table ) {
			$name = $wpdb->prefix . $table::name();
			$this->assertSame( $name, $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', $name ) ) );
		}
		$this->assertSame( ( new SchemaInstaller() )->version(), get_option( SchemaInstaller::OPTION ) );
	}

	public function test_likes_are_unique_per_post_and_visitor(): void {
		global $wpdb;
		$index = $wpdb->get_results( "SHOW INDEX FROM {$wpdb->prefix}vitrine_likes WHERE Key_name = 'post_visitor'", ARRAY_A );
		$this->assertSame( '0', (string) $index[0]['Non_unique'] );
	}

	public function test_a_new_table_from_a_module_is_created_without_reactivation(): void {
		global $wpdb;
		$before = get_option( SchemaInstaller::OPTION );
		add_filter(
			'vitrine_tables',
			static function ( array $tables ): array {
				$tables[] = ExtraTable::class;
				return $tables;
			}
		);
		( new SchemaInstaller() )->maybe_upgrade();

		$name = $wpdb->prefix . ExtraTable::name();
		$this->assertSame( $name, $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', $name ) ) );
		$this->assertSame( ( new SchemaInstaller() )->version(), get_option( SchemaInstaller::OPTION ) );
		$wpdb->query( "DROP TABLE {$name}" ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- fixed name.
		// CREATE TABLE committed the test's transaction: put the stored version back by hand.
		update_option( SchemaInstaller::OPTION, $before );
	}
}
