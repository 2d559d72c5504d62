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

// A term's description goes in the theme's archive description slot; the Shop page's text
// (Vitrine\Shop\Rendering\ShopIntro) comes with the listing, at body size (themes set
// archive descriptions large, made for a line, not a paragraph).
$vitrine_description = is_tax() ? wpautop( (string) term_description() ) : '';
?>
<div class="vitrine-shop-template alignwide">
	<header class="page-header vitrine-shop-template__header">
		<h1 class="page-title"><?php echo esc_html( is_tax() ? single_term_title( '', false ) : post_type_archive_title( '', false ) ); ?></h1>
		<?php if ( $vitrine_description ) : ?>
			<div class="archive-description"><?php echo wp_kses_post( $vitrine_description ); ?></div>
		<?php endif; ?>
	</header>
	<?php echo Vitrine\Shop\Rendering\ShopPage::render_block(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Escaped where it is built. ?>
</div>
<?php
get_footer();
