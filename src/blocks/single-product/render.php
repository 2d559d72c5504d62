<?php
/**
 * vitrine/single-product on the server: the product page's body for the product in context
 * (plugin/src/Shop/Rendering/SingleProduct.php); nothing outside a product.
 *
 * @package Vitrine
 *
 * @var array<string, mixed> $attributes The block's attributes.
 * @var WP_Block             $block      The block, whose context names the product.
 */

defined( 'ABSPATH' ) || exit;

echo Vitrine\Shop\Rendering\SingleProduct::render_block( (int) ( $block->context['postId'] ?? get_the_ID() ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Escaped where it is built.
