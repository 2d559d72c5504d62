<?php
/**
 * vitrine/video-player on the server (src/blocks/video-player/VideoPlayer.php).
 *
 * @package Vitrine
 *
 * @var array<string, mixed> $attributes The block's attributes (block.json's defaults filled in).
 */

defined( 'ABSPATH' ) || exit;

echo Vitrine\Media\VideoPlayer::render( $attributes ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Escaped where it is built.
