<?php
/**
 * Shown when a listing or search has no posts.
 *
 * Arguments: `message` (plain text).
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

defined( 'ABSPATH' ) || exit;

$vitrine_message = (string) ( $args['message'] ?? '' );
?>
<div class="empty-state">
	<p class="empty-state__text">
		<?php echo esc_html( $vitrine_message ? $vitrine_message : __( 'Nothing here yet. Try a search, or head back to the home page.', 'vitrine' ) ); ?>
	</p>
	<?php get_search_form(); ?>
</div>
