<?php
/**
 * Post likes ("loves").
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Likes;

use Vitrine\Core\LazyHooks;
use Vitrine\Core\Module;
use Vitrine\Likes\Admin\LovesColumn;
use Vitrine\Core\RateLimiter\RateLimiter;
use Vitrine\Core\Visitor\Visitor;
use Vitrine\Widgets\WidgetRenderer;
use WP_Query;

defined( 'ABSPATH' ) || exit;

/**
 * Wires the like button: the `jws-love` action, the session's `loved` list, the editor data of
 * the `vitrine/like` block (its folder src/blocks/like/ holds its shortcode), and the button on
 * posts for themes that do not place it themselves.
 */
final class LikesModule implements Module {

	/**
	 * Storage.
	 *
	 * @var LikeRepository
	 */
	private ?LikeRepository $repository = null;

	/**
	 * {@inheritDoc}
	 */
	public function register(): void {
		LazyHooks::ajax( LikeAjaxHandler::ACTION, fn() => new LikeAjaxHandler( new LikeService( $this->repository(), new RateLimiter() ) ) );
		add_filter( 'vitrine_session_data', array( $this, 'add_session_data' ), 10, 2 );
		add_filter( 'block_editor_settings_all', LazyHooks::call( static fn() => new LikeBlock(), 'editor_settings' ) );
		add_action( 'wp_enqueue_scripts', array( $this, 'enqueue_early' ) );
		add_action( 'loop_start', array( $this, 'prime_counts' ) );
		( new LikePlacement() )->register();
		add_action( 'deleted_post', LazyHooks::call( array( $this, 'repository' ), 'delete_post' ) );
		if ( is_admin() ) {
			add_action( 'admin_init', LazyHooks::call( fn() => new LovesColumn( $this->repository() ), 'register' ) );
		}
	}

	/**
	 * The module's storage.
	 */
	public function repository(): LikeRepository {
		return $this->repository ??= new LikeRepository();
	}

	/**
	 * Adds the posts the visitor loves to the session.
	 *
	 * @param array<string, mixed> $data    Session payload.
	 * @param Visitor              $visitor The visitor.
	 * @return array<string, mixed>
	 */
	public function add_session_data( array $data, Visitor $visitor ): array {
		$data['loved'] = $this->repository()->loved_by( $visitor->key() );
		return $data;
	}

	/**
	 * On views that list or show likeable posts, enqueue the widget in `wp_head` already so
	 * its style arrives with the page instead of in the footer.
	 */
	public function enqueue_early(): void {
		// A list with nothing in it (a search without results) shows no like button.
		$lists = ( is_front_page() || is_home() || is_archive() || is_search() ) && have_posts();
		if ( ! is_singular( LikeService::post_types() ) && ! $lists ) {
			return;
		}
		// Where the button is placed: by the theme, or by the "Like button" setting (a site that
		// turned it off and places none shows none, and gets no style for it).
		$placement = LikePlacement::placement();
		$placed    = current_theme_supports( 'vitrine-like-button' )
			|| ( $lists ? LikePlacement::EVERYWHERE === $placement : LikePlacement::OFF !== $placement );
		if ( $placed ) {
			WidgetRenderer::enqueue( 'like' );
		}
	}

	/**
	 * Readies the counts of a whole loop, loaded in one query with the first button's.
	 *
	 * @param WP_Query $query The loop's query.
	 */
	public function prime_counts( WP_Query $query ): void {
		// Only loops of likeable posts show counts; menus, pages and id-only queries need none.
		$types = LikeService::post_types();
		$ids   = array();
		foreach ( $query->posts as $post ) {
			if ( $post instanceof \WP_Post && in_array( $post->post_type, $types, true ) ) {
				$ids[] = $post->ID;
			}
		}
		if ( $ids ) {
			$this->repository()->prime_later( $ids );
		}
	}
}
