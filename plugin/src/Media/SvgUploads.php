<?php
/**
 * SVG uploads.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Media;

use Vitrine\Core\Filesystem;

defined( 'ABSPATH' ) || exit;

/**
 * Lets people who may upload files (`upload_files`) add SVG files to the media library, and
 * rewrites every uploaded SVG through the sanitiser before WordPress stores it; a file that is
 * not a readable SVG is refused. Everyone else keeps WordPress's own list of file types.
 */
final class SvgUploads {

	public const MIME = 'image/svg+xml';

	/**
	 * The refusals made in this request, message => [code, HTTP status], so the REST API can
	 * answer them as the client's fault rather than a server error.
	 *
	 * @var array<string, array{0: string, 1: int}>
	 */
	private static array $refusals = array();

	/**
	 * Hooks the upload filters.
	 */
	public static function register(): void {
		add_filter( 'upload_mimes', array( self::class, 'allow_svg' ) );
		add_filter( 'wp_check_filetype_and_ext', array( self::class, 'check_filetype' ), 10, 3 );
		add_filter( 'wp_handle_upload_prefilter', array( self::class, 'sanitize_upload' ) );
		add_filter( 'wp_handle_sideload_prefilter', array( self::class, 'sanitize_upload' ) );
		add_filter( 'rest_request_after_callbacks', array( self::class, 'refusal_status' ) );
		add_filter( 'wp_generate_attachment_metadata', array( self::class, 'metadata' ), 10, 2 );
		add_filter( 'wp_get_missing_image_subsizes', array( self::class, 'no_subsizes' ), 10, 3 );
	}

	/**
	 * Filters `upload_mimes`: adds svg for users who may upload files.
	 *
	 * @param mixed $mimes Extensions => MIME types.
	 * @return array<string, string>
	 */
	public static function allow_svg( $mimes ): array {
		$mimes = is_array( $mimes ) ? $mimes : array();
		if ( current_user_can( 'upload_files' ) ) {
			$mimes['svg'] = self::MIME;
		} else {
			unset( $mimes['svg'], $mimes['svgz'] );
		}
		return $mimes;
	}

	/**
	 * Filters `wp_check_filetype_and_ext`: PHP's fileinfo names SVGs in several ways (or not at
	 * all), so an `.svg` file is typed by its extension once the sanitiser can read it.
	 *
	 * @param mixed  $data     `ext`, `type`, `proper_filename`.
	 * @param string $file     Full path to the file.
	 * @param string $filename Name as uploaded.
	 * @return mixed
	 */
	public static function check_filetype( $data, $file, $filename ) {
		if ( ! is_array( $data ) || ! self::is_svg_name( (string) $filename ) || ! current_user_can( 'upload_files' ) ) {
			return $data;
		}
		$source = is_readable( (string) $file ) ? (string) file_get_contents( (string) $file ) : ''; // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local upload.
		if ( null === SvgSanitizer::sanitize( $source ) ) {
			return $data;
		}
		$data['ext']  = 'svg';
		$data['type'] = self::MIME;
		return $data;
	}

	/**
	 * Filters the upload before it is moved: an SVG is replaced by its sanitised version, or
	 * refused when it cannot be read as one, or when the user may not upload files.
	 *
	 * @param mixed $file `name`, `tmp_name`, `type`, `error`, `size`.
	 * @return mixed
	 */
	public static function sanitize_upload( $file ) {
		if ( ! is_array( $file ) || ! self::is_svg_name( (string) ( $file['name'] ?? '' ) ) ) {
			return $file;
		}
		if ( ! current_user_can( 'upload_files' ) ) {
			$file['error'] = self::refuse( 'vitrine_svg_not_allowed', __( 'Sorry, you are not allowed to upload SVG files.', 'vitrine' ), 403 );
			return $file;
		}
		$path   = (string) ( $file['tmp_name'] ?? '' );
		$source = is_readable( $path ) ? (string) file_get_contents( $path ) : ''; // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- the uploaded temporary file.
		$clean  = SvgSanitizer::sanitize( $source );
		if ( null === $clean ) {
			$file['error'] = self::refuse( 'vitrine_svg_unreadable', __( 'This SVG file could not be read, or it is too large, so it was not uploaded.', 'vitrine' ), 415 );
			return $file;
		}
		// The sanitised SVG replaces the temporary upload before core moves it into place.
		if ( ! Filesystem::put_contents( $path, $clean ) ) {
			$file['error'] = __( 'This SVG file could not be read, or it is too large, so it was not uploaded.', 'vitrine' );
			return $file;
		}
		$file['size'] = strlen( $clean );
		$file['type'] = self::MIME;
		return $file;
	}

	/**
	 * Filters `wp_generate_attachment_metadata`: core measures raster images only, and then
	 * reads an SVG's missing `width`/`height` (warnings while the editor uploads it, and images
	 * printed without a size). An SVG gets its size from its root's `width`/`height` or, when
	 * those are missing or relative, its `viewBox`; browsers' 300 × 150 when it has neither.
	 *
	 * @param mixed $metadata      Attachment metadata.
	 * @param mixed $attachment_id Attachment id.
	 * @return mixed
	 */
	public static function metadata( $metadata, $attachment_id ) {
		if ( self::MIME !== get_post_mime_type( (int) $attachment_id ) ) {
			return $metadata;
		}
		$metadata = is_array( $metadata ) ? $metadata : array();
		if ( isset( $metadata['width'], $metadata['height'] ) ) {
			return $metadata;
		}
		$file                   = (string) get_attached_file( (int) $attachment_id );
		$source                 = is_readable( $file ) ? (string) file_get_contents( $file, false, null, 0, 8192 ) : ''; // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local upload.
		list( $width, $height ) = self::dimensions( $source );
		return array(
			'width'  => $width,
			'height' => $height,
			'file'   => _wp_relative_upload_path( $file ),
			'sizes'  => array(),
		) + $metadata;
	}

	/**
	 * Filters `wp_get_missing_image_subsizes`: an SVG scales itself, no smaller copies are made.
	 *
	 * @param mixed $missing       Sizes still to make.
	 * @param mixed $image_meta    Metadata.
	 * @param mixed $attachment_id Attachment id.
	 * @return mixed
	 */
	public static function no_subsizes( $missing, $image_meta, $attachment_id ) {
		unset( $image_meta );
		return self::MIME === get_post_mime_type( (int) $attachment_id ) ? array() : $missing;
	}

	/**
	 * An SVG's width and height in pixels, from the root's attributes or its viewBox.
	 *
	 * @param string $source The start of the file (the root element is near the top).
	 * @return array{0: int, 1: int}
	 */
	public static function dimensions( string $source ): array {
		if ( ! preg_match( '/<svg\b[^>]*>/i', $source, $root ) ) {
			return array( 300, 150 );
		}
		$attribute = static function ( string $name ) use ( $root ): string {
			return preg_match( '/\s' . $name . '\s*=\s*["\']([^"\']*)["\']/i', $root[0], $match ) ? trim( $match[1] ) : '';
		};
		$pixels    = static fn( string $value ): int => preg_match( '/^(\d+(?:\.\d+)?)\s*(?:px)?$/', $value, $match ) ? (int) round( (float) $match[1] ) : 0;
		$width     = $pixels( $attribute( 'width' ) );
		$height    = $pixels( $attribute( 'height' ) );
		$box       = preg_split( '/[\s,]+/', $attribute( 'viewBox' ) );
		if ( is_array( $box ) && 4 === count( $box ) && is_numeric( $box[2] ) && is_numeric( $box[3] ) && (float) $box[2] > 0 && (float) $box[3] > 0 ) {
			$ratio  = (float) $box[3] / (float) $box[2];
			$width  = $width > 0 ? $width : ( $height > 0 ? (int) round( $height / $ratio ) : (int) round( (float) $box[2] ) );
			$height = $height > 0 ? $height : (int) round( $width * $ratio );
		}
		return $width > 0 && $height > 0 ? array( $width, $height ) : array( 300, 150 );
	}

	/**
	 * Notes a refusal for {@see SvgUploads::refusal_status()} and returns its message.
	 *
	 * @param string $code    Error code.
	 * @param string $message Message.
	 * @param int    $status  HTTP status.
	 */
	private static function refuse( string $code, string $message, int $status ): string {
		self::$refusals[ $message ] = array( $code, $status );
		return $message;
	}

	/**
	 * Filters `rest_request_after_callbacks`: core's media route answers every upload error
	 * with HTTP 500 (`rest_upload_unknown_error`, `rest_upload_sideload_error`); an SVG this
	 * class refused is the client's file, so it gets a 4xx (415 for a file that is not a
	 * readable SVG, 403 for a user who may not upload one) with the same message.
	 *
	 * @param mixed $response The route's result.
	 * @return mixed
	 */
	public static function refusal_status( $response ) {
		if ( ! $response instanceof \WP_Error || ! in_array( $response->get_error_code(), array( 'rest_upload_unknown_error', 'rest_upload_sideload_error' ), true ) ) {
			return $response;
		}
		$refusal = self::$refusals[ $response->get_error_message() ] ?? null;
		if ( null === $refusal ) {
			return $response;
		}
		return new \WP_Error( $refusal[0], $response->get_error_message(), array( 'status' => $refusal[1] ) );
	}

	/**
	 * Whether a file name ends with `.svg`, in any case.
	 *
	 * @param string $name File name.
	 */
	public static function is_svg_name( string $name ): bool {
		return (bool) preg_match( '/\.svg$/i', $name );
	}
}
