<?php
/**
 * vitrine/newsletter on the server: the sign-up form, which works without JavaScript
 * (plugin/src/Newsletter/NewsletterModule.php, SubscribeForm).
 *
 * @package Vitrine
 *
 * @var array<string, mixed> $attributes The block's attributes (block.json's defaults filled in).
 * @var string               $content    The block's content (none).
 * @var \WP_Block            $block      The block instance.
 */

defined( 'ABSPATH' ) || exit;

echo Vitrine\Plugin::instance()->module( Vitrine\Newsletter\NewsletterModule::class )->render_block( $attributes, (string) $content, $block ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Escaped where it is built.
