<?php
/**
 * The content of a post or page, with its page links.
 *
 * @package Vitrine
 */

defined( 'ABSPATH' ) || exit;
?>
<div class="entry-content">
	<?php
	the_content();
	wp_link_pages(
		array(
			'before' => '<nav class="page-links" aria-label="' . esc_attr__( 'Page', 'vitrine' ) . '">',
			'after'  => '</nav>',
		)
	);
	?>
</div>
