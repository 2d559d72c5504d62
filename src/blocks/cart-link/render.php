<?php
/**
 * vitrine/cart-link on the server: a link to the cart with its count
 * (plugin/src/Shop/Cart/CartLink.php; the widget is src/widgets/cart-link/, which also handles
 * the add-to-cart forms of any page).
 *
 * @package Vitrine
 *
 * @var array<string, mixed> $attributes The block's attributes (block.json's defaults filled in).
 */

defined( 'ABSPATH' ) || exit;

echo Vitrine\Shop\Cart\CartLink::render( (string) $attributes['label'] ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Escaped where it is built.
