<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Admin;

use Vitrine\Core\Admin\AdminMenu;
use Vitrine\Core\Admin\SettingsScreen;
use Vitrine\Tests\TestCase;

/**
 * One Vitrine menu instead of a top-level entry per screen (issue 31): every post type of
 * the plugin but products sits in it, the settings screen comes last, its duplicate first
 * entry is gone, and the old addresses of moved screens lead to the new ones.
 */
final class AdminMenuTest extends TestCase {

	protected function setUp(): void {
		parent::setUp();
		global $menu, $submenu, $_registered_pages, $_parent_pages, $admin_page_hooks;
		// phpcs:disable WordPress.WP.GlobalVariablesOverride.Prohibited -- each test builds the menus afresh.
		$menu              = array();
		$submenu           = array();
		$_registered_pages = array();
		$_parent_pages     = array();
		$admin_page_hooks  = array();
		// phpcs:enable
		require_once ABSPATH . 'wp-admin/includes/plugin.php';
		wp_set_current_user( $this->create_user( 'administrator' ) );
	}

	/**
	 * The plugin's post types that have an admin screen.
	 *
	 * @return array<string, \WP_Post_Type>
	 */
	private static function post_types(): array {
		return array_filter(
			get_post_types( array( 'show_ui' => true ), 'objects' ),
			static fn( \WP_Post_Type $type ): bool => str_starts_with( $type->name, 'vitrine_' )
		);
	}

	public function test_every_post_type_but_products_sits_in_the_vitrine_menu(): void {
		$types = self::post_types();
		$this->assertGreaterThanOrEqual( 10, count( $types ) );
		foreach ( $types as $name => $type ) {
			$expected = 'vitrine_product' === $name ? true : AdminMenu::SLUG;
			$this->assertSame( $expected, $type->show_in_menu, $name );
		}
		$this->assertSame( 'Shop', get_post_type_object( 'vitrine_product' )->labels->menu_name );
	}

	public function test_the_menu_lists_the_screens_under_one_top_level_entry_with_settings_last(): void {
		global $menu, $submenu;
		$admin_menu = new AdminMenu();
		$admin_menu->add_menu();
		_add_post_type_submenus();
		( new SettingsScreen() )->add_menu();
		$admin_menu->tidy();

		$top = array_values( array_filter( $menu, static fn( array $item ): bool => str_starts_with( (string) $item[2], 'vitrine' ) ) );
		$this->assertCount( 1, $top );
		$this->assertSame( array( 'Vitrine', 'manage_options', AdminMenu::SLUG ), array_slice( $top[0], 0, 3 ) );

		$slugs = array_column( $submenu[ AdminMenu::SLUG ], 2 );
		$this->assertNotContains( AdminMenu::SLUG, $slugs, 'the entry without a screen of its own is dropped' );
		foreach ( array_keys( self::post_types() ) as $type ) {
			if ( 'vitrine_product' !== $type ) {
				$this->assertContains( 'edit.php?post_type=' . $type, $slugs );
			}
		}
		$this->assertSame( 'edit.php?post_type=vitrine_form', $slugs[0], 'forms first, whatever registered first' );
		$this->assertLessThan( array_search( 'edit.php?post_type=vitrine_service', $slugs, true ), array_search( 'edit.php?post_type=vitrine_popup', $slugs, true ) );
		$this->assertSame( SettingsScreen::SLUG, end( $slugs ) );
		$this->assertContains( 'Services', array_column( $submenu[ AdminMenu::SLUG ], 0 ), 'types are named plainly, not "All services"' );
	}

	public function test_the_old_addresses_of_moved_screens_lead_to_the_new_ones_with_their_query(): void {
		$this->assertSame(
			admin_url( 'edit.php?post_type=vitrine_product&page=vitrine-orders&order=12&s=ada%20%26%20bob' ),
			AdminMenu::legacy_target(
				'admin.php',
				'vitrine-orders',
				array(
					'page'  => 'vitrine-orders',
					'order' => '12',
					's'     => 'ada & bob',
				)
			)
		);
		$this->assertSame(
			admin_url( 'admin.php?page=vitrine-submissions&submission=3' ),
			AdminMenu::legacy_target(
				'edit.php',
				'vitrine-submissions',
				array(
					'post_type'  => 'vitrine_form',
					'page'       => 'vitrine-submissions',
					'submission' => '3',
				)
			)
		);
		$this->assertSame( '', AdminMenu::legacy_target( 'edit.php', 'vitrine-orders', array() ), 'the new address stays' );
		$this->assertSame( '', AdminMenu::legacy_target( 'admin.php', 'vitrine-submissions', array() ), 'the new address stays' );
		$this->assertSame( '', AdminMenu::legacy_target( 'admin.php', 'vitrine-newsletter', array() ), 'screens that did not move stay where they are' );
	}

	public function test_delete_buttons_get_a_red_that_passes_contrast_on_the_plugins_screens_only(): void {
		( new AdminMenu() )->enqueue_style( 'vitrine_page_vitrine-submissions' );
		$this->assertTrue( wp_style_is( 'vitrine-admin' ) );
		$css = implode( '', (array) wp_styles()->get_data( 'vitrine-admin', 'after' ) );
		$this->assertStringContainsString( '.button-link-delete:not(.button-primary){color:#b32d2e', $css );

		wp_dequeue_style( 'vitrine-admin' );
		( new AdminMenu() )->enqueue_style( 'options-general.php' );
		$this->assertFalse( wp_style_is( 'vitrine-admin' ) );
	}
}
