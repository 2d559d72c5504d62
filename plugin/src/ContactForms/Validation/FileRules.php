<?php
/**
 * file, minfilesize, maxfilesize.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\ContactForms\Validation;

defined( 'ABSPATH' ) || exit;

/**
 * Checks on the files of one field, as the browser describes them (name, size, type). The
 * server checks the real content separately when it stores an upload.
 */
final class FileRules {

	public const RULES = array( 'file', 'minfilesize', 'maxfilesize' );

	/**
	 * Checks a file rule. No file passes.
	 *
	 * @param string                                               $name  Rule name.
	 * @param array<string, mixed>                                 $rule  Rule.
	 * @param list<array{name: string, size: int, type: string}>   $files Files.
	 */
	public static function check( string $name, array $rule, array $files ): bool {
		if ( array() === $files ) {
			return true;
		}
		if ( 'file' === $name ) {
			$accept = array_map( 'strval', array_filter( (array) ( $rule['accept'] ?? array() ), 'is_scalar' ) );
			foreach ( $files as $file ) {
				if ( ! Formats::file_type( $file, array_values( $accept ) ) ) {
					return false;
				}
			}
			return true;
		}
		$threshold = Values::number( $rule['threshold'] ?? null );
		if ( null === $threshold ) {
			return true;
		}
		$total = array_sum( array_column( $files, 'size' ) );
		return 'minfilesize' === $name ? $total >= $threshold : $total <= $threshold;
	}
}
