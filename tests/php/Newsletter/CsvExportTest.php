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

	public function test_a_large_export_streams_every_subscriber_once_in_order_with_memory_flat(): void {
		$measure                       = function ( int $subscribers ): array {
			global $wpdb;
			$table = $wpdb->prefix . \Vitrine\Newsletter\SubscribersTable::name();
			$wpdb->query( $wpdb->prepare( 'DELETE FROM %i', $table ) );
			$values = array();
			for ( $i = 0; $i < $subscribers; $i++ ) {
				$values[] = $wpdb->prepare( '(1, %s, %s, %s, %s, %s, %s)', "bulk{$i}@example.test", 'Bulk', str_repeat( 'Reader ', 10 ), 'confirmed', gmdate( 'Y-m-d H:i:s' ), gmdate( 'Y-m-d H:i:s' ) );
			}
			foreach ( array_chunk( $values, 1000 ) as $chunk ) {
				$wpdb->query( $wpdb->prepare( 'INSERT INTO %i (list_id, email, first_name, last_name, status, created_at, updated_at) VALUES ', $table ) . implode( ',', $chunk ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- each row prepared above.
			}
			$wpdb->flush();
			$out = tmpfile();
			$this->assertIsResource( $out );
			$batches = 0;
			$count   = static function ( string $sql ) use ( &$batches ): string {
				$batches += str_contains( $sql, 'ORDER BY id ASC LIMIT' ) ? 1 : 0;
				return $sql;
			};
			add_filter( 'query', $count );
			memory_reset_peak_usage();
			$base    = memory_get_usage();
			$written = ( new CsvExport( new ListRepository(), new SubscriberRepository() ) )->write( $out, array() );
			$peak    = memory_get_peak_usage() - $base;
			remove_filter( 'query', $count );
			rewind( $out );
			$emails = array();
			fgetcsv( $out, null, ',', '"', '' );
			while ( false !== ( $row = fgetcsv( $out, null, ',', '"', '' ) ) ) { // phpcs:ignore WordPress.CodeAnalysis.AssignmentInCondition.FoundInWhileCondition -- reading to the end.
				$emails[] = $row[0];
			}
			fclose( $out ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- a temporary file.
			$this->assertSame( $subscribers, $written );
			$this->assertSame( array_map( static fn( int $i ): string => "bulk{$i}@example.test", range( 0, $subscribers - 1 ) ), $emails, 'every subscriber once, in id order' );
			return array( $peak, $batches );
		};
		list( $small, $small_batches ) = $measure( 600 );
		list( $large, $large_batches ) = $measure( 5000 );
		$this->assertSame( 2, $small_batches, 'two batches of 500' );
		$this->assertSame( 11, $large_batches, 'ten batches of 500, the last one full, so one more query that finds none' );
		$this->assertLessThan( $small * 1.5 + 262144, $large, sprintf( 'memory flat: %d bytes for 600 subscribers, %d for 5,000', $small, $large ) );
	}
}
