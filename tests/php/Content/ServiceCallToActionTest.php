<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Content;

use Vitrine\Content\ServiceCallToAction;
use Vitrine\Content\Services;
use Vitrine\Tests\TestCase;

/**
 * A service's page ends with a call to action: a heading naming the service and a themed button
 * to the contact page; nowhere else, and never twice. Block themes show it in the plugin's
 * service template.
 */
final class ServiceCallToActionTest extends TestCase {

	public function test_a_service_page_ends_with_a_button_to_the_contact_page(): void {
		$contact = $this->create_post(
			array(
				'post_type' => 'page',
				'post_name' => 'contact',
			)
		);
		$service = $this->create_post(
			array(
				'post_type'    => Services::POST_TYPE,
				'post_title'   => 'Colour <em>consultation</em>',
				'post_content' => '<p>Two hours on site.</p>',
			)
		);
		$this->go_to_single( $service, Services::POST_TYPE );

		$html = (string) apply_filters( 'the_content', get_post_field( 'post_content', $service ) );

		$this->assertMatchesRegularExpression( '#<p>Two hours on site.</p>\s*<section class="vitrine-service-cta"#', $html );
		$this->assertStringContainsString( '<h2 id="vitrine-service-cta-' . $service . '" class="vitrine-service-cta__heading">Interested in Colour consultation?</h2>', $html );
		$this->assertStringContainsString( '<a class="wp-element-button button vitrine-service-cta__button" href="' . get_permalink( $contact ) . '">Get in touch</a>', $html );
		$this->assertSame( 1, substr_count( $html, 'vitrine-service-cta__button' ) );
	}

	public function test_without_a_contact_page_the_button_goes_to_contact_and_a_filter_can_leave_it_out(): void {
		$service = $this->create_post( array( 'post_type' => Services::POST_TYPE ) );
		$this->go_to_single( $service, Services::POST_TYPE );

		$this->assertStringContainsString( 'href="' . home_url( '/contact/' ) . '"', ServiceCallToAction::filter_content( '' ) );

		add_filter(
			'vitrine_service_call_to_action',
			static fn( array $args ): array => array( 'url' => '' ) + $args
		);
		$this->assertSame( '<p>x</p>', ServiceCallToAction::filter_content( '<p>x</p>' ) );
	}

	public function test_posts_and_service_excerpts_elsewhere_get_no_call_to_action(): void {
		$post = $this->create_post();
		$this->go_to_single( $post, 'post' );
		$this->assertSame( '<p>x</p>', ServiceCallToAction::filter_content( '<p>x</p>' ) );

		// A service's content rendered outside the main loop (a card, a REST call) stays as it is.
		$service = $this->create_post( array( 'post_type' => Services::POST_TYPE ) );
		$this->go_to_single( $service, Services::POST_TYPE );
		$GLOBALS['wp_query']->in_the_loop = false;
		$this->assertSame( '<p>x</p>', ServiceCallToAction::filter_content( '<p>x</p>' ) );
	}

	public function test_block_themes_get_a_service_template_with_the_picture_and_no_byline(): void {
		$template = \WP_Block_Templates_Registry::get_instance()->get_by_slug( 'single-' . Services::POST_TYPE );
		$this->assertInstanceOf( \WP_Block_Template::class, $template );
		$content = (string) $template->content;
		foreach ( array( '"slug":"header"', 'wp:post-title', 'wp:post-featured-image', 'wp:post-content', 'wp:post-navigation-link', '"slug":"footer"' ) as $part ) {
			$this->assertStringContainsString( $part, $content );
		}
		$this->assertStringNotContainsString( 'wp:post-author', $content );
		foreach ( parse_blocks( $content ) as $block ) {
			$this->assertNotEmpty( $block['blockName'] ?? null, 'the markup parses to blocks only' );
		}
	}

	/**
	 * Makes a post the main query's single post, inside the loop.
	 *
	 * @param int    $post      Post id.
	 * @param string $post_type Its type.
	 */
	private function go_to_single( int $post, string $post_type ): void {
		global $wp_query, $wp_the_query;
		$wp_query     = new \WP_Query( // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- a test's main query.
			array(
				'p'         => $post,
				'post_type' => $post_type,
			)
		);
		$wp_the_query = $wp_query; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- a test's main query.
		$wp_query->the_post();
		$wp_query->in_the_loop = true;
	}
}
