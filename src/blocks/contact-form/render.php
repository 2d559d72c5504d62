<?php
/**
 * Server rendering of the `vitrine/contact-form` block.
 *
 * @package Vitrine
 *
 * @var array<string, mixed> $attributes Block attributes.
 */

declare( strict_types = 1 );

defined( 'ABSPATH' ) || exit;

$vitrine_form = (int) ( $attributes['formId'] ?? 0 ) > 0 ? (int) $attributes['formId'] : (string) ( $attributes['slug'] ?? '' );
if ( '' !== $vitrine_form ) {
	echo vitrine_render_contact_form( $vitrine_form ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built from escaped parts.
}
