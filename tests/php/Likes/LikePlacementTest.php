<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Likes;

use Vitrine\Likes\LikePlacement;
use Vitrine\Likes\LikesModule;
use Vitrine\Tests\TestCase;
use WP_Block;
use WP_Block_Editor_Context;
use WP_Query;

/**
 * The Like block, and the like button on themes that do not place it (block hooks for block
 * themes, content and excerpts for classic ones), per the placement setting.
 */
final class LikePlacementTest extends TestCase {

	protected function setUp(): void {
		parent::setUp();
		// The Vitrine theme places the button itself; these tests play "any other theme".
		remove_theme_support( 'vitrine-like-button' );
	}

	protected function tearDown(): void {
		add_theme_support( 'vitrine-like-button' );
		global $wp_query, $wp_the_query;
		$wp_query = $wp_the_query; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- restoring.
		wp_reset_postdata();
		parent::tearDown();
	}

	public function test_the_block_renders_the_button_of_the_post_in_its_context(): void {
		$post = $this->create_post();
		$page = $this->create_post( array( 'post_type' => 'page' ) );

		$html = ( new WP_Block( $this->parsed( 'vitrine/like' ), array( 'postId' => $post ) ) )->render();

		// Laid out like the text column, whatever its parent in the template.
		$this->assertStringStartsWith( '<div class="vitrine-like-row is-layout-constrained wp-block-vitrine-like"><div class="vitrine-like-row__inner">', $html );
		$this->assertStringContainsString( '"postId":' . $post . ',', html_entity_decode( $html ) );
		$this->assertSame( '', ( new WP_Block( $this->parsed( 'vitrine/like' ), array( 'postId' => $page ) ) )->render() );
	}

	public function test_the_editor_knows_which_post_types_can_be_loved(): void {
		$context = new WP_Block_Editor_Context( array( 'name' => 'core/edit-post' ) );
		$this->assertSame( array( 'post' ), get_block_editor_settings( array(), $context )['vitrineLikeablePostTypes'] );

		add_filter( 'vitrine_likeable_post_types', static fn() => array( 'post', 'vitrine_case_study' ) );
		$this->assertSame( array( 'post', 'vitrine_case_study' ), get_block_editor_settings( array(), $context )['vitrineLikeablePostTypes'] );
	}

	public function test_in_a_query_loop_each_post_gets_its_own_button(): void {
		$posts = array( $this->create_post(), $this->create_post() );
		$query = wp_json_encode(
			array(
				'queryId' => 1,
				'query'   => array(
					'postType' => 'post',
					'include'  => $posts,
					'inherit'  => false,
					'perPage'  => 2,
				),
			)
		);

		$html = html_entity_decode( do_blocks( "<!-- wp:query {$query} --><!-- wp:post-template --><!-- wp:vitrine/like /--><!-- /wp:post-template --><!-- /wp:query -->" ) );

		foreach ( $posts as $post ) {
			$this->assertStringContainsString( '"postId":' . $post . ',', $html );
		}
	}

	public function test_block_themes_get_the_block_hooked_after_post_content_and_excerpt(): void {
		$this->assertContains( 'vitrine/like', apply_filters( 'hooked_block_types', array(), 'after', 'core/post-content', null ) );
		$this->assertContains( 'vitrine/like', apply_filters( 'hooked_block_types', array(), 'after', 'core/post-excerpt', null ) );
		$this->assertNotContains( 'vitrine/like', apply_filters( 'hooked_block_types', array(), 'before', 'core/post-content', null ) );

		update_option( LikePlacement::OPTION, LikePlacement::OFF );
		$this->assertNotContains( 'vitrine/like', apply_filters( 'hooked_block_types', array(), 'after', 'core/post-content', null ) );

		update_option( LikePlacement::OPTION, LikePlacement::EVERYWHERE );
		add_theme_support( 'vitrine-like-button' );
		$this->assertNotContains( 'vitrine/like', apply_filters( 'hooked_block_types', array(), 'after', 'core/post-content', null ) );
	}

	public function test_classic_themes_get_it_under_excerpts_in_post_lists_but_never_inside_generated_excerpts(): void {
		$post = $this->create_post( array( 'post_content' => 'Lime plaster breathes.' ) );
		$this->main_query( array( 'post__in' => array( $post ) ) );

		$this->assertStringContainsString( 'data-vitrine-widget="like"', apply_filters( 'the_excerpt', '<p>An excerpt.</p>' ) );
		$this->assertStringNotContainsString( 'love', get_the_excerpt() );

		update_option( LikePlacement::OPTION, LikePlacement::SINGLE );
		$this->assertStringNotContainsString( 'vitrine-like', apply_filters( 'the_excerpt', '<p>An excerpt.</p>' ) );

		add_filter( 'vitrine_like_placement', static fn() => LikePlacement::EVERYWHERE );
		$this->assertStringContainsString( 'vitrine-like', apply_filters( 'the_excerpt', '<p>An excerpt.</p>' ) );
	}

	public function test_classic_themes_get_it_under_single_posts_unless_the_theme_places_it(): void {
		$post = $this->create_post();
		$this->main_query( array( 'p' => $post ) );

		$this->assertStringContainsString( '<p class="vitrine-like-row"><span class="vitrine-widget vitrine-like"', apply_filters( 'the_content', 'Text.' ) );

		add_theme_support( 'vitrine-like-button' );
		$this->assertStringNotContainsString( 'vitrine-like', apply_filters( 'the_content', 'Text.' ) );
	}

	public function test_the_setting_keeps_only_known_values(): void {
		update_option( LikePlacement::OPTION, 'sideways' );
		$this->assertSame( LikePlacement::EVERYWHERE, get_option( LikePlacement::OPTION ) );
		update_option( LikePlacement::OPTION, LikePlacement::SINGLE );
		$this->assertSame( LikePlacement::SINGLE, LikePlacement::placement() );
	}

	public function test_settings_reading_offers_the_three_placements(): void {
		update_option( LikePlacement::OPTION, LikePlacement::SINGLE );
		ob_start();
		( new LikePlacement() )->render_field();
		$html = (string) ob_get_clean();

		$this->assertStringContainsString( '<select name="vitrine_like_placement" id="vitrine_like_placement">', $html );
		$this->assertSame( 3, substr_count( $html, '<option ' ) );
		$this->assertStringContainsString( "<option value=\"single\" selected='selected'>", $html );
		$this->assertStringNotContainsString( 'has no effect', $html );

		add_theme_support( 'vitrine-like-button' );
		ob_start();
		( new LikePlacement() )->render_field();
		$this->assertStringContainsString( 'has no effect', (string) ob_get_clean() );
	}

	/**
	 * Makes a main query and enters its loop, as a theme template would.
	 *
	 * @param array<string, mixed> $args Query arguments.
	 */
	private function main_query( array $args ): void {
		global $wp_query, $wp_the_query;
		$wp_query     = new WP_Query( $args ); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- a test's main query.
		$wp_the_query = $wp_query; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- a test's main query.
		$wp_query->the_post();
	}

	/**
	 * A parsed block without attributes or inner blocks.
	 *
	 * @param string $name Block name.
	 * @return array<string, mixed>
	 */
	private function parsed( string $name ): array {
		return array(
			'blockName'    => $name,
			'attrs'        => array(),
			'innerBlocks'  => array(),
			'innerHTML'    => '',
			'innerContent' => array(),
		);
	}

	public function test_a_post_gets_the_like_style_in_its_head_only_where_the_button_is_placed(): void {
		$post   = $this->create_post();
		$module = new LikesModule();
		$this->main_query( array( 'p' => $post ) );

		update_option( LikePlacement::OPTION, LikePlacement::OFF );
		$module->enqueue_early();
		$this->assertFalse( wp_style_is( 'vitrine-widget-like', 'enqueued' ), 'a site that places no button gets no style for it' );
		$this->assertFalse( wp_script_is( 'vitrine-runtime', 'enqueued' ) );

		update_option( LikePlacement::OPTION, LikePlacement::SINGLE );
		$module->enqueue_early();
		$this->assertTrue( wp_style_is( 'vitrine-widget-like', 'enqueued' ) );
	}

	public function test_a_theme_that_places_the_button_itself_gets_the_style_whatever_the_setting(): void {
		$post   = $this->create_post();
		$module = new LikesModule();
		$this->main_query( array( 'p' => $post ) );
		update_option( LikePlacement::OPTION, LikePlacement::OFF );
		add_theme_support( 'vitrine-like-button' );

		$module->enqueue_early();

		$this->assertTrue( wp_style_is( 'vitrine-widget-like', 'enqueued' ) );
	}
}
