<?php
/**
 * The search form.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

defined( 'ABSPATH' ) || exit;

// On listings (the search page) the plugin's search form, with its type and category filters
// and live suggestions; a plain GET form to /?s= either way.
if ( ! empty( $args['vitrine_filters'] ) && function_exists( 'vitrine_search_form' ) ) {
	echo vitrine_search_form( // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Escaped by the plugin.
		array(
			'variant'        => 'classic',
			'typeFilter'     => true,
			'categoryFilter' => true,
		)
	);
	return;
}

$vitrine_id    = wp_unique_id( 'search-' );
$vitrine_label = (string) ( $args['aria_label'] ?? '' );
?>
<form role="search" method="get" class="search-form" action="<?php echo esc_url( home_url( '/' ) ); ?>"<?php echo $vitrine_label ? ' aria-label="' . esc_attr( $vitrine_label ) . '"' : ''; ?>>
	<label class="screen-reader-text" for="<?php echo esc_attr( $vitrine_id ); ?>"><?php esc_html_e( 'Search for:', 'vitrine' ); ?></label>
	<input type="search" id="<?php echo esc_attr( $vitrine_id ); ?>" class="search-form__field" name="s" value="<?php echo esc_attr( get_search_query() ); ?>" placeholder="<?php esc_attr_e( 'Search stories and products…', 'vitrine' ); ?>">
	<button type="submit" class="search-form__submit">
		<?php echo vitrine_theme_icon( 'search', 18 ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Fixed SVG markup. ?>
		<span class="screen-reader-text"><?php esc_html_e( 'Search', 'vitrine' ); ?></span>
	</button>
</form>
