<?php
/**
 * vitrine/wishlist on the server: the visitor's wishlist page
 * (plugin/src/Wishlists/WishlistWidgets.php).
 *
 * @package Vitrine
 *
 * @var array<string, mixed> $attributes The block's attributes (block.json's defaults filled in).
 */

defined( 'ABSPATH' ) || exit;

echo Vitrine\Wishlists\WishlistWidgets::page(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Escaped where it is built.
