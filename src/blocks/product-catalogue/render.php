<?php
/**
 * vitrine/product-catalogue on the server: the shop's listing (plugin/src/Shop/Rendering/ShopPage.php),
 * after the Shop page's text when asked.
 *
 * @package Vitrine
 *
 * @var array<string, mixed> $attributes The block's attributes (block.json's defaults filled in).
 */

defined( 'ABSPATH' ) || exit;

echo Vitrine\Shop\Rendering\ShopPage::render_block( ! empty( $attributes['showIntro'] ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Escaped where it is built.
