<?php
/**
 * The header of listings and pages: eyebrow, title and description.
 *
 * Arguments: `eyebrow`, `title` (plain text), `description` (HTML, passed through wp_kses_post).
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

defined( 'ABSPATH' ) || exit;

$vitrine_args = wp_parse_args(
	$args ?? array(),
	array(
		'eyebrow'     => '',
		'title'       => '',
		'description' => '',
	)
);
?>
<header class="page-header">
	<div class="container container--narrow">
		<?php if ( $vitrine_args['eyebrow'] ) : ?>
			<p class="eyebrow"><?php echo esc_html( $vitrine_args['eyebrow'] ); ?></p>
		<?php endif; ?>
		<h1 class="page-header__title"><?php echo esc_html( $vitrine_args['title'] ); ?></h1>
		<?php if ( $vitrine_args['description'] ) : ?>
			<div class="page-header__description"><?php echo wp_kses_post( wpautop( $vitrine_args['description'] ) ); ?></div>
		<?php endif; ?>
	</div>
</header>
