<?php
/**
 * The shortcode `[vitrine_audio_player tracks="15,16"]`: the block's settings in snake_case.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

use Vitrine\Blocks\ShortcodeAtts;
use Vitrine\Media\AudioPlayer;

defined( 'ABSPATH' ) || exit;

return static fn( $atts ): string => AudioPlayer::render( ShortcodeAtts::camel( $atts ) );
