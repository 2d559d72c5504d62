<?php
/**
 * The wishlist widgets on pages.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Wishlists;

use Vitrine\Core\Visitor\Visitor;
use Vitrine\Shop\Catalogue\CatalogueFactory;
use Vitrine\Shop\Product;
use Vitrine\Shop\ProductPostType;

defined( 'ABSPATH' ) || exit;

/**
 * The add-to-wishlist button (on product cards, pages and quick views, a block and
 * `[vitrine_wishlist_button id=""]`) and the wishlist page (a block and `[vitrine_wishlist]`).
 * Nothing per visitor is printed: the button learns from the session whether its product is
 * in a list, and the page loads the list through `load_fragments`, so pages stay cacheable.
 */
final class WishlistWidgets {

	/**
	 * Hooks the shop's product actions, the shortcodes and the blocks.
	 */
	public function register(): void {
		add_filter( 'vitrine_product_actions', array( $this, 'product_action' ), 10, 3 );
		add_filter( 'the_content', array( $this, 'wishlist_page_content' ), 20 );
		add_filter( 'block_editor_settings_all', array( $this, 'editor_settings' ) );
	}

	/**
	 * `vitrine_product_actions`: the button after the add-to-cart form.
	 *
	 * @param string  $html    HTML so far.
	 * @param Product $product Product.
	 * @param string  $context `card`, `page` or `quick-view`.
	 */
	public function product_action( $html, $product, $context ): string {
		if ( ! $product instanceof Product ) {
			return (string) $html;
		}
		return $html . self::button( $product->id, $product->name, (string) $context );
	}

	/**
	 * The add-to-wishlist button's mount point. Without JavaScript it is a form that POSTs to
	 * admin-post.php ({@see NoScriptAddFormHandler}: confirmed with a nonce, then back to the page).
	 *
	 * @param int                  $product_id   Product id.
	 * @param string               $product_name Product name (for the label).
	 * @param string               $context      Where it stands.
	 * @param array<string, mixed> $settings     Block settings: `labelStyle` (`icon-text` or
	 *                                           `icon`), `list` (`choose`: the popup where
	 *                                           visitors keep several lists; `default`: straight
	 *                                           to the default list).
	 */
	public static function button( int $product_id, string $product_name, string $context = 'page', array $settings = array() ): string {
		return vitrine_render_widget(
			'wishlist-button',
			array(
				'productId'   => $product_id,
				'productName' => $product_name,
				'context'     => $context,
				'labelStyle'  => 'icon' === ( $settings['labelStyle'] ?? '' ) ? 'icon' : 'icon-text',
				'list'        => 'default' === ( $settings['list'] ?? '' ) ? 'default' : 'choose',
			),
			NoScriptAddFormHandler::form( $product_id, $product_name ),
			array( 'class' => 'vitrine-wishlist-button--' . sanitize_html_class( $context ) )
		);
	}

	/**
	 * The wishlist page's mount point: the list named by `?wishlist=<token>`, the manage page
	 * for `?wishlist=manage`, else the visitor's default list.
	 */
	public static function page(): string {
		// A read-only address parameter, no state change: no nonce.
		$raw   = isset( $_GET[ WishlistUrls::QUERY_VAR ] ) ? sanitize_text_field( wp_unslash( $_GET[ WishlistUrls::QUERY_VAR ] ) ) : ''; // phpcs:ignore WordPress.Security.NonceVerification.Recommended
		$token = Token::is_valid( strtoupper( $raw ) ) ? strtoupper( $raw ) : '';
		if ( 'manage' === $raw ) {
			// Printed per visitor with its forms' nonces (never cached, see ManageFormHandler).
			wp_enqueue_style( 'vitrine-widget-wishlist' );
			return ManageView::render( new WishlistService( new WishlistRepository() ), Visitor::current() );
		}
		return vitrine_render_widget(
			'wishlist',
			array(
				'token'   => $token,
				'manage'  => false,
				'perPage' => WishlistView::PER_PAGE,
			),
			'<p class="vitrine-wishlist__loading" data-vitrine-loading>' . esc_html__( 'Loading the wishlist…', 'vitrine' ) . '</p>' . self::empty_state() . '<noscript><p>' . esc_html__( 'Your wishlist needs JavaScript to show.', 'vitrine' ) . ' <a href="' . esc_url( WishlistUrls::manage() ) . '">' . esc_html__( 'See and manage your lists', 'vitrine' ) . '</a></p></noscript>'
		);
	}

	/**
	 * What a visitor with no wishlist sees, hidden: the page is the same for every visitor
	 * (cacheable), and the runtime reveals it for one whose hint cookies say they never wished
	 * for anything, without loading the wishlist's code (src/runtime/registry.ts,
	 * widgetsWithNothingToShow).
	 */
	private static function empty_state(): string {
		$shop = (string) get_post_type_archive_link( ProductPostType::POST_TYPE );
		return sprintf(
			'<div class="vitrine-wishlist__empty" data-vitrine-empty hidden><p>%1$s</p><p>%2$s</p>%3$s</div>',
			esc_html__( 'Your wishlist is empty for now.', 'vitrine' ),
			esc_html__( 'Save the products you like with their wishlist button and find them here.', 'vitrine' ),
			'' === $shop ? '' : sprintf( '<p><a class="wp-element-button button" href="%1$s">%2$s</a></p>', esc_url( $shop ), esc_html__( 'Return to shop', 'vitrine' ) )
		);
	}

	/**
	 * The add-to-wishlist button block (src/blocks/wishlist-button/render.php): the product
	 * it names, else the loop's (block context), else the page's; nothing where that is no
	 * product (see product()).
	 *
	 * @param array<string, mixed> $attributes Block attributes.
	 * @param \WP_Block|null       $block      The block, for its context.
	 */
	public static function render_block( array $attributes, ?\WP_Block $block ): string {
		$id = (int) ( $attributes['productId'] ?? 0 );
		if ( $id < 1 && null !== $block ) {
			$id = (int) ( $block->context['postId'] ?? 0 );
		}
		$product = self::product( $id > 0 ? $id : (int) get_the_ID() );
		return $product ? self::button( $product->id, $product->name, 'block', $attributes ) : '';
	}

	/**
	 * The product a button is for, or null where its post is no product a visitor may see: a
	 * button placed in an ordinary post or page would offer the post itself, which the
	 * wishlist then refuses, so it renders nothing there. Public: the block's render and the
	 * shortcode share the rule.
	 *
	 * @param int $id Post id (0: none).
	 */
	public static function product( int $id ): ?Product {
		return $id > 0 ? CatalogueFactory::catalogue()->get( $id ) : null;
	}

	/**
	 * `block_editor_settings_all`: the editor's button needs the product post type to say,
	 * where it stands outside a product, that it shows nothing there.
	 *
	 * @param array<string, mixed> $settings Editor settings.
	 * @return array<string, mixed>
	 */
	public function editor_settings( $settings ): array {
		$settings                           = (array) $settings;
		$settings['vitrineProductPostType'] = ProductPostType::POST_TYPE;
		return $settings;
	}

	/**
	 * The page with the slug `wishlist` shows the wishlist after its own text, unless it
	 * already has the block or shortcode.
	 *
	 * @param string $content Post content.
	 */
	public function wishlist_page_content( $content ): string {
		$content = (string) $content;
		if ( ! is_page( 'wishlist' ) || ! in_the_loop() || ! is_main_query() ) {
			return $content;
		}
		if ( str_contains( $content, 'vitrine-wishlist"' ) || str_contains( $content, 'vitrine-wishlist--manage' ) || str_contains( $content, 'data-vitrine-widget="wishlist"' ) ) {
			return $content;
		}
		return $content . self::page();
	}
}
