<?php
/**
 * What an orders list or export asks for.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Shop\Orders;

defined( 'ABSPATH' ) || exit;

/**
 * The filters of an orders list, count or export: a search and where to search
 * ({@see OrderSearch}), a status, and a date range as GMT bounds.
 */
final class OrderFilters {

	/**
	 * Sets the filters.
	 *
	 * @param string $search    Search words, '' for none.
	 * @param string $search_in One of {@see OrderSearch::modes()}.
	 * @param string $status    Status, '' for all.
	 * @param string $from      First GMT moment (`Y-m-d H:i:s`), '' for no lower bound.
	 * @param string $to        GMT moment after the last (exclusive), '' for no upper bound.
	 */
	public function __construct(
		public readonly string $search = '',
		public readonly string $search_in = OrderSearch::ALL,
		public readonly string $status = '',
		public readonly string $from = '',
		public readonly string $to = '',
	) {}

	/**
	 * Whether anything but the status narrows the list (then the maintained counts do not
	 * answer how many orders match).
	 */
	public function narrows(): bool {
		return '' !== $this->search || '' !== $this->from || '' !== $this->to;
	}
}
