<?php
/**
 * The shortcode `[vitrine_gallery_slider ids="1,2,3" position="bottom|left|right" per_view="5" autoplay="1" lightbox="0"]`: the block's settings in snake_case.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

use Vitrine\Blocks\ShortcodeAtts;
use Vitrine\Media\GallerySlider;

defined( 'ABSPATH' ) || exit;

return static fn( $atts ): string => GallerySlider::render( ShortcodeAtts::camel( $atts ) );
