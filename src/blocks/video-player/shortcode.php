<?php
/**
 * The shortcode `[vitrine_video_player video="12" poster="13" captions="14"]` or `url="https://youtu.be/…"`: the block's settings in snake_case.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

use Vitrine\Blocks\ShortcodeAtts;
use Vitrine\Media\VideoPlayer;

defined( 'ABSPATH' ) || exit;

return static fn( $atts ): string => VideoPlayer::render( ShortcodeAtts::camel( $atts ) );
