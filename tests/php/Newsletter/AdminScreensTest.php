<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Newsletter;

use Vitrine\Newsletter\Admin\AdminScreens;
use Vitrine\Newsletter\ListRepository;
use Vitrine\Newsletter\Subscriber;
use Vitrine\Newsletter\SubscriberRepository;
use Vitrine\Tests\AjaxDie;

/**
 * Capability and nonce checks of the admin actions, and list management.
 */
final class AdminScreensTest extends NewsletterTestCase {

	/**
	 * Where the last redirect went.
	 *
	 * @var string
	 */
	private string $redirected = '';

	protected function setUp(): void {
		parent::setUp();
		$die = static function ( $message, $title = '', $args = array() ): void {
			throw new AjaxDie( (string) ( is_array( $args ) ? ( $args['response'] ?? 500 ) : 500 ) );
		};
		add_filter( 'wp_die_handler', static fn() => $die );
		add_filter(
			'wp_redirect',
			function ( $location ) {
				$this->redirected = (string) $location;
				throw new AjaxDie( 'redirect' );
			}
		);
	}

	private function screens(): AdminScreens {
		return new AdminScreens( new ListRepository(), new SubscriberRepository() );
	}

	/**
	 * Runs an admin action and returns how it ended: an HTTP status from wp_die, or 'redirect'.
	 *
	 * @param callable(): void      $action  Handler.
	 * @param array<string, string> $request Request fields.
	 */
	private function run_action( callable $action, array $request ): string {
		$_POST    = array_map( 'addslashes', $request );
		$_REQUEST = $_POST;
		try {
			$action();
		} catch ( AjaxDie $end ) {
			return $end->getMessage();
		}
		$this->fail( 'The action did not end the request.' );
	}

	/**
	 * @return array<string, array{string}>
	 */
	public static function actions(): array {
		return array(
			'export'      => array( 'handle_export' ),
			'save list'   => array( 'handle_save_list' ),
			'delete list' => array( 'handle_delete_list' ),
		);
	}

	/**
	 * @dataProvider actions
	 *
	 * @param string $method Handler.
	 */
	public function test_actions_refuse_users_without_the_capability( string $method ): void {
		wp_set_current_user( $this->create_user( 'editor' ) );
		$nonce = array(
			'handle_export'      => AdminScreens::EXPORT_ACTION,
			'handle_save_list'   => AdminScreens::SAVE_LIST_ACTION,
			'handle_delete_list' => AdminScreens::DELETE_ACTION,
		)[ $method ];

		$this->assertSame(
			'403',
			$this->run_action(
				array( $this->screens(), $method ),
				array(
					'_wpnonce' => wp_create_nonce( $nonce ),
					'name'     => 'X',
				)
			)
		);
	}

	/**
	 * @dataProvider actions
	 *
	 * @param string $method Handler.
	 */
	public function test_actions_refuse_a_bad_nonce( string $method ): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );

		$this->assertSame(
			'403',
			$this->run_action(
				array( $this->screens(), $method ),
				array(
					'_wpnonce' => 'nope',
					'name'     => 'X',
				)
			)
		);
	}

	public function test_the_capability_is_filterable(): void {
		wp_set_current_user( $this->create_user( 'editor' ) );
		add_filter( 'vitrine_newsletter_capability', static fn() => 'edit_others_posts' );

		$end = $this->run_action(
			array( $this->screens(), 'handle_save_list' ),
			array(
				'_wpnonce' => wp_create_nonce( AdminScreens::SAVE_LIST_ACTION ),
				'name'     => 'Editors’ picks',
			)
		);

		$this->assertSame( 'redirect', $end );
		$this->assertContains( 'Editors’ picks', array_map( static fn( $l ) => $l->name, ( new ListRepository() )->all() ) );
	}

	public function test_an_admin_creates_renames_and_configures_a_list(): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$this->run_action(
			array( $this->screens(), 'handle_save_list' ),
			array(
				'_wpnonce'      => wp_create_nonce( AdminScreens::SAVE_LIST_ACTION ),
				'name'          => 'Workshop invitations',
				'double_opt_in' => '1',
				'consent_text'  => 'Yes, invite me.',
			)
		);
		$this->assertStringContainsString( 'notice=list_created', $this->redirected );
		$created = array_values( array_filter( ( new ListRepository() )->all(), static fn( $l ) => 'Workshop invitations' === $l->name ) )[0];
		$this->assertTrue( $created->double_opt_in );
		$this->assertSame( 'Yes, invite me.', $created->consent_text );

		$this->run_action(
			array( $this->screens(), 'handle_save_list' ),
			array(
				'_wpnonce'     => wp_create_nonce( AdminScreens::SAVE_LIST_ACTION ),
				'list_id'      => (string) $created->id,
				'name'         => 'Workshops',
				'consent_text' => '',
			)
		);
		$renamed = ( new ListRepository() )->find( $created->id );
		$this->assertSame( 'Workshops', $renamed?->name );
		$this->assertFalse( $renamed?->double_opt_in );
		$this->assertFalse( $renamed?->requires_consent() );
	}

	public function test_deleting_a_list_with_subscribers_asks_first_and_then_moves_them(): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$lists   = new ListRepository();
		$doomed  = $this->single_opt_in_list();
		$default = $lists->default_list();
		$this->sign_up( array( 'list_id' => (string) $doomed ) );
		$this->sign_up(
			array(
				'list_id' => (string) $doomed,
				'email'   => 'grace@example.test',
			)
		);
		$this->sign_up( array( 'email' => 'grace@example.test' ) ); // Already on the target list.
		$nonce = wp_create_nonce( AdminScreens::DELETE_ACTION );

		$this->run_action(
			array( $this->screens(), 'handle_delete_list' ),
			array(
				'_wpnonce' => $nonce,
				'list_id'  => (string) $doomed,
			)
		);
		$this->assertStringContainsString( 'confirm_delete=' . $doomed, $this->redirected );
		$this->assertNotNull( ( new ListRepository() )->find( $doomed ), 'nothing is deleted before the choice' );
		$this->assertSame( 3, $this->subscriber_rows() );

		$this->run_action(
			array( $this->screens(), 'handle_delete_list' ),
			array(
				'_wpnonce'    => $nonce,
				'list_id'     => (string) $doomed,
				'subscribers' => 'move',
				'move_to'     => (string) $default->id,
			)
		);
		$this->assertStringContainsString( 'notice=list_deleted', $this->redirected );
		$this->assertNull( ( new ListRepository() )->find( $doomed ) );
		$this->assertSame( Subscriber::CONFIRMED, $this->subscriber( 'ada@example.test' )?->status );
		$this->assertNotNull( $this->subscriber( 'grace@example.test' ) );
		$this->assertSame( 2, $this->subscriber_rows() );
	}

	public function test_the_default_list_cannot_be_deleted(): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$default = ( new ListRepository() )->default_list();

		$this->run_action(
			array( $this->screens(), 'handle_delete_list' ),
			array(
				'_wpnonce'    => wp_create_nonce( AdminScreens::DELETE_ACTION ),
				'list_id'     => (string) $default->id,
				'subscribers' => 'delete',
			)
		);

		$this->assertStringContainsString( 'notice=cannot_delete', $this->redirected );
		$this->assertNotNull( ( new ListRepository() )->find( $default->id ) );
	}

	public function test_the_screens_refuse_users_without_the_capability(): void {
		wp_set_current_user( $this->create_user( 'author' ) );

		$this->assertSame( '403', $this->run_action( array( $this->screens(), 'render_subscribers' ), array() ) );
		$this->assertSame( '403', $this->run_action( array( $this->screens(), 'render_lists' ), array() ) );
	}

	public function test_the_subscribers_screen_lists_and_searches(): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$this->sign_up();
		$this->sign_up(
			array(
				'email'      => 'grace@example.test',
				'first_name' => '<script>alert(1)</script>Grace',
			)
		);
		require_once ABSPATH . 'wp-admin/includes/admin.php';
		set_current_screen( 'toplevel_page_vitrine-newsletter' );
		$_REQUEST = array( 's' => 'grace' );
		$_GET     = $_REQUEST;

		ob_start();
		$this->screens()->render_subscribers();
		$html = (string) ob_get_clean();

		$this->assertStringContainsString( 'grace@example.test', $html );
		$this->assertStringNotContainsString( 'ada@example.test', $html );
		$this->assertStringNotContainsString( '<script>alert(1)</script>', $html );
		$this->assertStringContainsString( 'action=vitrine_newsletter_export', $html );
	}
}
