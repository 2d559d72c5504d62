<?php
/**
 * CSV that is safe to open in a spreadsheet.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Core\Export;

defined( 'ABSPATH' ) || exit;

/**
 * Writes CSV rows whose cells a spreadsheet cannot run as formulas (CWE-1236), for every admin
 * export: visitors type the values, an administrator opens the file.
 */
final class SpreadsheetCsv {

	/**
	 * Neutralises a cell a spreadsheet would read as a formula: one starting with = + - @ (also
	 * after leading white space, and their full-width forms some spreadsheets accept) or with a
	 * tab, carriage return or line break, gets a leading apostrophe.
	 *
	 * @param string $value Raw value.
	 */
	public static function cell( string $value ): string {
		return preg_match( '/^[\t\r\n]|^\s*[=+\-@\x{FF1D}\x{FF0B}\x{FF0D}\x{FF20}]/u', $value ) ? "'" . $value : $value;
	}

	/**
	 * Writes one row of neutralised cells.
	 *
	 * @param resource     $out   Stream.
	 * @param list<string> $cells Raw values.
	 */
	public static function row( $out, array $cells ): void {
		fputcsv( $out, array_map( array( self::class, 'cell' ), $cells ), ',', '"', '' );
	}

	/**
	 * Writes the byte-order mark that makes spreadsheets read the file as UTF-8.
	 *
	 * @param resource $out Stream.
	 */
	public static function bom( $out ): void {
		fwrite( $out, "\xEF\xBB\xBF" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_fwrite -- writing to an output stream.
	}
}
