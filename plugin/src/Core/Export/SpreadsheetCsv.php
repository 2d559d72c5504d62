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
	 * Rows an export reads and writes at a time: one batch is all it holds in memory.
	 */
	public const BATCH = 500;

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
	 * Hands what a batch wrote to the web server, so a long export arrives (and its progress
	 * shows) as it is written rather than when it ends.
	 *
	 * @param resource $out Stream.
	 */
	public static function flush( $out ): void {
		fflush( $out );
		flush();
	}

	/**
	 * Sends a CSV download: the headers, the byte-order mark that makes spreadsheets read the
	 * file as UTF-8, then what $write puts on the stream it is given.
	 *
	 * The rows go to php://output through fputcsv() as they are read, so a large export never
	 * sits in memory (WooCommerce's exporter does the same). The stream is PHP's output, not a
	 * file WP_Filesystem could handle; PHP closes it when this method returns and its last
	 * reference goes, so nothing else is needed.
	 *
	 * @param string                   $filename The file name offered to the browser.
	 * @param callable(resource): void $write    Writes the rows (with {@see self::row()}).
	 * @param int|null                 $rows     Rows it will write (without the header), sent in
	 *                                           `X-Vitrine-Export-Rows` for the screen's progress
	 *                                           bar ({@see ExportProgress}); null when unknown.
	 */
	public static function download( string $filename, callable $write, ?int $rows = null ): void {
		nocache_headers();
		header( 'Content-Type: text/csv; charset=utf-8' );
		header( 'Content-Disposition: attachment; filename="' . sanitize_file_name( $filename ) . '"' );
		header( 'X-Content-Type-Options: nosniff' );
		if ( null !== $rows ) {
			header( 'X-Vitrine-Export-Rows: ' . max( 0, $rows ) );
		}
		echo "\xEF\xBB\xBF";
		$out = fopen( 'php://output', 'w' );
		if ( false !== $out ) {
			$write( $out );
		}
	}
}
