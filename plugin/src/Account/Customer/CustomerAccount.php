<?php
/**
 * The customer account on the front end.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Account\Customer;

use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * Wires the account page: its forms' posts (its block and `[vitrine_my_account]` are
 * src/blocks/my-account/), the page with the slug `account` showing the account after its
 * own text, its no-cache headers and its 404 for orders the visitor may not see, the saved
 * billing address (kept at checkout, prefilling it), and customers kept out of wp-admin.
 */
final class CustomerAccount {

	/**
	 * Hooks in.
	 */
	public function register(): void {
		( new AccountFormHandler() )->register();
		( new SavedBilling() )->register();
		( new AdminAccessGuard() )->register();
		add_filter( 'the_content', array( $this, 'page_content' ), 20 );
		add_action( 'template_redirect', array( $this, 'mark' ) );
	}

	/**
	 * Whether a post shows the account.
	 *
	 * @param WP_Post $post Post.
	 */
	public static function is_account( WP_Post $post ): bool {
		return ( 'page' === $post->post_type && AccountPage::SLUG === $post->post_name )
			|| has_block( 'vitrine/my-account', $post ) || has_shortcode( $post->post_content, 'vitrine_my_account' );
	}

	/**
	 * Marks the account page before it is sent: never cached (it is one person's), and 404
	 * for an order the visitor may not see (the same as one that does not exist).
	 */
	public function mark(): void {
		$post = get_queried_object();
		if ( ! is_singular() || ! $post instanceof WP_Post || ! self::is_account( $post ) ) {
			return;
		}
		if ( ! defined( 'DONOTCACHEPAGE' ) ) {
			define( 'DONOTCACHEPAGE', true ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedConstantFound -- the caching plugins' shared convention.
		}
		nocache_headers();
		if ( AccountPage::order_id() && ! AccountView::requested_order() ) {
			status_header( 404 );
		}
	}

	/**
	 * The page with the slug `account` shows the account after its own text, unless it
	 * already holds the block or shortcode.
	 *
	 * @param string $content Post content.
	 */
	public function page_content( $content ): string {
		$content = (string) $content;
		if ( ! is_page( AccountPage::SLUG ) || ! in_the_loop() || ! is_main_query() || str_contains( $content, 'class="vitrine-my-account' ) ) {
			return $content;
		}
		return $content . AccountView::render();
	}
}
