<?php
/**
 * The seeder's summary.
 *
 * @package VitrineDemo
 */

declare( strict_types = 1 );

namespace Vitrine\Demo;

defined( 'ABSPATH' ) || exit;

/**
 * Counts what a seeding run created and prints it as "16 posts, 8 pages, 2 menus…".
 * Prints an empty string when nothing was created.
 */
final class SeedReport {

	/**
	 * Counts by thing, in the order they are printed.
	 *
	 * @var array<string, array{singular: string, plural: string, count: int, note: string}>
	 */
	private array $lines = array();

	/**
	 * Declares the things counted, in print order.
	 *
	 * @param array<string, string> $things Plural keyed by singular, e.g. `['post' => 'posts']`.
	 */
	public function __construct( array $things ) {
		foreach ( $things as $singular => $plural ) {
			$this->lines[ $singular ] = array(
				'singular' => $singular,
				'plural'   => $plural,
				'count'    => 0,
				'note'     => '',
			);
		}
	}

	/**
	 * Counts created items.
	 *
	 * @param string $singular The thing, as declared.
	 * @param int    $count    How many.
	 */
	public function add( string $singular, int $count = 1 ): void {
		if ( ! isset( $this->lines[ $singular ] ) ) {
			$this->lines[ $singular ] = array(
				'singular' => $singular,
				'plural'   => $singular . 's',
				'count'    => 0,
				'note'     => '',
			);
		}
		$this->lines[ $singular ]['count'] += $count;
	}

	/**
	 * Adds a note printed in brackets after a count, e.g. the time it took.
	 *
	 * @param string $singular The thing.
	 * @param string $note     Note.
	 */
	public function note( string $singular, string $note ): void {
		if ( isset( $this->lines[ $singular ] ) ) {
			$this->lines[ $singular ]['note'] = $note;
		}
	}

	/**
	 * Whether anything was created.
	 */
	public function is_empty(): bool {
		return 0 === array_sum( array_column( $this->lines, 'count' ) );
	}

	/**
	 * The summary.
	 */
	public function __toString(): string {
		$parts = array();
		foreach ( $this->lines as $line ) {
			if ( $line['count'] > 0 ) {
				$parts[] = $line['count'] . ' ' . ( 1 === $line['count'] ? $line['singular'] : $line['plural'] ) . ( '' !== $line['note'] ? " ({$line['note']})" : '' );
			}
		}
		return implode( ', ', $parts );
	}
}
