<?php
/**
 * The footer: site links, the footer menu, the back-to-top button.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

defined( 'ABSPATH' ) || exit;

$vitrine_categories = get_categories(
	array(
		'orderby'    => 'count',
		'order'      => 'DESC',
		'number'     => 5,
		'hide_empty' => true,
		'exclude'    => array( (int) get_option( 'default_category' ) ),
	)
);
?>
</main>

<footer class="site-footer">
	<div class="container site-footer__grid">
		<div class="site-footer__brand">
			<a class="site-title site-title--footer" href="<?php echo esc_url( home_url( '/' ) ); ?>" rel="home">
				<span class="site-title__mark" aria-hidden="true"><?php echo esc_html( mb_substr( get_bloginfo( 'name' ), 0, 1 ) ); ?></span>
				<span class="site-title__text"><?php bloginfo( 'name' ); ?></span>
			</a>
			<?php if ( get_bloginfo( 'description' ) ) : ?>
				<p class="site-footer__tagline"><?php bloginfo( 'description' ); ?></p>
			<?php endif; ?>
		</div>

		<nav class="site-footer__col" aria-label="<?php esc_attr_e( 'Footer', 'vitrine' ); ?>">
			<h2 class="site-footer__heading"><?php esc_html_e( 'Explore', 'vitrine' ); ?></h2>
			<?php
			wp_nav_menu(
				array(
					'theme_location' => 'footer',
					'container'      => '',
					'menu_class'     => 'menu footer-menu',
					'depth'          => 1,
					'fallback_cb'    => 'vitrine_theme_footer_menu_fallback',
				)
			);
			?>
		</nav>

		<?php if ( $vitrine_categories ) : ?>
			<div class="site-footer__col">
				<h2 class="site-footer__heading"><?php esc_html_e( 'Topics', 'vitrine' ); ?></h2>
				<ul class="menu footer-menu">
					<?php foreach ( $vitrine_categories as $vitrine_category ) : ?>
						<li><a href="<?php echo esc_url( get_category_link( $vitrine_category ) ); ?>"><?php echo esc_html( $vitrine_category->name ); ?></a></li>
					<?php endforeach; ?>
				</ul>
			</div>
		<?php endif; ?>

		<div class="site-footer__col">
			<h2 class="site-footer__heading"><?php esc_html_e( 'Say hello', 'vitrine' ); ?></h2>
			<p class="site-footer__text"><?php esc_html_e( 'Questions about an order, a story or a collaboration? We answer every message.', 'vitrine' ); ?></p>
			<a class="text-link" href="<?php echo esc_url( vitrine_theme_page_url( 'contact' ) ); ?>">
				<?php esc_html_e( 'Contact us', 'vitrine' ); ?>
				<?php echo vitrine_theme_icon( 'arrow-right', 16 ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Fixed SVG markup. ?>
			</a>
		</div>
	</div>

	<div class="container site-footer__bottom">
		<p>
			<?php
			printf(
				/* translators: 1: year, 2: site name. */
				esc_html__( '© %1$s %2$s. All rights reserved.', 'vitrine' ),
				esc_html( wp_date( 'Y' ) ),
				esc_html( get_bloginfo( 'name' ) )
			);
			?>
		</p>
		<p>
			<?php
			printf(
				/* translators: %s: WordPress, linked. */
				esc_html__( 'Proudly powered by %s.', 'vitrine' ),
				'<a href="' . esc_url( __( 'https://wordpress.org/', 'vitrine' ) ) . '">WordPress</a>'
			);
			?>
		</p>
	</div>
</footer>

<button type="button" class="back-to-top" data-vitrine-back-to-top data-focus-target="content" hidden>
	<?php echo vitrine_theme_icon( 'arrow-up', 20 ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Fixed SVG markup. ?>
	<span class="screen-reader-text"><?php esc_html_e( 'Back to top', 'vitrine' ); ?></span>
</button>

<?php wp_footer(); ?>
</body>
</html>
