<?php
/**
 * A case study or a service on its own page: no author, date or like button (they are not
 * journal stories), the featured picture, the content (the plugin adds a case study's gallery
 * after it) and links to the neighbouring entries.
 *
 * @package Vitrine
 *
 * @var array{label?: string, previous?: string, next?: string} $args Texts: eyebrow and navigation labels.
 */

declare( strict_types = 1 );

defined( 'ABSPATH' ) || exit;

$vitrine_args = wp_parse_args(
	$args,
	array(
		'label'    => '',
		'previous' => __( 'Previous', 'vitrine' ),
		'next'     => __( 'Next', 'vitrine' ),
	)
);
?>
<article id="post-<?php the_ID(); ?>" <?php post_class( 'single-entry' ); ?>>
	<header class="entry-header container container--narrow">
		<?php if ( '' !== $vitrine_args['label'] ) : ?>
			<p class="entry-header__eyebrow"><span class="chip"><?php echo esc_html( $vitrine_args['label'] ); ?></span></p>
		<?php endif; ?>
		<?php the_title( '<h1 class="entry-title">', '</h1>' ); ?>
		<?php if ( has_excerpt() ) : ?>
			<p class="entry-lead"><?php echo esc_html( get_the_excerpt() ); ?></p>
		<?php endif; ?>
	</header>

	<?php if ( has_post_thumbnail() ) : ?>
		<figure class="entry-hero container container--wide">
			<?php
			// The hero's 16:9 crops, as posts and pages have: the wide box shows 16:9, so the
			// original (3:2, up to 113 KB) was sent to be cut by CSS.
			the_post_thumbnail(
				'vitrine-hero',
				array( 'sizes' => vitrine_theme_image_sizes( 'entry-hero' ) ) + vitrine_theme_image_loading( true )
			);
			?>
		</figure>
	<?php endif; ?>

	<?php get_template_part( 'template-parts/entry-content' ); ?>
</article>

<div class="container container--narrow">
	<?php
	the_post_navigation(
		array(
			'prev_text'  => '<span class="post-navigation__label">' . esc_html( $vitrine_args['previous'] ) . '</span><span class="post-navigation__title">%title</span>',
			'next_text'  => '<span class="post-navigation__label">' . esc_html( $vitrine_args['next'] ) . '</span><span class="post-navigation__title">%title</span>',
			'aria_label' => $vitrine_args['label'],
		)
	);
	?>
</div>
