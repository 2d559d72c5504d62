<?php
/**
 * HTML5 video player.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Media;

use Vitrine\Presentation\ImageProps;
use Vitrine\Widgets\WidgetRenderer;

defined( 'ABSPATH' ) || exit;

/**
 * A video from the media library (with a poster and a captions track) or from a video site
 * (YouTube, Vimeo). Without JavaScript a library video is the browser's own player and a
 * video-site link is the poster with a link to the video. The `video-player` widget gives both
 * the same controls (Plyr: play, progress, volume, captions, speed, fullscreen, keyboard); a
 * video site's player script loads only once someone presses play on such a video.
 */
final class VideoPlayer {

	/**
	 * Renders the player, or nothing without a video.
	 *
	 * @param array<string, mixed> $settings `video` (attachment id), `url` (video site),
	 *                                       `poster` (attachment id), `captions` (attachment id
	 *                                       of a .vtt file), `captionsLang`, `title`, `loop`.
	 */
	public static function render( array $settings ): string {
		$title    = sanitize_text_field( (string) ( $settings['title'] ?? '' ) );
		$poster   = ImageProps::of( absint( $settings['poster'] ?? 0 ), 'large', '(min-width: 900px) 900px, 100vw' );
		$provider = self::provider( (string) ( $settings['url'] ?? '' ) );
		$props    = array(
			'title'  => $title,
			'poster' => null === $poster ? '' : $poster['src'],
			'loop'   => ! Portfolio::off( $settings['loop'] ?? false ),
		);
		if ( null !== $provider ) {
			$props   += $provider;
			$fallback = sprintf(
				'<a class="vitrine-video-player__site-link" href="%1$s">%2$s<span class="vitrine-video-player__play-label">%3$s</span></a>',
				esc_url( (string) $settings['url'] ),
				null === $poster ? '' : ImageProps::img( $poster, 'vitrine-video-player__poster' ),
				/* translators: %s: video title, or "the video". */
				esc_html( sprintf( __( 'Watch %s', 'vitrine' ), '' === $title ? __( 'the video', 'vitrine' ) : $title ) )
			);
			return WidgetRenderer::render( 'video-player', $props, $fallback );
		}
		$video = absint( $settings['video'] ?? 0 );
		$src   = $video > 0 && str_starts_with( (string) get_post_mime_type( $video ), 'video/' ) ? wp_get_attachment_url( $video ) : false;
		if ( ! $src ) {
			return '';
		}
		$captions = absint( $settings['captions'] ?? 0 );
		$track    = $captions > 0 ? wp_get_attachment_url( $captions ) : false;
		$lang     = sanitize_key( (string) ( $settings['captionsLang'] ?? '' ) );
		$props   += array(
			'provider' => 'html5',
			'src'      => (string) $src,
			'type'     => (string) get_post_mime_type( $video ),
			'captions' => $track ? (string) $track : '',
			'lang'     => '' === $lang ? substr( get_locale(), 0, 2 ) : $lang,
		);
		$fallback = sprintf(
			'<video class="vitrine-video-player__video" controls preload="metadata" playsinline%1$s%2$s%3$s><source src="%4$s" type="%5$s">%6$s</video>',
			'' === $props['poster'] ? '' : ' poster="' . esc_url( $props['poster'] ) . '"',
			$props['loop'] ? ' loop' : '',
			'' === $title ? '' : ' aria-label="' . esc_attr( $title ) . '"',
			esc_url( $props['src'] ),
			esc_attr( $props['type'] ),
			'' === $props['captions'] ? '' : sprintf( '<track kind="captions" src="%1$s" srclang="%2$s" label="%3$s" default>', esc_url( $props['captions'] ), esc_attr( $props['lang'] ), esc_attr__( 'Captions', 'vitrine' ) )
		);
		return WidgetRenderer::render( 'video-player', $props, $fallback );
	}

	/**
	 * A video site and its video id from a link, or null.
	 *
	 * @param string $url Link.
	 * @return array{provider: string, videoId: string}|null
	 */
	public static function provider( string $url ): ?array {
		if ( preg_match( '#^https?://(?:www\.|m\.)?(?:youtube\.com/(?:watch\?(?:.*&)?v=|embed/|shorts/)|youtu\.be/)([A-Za-z0-9_-]{6,20})#', $url, $match ) ) {
			return array(
				'provider' => 'youtube',
				'videoId'  => $match[1],
			);
		}
		if ( preg_match( '#^https?://(?:www\.|player\.)?vimeo\.com/(?:video/)?(\d{4,12})#', $url, $match ) ) {
			return array(
				'provider' => 'vimeo',
				'videoId'  => $match[1],
			);
		}
		return null;
	}
}
