<?php
/**
 * vitrine/product-description on the server: product description of the product in the block's context
 * (plugin/src/Shop/Rendering/ProductParts.php); nothing outside a product.
 *
 * @package Vitrine
 *
 * @var array<string, mixed> $attributes The block's attributes.
 * @var WP_Block             $block      The block, whose context names the product.
 */

defined( 'ABSPATH' ) || exit;

echo Vitrine\Shop\Rendering\ProductParts::render_block( 'product-description', $attributes, $block ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Escaped where it is built.
