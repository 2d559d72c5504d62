<?php
/**
 * The shop: /shop/ and the product category and tag archives.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

defined( 'ABSPATH' ) || exit;

get_header();

if ( is_tax() ) {
	$vitrine_title       = single_term_title( '', false );
	$vitrine_description = term_description();
} else {
	$vitrine_title       = __( 'Shop', 'vitrine' );
	$vitrine_description = __( 'A short list of things made well: stoneware, linen, wood and light, from makers we know.', 'vitrine' );
}

get_template_part(
	'template-parts/page-header',
	null,
	array(
		'eyebrow'     => __( 'Shop', 'vitrine' ),
		'title'       => (string) $vitrine_title,
		'description' => (string) $vitrine_description,
	)
);
?>
<section class="section section--tight">
	<div class="container">
		<?php
		if ( function_exists( 'vitrine_render_shop' ) ) {
			echo vitrine_render_shop(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by the plugin.
		}
		?>
	</div>
</section>
<?php
get_footer();
