<?php
/**
 * A product page.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

defined( 'ABSPATH' ) || exit;

get_header();
?>
<section class="section section--tight">
	<div class="container">
		<?php
		while ( have_posts() ) :
			the_post();
			if ( function_exists( 'vitrine_render_product' ) ) {
				echo vitrine_render_product(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by the plugin.
			}
		endwhile;
		?>
	</div>
</section>
<?php
get_footer();
