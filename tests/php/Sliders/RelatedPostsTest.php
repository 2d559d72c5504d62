<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Sliders;

use Vitrine\Sliders\RelatedPostsCache;
use Vitrine\Sliders\RelatedPostsQuery;
use Vitrine\Tests\TestCase;
use WP_Post;

/**
 * Related posts: the query, the slider under single posts, the theme's opt-out and the filter.
 */
final class RelatedPostsTest extends TestCase {

	private function term( string $taxonomy ): int {
		$slug = 'related-' . strtolower( wp_generate_password( 8, false ) );
		$term = wp_insert_term( $slug, $taxonomy, array( 'slug' => $slug ) );
		$this->assertIsArray( $term );
		return (int) $term['term_id'];
	}

	/**
	 * A post in the given terms.
	 *
	 * @param list<int>            $categories Category ids.
	 * @param list<int>            $tags       Tag ids.
	 * @param array<string, mixed> $args       Post arguments.
	 */
	private function post_in( array $categories, array $tags = array(), array $args = array() ): int {
		$id = $this->create_post( $args );
		wp_set_post_categories( $id, $categories );
		wp_set_post_tags( $id, $tags );
		return $id;
	}

	public function test_finds_public_posts_sharing_a_category_or_a_tag_newest_first(): void {
		$category = $this->term( 'category' );
		$tag      = $this->term( 'post_tag' );
		$other    = $this->term( 'category' );
		$post     = $this->post_in( array( $category ), array( $tag ) );
		$same_cat = $this->post_in( array( $category ), array(), array( 'post_date' => '2024-01-01 00:00:00' ) );
		$same_tag = $this->post_in( array( $other ), array( $tag ), array( 'post_date' => '2024-02-01 00:00:00' ) );
		$this->post_in( array( $other ) );
		$this->post_in( array( $category ), array(), array( 'post_status' => 'draft' ) );
		$this->post_in( array( $category ), array(), array( 'post_status' => 'private' ) );
		$this->post_in( array( $category ), array(), array( 'post_password' => 'x' ) );

		$related = RelatedPostsQuery::for_post( get_post( $post ), 6 );

		$this->assertSame( array( $same_tag, $same_cat ), array_map( static fn ( WP_Post $p ) => $p->ID, $related ) );
		$this->assertCount( 1, RelatedPostsQuery::for_post( get_post( $post ), 1 ) );
	}

	public function test_the_query_can_be_filtered(): void {
		$category = $this->term( 'category' );
		$post     = $this->post_in( array( $category ) );
		$this->post_in( array( $category ) );
		add_filter(
			'vitrine_related_posts_query_args',
			static fn ( array $args ) => array( 'post__in' => array( 0 ) ) + $args
		);

		$this->assertSame( array(), RelatedPostsQuery::for_post( get_post( $post ), 6 ) );
	}

	public function test_the_ids_are_kept_with_the_post_until_a_post_or_its_terms_change(): void {
		$category = $this->term( 'category' );
		$post     = $this->post_in( array( $category ) );
		$older    = $this->post_in( array( $category ), array(), array( 'post_date' => '2024-01-01 00:00:00' ) );
		$ids      = static fn ( array $posts ): array => array_map( static fn ( WP_Post $p ) => $p->ID, $posts );

		$this->assertSame( array( $older ), $ids( RelatedPostsQuery::for_post( get_post( $post ), 6 ) ) );
		$kept = get_post_meta( $post, RelatedPostsQuery::META_KEY, true );
		$this->assertSame( array( $older ), $kept['ids'] );

		// A repeat makes no query for the ids: with the posts' caches warm, none at all.
		global $wpdb;
		$before = $wpdb->num_queries;
		$this->assertSame( array( $older ), $ids( RelatedPostsQuery::for_post( get_post( $post ), 6 ) ) );
		$this->assertSame( 0, $wpdb->num_queries - $before );

		// A new post in the category moves the stamp: it shows at once.
		$newer = $this->post_in( array( $category ), array(), array( 'post_date' => '2025-06-01 00:00:00' ) );
		$this->assertSame( array( $newer, $older ), $ids( RelatedPostsQuery::for_post( get_post( $post ), 6 ) ) );

		// So does a post leaving the category, or leaving the published posts.
		wp_set_post_categories( $newer, array( $this->term( 'category' ) ) );
		$this->assertSame( array( $older ), $ids( RelatedPostsQuery::for_post( get_post( $post ), 6 ) ) );
		wp_trash_post( $older );
		$this->assertSame( array(), RelatedPostsQuery::for_post( get_post( $post ), 6 ) );

		// A different count is a different query, not the kept one.
		$this->post_in( array( $category ) );
		$this->post_in( array( $category ) );
		$this->assertCount( 2, RelatedPostsQuery::for_post( get_post( $post ), 6 ) );
		$this->assertCount( 1, RelatedPostsQuery::for_post( get_post( $post ), 1 ) );
	}

	public function test_posts_added_after_another_request_kept_ids_show_once_the_adding_request_ends(): void {
		$category = $this->term( 'category' );
		$post     = $this->post_in( array( $category ) );
		$this->assertSame( array(), RelatedPostsQuery::for_post( get_post( $post ), 6 ) );
		// This request (an import) changes a post: the stamp moves. A visitor's request then
		// keeps the post's related ids (none yet) under the moved stamp…
		$this->post_in( array( $this->term( 'category' ) ) );
		$stamp = (string) get_option( RelatedPostsCache::OPTION );
		$kept  = (array) get_post_meta( $post, RelatedPostsQuery::META_KEY, true );
		update_post_meta( $post, RelatedPostsQuery::META_KEY, array( 'stamp' => $stamp ) + $kept );
		// …and the import adds a post to the category.
		$added = $this->post_in( array( $category ) );

		$this->assertNotFalse( has_action( 'shutdown', array( RelatedPostsCache::class, 'move_pending' ) ) );
		RelatedPostsCache::move_pending();
		$this->assertNotSame( $stamp, get_option( RelatedPostsCache::OPTION ) );
		$this->assertSame( array( $added ), array_map( static fn ( WP_Post $p ) => $p->ID, RelatedPostsQuery::for_post( get_post( $post ), 6 ) ) );
	}

	public function test_a_post_page_finds_its_related_ids_without_term_lookups(): void {
		$category = $this->term( 'category' );
		$tag      = $this->term( 'post_tag' );
		$post     = $this->post_in( array( $category ), array( $tag ) );
		$this->post_in( array( $category ) );
		// The main query of the post's page has filled its term cache.
		update_object_term_cache( array( $post ), 'post' );
		delete_post_meta( $post, RelatedPostsQuery::META_KEY );

		global $wpdb;
		$queries = array();
		$log     = static function ( $query ) use ( &$queries ) {
			$queries[] = $query;
			return $query;
		};
		add_filter( 'query', $log );
		RelatedPostsQuery::for_post( get_post( $post ), 6 );
		remove_filter( 'query', $log );

		$term_lookups = array_filter( $queries, static fn ( string $q ): bool => str_starts_with( ltrim( $q ), 'SELECT t.term_id FROM' ) || str_contains( $q, "object_id IN ({$post})" ) );
		$id_queries   = array_filter( $queries, static fn ( string $q ): bool => str_contains( $q, $wpdb->term_relationships ) && str_contains( $q, "{$wpdb->posts}.ID" ) );
		$this->assertSame( array(), array_values( $term_lookups ), 'no lookups of the post\'s own terms or of their ids' );
		$this->assertCount( 1, $id_queries, 'one query for the ids' );
	}

	public function test_appends_the_slider_to_a_single_post_unless_the_theme_places_it(): void {
		$category = $this->term( 'category' );
		$post     = $this->post_in( array( $category ) );
		$this->post_in( array( $category ), array(), array( 'post_title' => 'A neighbour' ) );
		$this->post_in( array( $category ), array(), array( 'post_title' => 'Another neighbour' ) );
		remove_theme_support( 'vitrine-related-posts' );

		$html = $this->single_post_content( $post );

		$this->assertStringContainsString( 'vitrine-carousel--related', $html );
		$this->assertStringContainsString( 'Related stories', $html );
		$this->assertStringContainsString( 'A neighbour', $html );
		$this->assertStringContainsString( 'data-vitrine-widget="slider"', $html );

		add_theme_support( 'vitrine-related-posts' );
		$this->assertStringNotContainsString( 'vitrine-carousel', $this->single_post_content( $post ) );
	}

	public function test_the_filter_turns_it_off(): void {
		$category = $this->term( 'category' );
		$post     = $this->post_in( array( $category ) );
		$this->post_in( array( $category ) );
		remove_theme_support( 'vitrine-related-posts' );
		add_filter( 'vitrine_related_posts_enabled', '__return_false' );

		$this->assertStringNotContainsString( 'vitrine-carousel', $this->single_post_content( $post ) );
	}

	public function test_shortcode_block_and_template_function_show_the_current_posts_neighbours(): void {
		$category = $this->term( 'category' );
		$post     = $this->post_in( array( $category ) );
		$this->post_in( array( $category ), array(), array( 'post_title' => 'Close <em>kin</em>' ) );
		$GLOBALS['post'] = get_post( $post ); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- the current post of a template.

		$this->assertStringContainsString( 'Close &lt;em&gt;kin&lt;/em&gt;', do_shortcode( '[vitrine_related_posts heading="Read next"]' ) );
		$this->assertStringContainsString( 'Read next', do_shortcode( '[vitrine_related_posts heading="Read next"]' ) );
		$this->assertStringContainsString( 'wp-block-vitrine-related-posts', do_blocks( '<!-- wp:vitrine/related-posts /-->' ) );
		$this->assertStringContainsString( 'Close', vitrine_render_related_posts( $post ) );
		$this->assertSame( '', vitrine_render_related_posts( $this->post_in( array( $this->term( 'category' ) ) ) ) );
	}

	public function test_a_named_post_by_slug_or_id_and_nothing_for_an_unpublished_one(): void {
		$category = $this->term( 'category' );
		$post     = $this->post_in( array( $category ), array(), array( 'post_name' => 'named-story-' . $category ) );
		$this->post_in( array( $category ), array(), array( 'post_title' => 'Its neighbour' ) );
		$draft = $this->post_in( array( $category ), array(), array( 'post_status' => 'draft' ) );

		$this->assertStringContainsString( 'Its neighbour', do_shortcode( '[vitrine_related_posts post="named-story-' . $category . '"]' ) );
		$this->assertStringContainsString( 'Its neighbour', do_blocks( '<!-- wp:vitrine/related-posts {"post":"' . $post . '"} /-->' ) );
		$this->assertSame( '', do_shortcode( '[vitrine_related_posts post="' . $draft . '"]' ) );
		$this->assertSame( '', do_shortcode( '[vitrine_related_posts post="no-such-story"]' ) );
	}

	public function test_the_block_in_a_query_loop_shows_the_neighbours_of_the_loops_post(): void {
		$loop_post = $this->post_in( array( $this->term( 'category' ) ) );
		$this->post_in( wp_get_post_categories( $loop_post ), array(), array( 'post_title' => 'Neighbour of the loop post' ) );
		$page_post = $this->post_in( array( $this->term( 'category' ) ) );
		$this->post_in( wp_get_post_categories( $page_post ), array(), array( 'post_title' => 'Neighbour of the page post' ) );
		$GLOBALS['post'] = get_post( $page_post ); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- the page around the loop.

		// A query loop's post template hands each block its post through block context.
		$block = new \WP_Block( parse_blocks( '<!-- wp:vitrine/related-posts /-->' )[0], array( 'postId' => $loop_post ) );
		$html  = $block->render();

		$this->assertStringContainsString( 'Neighbour of the loop post', $html );
		$this->assertStringNotContainsString( 'Neighbour of the page post', $html );
		$this->assertStringContainsString( 'Neighbour of the page post', do_blocks( '<!-- wp:vitrine/related-posts /-->' ), 'outside a loop, the current post' );
	}

	/**
	 * The content of a post as its single page prints it.
	 *
	 * @param int $post Post id.
	 */
	private function single_post_content( int $post ): string {
		global $wp_query, $wp_the_query;
		$wp_query     = new \WP_Query( array( 'p' => $post ) ); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- a single-post request.
		$wp_the_query = $wp_query; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- a single-post request.
		$html         = '';
		while ( $wp_query->have_posts() ) {
			$wp_query->the_post();
			$html .= apply_filters( 'the_content', get_the_content() ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- core's filter.
		}
		wp_reset_postdata();
		return $html;
	}
}
