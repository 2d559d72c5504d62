<?php
/**
 * Audio player.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Media;

use Vitrine\Widgets\WidgetRenderer;

defined( 'ABSPATH' ) || exit;

/**
 * A playlist of audio files from the media library. Without JavaScript the browser's own
 * player plays the first track and the list links every file; the `audio-player` widget gives
 * the player Plyr's controls (play, progress, volume, keyboard), makes the list a playlist
 * (the current track marked, the next one started at the end).
 */
final class AudioPlayer {

	/**
	 * Renders the player, or nothing without a track.
	 *
	 * @param array<string, mixed> $settings `tracks` (attachment ids, or a comma-separated string).
	 */
	public static function render( array $settings ): string {
		$ids    = is_array( $settings['tracks'] ?? null ) ? $settings['tracks'] : explode( ',', (string) ( $settings['tracks'] ?? '' ) );
		$tracks = array();
		foreach ( array_slice( array_map( 'absint', $ids ), 0, 50 ) as $id ) {
			$type = (string) get_post_mime_type( $id );
			$src  = str_starts_with( $type, 'audio/' ) ? wp_get_attachment_url( $id ) : false;
			if ( $src ) {
				$tracks[] = array(
					'src'   => (string) $src,
					'type'  => $type,
					'title' => get_the_title( $id ),
				);
			}
		}
		if ( array() === $tracks ) {
			return '';
		}
		$items = '';
		foreach ( $tracks as $track ) {
			$items .= sprintf( '<li class="vitrine-audio-player__track"><a href="%1$s">%2$s</a></li>', esc_url( $track['src'] ), esc_html( $track['title'] ) );
		}
		$fallback = sprintf(
			'<audio class="vitrine-audio-player__audio" controls preload="none" aria-label="%1$s"><source src="%2$s" type="%3$s"></audio><ol class="vitrine-audio-player__playlist">%4$s</ol>',
			esc_attr( $tracks[0]['title'] ),
			esc_url( $tracks[0]['src'] ),
			esc_attr( $tracks[0]['type'] ),
			$items
		);
		return WidgetRenderer::render( 'audio-player', array( 'tracks' => $tracks ), $fallback );
	}
}
