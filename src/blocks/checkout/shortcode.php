<?php
/**
 * The shortcode `[vitrine_checkout]`: the checkout page.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

use Vitrine\Shop\Orders\CheckoutView;

defined( 'ABSPATH' ) || exit;

return static fn(): string => CheckoutView::render();
