<?php
/**
 * The counter block: Vitrine's mount point for the add-on's widget, with a fallback that is
 * useful without JavaScript (the starting count).
 *
 * @package VitrineExampleAddon
 *
 * @var array<string, mixed> $attributes Block attributes.
 */

declare( strict_types = 1 );

defined( 'ABSPATH' ) || exit;

$vitrine_example_start    = max( 0, (int) ( $attributes['start'] ?? 0 ) );
$vitrine_example_fallback = '<p class="vitrine-example-counter__count">' . esc_html(
	/* translators: %d: how many times the button was pressed. */
	sprintf( __( 'Pressed %d times', 'vitrine-example-addon' ), $vitrine_example_start )
) . '</p>';

printf(
	'<div %s>%s</div>',
	get_block_wrapper_attributes( array( 'class' => 'vitrine-example-counter' ) ), // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by core.
	function_exists( 'vitrine_render_widget' )
		? vitrine_render_widget( 'example-addon-counter', array( 'start' => $vitrine_example_start ), $vitrine_example_fallback ) // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- the mount point escapes its props; the fallback is escaped above.
		: $vitrine_example_fallback // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped above.
);
