<?php
/**
 * vitrine/account on the server: "Log in" (and "Register") links the login popup's launcher
 * turns into "My account" for signed-in visitors (plugin/src/Account/AccountLink.php).
 *
 * @package Vitrine
 *
 * @var array<string, mixed> $attributes The block's attributes (block.json's defaults filled in).
 * @var string               $content    The block's content (none).
 * @var \WP_Block            $block      The block instance.
 */

defined( 'ABSPATH' ) || exit;

echo ( new Vitrine\Account\AccountLink() )->render_block( $attributes, (string) $content, $block ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Escaped where it is built.
