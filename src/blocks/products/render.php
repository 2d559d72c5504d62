<?php
/**
 * vitrine/products on the server: the product cards with add to cart and quick view
 * (plugin/src/Shop/Rendering/ProductGrid.php).
 *
 * @package Vitrine
 *
 * @var array<string, mixed> $attributes The block's attributes (block.json's defaults filled in).
 */

defined( 'ABSPATH' ) || exit;

echo Vitrine\Shop\Rendering\ProductGrid::render_settings( $attributes ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Escaped where it is built.
