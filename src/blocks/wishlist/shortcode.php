<?php
/**
 * The shortcode `[vitrine_wishlist]`: the wishlist page.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

use Vitrine\Wishlists\WishlistWidgets;

defined( 'ABSPATH' ) || exit;

return static fn(): string => WishlistWidgets::page();
