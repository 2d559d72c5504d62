<?php
/**
 * A product page under a classic theme that has no template for it
 * (Vitrine\Shop\Templates\ShopTemplates): the plugin prints the whole page body (gallery,
 * title, price, add to cart, description, related products) inside the theme's header and
 * footer, so the theme's single.php adds no second title or image and no empty post meta.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

defined( 'ABSPATH' ) || exit;

get_header();

while ( have_posts() ) :
	the_post();
	?>
	<article id="post-<?php the_ID(); ?>" <?php post_class( 'vitrine-product-template alignwide' ); ?>>
		<?php echo Vitrine\Shop\Rendering\SingleProduct::render_block( (int) get_the_ID() ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Escaped where it is built. ?>
	</article>
	<?php
endwhile;

get_footer();
