<?php
/**
 * The public template API: what themes, blocks and shortcodes call.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

use Vitrine\Likes\LikeButton;
use Vitrine\Widgets\WidgetRenderer;

defined( 'ABSPATH' ) || exit;

/**
 * Returns a widget's mount point: a container the front-end runtime mounts the widget into,
 * holding usable server-rendered fallback markup until then (or for good, without JavaScript).
 *
 * @since 0.1.0
 *
 * @param string               $name     Widget name, e.g. `like`.
 * @param array<string, mixed> $props    Props handed to the widget, JSON-encoded into the markup.
 * @param string               $fallback Already escaped HTML shown before (or without) JavaScript.
 * @param array{tag?: string, class?: string} $args Wrapper tag (`div` or `span`) and extra classes.
 */
function vitrine_render_widget( string $name, array $props = array(), string $fallback = '', array $args = array() ): string {
	return WidgetRenderer::render( $name, $props, $fallback, $args );
}

/**
 * Registers a widget another plugin provides, so that `vitrine_render_widget( $name, … )`
 * mount points load it through Vitrine's runtime: near the viewport (or at once when eager),
 * with the visitor's session, nonces and REST helpers. The script (`script`, a registered
 * handle) calls `window.vitrine.registerWidget( $name, loader )`; it is enqueued, after the
 * runtime, only on pages that render the widget. See docs/extending.md.
 *
 * @since 0.2.0
 *
 * @param string $name Widget name: lowercase letters, digits and dashes, prefixed with your plugin's slug.
 * @param array{script: string, style?: string, eager?: bool} $args The script handle that registers it, an optional style handle, and whether it mounts at once.
 * @return bool Whether it was registered (false, with a notice, for a bad or taken name).
 */
function vitrine_register_widget( string $name, array $args ): bool {
	return Vitrine\Widgets\ExternalWidgets::register( $name, $args );
}

/**
 * Returns a search form widget (for themes' headers and search pages): classic, expanding or
 * fullscreen, with optional filters; a plain GET form to `/?s=` without JavaScript.
 *
 * @since 0.1.0
 *
 * @param array<string, mixed> $settings See Vitrine\Search\SearchForm::render().
 */
function vitrine_search_form( array $settings = array() ): string {
	return Vitrine\Search\SearchForm::render( $settings );
}

/**
 * Returns the like button of a post (the current post by default). Themes that print it
 * declare `add_theme_support( 'vitrine-like-button' )`, so the plugin adds no second one.
 *
 * @since 0.1.0
 *
 * @param int|WP_Post|null $post Post, post id, or null for the current post.
 */
function vitrine_like_button( int|WP_Post|null $post = null ): string {
	return LikeButton::render( get_post( $post ) );
}

/**
 * Returns the login/register popup's mount point, once per page (an empty string after).
 * The plugin prints it on `wp_footer`; open it with a `data-vitrine-login-open` link or any
 * `a[href="#vitrine-login"]` / `a[href="#vitrine-register"]` link.
 *
 * @since 0.1.0
 */
function vitrine_render_login_popup(): string {
	return Vitrine\Account\LoginPopup::render();
}

/**
 * Returns the account link: "Log in" (opens the login popup; "My account" once signed in),
 * plus a "Register" link when asked and registration is open. For classic themes' headers;
 * block themes use the `vitrine/account` block.
 *
 * @since 0.1.0
 *
 * @param bool $with_register Whether to add the "Register" link.
 */
function vitrine_account_link( bool $with_register = false ): string {
	return '<span class="vitrine-account">' . Vitrine\Account\AccountLink::links( $with_register ) . '</span>';
}

/**
 * Returns a newsletter sign-up form.
 *
 * Settings (all optional): `list` (list id; default list when 0), `title`, `fields` (any of
 * `first_name`, `last_name`, `telephone`; the email is always asked), `on_submission`
 * (`message`, `summary` or `redirect`), `redirect_url`, `success_message`, `button_label`,
 * `class`. The consent box shows the list's consent text when the list asks for consent.
 *
 * @since 0.1.0
 *
 * @param array<string, mixed> $settings Form settings.
 */
function vitrine_render_newsletter( array $settings = array() ): string {
	return Vitrine\Plugin::instance()->module( Vitrine\Newsletter\NewsletterModule::class )->form()->render( $settings );
}

/**
 * Returns a contact form (the `contact-form` widget with its server-rendered fallback).
 *
 * @since 0.1.0
 *
 * @param int|string $form Form id or slug (e.g. `contact`).
 */
function vitrine_render_contact_form( int|string $form ): string {
	return \Vitrine\Plugin::instance()->module( \Vitrine\ContactForms\ContactFormsModule::class )->renderer()->render( $form );
}

/**
 * Returns a slider widget: `post-slider`, or a content slider (`testimonial-slider`,
 * `team-slider`, `service-slider`, `case-study-slider`) when its content type exists.
 *
 * Settings (all optional): `heading`, `count` (1–12), `per_view` (slides side by side on
 * desktop, 1–4; tablets show at most 2, phones 1), `autoplay`, `delay` and `speed` (ms),
 * `category` (post slider: a category slug), `class`.
 *
 * @since 0.1.0
 *
 * @param string               $name     Slider name.
 * @param array<string, mixed> $settings Slider settings.
 */
function vitrine_render_slider( string $name, array $settings = array() ): string {
	return \Vitrine\Plugin::instance()->module( \Vitrine\Sliders\SlidersModule::class )->render( $name, $settings );
}

/**
 * Returns the related-posts slider of a post: published posts sharing a category or a tag
 * with it. Themes that print it themselves declare `add_theme_support( 'vitrine-related-posts' )`;
 * otherwise the plugin appends it to single posts (filter `vitrine_related_posts_enabled`).
 *
 * @since 0.1.0
 *
 * @param int|WP_Post|null     $post     Post, post id, or null for the current post.
 * @param array<string, mixed> $settings Slider settings, as for vitrine_render_slider().
 */
function vitrine_render_related_posts( int|WP_Post|null $post = null, array $settings = array() ): string {
	$post = get_post( $post );
	return $post instanceof WP_Post
		? \Vitrine\Plugin::instance()->module( \Vitrine\Sliders\SlidersModule::class )->render_related( $post, $settings )
		: '';
}

/**
 * Returns an amount formatted in the shop's currency (option `vitrine_shop_currency`, default
 * EUR), e.g. "€24.50". Every price the shop prints goes through this (or Vitrine\Shop\Money).
 *
 * @since 0.1.0
 *
 * @param string|int|float $amount Decimal amount, e.g. "24.50".
 */
function vitrine_format_price( string|int|float $amount ): string {
	return \Vitrine\Shop\Money::format( $amount );
}

/**
 * Returns the shop listing of the current request (/shop/, a product category or tag):
 * category links, result count, sort form, product grid and pagination.
 *
 * @since 0.1.0
 */
function vitrine_render_shop(): string {
	return \Vitrine\Shop\Rendering\ShopPage::render();
}

/**
 * Returns a product page's body: gallery, summary with add to cart, description and related
 * products ('' for anything that is not a published product).
 *
 * @since 0.1.0
 *
 * @param int|WP_Post|null $post Product, product id, or null for the current post.
 */
function vitrine_render_product( int|WP_Post|null $post = null ): string {
	$post = get_post( $post );
	return $post instanceof WP_Post ? \Vitrine\Shop\Rendering\SingleProduct::render( $post->ID ) : '';
}

/**
 * Returns a grid of product cards, as the `vitrine/products` block renders it.
 *
 * @since 0.1.0
 *
 * @param array{category?: string, count?: int, columns?: int, order?: string} $settings `category` (slug), `count` (1–24), `columns` (2–4), `order` (`menu_order`, `date`, `price`, `price-desc`, `title`).
 */
function vitrine_render_products( array $settings = array() ): string {
	return \Vitrine\Shop\Rendering\ProductGrid::render_settings( $settings );
}

/**
 * Returns the address of one of the shop's pages (`shop`, `cart`, `checkout`, `account`,
 * `wishlist`: the pages chosen or created in Shop → Setup), or '' while that page is missing,
 * so a theme can leave its link out instead of sending visitors to a page that is not there.
 *
 * @since 0.3.0
 *
 * @param string $page `shop`, `cart`, `checkout`, `account` or `wishlist`.
 */
function vitrine_shop_page_url( string $page ): string {
	return \Vitrine\Shop\Setup\ShopPages::exists( $page ) ? \Vitrine\Shop\Setup\ShopPages::url( $page ) : '';
}

/**
 * Returns the cart link with the visitor's count (the `cart-link` widget) around a theme's own
 * link markup, for a theme that places the cart in its header
 * (`add_theme_support( 'vitrine-cart-link' )`); the plain "Cart" link when `$link` is empty.
 *
 * @since 0.3.0
 *
 * @param string $link Escaped `<a>` markup with the class `vitrine-cart-link__link`.
 */
function vitrine_cart_link( string $link = '' ): string {
	return \Vitrine\Shop\Cart\CartLink::render( '', $link );
}
