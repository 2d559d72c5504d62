<?php
/**
 * The "Loves" column in WP admin post lists.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Likes\Admin;

use Vitrine\Likes\LikeCountsTable;
use Vitrine\Likes\LikeRepository;
use Vitrine\Likes\LikeService;
use WP_Query;

defined( 'ABSPATH' ) || exit;

/**
 * Shows each likeable post's love count in its admin list, sortable, so editors can see
 * what readers love without leaving WP admin.
 */
final class LovesColumn {

	public const COLUMN  = 'vitrine_loves';
	public const ORDERBY = 'vitrine_loves';

	/**
	 * Sets up the column.
	 *
	 * @param LikeRepository $likes Storage (counts are primed by the list's loop).
	 */
	public function __construct( private LikeRepository $likes ) {}

	/**
	 * Hooks the column into every likeable post type's list.
	 */
	public function register(): void {
		foreach ( LikeService::post_types() as $type ) {
			add_filter( "manage_{$type}_posts_columns", array( $this, 'add_column' ) );
			add_action( "manage_{$type}_posts_custom_column", array( $this, 'render' ), 10, 2 );
			add_filter( "manage_edit-{$type}_sortable_columns", array( $this, 'sortable' ) );
		}
		add_filter( 'posts_clauses', array( $this, 'order_by_loves' ), 10, 2 );
	}

	/**
	 * Adds the column before the date.
	 *
	 * @param array<string, string> $columns Columns.
	 * @return array<string, string>
	 */
	public function add_column( array $columns ): array {
		$added = array();
		foreach ( $columns as $key => $label ) {
			if ( 'date' === $key ) {
				$added[ self::COLUMN ] = __( 'Loves', 'vitrine' );
			}
			$added[ $key ] = $label;
		}
		$added[ self::COLUMN ] ??= __( 'Loves', 'vitrine' );
		return $added;
	}

	/**
	 * Prints a post's count.
	 *
	 * @param string $column  Column key.
	 * @param int    $post_id Post id.
	 */
	public function render( string $column, int $post_id ): void {
		if ( self::COLUMN === $column ) {
			echo esc_html( number_format_i18n( $this->likes->count( $post_id ) ) );
		}
	}

	/**
	 * Makes the column sortable.
	 *
	 * @param array<string, string> $columns Sortable columns.
	 * @return array<string, string>
	 */
	public function sortable( array $columns ): array {
		$columns[ self::COLUMN ] = self::ORDERBY;
		return $columns;
	}

	/**
	 * Orders an admin list by love count when asked to (posts without likes count as 0).
	 *
	 * @param array<string, string> $clauses Query clauses.
	 * @param WP_Query              $query   The query.
	 * @return array<string, string>
	 */
	public function order_by_loves( array $clauses, WP_Query $query ): array {
		global $wpdb;
		if ( ! is_admin() || ! $query->is_main_query() || self::ORDERBY !== $query->get( 'orderby' ) ) {
			return $clauses;
		}
		$table              = $wpdb->prefix . LikeCountsTable::name();
		$order              = 'ASC' === strtoupper( (string) $query->get( 'order' ) ) ? 'ASC' : 'DESC';
		$clauses['join']   .= " LEFT JOIN {$table} AS vitrine_loves ON vitrine_loves.post_id = {$wpdb->posts}.ID";
		$clauses['orderby'] = "COALESCE(vitrine_loves.loves, 0) {$order}, {$wpdb->posts}.ID {$order}";
		return $clauses;
	}
}
