<?php
/**
 * A grid of post cards from a query.
 *
 * @package Vitrine
 *
 * Arguments: `query` (WP_Query, required), `heading` (card heading level, default 3).
 */

defined( 'ABSPATH' ) || exit;

$vitrine_query = $args['query'] ?? null;
if ( ! $vitrine_query instanceof WP_Query ) {
	return;
}
?>
<div class="card-grid">
	<?php
	while ( $vitrine_query->have_posts() ) :
		$vitrine_query->the_post();
		get_template_part( 'template-parts/post-card', null, array( 'heading' => $args['heading'] ?? 3 ) );
	endwhile;
	wp_reset_postdata();
	?>
</div>
