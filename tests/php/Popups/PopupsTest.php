<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Popups;

use Vitrine\Popups\PopupPostType;
use Vitrine\Popups\PopupRenderer;
use Vitrine\Popups\PopupSettings;
use Vitrine\Tests\TestCase;
use WP_REST_Request;

/**
 * Popups as content: settings are sanitised however they arrive (REST from the editor's
 * sidebar included), display conditions are decided per page on the server, and what is
 * printed is the same for every visitor.
 */
final class PopupsTest extends TestCase {

	/**
	 * Creates a published popup with settings.
	 *
	 * @param array<string, mixed> $settings Raw settings.
	 * @param string               $status   Post status.
	 */
	private function popup( array $settings, string $status = 'publish' ): int {
		$id = $this->create_post(
			array(
				'post_type'    => PopupPostType::POST_TYPE,
				'post_status'  => $status,
				'post_title'   => 'Spring offer',
				'post_content' => '<!-- wp:paragraph --><p>Ten percent off &amp; more.</p><!-- /wp:paragraph -->',
			)
		);
		update_post_meta( $id, PopupSettings::META_KEY, wp_slash( (string) wp_json_encode( $settings ) ) );
		return $id;
	}

	/**
	 * Makes a post the main query's queried object.
	 *
	 * @param int $post Post id.
	 */
	private function visit( int $post ): void {
		global $wp_query, $wp_the_query;
		$type         = get_post_type( $post );
		$wp_query     = new \WP_Query( 'page' === $type ? array( 'page_id' => $post ) : array( 'p' => $post ) ); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- a test's main query.
		$wp_the_query = $wp_query; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- a test's main query.
	}

	/**
	 * Props of the popup mount points in some HTML, keyed by popup id.
	 *
	 * @param string $html HTML.
	 * @return array<int, array<string, mixed>>
	 */
	private function popups_in( string $html ): array {
		preg_match_all( '/data-vitrine-widget="popup" data-vitrine-props="([^"]*)"/', $html, $matches );
		$props = array();
		foreach ( $matches[1] as $json ) {
			$one                       = (array) json_decode( html_entity_decode( $json, ENT_QUOTES ), true );
			$props[ (int) $one['id'] ] = $one;
		}
		return $props;
	}

	public function test_sanitising_keeps_known_rules_in_range_and_drops_the_rest(): void {
		$clean = PopupSettings::sanitize(
			array(
				'conditions' => array(
					'include' => 'ids',
					'ids'     => array( '12', 'x', -3, 12 ),
				),
				'timing'     => array(
					'pageViews' => array( 'views' => '2' ),
					'times'     => array(
						'times'  => 99999,
						'period' => 'year',
					),
					'browsers'  => array( 'browsers' => array( 'chrome', 'netscape' ) ),
					'schedule'  => array(
						'start'    => '2026-01-01T09:00',
						'end'      => 'next tuesday',
						'timezone' => 'visitor',
					),
					'url'       => array(
						'action' => 'regex',
						'value'  => '(',
					),
					'evil'      => array( 'x' => 1 ),
				),
				'triggers'   => array(
					'exitIntent'  => array( 'sensitivity' => -5 ),
					'scrolling'   => array(
						'direction' => 'sideways',
						'offset'    => 250,
					),
					'scrollingTo' => array( 'selector' => '<script>' ),
				),
				'close'      => array( 'autoClose' => '5' ),
				'type'       => 'url',
				'url'        => 'https://elsewhere.example/page',
				'selector'   => '#main .offer',
			)
		);

		$this->assertSame( array( 12 ), $clean['conditions']['ids'] );
		$this->assertSame( array( 'views' => 2 ), $clean['timing']['pageViews'] );
		$this->assertSame(
			array(
				'times'  => 1000,
				'period' => 'overall',
			),
			$clean['timing']['times']
		);
		$this->assertSame( array( 'chrome' ), $clean['timing']['browsers']['browsers'] );
		$this->assertSame( '', $clean['timing']['schedule']['end'] );
		$this->assertSame( 'visitor', $clean['timing']['schedule']['timezone'] );
		// An invalid regex is kept: the browser then never shows the popup (docs/product-spec.md §5).
		$this->assertSame( '(', $clean['timing']['url']['value'] );
		$this->assertArrayNotHasKey( 'evil', $clean['timing'] );
		// A wrong exit-intent sensitivity reaches the browser, which reports it clearly.
		$this->assertSame( array( 'sensitivity' => -5 ), $clean['triggers']['exitIntent'] );
		$this->assertSame(
			array(
				'direction' => 'down',
				'offset'    => 100,
			),
			$clean['triggers']['scrolling']
		);
		$this->assertArrayNotHasKey( 'scrollingTo', $clean['triggers'] );
		$this->assertSame( 5, $clean['close']['autoClose'] );
		$this->assertSame( '', $clean['url'], 'Only pages of this site.' );
		$this->assertSame( '#main .offer', $clean['selector'] );
	}

	public function test_the_editor_saves_settings_through_rest_and_they_are_sanitised(): void {
		wp_set_current_user( $this->create_user( 'editor' ) );
		$id      = $this->popup( array() );
		$request = new WP_REST_Request( 'POST', '/wp/v2/' . PopupPostType::POST_TYPE . '/' . $id );
		$request->set_body_params(
			array(
				'meta' => array(
					PopupSettings::META_KEY => (string) wp_json_encode(
						array(
							'conditions' => array( 'include' => 'all' ),
							'timing'     => array( 'devices' => array( 'devices' => array( 'mobile', 'toaster' ) ) ),
						)
					),
				),
			)
		);
		$response = rest_get_server()->dispatch( $request );

		$this->assertSame( 200, $response->get_status() );
		$saved = PopupSettings::of( $id );
		$this->assertSame( 'all', $saved['conditions']['include'] );
		$this->assertSame( array( 'mobile' ), $saved['timing']['devices']['devices'] );
	}

	public function test_subscribers_cannot_write_popup_settings(): void {
		$id = $this->popup( array() );
		wp_set_current_user( $this->create_user( 'subscriber' ) );
		$request = new WP_REST_Request( 'POST', '/wp/v2/' . PopupPostType::POST_TYPE . '/' . $id );
		$request->set_body_params( array( 'meta' => array( PopupSettings::META_KEY => '{"conditions":{"include":"all"}}' ) ) );

		$this->assertSame( 403, rest_get_server()->dispatch( $request )->get_status() );
		$this->assertSame( 'none', PopupSettings::of( $id )['conditions']['include'] );
	}

	public function test_display_conditions_pick_the_popups_of_each_page(): void {
		$page  = $this->create_post( array( 'post_type' => 'page' ) );
		$other = $this->create_post( array( 'post_type' => 'page' ) );
		$post  = $this->create_post();

		$everywhere = $this->popup(
			array(
				'conditions' => array(
					'include' => 'all',
					'exclude' => array( $other ),
				),
			)
		);
		$on_page    = $this->popup(
			array(
				'conditions' => array(
					'include' => 'ids',
					'ids'     => array( $page ),
				),
			)
		);
		$on_posts   = $this->popup( array( 'conditions' => array( 'include' => 'posts' ) ) );
		$nowhere    = $this->popup( array() );
		$draft      = $this->popup( array( 'conditions' => array( 'include' => 'all' ) ), 'draft' );

		$this->visit( $page );
		$this->assertEqualsCanonicalizing( array( $everywhere, $on_page ), array_keys( $this->popups_in( PopupRenderer::render_matching() ) ) );

		$this->visit( $other );
		$this->assertSame( array(), $this->popups_in( PopupRenderer::render_matching() ) );

		$this->visit( $post );
		$this->assertEqualsCanonicalizing( array( $everywhere, $on_posts ), array_keys( $this->popups_in( PopupRenderer::render_matching() ) ) );
		$this->assertNotContains( $nowhere, array_keys( $this->popups_in( PopupRenderer::render_matching() ) ) );
		$this->assertNotContains( $draft, array_keys( $this->popups_in( PopupRenderer::render_matching() ) ) );
	}

	public function test_the_printed_popup_carries_its_rendered_content_and_rules_the_same_for_every_visitor(): void {
		$page = $this->create_post( array( 'post_type' => 'page' ) );
		$id   = $this->popup(
			array(
				'conditions' => array( 'include' => 'all' ),
				'timing'     => array( 'loggedIn' => array( 'users' => 'all' ) ),
				'triggers'   => array( 'exitIntent' => array() ),
				'close'      => array( 'dontShowAgain' => true ),
			)
		);
		$this->visit( $page );
		$guest = PopupRenderer::render_matching();
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$admin = PopupRenderer::render_matching();

		$this->assertSame( $guest, $admin, 'The logged-in rule is checked in the browser, so cached HTML fits everyone.' );
		$props = $this->popups_in( $guest )[ $id ];
		$this->assertSame( 'Spring offer', $props['title'] );
		$this->assertStringContainsString( '<p>Ten percent off', $props['html'] );
		$this->assertStringNotContainsString( '<!-- wp:paragraph', $props['html'], 'Blocks are rendered.' );
		$this->assertSame( array( 'exitIntent' => array() ), $props['triggers'] );
		$this->assertTrue( $props['close']['dontShowAgain'] );
		$this->assertSame( 'Loading…', $props['loadingLabel'], 'Announced while the dialog loads after a click.' );
		$this->assertTrue( wp_script_is( 'vitrine-runtime', 'enqueued' ) );
	}

	public function test_a_page_no_popup_matches_asks_the_database_for_nothing_and_changes_show_at_once(): void {
		global $wpdb;
		$page = $this->create_post( array( 'post_type' => 'page' ) );
		$id   = $this->popup( array( 'conditions' => array( 'include' => 'posts' ) ) );
		$this->visit( $page );
		$this->assertSame( array(), $this->popups_in( PopupRenderer::render_matching() ) );

		// The next page: only the autoloaded options are loaded.
		wp_cache_flush();
		wp_load_alloptions();
		$queries = $wpdb->num_queries;
		$this->assertSame( '', PopupRenderer::render_matching() );
		$this->assertSame( $queries, $wpdb->num_queries, 'the published popups\' conditions come with the autoloaded options' );

		update_post_meta( $id, PopupSettings::META_KEY, wp_slash( (string) wp_json_encode( array( 'conditions' => array( 'include' => 'all' ) ) ) ) );
		$this->assertSame( array( $id ), array_keys( $this->popups_in( PopupRenderer::render_matching() ) ), 'new settings count at once' );

		wp_trash_post( $id );
		$this->assertSame( array(), $this->popups_in( PopupRenderer::render_matching() ), 'a popup in the trash shows nowhere' );

		$again = $this->popup( array( 'conditions' => array( 'include' => 'pages' ) ) );
		$this->assertSame( array( $again ), array_keys( $this->popups_in( PopupRenderer::render_matching() ) ), 'a new popup counts at once' );
	}
}
