<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Likes;

use Vitrine\Likes\LikeRepository;
use Vitrine\Tests\TestCase;

/**
 * The like button's mount point, through the template function and the shortcode.
 */
final class LikeButtonTest extends TestCase {

	public function test_renders_the_mount_point_with_the_count(): void {
		$post = $this->create_post( array( 'post_title' => 'Clay & "glaze"' ) );
		( new LikeRepository() )->set_count( $post, 1234 );

		$html = vitrine_like_button( $post );

		$this->assertStringContainsString( 'data-vitrine-widget="like"', $html );
		$this->assertStringContainsString( '&quot;postId&quot;:' . $post . ',&quot;count&quot;:1234,&quot;countText&quot;:&quot;1,234&quot;', $html );
		$this->assertStringContainsString( '<span class="vitrine-like__count">1,234</span>', $html );
		$this->assertStringStartsWith( '<span ', $html );
	}

	public function test_renders_nothing_for_posts_that_cannot_be_loved(): void {
		$this->assertSame( '', vitrine_like_button( $this->create_post( array( 'post_status' => 'draft' ) ) ) );
		$this->assertSame( '', vitrine_like_button( $this->create_post( array( 'post_type' => 'page' ) ) ) );
	}

	public function test_a_like_block_placed_on_a_page_shows_a_button_that_can_be_loved_once(): void {
		$page = $this->create_post(
			array(
				'post_type'    => 'page',
				'post_content' => "<!-- wp:paragraph --><p>Our studio.</p><!-- /wp:paragraph -->\n<!-- wp:vitrine/like /-->",
			)
		);

		$GLOBALS['post'] = get_post( $page ); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- the page being shown.

		$this->assertTrue( \Vitrine\Likes\LikeService::is_likeable( get_post( $page ) ) );
		$content = (string) apply_filters( 'the_content', get_post_field( 'post_content', $page ) );
		$this->assertStringContainsString( '"postId":' . $page, html_entity_decode( $content ) );
		// The block a block theme's page template hooks after the content adds no second one.
		$this->assertSame( '', do_blocks( '<!-- wp:vitrine/like /-->' ) );
		unset( $GLOBALS['post'] );
	}

	public function test_the_shortcode_renders_the_button(): void {
		$post = $this->create_post();

		$this->assertStringContainsString( '"postId":' . $post, html_entity_decode( do_shortcode( '[vitrine_like id="' . $post . '"]' ) ) );
	}

	public function test_the_shortcode_finds_a_post_by_slug(): void {
		$post = $this->create_post( array( 'post_name' => 'a-slugged-story' ) );

		$this->assertStringContainsString( '"postId":' . $post, html_entity_decode( do_shortcode( '[vitrine_like slug="a-slugged-story"]' ) ) );
		$this->assertSame( '', do_shortcode( '[vitrine_like slug="no-such-story"]' ) );
	}

	public function test_a_loop_of_posts_costs_one_count_query_and_other_loops_none(): void {
		global $wpdb;
		$posts = array( $this->create_post(), $this->create_post(), $this->create_post() );
		$page  = $this->create_post( array( 'post_type' => 'page' ) );
		wp_cache_flush();

		$queries = $wpdb->num_queries;
		$loop    = new \WP_Query(
			array(
				'post__in' => $posts,
				'orderby'  => 'post__in',
			)
		);
		$loop->the_post();
		$after_loop = $wpdb->num_queries;
		vitrine_like_button( $posts[0] );
		$this->assertSame( $after_loop + 1, $wpdb->num_queries, 'the first button loads the counts' );
		vitrine_like_button( $posts[1] );
		vitrine_like_button( $posts[2] );
		wp_reset_postdata();
		$this->assertSame( $after_loop + 1, $wpdb->num_queries, 'the loop\'s other counts came with the first' );

		wp_cache_flush();
		$seen = array();
		add_filter(
			'query',
			static function ( $sql ) use ( &$seen ) {
				$seen[] = $sql;
				return $sql;
			}
		);
		$pages = new \WP_Query(
			array(
				'post_type' => 'page',
				'post__in'  => array( $page ),
			)
		);
		$pages->the_post();
		wp_reset_postdata();
		$this->assertNotEmpty( $seen );
		$this->assertSame( array(), preg_grep( '/vitrine_like_counts/', $seen ), 'a loop of pages asks for no counts' );
		$this->assertGreaterThan( $queries, $after_loop );
	}

	public function test_a_loop_whose_posts_show_no_button_asks_for_no_counts(): void {
		$posts = array( $this->create_post(), $this->create_post() );
		wp_cache_flush();
		$seen = array();
		add_filter(
			'query',
			static function ( $sql ) use ( &$seen ) {
				$seen[] = $sql;
				return $sql;
			}
		);

		$loop = new \WP_Query( array( 'post__in' => $posts ) );
		while ( $loop->have_posts() ) {
			$loop->the_post();
		}
		wp_reset_postdata();

		$this->assertNotEmpty( $seen );
		$this->assertSame( array(), preg_grep( '/vitrine_like_counts/', $seen ) );
	}
}
