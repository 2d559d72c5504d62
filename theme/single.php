<?php
/**
 * A single post: header, featured image, content, like button (once per page, so two
 * copies never disagree), tags, navigation, related stories and comments.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

defined( 'ABSPATH' ) || exit;

get_header();

while ( have_posts() ) :
	the_post();
	$vitrine_category = vitrine_theme_primary_category();
	?>
	<article id="post-<?php the_ID(); ?>" <?php post_class( 'single-entry' ); ?>>
		<header class="entry-header container container--narrow">
			<?php if ( $vitrine_category ) : ?>
				<p class="entry-header__eyebrow">
					<a class="chip" href="<?php echo esc_url( get_category_link( $vitrine_category ) ); ?>"><?php echo esc_html( $vitrine_category->name ); ?></a>
				</p>
			<?php endif; ?>
			<?php the_title( '<h1 class="entry-title">', '</h1>' ); ?>
			<?php if ( has_excerpt() ) : ?>
				<p class="entry-lead"><?php echo esc_html( get_the_excerpt() ); ?></p>
			<?php endif; ?>
			<div class="entry-header__meta">
				<?php get_template_part( 'template-parts/post-meta', null, array( 'avatar' => true ) ); ?>
			</div>
		</header>

		<?php if ( has_post_thumbnail() ) : ?>
			<figure class="entry-hero container container--wide">
				<?php
				the_post_thumbnail(
					'vitrine-hero',
					array( 'sizes' => vitrine_theme_image_sizes( 'entry-hero' ) ) + vitrine_theme_image_loading( true )
				);
				?>
				<?php if ( get_the_post_thumbnail_caption() ) : ?>
					<figcaption><?php echo wp_kses_post( get_the_post_thumbnail_caption() ); ?></figcaption>
				<?php endif; ?>
			</figure>
		<?php endif; ?>

		<?php get_template_part( 'template-parts/entry-content' ); ?>

		<footer class="entry-footer container container--narrow">
			<div class="entry-like">
				<p class="entry-like__text"><?php esc_html_e( 'Enjoyed this story? Let us know.', 'vitrine' ); ?></p>
				<?php vitrine_theme_like_button(); ?>
			</div>
			<?php
			$vitrine_tags = get_the_tag_list( '<ul class="tag-list"><li>', '</li><li>', '</li></ul>' );
			if ( is_string( $vitrine_tags ) && '' !== $vitrine_tags ) :
				?>
				<div class="entry-tags">
					<h2 class="screen-reader-text"><?php esc_html_e( 'Tags', 'vitrine' ); ?></h2>
					<?php echo wp_kses_post( $vitrine_tags ); ?>
				</div>
			<?php endif; ?>
		</footer>
	</article>

	<?php
	echo '<div class="container container--narrow">';
	the_post_navigation(
		array(
			'prev_text'  => '<span class="post-navigation__label">' . esc_html__( 'Previous story', 'vitrine' ) . '</span><span class="post-navigation__title">%title</span>',
			'next_text'  => '<span class="post-navigation__label">' . esc_html__( 'Next story', 'vitrine' ) . '</span><span class="post-navigation__title">%title</span>',
			'aria_label' => __( 'Stories', 'vitrine' ),
		)
	);
	echo '</div>';

	// Stories sharing a category or a tag, in the plugin's slider (the theme declares
	// `vitrine-related-posts` support, so the plugin does not also append it to the content).
	$vitrine_related = function_exists( 'vitrine_render_related_posts' ) ? vitrine_render_related_posts( null, array( 'heading' => '' ) ) : '';
	if ( '' !== $vitrine_related ) :
		?>
		<section class="section section--muted related-posts" aria-labelledby="related-title">
			<div class="container">
				<div class="section-heading">
					<h2 id="related-title" class="section-heading__title"><?php esc_html_e( 'More stories', 'vitrine' ); ?></h2>
					<a class="text-link" href="<?php echo esc_url( vitrine_theme_blog_url() ); ?>">
						<?php esc_html_e( 'All stories', 'vitrine' ); ?>
						<?php echo vitrine_theme_icon( 'arrow-right', 16 ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Fixed SVG markup. ?>
					</a>
				</div>
				<?php echo $vitrine_related; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built from escaped parts. ?>
			</div>
		</section>
		<?php
	endif;

	if ( comments_open() || get_comments_number() ) :
		comments_template();
	endif;
endwhile;

get_footer();
