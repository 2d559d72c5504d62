<?php
/**
 * The video popup.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Presentation;

use Vitrine\Widgets\WidgetRenderer;

defined( 'ABSPATH' ) || exit;

/**
 * A play button over an optional poster that opens a video link (YouTube, Vimeo, a video
 * file) in the lightbox. Without JavaScript it is a link to the video.
 */
final class VideoPopup {

	/**
	 * Renders the button.
	 *
	 * @param array{url?: string, label?: string, image?: int} $settings Video link, button label, poster attachment id.
	 */
	public static function render( array $settings ): string {
		$url = esc_url_raw( (string) ( $settings['url'] ?? '' ), array( 'http', 'https' ) );
		if ( '' === $url ) {
			return '';
		}
		$label    = sanitize_text_field( (string) ( $settings['label'] ?? '' ) );
		$label    = '' === $label ? __( 'Play the video', 'vitrine' ) : $label;
		$poster   = ImageProps::of( (int) ( $settings['image'] ?? 0 ), 'medium_large', '(min-width: 900px) 720px, 100vw' );
		$props    = array(
			'url'    => $url,
			'label'  => $label,
			'poster' => $poster,
		);
		$fallback = sprintf(
			'<a class="vitrine-video-popup__link%1$s" href="%2$s">%3$s<span class="vitrine-video-popup__play" aria-hidden="true"></span><span class="vitrine-video-popup__label">%4$s</span></a>',
			$poster ? ' has-poster' : '',
			esc_url( $url ),
			$poster ? ImageProps::img( $poster, 'vitrine-video-popup__poster' ) : '',
			esc_html( $label )
		);
		return WidgetRenderer::render( 'video-popup', $props, $fallback );
	}
}
