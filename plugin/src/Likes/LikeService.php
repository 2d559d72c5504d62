<?php
/**
 * Loving a post.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Likes;

use Vitrine\Core\Http\RetryAfter;
use RuntimeException;
use Vitrine\Core\RateLimiter\RateLimiter;
use Vitrine\Core\Visitor\ClientIp;
use Vitrine\Core\Visitor\Visitor;
use WP_Error;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * The rules of a like, shared by the admin-ajax action and anything else that loves a post.
 */
final class LikeService {

	/**
	 * Sets up the service.
	 *
	 * @param LikeRepository $likes    Storage.
	 * @param RateLimiter    $limiter  Rate limiter.
	 */
	public function __construct( private LikeRepository $likes, private RateLimiter $limiter ) {}

	/**
	 * Records that the visitor loves a post and returns its new count. Loving twice is
	 * harmless: the count stays and is returned again.
	 *
	 * @param int     $post_id Post id.
	 * @param Visitor $visitor Who loves it.
	 * @return int|WP_Error New count, or why not.
	 */
	public function love( int $post_id, Visitor $visitor ): int|WP_Error {
		$post = get_post( $post_id );
		if ( ! $post instanceof WP_Post || ! self::is_likeable( $post ) ) {
			return new WP_Error( 'vitrine_like_unknown_post', __( 'This post cannot be loved.', 'vitrine' ), array( 'status' => 404 ) );
		}

		/**
		 * Filters how many likes one IP address may send per window (guests can mint new
		 * visitor cookies, so the limit is per address).
		 *
		 * @since 0.1.0
		 *
		 * @param int $limit  Likes per window. Default 120.
		 * @param int $window Window length in seconds. Default 600.
		 */
		$limit = (int) apply_filters( 'vitrine_like_rate_limit', 120 );
		if ( ! $this->limiter->hit( 'like:' . ClientIp::get(), $limit, 10 * MINUTE_IN_SECONDS ) ) {
			return RetryAfter::refusal(
				'vitrine_like_rate_limited',
				__( 'Too many likes from your network. Please wait a few minutes and try again.', 'vitrine' ),
				10 * MINUTE_IN_SECONDS
			);
		}

		try {
			$result = $this->likes->add( $post->ID, $visitor->ensure_key() );
		} catch ( RuntimeException $e ) {
			return new WP_Error( 'vitrine_like_failed', __( 'Your like could not be saved. Please try again.', 'vitrine' ), array( 'status' => 503 ) );
		}

		if ( $result['added'] ) {
			/**
			 * Fires after a visitor loved a post for the first time.
			 *
			 * @since 0.1.0
			 *
			 * @param int     $post_id Post id.
			 * @param int     $count   The post's new love count.
			 * @param Visitor $visitor Who loved it.
			 */
			do_action( 'vitrine_post_loved', $post->ID, $result['count'], $visitor );
		}
		return $result['count'];
	}

	/**
	 * Whether visitors may love this post: published, public, not password-protected, and of
	 * a likeable post type, or carrying a Like button block its author placed in it (a page
	 * with the block shows a working button, whatever the post types).
	 *
	 * @param WP_Post $post Post.
	 */
	public static function is_likeable( WP_Post $post ): bool {
		return 'publish' === $post->post_status
			&& '' === $post->post_password
			&& ( in_array( $post->post_type, self::post_types(), true ) || has_block( 'vitrine/like', $post ) );
	}

	/**
	 * The post types that show a like button.
	 *
	 * @return list<string>
	 */
	public static function post_types(): array {
		/**
		 * Filters the post types visitors can love.
		 *
		 * @since 0.1.0
		 *
		 * @param list<string> $post_types Post type names. Default `post`.
		 */
		return (array) apply_filters( 'vitrine_likeable_post_types', array( 'post' ) );
	}
}
