<?php
/**
 * Subscriber CSV export.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Newsletter\Admin;

use Vitrine\Core\Export\SpreadsheetCsv;
use Vitrine\Newsletter\ListRepository;
use Vitrine\Newsletter\Subscriber;
use Vitrine\Newsletter\SubscriberRepository;

defined( 'ABSPATH' ) || exit;

/**
 * Writes subscribers as CSV, streaming in batches so a large list never sits in memory.
 * Cells that a spreadsheet would read as a formula are neutralised (CWE-1236).
 */
final class CsvExport {

	/**
	 * Sets up the export.
	 *
	 * @param ListRepository       $lists       Lists.
	 * @param SubscriberRepository $subscribers Subscribers.
	 */
	public function __construct( private ListRepository $lists, private SubscriberRepository $subscribers ) {}


	/**
	 * The header row.
	 *
	 * @return list<string>
	 */
	public static function header(): array {
		return array( 'email', 'first_name', 'last_name', 'telephone', 'list', 'status', 'subscribed_at', 'confirmed_at', 'consent_at', 'consent_ip', 'consent_text' );
	}

	/**
	 * Writes the CSV for a query to a stream, walking the subscribers by id a batch at a time
	 * ({@see SubscriberRepository::each()}): only one batch is in memory.
	 *
	 * @param resource                                               $out   Writable stream.
	 * @param array{list_id?: int, status?: string, search?: string} $query Filters.
	 * @param bool                                                   $flush Whether to hand each batch to the web server as it is written.
	 * @return int How many subscribers were written.
	 */
	public function write( $out, array $query, bool $flush = false ): int {
		$names = array();
		foreach ( $this->lists->all() as $list ) {
			$names[ $list->id ] = $list->name;
		}
		SpreadsheetCsv::row( $out, self::header() );
		$written = 0;
		foreach ( $this->subscribers->each( $query, SpreadsheetCsv::BATCH ) as $subscriber ) {
			SpreadsheetCsv::row( $out, self::row( $subscriber, $names[ $subscriber->list_id ] ?? '' ) );
			++$written;
			if ( $flush && 0 === $written % SpreadsheetCsv::BATCH ) {
				SpreadsheetCsv::flush( $out );
			}
		}
		return $written;
	}

	/**
	 * One subscriber's cells.
	 *
	 * @param Subscriber $subscriber Subscriber.
	 * @param string     $list_name  List name.
	 * @return list<string>
	 */
	private static function row( Subscriber $subscriber, string $list_name ): array {
		return array(
			$subscriber->email,
			$subscriber->first_name,
			$subscriber->last_name,
			$subscriber->telephone,
			$list_name,
			$subscriber->status,
			$subscriber->created_at,
			(string) $subscriber->confirmed_at,
			(string) $subscriber->consent_at,
			$subscriber->consent_ip,
			(string) $subscriber->consent_text,
		);
	}
}
