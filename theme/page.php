<?php
/**
 * A page.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

defined( 'ABSPATH' ) || exit;

get_header();

while ( have_posts() ) :
	the_post();
	?>
	<article id="post-<?php the_ID(); ?>" <?php post_class( vitrine_theme_is_wide_page() ? 'page-entry page-entry--wide' : 'page-entry' ); ?>>
		<?php
		get_template_part(
			'template-parts/page-header',
			null,
			array(
				'title'       => wp_strip_all_tags( get_the_title() ),
				'description' => has_excerpt() ? get_the_excerpt() : '',
			)
		);
		?>

		<?php if ( has_post_thumbnail() ) : ?>
			<figure class="entry-hero container container--wide">
				<?php the_post_thumbnail( 'vitrine-hero', array( 'sizes' => vitrine_theme_image_sizes( 'entry-hero' ) ) + vitrine_theme_image_loading( true ) ); ?>
			</figure>
		<?php endif; ?>

		<?php get_template_part( 'template-parts/entry-content' ); ?>
	</article>
	<?php
	if ( comments_open() || get_comments_number() ) :
		comments_template();
	endif;
endwhile;

get_footer();
