<?php
/**
 * A product category: the shop, filtered.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

defined( 'ABSPATH' ) || exit;

require __DIR__ . '/archive-vitrine_product.php';
