<?php
/**
 * vitrine/progress-rings on the server: one circle-progress widget per ring
 * (src/blocks/progress-rings/ProgressRing.php; the widget is src/blocks/circle-progress/).
 *
 * @package Vitrine
 *
 * @var array<string, mixed> $attributes The block's attributes (block.json's defaults filled in).
 */

defined( 'ABSPATH' ) || exit;

echo '<div class="vitrine-progress-rings">' . implode( '', array_map( static fn( $ring ) => Vitrine\Presentation\ProgressRing::render( (array) $ring ), (array) $attributes['rings'] ) ) . '</div>'; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Escaped where it is built.
