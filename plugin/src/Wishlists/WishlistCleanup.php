<?php
/**
 * Lists and items of what is deleted elsewhere.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Wishlists;

use Vitrine\Shop\ProductPostType;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * A deleted account takes its wishlists with it (as its erasure does), and a deleted product
 * leaves every list, each through the repository, so the maintained counters follow
 * ({@see WishlistCounters}). After the scale benchmark's bulk seed the counters are counted again.
 */
final class WishlistCleanup {

	/**
	 * Sets up the cleanup.
	 *
	 * @param WishlistRepository $repository Storage.
	 */
	public function __construct( private WishlistRepository $repository ) {}

	/**
	 * `deleted_user`: the member's lists and their items go.
	 *
	 * @param int $user_id The deleted user's id.
	 */
	public function user_deleted( $user_id ): void {
		$this->repository->delete_owner( 'u:' . (int) $user_id );
	}

	/**
	 * `deleted_post`: a deleted product leaves every list.
	 *
	 * @param int          $post_id The deleted post's id.
	 * @param WP_Post|null $post    The post.
	 */
	public function post_deleted( $post_id, $post = null ): void {
		if ( $post instanceof WP_Post && ProductPostType::POST_TYPE === $post->post_type ) {
			$this->repository->remove_product_everywhere( (int) $post_id );
		}
	}

	/**
	 * `vitrine_bench_scale_seeded`: the rows were written in bulk, past the repository.
	 */
	public function recount(): void {
		$this->repository->counters()->rebuild();
	}
}
