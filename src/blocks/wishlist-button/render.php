<?php
/**
 * vitrine/wishlist-button on the server: the add-to-wishlist button of a product
 * (plugin/src/Wishlists/WishlistWidgets.php).
 *
 * @package Vitrine
 *
 * @var array<string, mixed> $attributes The block's attributes (block.json's defaults filled in).
 * @var \WP_Block             $block      The block instance.
 */

defined( 'ABSPATH' ) || exit;

echo Vitrine\Wishlists\WishlistWidgets::render_block( $attributes, $block ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Escaped where it is built.
