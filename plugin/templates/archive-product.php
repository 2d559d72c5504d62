<?php
/**
 * The shop, a product category or tag, under a classic theme that has no template for them
 * (Vitrine\Shop\Templates\ShopTemplates): inside the theme's header and footer, in its wide
 * column, with the theme's archive heading classes.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

defined( 'ABSPATH' ) || exit;

get_header();

$vitrine_description = is_tax() ? term_description() : '';
?>
<div class="vitrine-shop-template alignwide">
	<header class="page-header vitrine-shop-template__header">
		<h1 class="page-title"><?php echo esc_html( is_tax() ? single_term_title( '', false ) : post_type_archive_title( '', false ) ); ?></h1>
		<?php if ( $vitrine_description ) : ?>
			<div class="archive-description"><?php echo wp_kses_post( wpautop( $vitrine_description ) ); ?></div>
		<?php endif; ?>
	</header>
	<?php echo Vitrine\Shop\Rendering\ShopPage::render_block(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Escaped where it is built. ?>
</div>
<?php
get_footer();
