<?php
/**
 * vitrine/related-products on the server: related products of the product in the block's context
 * (plugin/src/Shop/Rendering/ProductParts.php); nothing outside a product.
 *
 * @package Vitrine
 *
 * @var array<string, mixed> $attributes The block's attributes.
 * @var WP_Block             $block      The block, whose context names the product.
 */

defined( 'ABSPATH' ) || exit;

echo Vitrine\Shop\Rendering\ProductParts::render_block( 'related-products', $attributes, $block ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Escaped where it is built.
