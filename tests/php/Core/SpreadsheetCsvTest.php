<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Core;

use Vitrine\Core\Export\SpreadsheetCsv;
use Vitrine\Tests\TestCase;

/**
 * Every admin export is sent by SpreadsheetCsv::download(): rows written straight to the
 * response, after the UTF-8 byte-order mark, through no file function WordPress.org's Plugin
 * Check refuses.
 */
final class SpreadsheetCsvTest extends TestCase {

	public function test_a_download_is_the_byte_order_mark_then_the_rows_in_order(): void {
		ob_start();
		SpreadsheetCsv::download(
			'export.csv',
			static function ( $out ): void {
				SpreadsheetCsv::row( $out, array( 'name', 'note' ) );
				SpreadsheetCsv::row( $out, array( 'Ada', '=1+1' ) );
			}
		);
		$csv = (string) ob_get_clean();

		$this->assertSame( "\xEF\xBB\xBFname,note\nAda,'=1+1\n", $csv );
	}
}
