<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Newsletter;

use Vitrine\Core\Export\SpreadsheetCsv;
use Vitrine\Newsletter\Admin\CsvExport;
use Vitrine\Newsletter\ListRepository;
use Vitrine\Newsletter\Subscriber;
use Vitrine\Newsletter\SubscriberRepository;

/**
 * The subscriber CSV.
 */
final class CsvExportTest extends NewsletterTestCase {

	/**
	 * @return array<string, array{string, string}>
	 */
	public static function cells(): array {
		return array(
			'plain'           => array( 'Ada', 'Ada' ),
			'formula'         => array( '=HYPERLINK("http://evil.test","x")', '\'=HYPERLINK("http://evil.test","x")' ),
			'plus'            => array( '+1 555 0100', "'+1 555 0100" ),
			'minus'           => array( '-2+3', "'-2+3" ),
			'at'              => array( '@SUM(A1)', "'@SUM(A1)" ),
			'tab'             => array( "\t=1", "'\t=1" ),
			'carriage return' => array( "\r=1", "'\r=1" ),
			'inner equals'    => array( 'a=b', 'a=b' ),
			'empty'           => array( '', '' ),
		);
	}

	/**
	 * @dataProvider cells
	 *
	 * @param string $value    Raw value.
	 * @param string $expected Cell.
	 */
	public function test_cells_are_safe_from_formula_injection( string $value, string $expected ): void {
		$this->assertSame( $expected, SpreadsheetCsv::cell( $value ) );
	}

	/**
	 * @param array{list_id?: int, status?: string, search?: string} $query Filters.
	 * @return list<array<string, string>>
	 */
	private function export( array $query = array() ): array {
		$out = fopen( 'php://memory', 'w+' );
		$this->assertIsResource( $out );
		( new CsvExport( new ListRepository(), new SubscriberRepository() ) )->write( $out, $query );
		rewind( $out );
		$csv = (string) stream_get_contents( $out );
		fclose( $out );
		$lines  = array_map( static fn( $line ) => str_getcsv( $line, ',', '"', '' ), explode( "\n", trim( $csv ) ) );
		$header = array_shift( $lines );
		$this->assertSame( CsvExport::header(), $header );
		return array_map( static fn( $row ) => array_combine( $header, $row ), $lines );
	}

	public function test_exports_subscribers_with_consent_and_escapes_hostile_names(): void {
		$_SERVER['REMOTE_ADDR'] = '203.0.113.9';
		$this->sign_up( array( 'first_name' => '=cmd|calc' ) );
		$this->sign_up(
			array(
				'email'      => 'grace@example.test',
				'first_name' => 'Grace',
				'last_name'  => 'Hopper, "Amazing"',
			)
		);

		$rows = $this->export();

		$this->assertCount( 2, $rows );
		$this->assertSame( 'ada@example.test', $rows[0]['email'] );
		$this->assertSame( "'=cmd|calc", $rows[0]['first_name'] );
		$this->assertSame( "'+44 20 7946 0000", $rows[0]['telephone'] );
		$this->assertSame( 'pending', $rows[0]['status'] );
		$this->assertSame( '203.0.113.9', $rows[0]['consent_ip'] );
		$this->assertSame( ( new ListRepository() )->default_list()->consent_text, $rows[0]['consent_text'] );
		$this->assertSame( 'Hopper, "Amazing"', $rows[1]['last_name'] );
		$this->assertSame( ( new ListRepository() )->default_list()->name, $rows[1]['list'] );
	}

	public function test_full_width_formula_signs_are_escaped_too(): void {
		// Some spreadsheets read ＝ (U+FF1D) as =; the export used to let it through.
		$this->sign_up( array( 'last_name' => '＝HYPERLINK("http://evil.test","x")' ) );

		$this->assertSame( '\'＝HYPERLINK("http://evil.test","x")', $this->export()[0]['last_name'] );
	}

	public function test_exports_only_the_chosen_list_and_status(): void {
		$other = $this->single_opt_in_list();
		$this->sign_up();
		$this->sign_up(
			array(
				'email'   => 'grace@example.test',
				'list_id' => (string) $other,
			)
		);

		$this->assertSame( array( 'grace@example.test' ), array_column( $this->export( array( 'list_id' => $other ) ), 'email' ) );
		$this->assertSame( array( 'ada@example.test' ), array_column( $this->export( array( 'status' => Subscriber::PENDING ) ), 'email' ) );
		$this->assertSame( array( 'grace@example.test' ), array_column( $this->export( array( 'search' => 'grace' ) ), 'email' ) );
	}

	public function test_streams_large_lists_in_batches(): void {
		$repo = new SubscriberRepository();
		$list = $this->single_opt_in_list();
		for ( $i = 0; $i < 7; $i++ ) {
			$repo->upsert( $list, "p{$i}@example.test", '', '', '', Subscriber::CONFIRMED );
		}

		$emails = array();
		foreach ( $repo->each( array( 'list_id' => $list ), 3 ) as $subscriber ) {
			$emails[] = $subscriber->email;
		}
		$this->assertCount( 7, array_unique( $emails ) );
	}
}
