<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Likes;

use Vitrine\Likes\LikeRepository;
use Vitrine\Tests\TestCase;

/**
 * Storage: one like per visitor, counts in SQL, the visitor's loved list.
 */
final class LikeRepositoryTest extends TestCase {

	private LikeRepository $likes;

	protected function setUp(): void {
		parent::setUp();
		$this->likes = new LikeRepository();
	}

	public function test_counts_one_like_per_visitor(): void {
		$post = $this->create_post();

		$this->assertSame(
			array(
				'added' => true,
				'count' => 1,
			),
			$this->likes->add( $post, 'g:aaa' )
		);
		$this->assertSame(
			array(
				'added' => false,
				'count' => 1,
			),
			$this->likes->add( $post, 'g:aaa' )
		);
		$this->assertSame(
			array(
				'added' => true,
				'count' => 2,
			),
			$this->likes->add( $post, 'u:7' )
		);
		$this->assertSame( 2, $this->likes->count( $post ) );
	}

	public function test_increments_on_top_of_an_existing_count(): void {
		$post = $this->create_post();
		$this->likes->set_count( $post, 41 );

		$this->assertSame( 42, $this->likes->add( $post, 'g:bbb' )['count'] );
	}

	public function test_lists_what_a_visitor_loves_newest_first(): void {
		$first  = $this->create_post();
		$second = $this->create_post();
		$this->likes->add( $first, 'u:9' );
		$this->likes->add( $second, 'u:9' );
		$this->likes->add( $first, 'u:10' );

		$this->assertSame( array( $second, $first ), $this->likes->loved_by( 'u:9' ) );
		$this->assertSame( array(), $this->likes->loved_by( '' ) );
	}

	public function test_primes_counts_for_a_list_in_one_query(): void {
		global $wpdb;
		$a = $this->create_post();
		$b = $this->create_post();
		$this->likes->set_count( $a, 5 );
		wp_cache_flush();

		$this->assertSame(
			array(
				$a => 5,
				$b => 0,
			),
			$this->likes->prime( array( $a, $b, $a ) )
		);
		$queries = $wpdb->num_queries;
		$this->assertSame( 5, $this->likes->count( $a ) );
		$this->assertSame( 0, $this->likes->count( $b ) );
		$this->assertSame( $queries, $wpdb->num_queries, 'primed counts come from the cache' );
	}

	public function test_forgets_a_deleted_post(): void {
		$post = $this->create_post();
		$this->likes->add( $post, 'g:ccc' );
		wp_delete_post( $post, true );

		$this->assertSame( 0, $this->likes->count( $post ) );
		$this->assertSame( array(), $this->likes->loved_by( 'g:ccc' ) );
	}

	public function test_a_count_left_in_a_shared_object_cache_by_another_web_node_is_never_shown(): void {
		$post = $this->create_post();
		$this->likes->add( $post, 'g:bbb' );

		// A persistent object cache shared by the nodes, where a node that read the count just
		// before this like committed stored the old figure after this node had dropped it.
		wp_cache_set( $post, 0, 'vitrine_loves' );

		$this->assertSame( 1, ( new LikeRepository() )->count( $post ) );
		$this->assertSame( 2, $this->likes->add( $post, 'g:ccc' )['count'], 'and the next like counts from the database' );
	}
}
