<?php
/**
 * When kept related posts go stale.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Sliders;

defined( 'ABSPATH' ) || exit;

/**
 * A stamp that moves whenever a post that could be related to another changes (saved,
 * published, trashed, deleted, its terms set): RelatedPostsQuery keeps each post's related
 * ids with the stamp it read, and finds them stale once it moved. An autoloaded option, so
 * reading it costs no query, and it holds across requests and web nodes without a persistent
 * object cache (WordPress's own "last changed" stamps do not).
 */
final class RelatedPostsCache {

	/** The option holding the stamp. */
	public const OPTION = 'vitrine_related_posts_changed';

	/**
	 * Whether the stamp moved since this request last read it (a post save cleans its cache
	 * several times: the first moves it, the others wait for the end of the request).
	 *
	 * @var bool
	 */
	private static bool $moved = false;

	/**
	 * Hooks in.
	 */
	public static function register(): void {
		add_action( 'clean_post_cache', array( self::class, 'post_changed' ), 10, 2 );
		add_action( 'set_object_terms', array( self::class, 'terms_set' ) );
	}

	/**
	 * The current stamp (created on first use).
	 */
	public static function stamp(): string {
		self::$moved = false;
		$stamp       = get_option( self::OPTION );
		if ( ! is_string( $stamp ) || '' === $stamp ) {
			$stamp = '1';
			add_option( self::OPTION, $stamp, '', true );
		}
		return $stamp;
	}

	/**
	 * `clean_post_cache`: a post of a public type changed.
	 *
	 * @param int      $post_id Post id.
	 * @param \WP_Post $post    The post.
	 */
	public static function post_changed( $post_id, $post ): void {
		if ( $post instanceof \WP_Post && 'attachment' !== $post->post_type && 'revision' !== $post->post_type && is_post_type_viewable( $post->post_type ) ) {
			self::move();
		}
	}

	/**
	 * `set_object_terms`: a post's terms were set.
	 *
	 * @param int $object_id Object id.
	 */
	public static function terms_set( $object_id ): void {
		$post = get_post( (int) $object_id );
		if ( $post instanceof \WP_Post ) {
			self::post_changed( $post->ID, $post );
		}
	}

	/**
	 * Moves the stamp: at once for a request's first change since it read the stamp, and
	 * once more at its end for any later ones (another request may have kept related ids
	 * under the moved stamp in between: an import adds posts while visitors read).
	 */
	public static function move(): void {
		if ( self::$moved ) {
			if ( false === has_action( 'shutdown', array( self::class, 'move_pending' ) ) ) {
				add_action( 'shutdown', array( self::class, 'move_pending' ) );
			}
			return;
		}
		self::$moved = true;
		update_option( self::OPTION, uniqid( '', true ), true );
	}

	/**
	 * `shutdown`: moves the stamp for the changes that came after the request's first move.
	 */
	public static function move_pending(): void {
		remove_action( 'shutdown', array( self::class, 'move_pending' ) );
		update_option( self::OPTION, uniqid( '', true ), true );
	}
}
