<?php
/**
 * The shortcode `[vitrine_cart_link label="…"]`.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

use Vitrine\Shop\Cart\CartLink;

defined( 'ABSPATH' ) || exit;

return static fn( $atts ): string => CartLink::render( (string) shortcode_atts( array( 'label' => '' ), is_array( $atts ) ? $atts : array() )['label'] );
