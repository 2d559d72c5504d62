<?php
/**
 * vitrine/checkout on the server: the checkout form (plugin/src/Shop/Orders/CheckoutView.php).
 *
 * @package Vitrine
 *
 * @var array<string, mixed> $attributes The block's attributes (block.json's defaults filled in).
 */

defined( 'ABSPATH' ) || exit;

echo Vitrine\Shop\Orders\CheckoutView::render(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Escaped where it is built.
