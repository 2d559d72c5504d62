<?php
/**
 * vitrine/my-account on the server: the customer account page
 * (plugin/src/Account/Customer/AccountView.php).
 *
 * @package Vitrine
 *
 * @var array<string, mixed> $attributes The block's attributes (block.json's defaults filled in).
 */

defined( 'ABSPATH' ) || exit;

echo Vitrine\Account\Customer\AccountView::render(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Escaped where it is built.
