<?php
/**
 * vitrine/loop-filter on the server: the terms as links that filter a loop grid
 * (src/blocks/loop-filter/TaxonomyFilter.php).
 *
 * @package Vitrine
 *
 * @var array<string, mixed> $attributes The block's attributes (block.json's defaults filled in).
 */

defined( 'ABSPATH' ) || exit;

echo Vitrine\Builder\TaxonomyFilter::render( $attributes ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Escaped where it is built.
