<?php
/**
 * Inline SVG.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Media;

defined( 'ABSPATH' ) || exit;

/**
 * An SVG from the media library printed inline, so CSS can colour it (`currentColor` with the
 * "use the text colour" setting). The file is sanitised again on output, whatever the upload
 * did, because it may have been put there by other means (FTP, another plugin, an import).
 * Nothing runs in the browser, so it needs no script.
 */
final class InlineSvg {

	/**
	 * Renders an inline SVG, or nothing when the attachment is not a readable SVG.
	 *
	 * @param array{id?: mixed, label?: mixed, width?: mixed, color?: mixed, currentColor?: mixed, align?: mixed} $settings Settings.
	 */
	public static function render( array $settings ): string {
		$svg = self::markup( absint( $settings['id'] ?? 0 ) );
		if ( null === $svg ) {
			return '';
		}
		$label = sanitize_text_field( (string) ( $settings['label'] ?? '' ) );
		$width = min( 1200, absint( $settings['width'] ?? 0 ) );
		$color = (string) sanitize_hex_color( (string) ( $settings['color'] ?? '' ) );
		$align = in_array( $settings['align'] ?? '', array( 'left', 'center', 'right' ), true ) ? (string) $settings['align'] : 'left';
		$style = ( $width > 0 ? 'width:' . $width . 'px;' : '' ) . ( '' === $color ? '' : 'color:' . $color . ';' );
		wp_enqueue_style( 'vitrine-widget-inline-svg' );
		return sprintf(
			'<div class="vitrine-widget vitrine-inline-svg vitrine-inline-svg--%1$s%2$s"%3$s%4$s>%5$s</div>',
			esc_attr( $align ),
			empty( $settings['currentColor'] ) ? '' : ' vitrine-inline-svg--current-color',
			'' === $style ? '' : ' style="' . esc_attr( $style ) . '"',
			'' === $label ? ' aria-hidden="true"' : ' role="img" aria-label="' . esc_attr( $label ) . '"',
			$svg
		);
	}

	/**
	 * The attachment's SVG, sanitised (cached per file and modification time), or null.
	 *
	 * @param int $id Attachment id.
	 */
	public static function markup( int $id ): ?string {
		$path = $id > 0 ? get_attached_file( $id ) : false;
		if ( ! is_string( $path ) || ! SvgUploads::is_svg_name( $path ) || ! is_readable( $path ) || filesize( $path ) > SvgSanitizer::MAX_BYTES ) {
			return null;
		}
		$key    = 'svg-' . md5( $path . '|' . (string) filemtime( $path ) );
		$cached = wp_cache_get( $key, 'vitrine' );
		if ( is_string( $cached ) ) {
			return $cached;
		}
		// Inline, the SVG's own title would be read beside the wrapper's label: hide the drawing.
		$clean = SvgSanitizer::sanitize(
			(string) file_get_contents( $path ), // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local media file.
			array(
				'focusable'   => 'false',
				'aria-hidden' => 'true',
			)
		);
		if ( null === $clean ) {
			return null;
		}
		wp_cache_set( $key, $clean, 'vitrine', HOUR_IN_SECONDS );
		return $clean;
	}
}
