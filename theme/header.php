<?php
/**
 * The header: skip link, page loader, site header with the primary menu, the search toggle
 * and its form.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

defined( 'ABSPATH' ) || exit;
?>
<!doctype html>
<html <?php language_attributes(); ?> class="no-js">
<head>
<meta charset="<?php bloginfo( 'charset' ); ?>">
<meta name="viewport" content="width=device-width, initial-scale=1">
<?php wp_head(); ?>
</head>
<body <?php body_class(); ?>>
<?php wp_body_open(); ?>
<a class="skip-link screen-reader-text" href="#content"><?php esc_html_e( 'Skip to content', 'vitrine' ); ?></a>

<div class="page-loader" aria-hidden="true" data-vitrine-loader>
	<span class="page-loader__mark"></span>
</div>

<header class="site-header" data-vitrine-header>
	<div class="site-header__inner container">
		<div class="site-branding">
			<?php if ( has_custom_logo() ) : ?>
				<?php the_custom_logo(); ?>
			<?php else : ?>
				<a class="site-title" href="<?php echo esc_url( home_url( '/' ) ); ?>" rel="home"<?php echo is_front_page() ? ' aria-current="page"' : ''; ?>>
					<span class="site-title__mark" aria-hidden="true"><?php echo esc_html( mb_substr( get_bloginfo( 'name' ), 0, 1 ) ); ?></span>
					<span class="site-title__text"><?php bloginfo( 'name' ); ?></span>
				</a>
			<?php endif; ?>
		</div>

		<button type="button" class="menu-toggle" aria-controls="site-navigation" aria-expanded="false" data-vitrine-menu-toggle>
			<span class="menu-toggle__icon menu-toggle__icon--open"><?php echo vitrine_theme_icon( 'menu', 22 ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Fixed SVG markup. ?></span>
			<span class="menu-toggle__icon menu-toggle__icon--close"><?php echo vitrine_theme_icon( 'close', 22 ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Fixed SVG markup. ?></span>
			<span class="menu-toggle__text"><?php esc_html_e( 'Menu', 'vitrine' ); ?></span>
		</button>

		<nav id="site-navigation" class="primary-nav" aria-label="<?php esc_attr_e( 'Primary', 'vitrine' ); ?>" data-vitrine-menu>
			<?php
			wp_nav_menu(
				array(
					'theme_location' => 'primary',
					'container'      => '',
					'menu_class'     => 'menu primary-menu',
					'depth'          => 3,
					'fallback_cb'    => 'vitrine_theme_primary_menu_fallback',
				)
			);
			?>
			<div class="primary-nav__extra">
				<?php get_search_form( array( 'aria_label' => __( 'Search the site', 'vitrine' ) ) ); ?>
			</div>
		</nav>

		<div class="header-actions">
			<?php
			if ( function_exists( 'vitrine_search_form' ) ) {
				// The plugin's search form, expanding variant: a link to the search page that opens
				// the form under the header in place, with live suggestions.
				echo vitrine_search_form( // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Escaped by the plugin.
					array(
						'variant'     => 'expanding',
						'id'          => 'header-search',
						'label'       => __( 'Search the site', 'vitrine' ),
						'toggleClass' => 'button button--small button--ghost header-actions__search',
						'panelClass'  => 'header-search',
					)
				);
			} else {
				?>
				<a class="button button--small button--ghost header-actions__search" href="<?php echo esc_url( home_url( '/?s=' ) ); ?>">
					<?php echo vitrine_theme_icon( 'search', 18 ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Fixed SVG markup. ?>
					<span class="screen-reader-text"><?php esc_html_e( 'Search', 'vitrine' ); ?></span>
				</a>
				<?php
			}
			?>
			<a class="button button--small button--ghost header-actions__login" href="<?php echo esc_url( wp_login_url() ); ?>" data-vitrine-login-open><svg class="icon icon-user" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" aria-hidden="true" focusable="false"><circle cx="12" cy="8" r="4"/><path d="M4.5 20c1.4-3.6 4.2-5.5 7.5-5.5s6.1 1.9 7.5 5.5"/></svg><span data-vitrine-login-label><?php esc_html_e( 'Log in', 'vitrine' ); ?></span></a>
			<?php
			// The Cart button only while the shop has a cart page (Shop → Setup creates it): no
			// link to a page that is not there, and none at all without the plugin.
			$vitrine_cart_url = function_exists( 'vitrine_shop_page_url' ) ? vitrine_shop_page_url( 'cart' ) : '';
			if ( '' !== $vitrine_cart_url ) {
				// The plugin's cart link around the theme's button: the visitor's count inside it,
				// on phones too, and the header's only cart entry (the plugin adds no menu item).
				$vitrine_cart_button = sprintf(
					'<a class="button button--small header-actions__cart vitrine-cart-link__link" href="%1$s">%2$s<span class="header-actions__cart-label">%3$s</span></a>',
					esc_url( $vitrine_cart_url ),
					vitrine_theme_icon( 'bag', 18 ),
					esc_html__( 'Cart', 'vitrine' )
				);
				echo function_exists( 'vitrine_cart_link' ) ? vitrine_cart_link( $vitrine_cart_button ) : $vitrine_cart_button; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Escaped above; fixed SVG markup.
			}
			?>
		</div>
	</div>
</header>

<main id="content" class="site-main" tabindex="-1">
