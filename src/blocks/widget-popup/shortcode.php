<?php
/**
 * The shortcode `[vitrine_widget_popup id="spring" trigger="click|delay|scroll|exit" …]content[/vitrine_widget_popup]`
 * ({@see Vitrine\Popups\WidgetPopup::shortcode()}).
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

use Vitrine\Popups\WidgetPopup;

defined( 'ABSPATH' ) || exit;

return array( WidgetPopup::class, 'shortcode' );
