<?php
/**
 * The front page: hero, latest stories, what we stand for, the page's own content and
 * the newsletter call to action.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

defined( 'ABSPATH' ) || exit;

get_header();

$vitrine_posts = new WP_Query(
	array(
		'post_type'           => 'post',
		'posts_per_page'      => 7,
		'ignore_sticky_posts' => false,
		'no_found_rows'       => true,
	)
);
// The newest (or sticky) story is featured in the hero; the grid shows the next six (one
// large, two beside it, three below), or all of them while there are only a few.
$vitrine_hero_post = $vitrine_posts->posts[0] ?? null;
$vitrine_grid_ids  = wp_list_pluck( $vitrine_posts->posts, 'ID' );
if ( count( $vitrine_grid_ids ) >= 4 ) {
	array_shift( $vitrine_grid_ids );
}

$vitrine_features = array(
	array(
		'icon'  => 'leaf',
		'title' => __( 'Considered materials', 'vitrine' ),
		'text'  => __( 'Natural, durable materials from small workshops we visit ourselves.', 'vitrine' ),
	),
	array(
		'icon'  => 'truck',
		'title' => __( 'Careful delivery', 'vitrine' ),
		'text'  => __( 'Orders leave the studio within two working days, packed without plastic.', 'vitrine' ),
	),
	array(
		'icon'  => 'shield',
		'title' => __( 'Secure checkout', 'vitrine' ),
		'text'  => __( 'Pay with the methods you trust. Every order is protected end to end.', 'vitrine' ),
	),
	array(
		'icon'  => 'chat',
		'title' => __( 'Real people', 'vitrine' ),
		'text'  => __( 'Questions before or after you buy? Write to us and a person answers.', 'vitrine' ),
	),
);
?>
<section class="hero" aria-labelledby="hero-title">
	<div class="container hero__grid">
		<div class="hero__content">
			<p class="eyebrow"><?php echo esc_html( get_bloginfo( 'description' ) ? get_bloginfo( 'description' ) : __( 'Goods and stories', 'vitrine' ) ); ?></p>
			<h1 id="hero-title" class="hero__title"><?php esc_html_e( 'Well-made things, and the stories behind them.', 'vitrine' ); ?></h1>
			<p class="hero__lead"><?php esc_html_e( 'A small shop of durable everyday goods and a journal about craft, care and living with fewer, better things.', 'vitrine' ); ?></p>
			<div class="button-row">
				<a class="button button--large" href="<?php echo esc_url( vitrine_theme_page_url( 'shop' ) ); ?>">
					<?php esc_html_e( 'Shop the collection', 'vitrine' ); ?>
					<?php echo vitrine_theme_icon( 'arrow-right', 18 ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Fixed SVG markup. ?>
				</a>
				<a class="button button--large button--ghost" href="<?php echo esc_url( vitrine_theme_blog_url() ); ?>"><?php esc_html_e( 'Read the journal', 'vitrine' ); ?></a>
			</div>
		</div>

		<div class="hero__visual">
			<?php if ( $vitrine_hero_post instanceof WP_Post && has_post_thumbnail( $vitrine_hero_post ) ) : ?>
				<?php
				echo get_the_post_thumbnail(
					$vitrine_hero_post,
					'vitrine-square',
					array(
						'class' => 'hero__image',
						'alt'   => '',
						'sizes' => vitrine_theme_image_sizes( 'front-hero' ),
					) + vitrine_theme_image_loading( true )
				);
				?>
			<?php else : ?>
				<div class="hero__art" aria-hidden="true"><span></span><span></span><span></span></div>
			<?php endif; ?>

			<?php if ( $vitrine_hero_post instanceof WP_Post ) : ?>
				<div class="hero__story">
					<p class="hero__story-label"><?php esc_html_e( 'Featured story', 'vitrine' ); ?></p>
					<p class="hero__story-title">
						<a href="<?php echo esc_url( get_permalink( $vitrine_hero_post ) ); ?>"><?php echo esc_html( wp_strip_all_tags( get_the_title( $vitrine_hero_post ) ) ); ?></a>
					</p>
					<p class="hero__story-meta">
						<?php echo vitrine_theme_icon( 'clock', 16 ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Fixed SVG markup. ?>
						<?php
						$vitrine_minutes = vitrine_theme_reading_time( $vitrine_hero_post );
						printf(
							/* translators: %s: reading time in minutes. */
							esc_html( _n( '%s min read', '%s min read', $vitrine_minutes, 'vitrine' ) ),
							esc_html( number_format_i18n( $vitrine_minutes ) )
						);
						?>
					</p>
				</div>
			<?php endif; ?>
		</div>
	</div>
</section>

<?php if ( $vitrine_grid_ids ) : ?>
	<section class="section" aria-labelledby="latest-title">
		<div class="container">
			<div class="section-heading">
				<div>
					<p class="eyebrow"><?php esc_html_e( 'From the journal', 'vitrine' ); ?></p>
					<h2 id="latest-title" class="section-heading__title"><?php esc_html_e( 'Latest stories', 'vitrine' ); ?></h2>
				</div>
				<a class="text-link" href="<?php echo esc_url( vitrine_theme_blog_url() ); ?>">
					<?php esc_html_e( 'View all stories', 'vitrine' ); ?>
					<?php echo vitrine_theme_icon( 'arrow-right', 16 ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Fixed SVG markup. ?>
				</a>
			</div>
			<div class="card-grid card-grid--magazine">
				<?php
				$vitrine_index = 0;
				while ( $vitrine_posts->have_posts() ) :
					$vitrine_posts->the_post();
					if ( ! in_array( get_the_ID(), $vitrine_grid_ids, true ) ) {
						continue;
					}
					get_template_part(
						'template-parts/post-card',
						null,
						array(
							'variant' => 0 === $vitrine_index && count( $vitrine_grid_ids ) >= 6 ? 'featured' : 'default',
							'heading' => 3,
						)
					);
					++$vitrine_index;
				endwhile;
				wp_reset_postdata();
				?>
			</div>
		</div>
	</section>
<?php endif; ?>

<section class="section section--muted" aria-labelledby="features-title">
	<div class="container">
		<div class="section-heading section-heading--center">
			<div>
				<p class="eyebrow"><?php esc_html_e( 'Why shop with us', 'vitrine' ); ?></p>
				<h2 id="features-title" class="section-heading__title"><?php esc_html_e( 'Everything we sell, we would keep ourselves', 'vitrine' ); ?></h2>
			</div>
		</div>
		<ul class="feature-grid">
			<?php foreach ( $vitrine_features as $vitrine_feature ) : ?>
				<li class="feature">
					<span class="feature__icon"><?php echo vitrine_theme_icon( $vitrine_feature['icon'], 24 ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Fixed SVG markup. ?></span>
					<h3 class="feature__title"><?php echo esc_html( $vitrine_feature['title'] ); ?></h3>
					<p class="feature__text"><?php echo esc_html( $vitrine_feature['text'] ); ?></p>
				</li>
			<?php endforeach; ?>
		</ul>
	</div>
</section>

<?php
if ( is_page() ) :
	while ( have_posts() ) :
		the_post();
		if ( '' !== trim( (string) get_the_content() ) ) :
			?>
			<section class="section front-content">
				<div class="entry-content"><?php the_content(); ?></div>
			</section>
			<?php
		endif;
	endwhile;
endif;
?>

<section class="section" aria-labelledby="newsletter-title">
	<div class="container">
		<div class="cta-band">
			<div class="cta-band__icon"><?php echo vitrine_theme_icon( 'mail', 28 ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Fixed SVG markup. ?></div>
			<div class="cta-band__content">
				<h2 id="newsletter-title" class="cta-band__title"><?php esc_html_e( 'Letters from the studio', 'vitrine' ); ?></h2>
				<p class="cta-band__text"><?php esc_html_e( 'One considered email a month: new pieces, long reads and the occasional invitation. No noise, ever.', 'vitrine' ); ?></p>
				<?php if ( function_exists( 'vitrine_render_newsletter' ) ) : ?>
					<?php echo vitrine_render_newsletter( array( 'fields' => array( 'first_name' ) ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Escaped by the plugin. ?>
				<?php endif; ?>
			</div>
			<?php if ( ! function_exists( 'vitrine_render_newsletter' ) ) : ?>
				<a class="button button--light button--large" href="<?php echo esc_url( vitrine_theme_page_url( 'contact' ) ); ?>">
					<?php esc_html_e( 'Get in touch', 'vitrine' ); ?>
					<?php echo vitrine_theme_icon( 'arrow-right', 18 ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Fixed SVG markup. ?>
				</a>
			<?php endif; ?>
		</div>
	</div>
</section>
<?php
get_footer();
