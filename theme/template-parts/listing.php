<?php
/**
 * A listing of the main query: page header, a grid of post cards, pagination.
 *
 * Arguments: the page header's (`eyebrow`, `title`, `description`), `empty` (message
 * when nothing matched) and `search` (bool, show the search form above the results).
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

defined( 'ABSPATH' ) || exit;

$vitrine_args = wp_parse_args(
	$args ?? array(),
	array(
		'empty'  => '',
		'search' => false,
	)
);

get_template_part( 'template-parts/page-header', null, $vitrine_args );
?>
<section class="section section--tight">
	<div class="container">
		<?php if ( $vitrine_args['search'] ) : ?>
			<div class="listing-search"><?php get_search_form( array( 'vitrine_filters' => true ) ); ?></div>
		<?php endif; ?>
		<?php if ( have_posts() ) : ?>
			<div class="card-grid">
				<?php
				// The first card's picture is the largest thing a phone sees first.
				$vitrine_first = true;
				while ( have_posts() ) :
					the_post();
					get_template_part( 'template-parts/post-card', null, array( 'lcp' => $vitrine_first ) );
					$vitrine_first = false;
				endwhile;
				?>
			</div>
			<?php vitrine_theme_pagination(); ?>
		<?php else : ?>
			<?php get_template_part( 'template-parts/content-none', null, array( 'message' => $vitrine_args['empty'] ) ); ?>
		<?php endif; ?>
	</div>
</section>
