<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Wishlists;

use Vitrine\Tests\AjaxDie;
use Vitrine\Wishlists\NoScriptAddFormHandler;
use Vitrine\Wishlists\WishlistUrls;

/**
 * The button without JavaScript: a POST form (no nonce in the cached page), a confirmation
 * with this visitor's nonce, the add to the visitor's own default list, a safe way back.
 */
final class NoScriptAddTest extends WishlistTestCase {

	private string $redirected = '';

	private string $died = '';

	protected function setUp(): void {
		parent::setUp();
		add_filter(
			'wp_die_handler',
			fn() => function ( $message, $title = '', $args = array() ): void {
				$this->died = (string) $message;
				throw new AjaxDie( (string) ( is_array( $args ) ? ( $args['response'] ?? 500 ) : 500 ) );
			}
		);
		add_filter(
			'wp_redirect',
			function ( $location ) {
				$this->redirected = (string) $location;
				throw new AjaxDie( 'redirect' );
			}
		);
	}

	protected function tearDown(): void {
		$_POST = array();
		unset( $_SERVER['HTTP_REFERER'], $_SERVER['HTTP_SEC_FETCH_SITE'] );
		parent::tearDown();
	}

	/**
	 * Posts the form and returns what ended the request: `redirect` or a status.
	 *
	 * @param array<string, string> $fields Posted fields.
	 */
	private function post( array $fields ): string {
		$_POST = $fields + array( 'action' => NoScriptAddFormHandler::ACTION );
		try {
			( new NoScriptAddFormHandler( $this->service ) )->handle();
		} catch ( AjaxDie $end ) {
			return $end->getMessage();
		}
		return 'nothing';
	}

	public function test_the_fallback_is_a_post_form_without_a_nonce(): void {
		$id   = $this->create_product( array(), array( 'post_title' => 'Linen apron' ) );
		$html = do_shortcode( '[vitrine_wishlist_button id="' . $id . '"]' );

		$this->assertMatchesRegularExpression( '#<form class="vitrine-wishlist-button__form" method="post" action="[^"]*admin-post\.php">#', $html );
		$this->assertStringContainsString( 'name="product_id" value="' . $id . '"', $html );
		$this->assertStringNotContainsString( 'nonce', $html, 'cached pages carry nothing per visitor' );
	}

	public function test_without_a_nonce_it_only_asks_to_confirm(): void {
		$this->become_guest();
		$id = $this->create_product( array(), array( 'post_title' => 'Linen apron' ) );

		$this->assertSame( '200', $this->post( array( 'product_id' => (string) $id ) ) );
		$this->assertStringContainsString( 'Add “Linen apron” to your wishlist?', $this->died );
		$this->assertMatchesRegularExpression( '/name="_wpnonce" value="[a-f0-9]{10}"/', $this->died );
		$this->assertNull( $this->service->repository()->default_for( $this->visitor_key() ), 'nothing added' );
	}

	public function test_with_the_nonce_it_adds_and_goes_back(): void {
		$this->become_guest();
		$id                      = $this->create_product();
		$_SERVER['HTTP_REFERER'] = home_url( '/shop/' );

		$result = $this->post(
			array(
				'product_id' => (string) $id,
				'_wpnonce'   => wp_create_nonce( NoScriptAddFormHandler::ACTION . '_' . $id ),
			)
		);

		$this->assertSame( 'redirect', $result );
		$this->assertSame( add_query_arg( 'vitrine_wishlisted', $id, home_url( '/shop/' ) ), $this->redirected );
		$list = $this->service->repository()->default_for( $this->visitor_key() );
		$this->assertNotNull( $list );
		$this->assertSame( array( $id ), $this->products_of( $list->id ) );
	}

	public function test_another_visitors_nonce_does_not_add(): void {
		$this->become_guest();
		$id    = $this->create_product();
		$nonce = wp_create_nonce( NoScriptAddFormHandler::ACTION . '_' . $id );
		$this->become_guest();

		$this->assertSame(
			'200',
			$this->post(
				array(
					'product_id' => (string) $id,
					'_wpnonce'   => $nonce,
				)
			)
		);
		$this->assertNull( $this->service->repository()->default_for( $this->visitor_key() ) );
	}

	public function test_a_foreign_referer_goes_back_to_the_wishlist_page(): void {
		$this->become_guest();
		$id                      = $this->create_product();
		$_SERVER['HTTP_REFERER'] = 'https://evil.example/';

		$this->post(
			array(
				'product_id' => (string) $id,
				'_wpnonce'   => wp_create_nonce( NoScriptAddFormHandler::ACTION . '_' . $id ),
			)
		);

		$this->assertSame( add_query_arg( 'vitrine_wishlisted', $id, WishlistUrls::page() ), $this->redirected );
	}

	public function test_cross_site_posts_and_unknown_products_are_refused(): void {
		$this->become_guest();
		$id                             = $this->create_product();
		$_SERVER['HTTP_SEC_FETCH_SITE'] = 'cross-site';
		$this->assertSame( '403', $this->post( array( 'product_id' => (string) $id ) ) );
		unset( $_SERVER['HTTP_SEC_FETCH_SITE'] );

		$this->assertSame( '404', $this->post( array( 'product_id' => (string) $this->create_post( array( 'post_type' => 'post' ) ) ) ) );
	}

	public function test_the_block_settings_reach_the_widget(): void {
		$id   = $this->create_product();
		$html = do_blocks( '<!-- wp:vitrine/wishlist-button {"productId":' . $id . ',"labelStyle":"icon","list":"default"} /-->' );

		$this->assertStringContainsString( '&quot;labelStyle&quot;:&quot;icon&quot;', $html );
		$this->assertStringContainsString( '&quot;list&quot;:&quot;default&quot;', $html );
		$this->assertStringContainsString( '&quot;labelStyle&quot;:&quot;icon-text&quot;', do_shortcode( '[vitrine_wishlist_button id="' . $id . '"]' ) );
	}

	/**
	 * The current guest's visitor key.
	 */
	private function visitor_key(): string {
		return \Vitrine\Core\Visitor\Visitor::current()->key();
	}
}
