<?php
/**
 * Device frame.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Media;

use Vitrine\Presentation\ImageProps;
use const Vitrine\PLUGIN_FILE;

defined( 'ABSPATH' ) || exit;

/**
 * A picture or a video shown inside a phone, tablet, laptop or desktop. The device's shape is
 * an SVG file named by its type (`plugin/assets/devices/<type>[-landscape].svg`, phone by
 * default) drawn over the media with the screen cut out; phones and tablets also turn to
 * landscape. CSS only: the same with or without JavaScript.
 */
final class DeviceFrame {

	/**
	 * Each shape's size and its screen (x, y, width, height), in the SVG's units.
	 */
	public const SHAPES = array(
		'phone'            => array( 400, 820, 22, 22, 356, 776 ),
		'phone-landscape'  => array( 820, 400, 22, 22, 776, 356 ),
		'tablet'           => array( 800, 1100, 40, 40, 720, 1020 ),
		'tablet-landscape' => array( 1100, 800, 40, 40, 1020, 720 ),
		'laptop'           => array( 1400, 860, 170, 30, 1060, 690 ),
		'desktop'          => array( 1200, 1000, 30, 30, 1140, 670 ),
	);

	/** Widest shown, by shape, in px (a phone is not as wide as the column). */
	private const WIDTHS = array(
		'phone'   => 320,
		'tablet'  => 480,
		'laptop'  => 760,
		'desktop' => 760,
	);

	/**
	 * The shape file's name for a device and orientation.
	 *
	 * @param string $device      phone, tablet, laptop or desktop (anything else: phone).
	 * @param string $orientation portrait or landscape (phones and tablets only).
	 */
	public static function shape( string $device, string $orientation ): string {
		$device = isset( self::WIDTHS[ $device ] ) ? $device : 'phone';
		return in_array( $device, array( 'phone', 'tablet' ), true ) && 'landscape' === $orientation ? $device . '-landscape' : $device;
	}

	/**
	 * Renders the framed media, or nothing without media.
	 *
	 * @param array<string, mixed> $settings `device`, `orientation`, `image` or `video`
	 *                                       (attachment ids), `caption`.
	 */
	public static function render( array $settings ): string {
		$device = (string) ( $settings['device'] ?? 'phone' );
		$shape  = self::shape( $device, (string) ( $settings['orientation'] ?? 'portrait' ) );
		$screen = self::screen( $settings );
		if ( '' === $screen ) {
			return '';
		}
		list( $width, $height, $x, $y, $w, $h ) = self::SHAPES[ $shape ];
		$max                                    = self::WIDTHS[ strtok( $shape, '-' ) ] * ( str_ends_with( $shape, 'landscape' ) ? 1.6 : 1 );
		$caption                                = sanitize_text_field( (string) ( $settings['caption'] ?? '' ) );
		wp_enqueue_style( 'vitrine-widget-device-frame' );
		return sprintf(
			'<figure class="vitrine-widget vitrine-device-frame vitrine-device-frame--%1$s"><div class="vitrine-device-frame__device" style="aspect-ratio:%2$d / %3$d;max-width:%4$dpx"><div class="vitrine-device-frame__screen" style="left:%5$s%%;top:%6$s%%;width:%7$s%%;height:%8$s%%">%9$s</div><span class="vitrine-device-frame__shape" aria-hidden="true" style="background-image:url(&quot;%10$s&quot;)"></span></div>%11$s</figure>',
			esc_attr( $shape ),
			$width,
			$height,
			(int) $max,
			self::percent( $x, $width ),
			self::percent( $y, $height ),
			self::percent( $w, $width ),
			self::percent( $h, $height ),
			$screen,
			esc_url( plugins_url( 'assets/devices/' . $shape . '.svg', PLUGIN_FILE ) ),
			'' === $caption ? '' : '<figcaption class="vitrine-device-frame__caption">' . esc_html( $caption ) . '</figcaption>'
		);
	}

	/**
	 * The screen's content: a library video (muted, looping, with controls) or a picture.
	 *
	 * @param array<string, mixed> $settings Settings.
	 */
	private static function screen( array $settings ): string {
		$video = absint( $settings['video'] ?? 0 );
		if ( $video > 0 && str_starts_with( (string) get_post_mime_type( $video ), 'video/' ) ) {
			return sprintf(
				'<video class="vitrine-device-frame__media" src="%1$s" muted loop playsinline controls preload="metadata"></video>',
				esc_url( (string) wp_get_attachment_url( $video ) )
			);
		}
		$image = ImageProps::of( absint( $settings['image'] ?? 0 ), 'large', '(min-width: 900px) 760px, 100vw' );
		return null === $image ? '' : ImageProps::img( $image, 'vitrine-device-frame__media' );
	}

	/**
	 * A part of a whole as a percentage with 3 decimals.
	 *
	 * @param int $part  Part.
	 * @param int $whole Whole.
	 */
	private static function percent( int $part, int $whole ): string {
		return rtrim( rtrim( sprintf( '%.3F', $part / $whole * 100 ), '0' ), '.' );
	}
}
