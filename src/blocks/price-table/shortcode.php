<?php
/**
 * The shortcode `[vitrine_price_table table="default"]`.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

use Vitrine\Blocks\ShortcodeAtts;
use Vitrine\Presentation\PriceTable;

defined( 'ABSPATH' ) || exit;

return static fn( $atts ): string => PriceTable::render( ShortcodeAtts::parse( $atts, array( 'table' => 'default' ) ) );
