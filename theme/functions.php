<?php
/**
 * Theme setup: supports, menus, image sizes and assets.
 *
 * The theme is presentation only. Every feature (likes, widgets, endpoints) lives in the
 * Vitrine plugin, so switching themes never loses one.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

defined( 'ABSPATH' ) || exit;

define( 'VITRINE_THEME_DIR', __DIR__ );

require_once __DIR__ . '/inc/setup.php';
require_once __DIR__ . '/inc/assets.php';
require_once __DIR__ . '/inc/images.php';
require_once __DIR__ . '/inc/fonts.php';
require_once __DIR__ . '/inc/menus.php';
require_once __DIR__ . '/inc/template-tags.php';
