<?php
/**
 * A post card for grids: image, category, title, excerpt, meta and the like button.
 *
 * Arguments: `variant` (`default` or `featured`), `heading` (heading level, 2 or 3),
 * `sizes` (the image's `sizes` attribute, when the card sits in another layout than the
 * theme's card grid) and `lcp` (true for the first card a listing shows: its image is then
 * fetched at once with high priority instead of lazily).
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

defined( 'ABSPATH' ) || exit;

$vitrine_args     = wp_parse_args(
	$args ?? array(),
	array(
		'variant' => 'default',
		'heading' => 2,
		'sizes'   => '',
		'lcp'     => false,
	)
);
$vitrine_featured = 'featured' === $vitrine_args['variant'];
$vitrine_heading  = 3 === (int) $vitrine_args['heading'] ? 'h3' : 'h2';
$vitrine_category = vitrine_theme_primary_category();
?>
<article id="post-<?php the_ID(); ?>" <?php post_class( array( 'card', 'post-card', $vitrine_featured ? 'card--featured' : '' ) ); ?>>
	<div class="card__media">
		<?php if ( has_post_thumbnail() ) : ?>
			<?php
			the_post_thumbnail(
				$vitrine_featured ? 'vitrine-hero' : 'vitrine-card',
				array(
					'sizes' => '' !== $vitrine_args['sizes'] ? $vitrine_args['sizes'] : vitrine_theme_image_sizes( $vitrine_featured ? 'featured-card' : 'card' ),
					'alt'   => '',
				) + vitrine_theme_image_loading( (bool) $vitrine_args['lcp'] )
			);
			?>
		<?php else : ?>
			<span class="card__placeholder" aria-hidden="true"><?php echo esc_html( mb_substr( wp_strip_all_tags( get_the_title() ), 0, 1 ) ); ?></span>
		<?php endif; ?>
	</div>
	<div class="card__body">
		<?php if ( $vitrine_category ) : ?>
			<p class="card__eyebrow">
				<a class="chip" href="<?php echo esc_url( get_category_link( $vitrine_category ) ); ?>"><?php echo esc_html( $vitrine_category->name ); ?></a>
			</p>
		<?php endif; ?>
		<<?php echo esc_html( $vitrine_heading ); ?> class="card__title">
			<a class="card__link" href="<?php the_permalink(); ?>"><?php the_title(); ?></a>
		</<?php echo esc_html( $vitrine_heading ); ?>>
		<?php if ( has_excerpt() || get_the_content() ) : ?>
			<div class="card__excerpt"><?php the_excerpt(); ?></div>
		<?php endif; ?>
		<div class="card__footer">
			<?php
			get_template_part(
				'template-parts/post-meta',
				null,
				array(
					'short_date' => true,
				)
			);
			?>
			<?php vitrine_theme_like_button(); ?>
		</div>
	</div>
</article>
