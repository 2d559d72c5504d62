<?php
/**
 * The shortcode `[vitrine_cart]`: the cart page.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

use Vitrine\Shop\Rendering\CartView;

defined( 'ABSPATH' ) || exit;

return static fn(): string => CartView::render();
