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
	 * Hooks the upload filters.
	 */
	public static function register(): void {
		add_filter( 'upload_mimes', array( self::class, 'allow_svg' ) );
		add_filter( 'wp_check_filetype_and_ext', array( self::class, 'check_filetype' ), 10, 3 );
		add_filter( 'wp_handle_upload_prefilter', array( self::class, 'sanitize_upload' ) );
		add_filter( 'wp_handle_sideload_prefilter', array( self::class, 'sanitize_upload' ) );
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
			$file['error'] = __( 'Sorry, you are not allowed to upload SVG files.', 'vitrine' );
			return $file;
		}
		$path   = (string) ( $file['tmp_name'] ?? '' );
		$source = is_readable( $path ) ? (string) file_get_contents( $path ) : ''; // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- the uploaded temporary file.
		$clean  = SvgSanitizer::sanitize( $source );
		if ( null === $clean ) {
			$file['error'] = __( 'This SVG file could not be read, or it is too large, so it was not uploaded.', 'vitrine' );
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
	 * Whether a file name ends with `.svg`, in any case.
	 *
	 * @param string $name File name.
	 */
	public static function is_svg_name( string $name ): bool {
		return (bool) preg_match( '/\.svg$/i', $name );
	}
}
