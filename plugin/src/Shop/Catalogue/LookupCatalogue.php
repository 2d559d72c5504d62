<?php
/**
 * The catalogue's listings read from the product lookup table.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Shop\Catalogue;

use Vitrine\Shop\Product;
use Vitrine\Shop\ProductPostType as Type;
use WP_Term;

defined( 'ABSPATH' ) || exit;

/**
 * Lists products from {@see ProductLookupTable}: one indexed query for a page's ids (the sort's
 * index read in order, stopped after the page), one for the total, kept in a transient keyed on
 * the catalogue's version (so a page costs no count until a product changes). Single products
 * and batches are read as the post-meta catalogue reads them.
 *
 * Pages: the first ones by offset over the index (ids only); a page reached through a Next or
 * Previous link carries a cursor (`after`, the last product of the page before), and starts
 * right after it with a keyset seek, whatever its depth; a page in the second half reached by
 * its number is read from the other end. Search: the title, excerpt and SKU through the
 * table's FULLTEXT index (each word, as a prefix), and SKUs that start with the words.
 */
final class LookupCatalogue implements Catalogue {

	/**
	 * Seconds a listing's total is kept (the version changes with every product write anyway).
	 */
	private const TOTAL_TTL = DAY_IN_SECONDS;

	/**
	 * Sets the catalogue up.
	 *
	 * @param PostMetaCatalogue $posts Reads products by id.
	 */
	public function __construct( private PostMetaCatalogue $posts = new PostMetaCatalogue() ) {}

	/**
	 * {@inheritDoc}
	 */
	public function get( int $id ): ?Product {
		return $this->posts->get( $id );
	}

	/**
	 * {@inheritDoc}
	 */
	public function get_many( array $ids ): array {
		return $this->posts->get_many( $ids );
	}

	/**
	 * {@inheritDoc}
	 */
	public function query( ProductQuery $query ): ProductPage {
		$filter = $this->filter( $query );
		if ( null === $filter ) {
			return new ProductPage( array(), 0, $query->page(), $query->per_page() );
		}
		$total = $this->total( $filter );
		$ids   = $total > 0 ? $this->page_ids( $query, $filter, $total ) : array();
		// Posts, meta and terms in one query each, then the featured images in one.
		$products = array_values( $this->posts->get_many( $ids ) );
		if ( $products ) {
			update_post_thumbnail_cache( self::posts_query( $ids ) );
		}
		return new ProductPage( $products, $total, $query->page(), $query->per_page() );
	}

	/**
	 * A stand-in query holding the page's posts, for core's thumbnail cache priming.
	 *
	 * @param list<int> $ids Product ids (already primed).
	 */
	private static function posts_query( array $ids ): \WP_Query {
		$query        = new \WP_Query();
		$query->posts = array_values( array_filter( array_map( 'get_post', $ids ) ) );
		return $query;
	}

	/**
	 * The listing's joins and conditions, or null when it can match nothing (an unknown category).
	 *
	 * @param ProductQuery $query Query.
	 * @return array{join: string, where: string}|null
	 */
	private function filter( ProductQuery $query ): ?array {
		global $wpdb;
		$join  = '';
		$where = array( 'l.visible = 1' );
		$terms = array();
		if ( '' !== $query->category ) {
			$terms[] = self::term_taxonomy_ids( get_term_by( 'slug', $query->category, Type::CATEGORY ), true );
		}
		if ( $query->category_ids ) {
			$ids = array();
			foreach ( $query->category_ids as $term_id ) {
				$ids = array_merge( $ids, self::term_taxonomy_ids( get_term( (int) $term_id, Type::CATEGORY ), true ) );
			}
			$terms[] = $ids;
		}
		if ( '' !== $query->tag ) {
			$terms[] = self::term_taxonomy_ids( get_term_by( 'slug', $query->tag, Type::TAG ), false );
		}
		foreach ( $terms as $ids ) {
			if ( ! $ids ) {
				return null;
			}
			// EXISTS, not a join: a product in a category and its child is listed once.
			$where[] = "EXISTS (SELECT 1 FROM {$wpdb->term_relationships} tr WHERE tr.object_id = l.product_id AND tr.term_taxonomy_id IN (" . implode( ',', array_map( 'intval', $ids ) ) . '))';
		}
		if ( $query->exclude ) {
			$where[] = 'l.product_id NOT IN (' . implode( ',', array_map( 'intval', $query->exclude ) ) . ')';
		}
		if ( $query->on_sale ) {
			$where[] = 'l.on_sale = 1';
		}
		if ( $query->in_stock ) {
			$where[] = $wpdb->prepare( 'l.stock_status IN (%s, %s)', Product::IN_STOCK, Product::ON_BACKORDER );
		}
		$search = self::search_words( $query->search );
		if ( '' !== $query->search ) {
			$table = ProductLookup::table();
			$match = $search ? $wpdb->prepare( "SELECT product_id FROM {$table} WHERE MATCH(search_text) AGAINST (%s IN BOOLEAN MODE) UNION ", implode( ' ', array_map( static fn( string $word ) => '+' . $word . '*', $search ) ) ) : ''; // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our table.
			$sku   = $wpdb->prepare( "SELECT product_id FROM {$table} WHERE sku LIKE %s", $wpdb->esc_like( trim( $query->search ) ) . '%' ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our table.
			$join  = " INNER JOIN ({$match}{$sku}) found ON found.product_id = l.product_id";
		}
		return array(
			'join'  => $join,
			'where' => implode( ' AND ', $where ),
		);
	}

	/**
	 * The words of a search, as FULLTEXT boolean-mode terms: letters and digits only (the
	 * operators are dropped), at least three characters (InnoDB's shortest indexed word).
	 *
	 * @param string $search Search.
	 * @return list<string>
	 */
	public static function search_words( string $search ): array {
		$words = preg_split( '/[^\p{L}\p{N}]+/u', mb_strtolower( $search ), -1, PREG_SPLIT_NO_EMPTY );
		return array_values( array_unique( array_filter( (array) $words, static fn( string $word ) => mb_strlen( $word ) >= 3 ) ) );
	}

	/**
	 * The term taxonomy ids a term stands for (with its descendants, as a tax query has them).
	 *
	 * @param mixed $term          Term, or anything else for none.
	 * @param bool  $with_children Whether to include the descendants.
	 * @return list<int>
	 */
	private static function term_taxonomy_ids( mixed $term, bool $with_children ): array {
		if ( ! $term instanceof WP_Term ) {
			return array();
		}
		$ids = array( (int) $term->term_taxonomy_id );
		if ( $with_children ) {
			$children = get_term_children( $term->term_id, $term->taxonomy );
			foreach ( is_array( $children ) ? $children : array() as $child ) {
				$child = get_term( (int) $child, $term->taxonomy );
				if ( $child instanceof WP_Term ) {
					$ids[] = (int) $child->term_taxonomy_id;
				}
			}
		}
		return $ids;
	}

	/**
	 * Products matching a filter: counted once per catalogue version.
	 *
	 * @param array{join: string, where: string} $filter Filter.
	 */
	private function total( array $filter ): int {
		global $wpdb;
		$key    = 'vitrine_shop_total_' . md5( ProductLookup::version() . '|' . $filter['join'] . '|' . $filter['where'] );
		$cached = get_transient( $key );
		if ( false !== $cached ) {
			return (int) $cached;
		}
		$table = ProductLookup::table();
		$total = (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$table} l{$filter['join']} WHERE {$filter['where']}" ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- built from prepared parts.
		set_transient( $key, (string) $total, self::TOTAL_TTL );
		return $total;
	}

	/**
	 * A sort's columns and direction; the id last, so every row has one place.
	 *
	 * @param string $sort A ProductQuery::SORT_ constant.
	 * @return array{0: list<string>, 1: string}
	 */
	private static function order( string $sort ): array {
		switch ( $sort ) {
			case ProductQuery::SORT_PRICE:
				return array( array( 'price', 'product_id' ), 'ASC' );
			case ProductQuery::SORT_PRICE_DESC:
				return array( array( 'price', 'product_id' ), 'DESC' );
			case ProductQuery::SORT_DATE:
				return array( array( 'published_at', 'product_id' ), 'DESC' );
			case ProductQuery::SORT_TITLE:
				return array( array( 'title', 'product_id' ), 'ASC' );
			case ProductQuery::SORT_POPULARITY:
				return array( array( 'total_sales', 'product_id' ), 'DESC' );
			default:
				return array( array( 'menu_order', 'title', 'product_id' ), 'ASC' );
		}
	}

	/**
	 * The ids of the page asked for, in order.
	 *
	 * @param ProductQuery                       $query  Query.
	 * @param array{join: string, where: string} $filter Filter.
	 * @param int                                $total  Products matching.
	 * @return list<int>
	 */
	private function page_ids( ProductQuery $query, array $filter, int $total ): array {
		global $wpdb;
		list( $columns, $direction ) = self::order( $query->sort() );
		$per_page                    = $query->per_page();
		$offset                      = ( $query->page() - 1 ) * $per_page;
		if ( $offset >= $total ) {
			return array();
		}
		$where = $filter['where'];
		$limit = $wpdb->prepare( 'LIMIT %d, %d', $offset, $per_page );
		$seek  = $query->after > 0 ? $this->seek( $columns, $direction, $query->after, '>' ) : null;
		if ( null !== $seek ) {
			$where .= ' AND ' . $seek;
			$limit  = $wpdb->prepare( 'LIMIT %d', $per_page );
		} elseif ( $offset > $total / 2 ) {
			// Past the middle: read from the other end, over fewer index entries.
			$direction = 'ASC' === $direction ? 'DESC' : 'ASC';
			$from_end  = $total - $offset - $per_page;
			$limit     = $wpdb->prepare( 'LIMIT %d, %d', max( 0, $from_end ), $per_page + min( 0, $from_end ) );
			$reversed  = true;
		}
		$order = implode( ', ', array_map( static fn( string $column ) => "l.{$column} {$direction}", $columns ) );
		$table = ProductLookup::table();
		$ids   = array_map( 'intval', $wpdb->get_col( "SELECT l.product_id FROM {$table} l{$filter['join']} WHERE {$where} ORDER BY {$order} {$limit}" ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQL.NotPrepared -- built from prepared parts.
		return isset( $reversed ) ? array_reverse( $ids ) : $ids;
	}

	/**
	 * The keyset condition "after this product in this order", or null when it is not listed.
	 *
	 * @param list<string> $columns   Sort columns (the id last).
	 * @param string       $direction ASC or DESC.
	 * @param int          $product   The cursor's product.
	 * @param string       $side      '>' for after.
	 */
	private function seek( array $columns, string $direction, int $product, string $side ): ?string {
		global $wpdb;
		$table = ProductLookup::table();
		$list  = implode( ', ', $columns );
		$row   = $wpdb->get_row( $wpdb->prepare( "SELECT {$list} FROM {$table} WHERE product_id = %d AND visible = 1", $product ), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our columns and table.
		if ( ! is_array( $row ) ) {
			return null;
		}
		$operator = ( 'ASC' === $direction ) === ( '>' === $side ) ? '>' : '<';
		// (a, b, c) > (x, y, z) spelt out, which the range optimiser reads on the sort's index.
		$condition = '';
		foreach ( array_reverse( $columns ) as $column ) {
			$value     = in_array( $column, array( 'title', 'published_at' ), true ) ? $wpdb->prepare( '%s', (string) $row[ $column ] ) : (string) ( 0 + $row[ $column ] );
			$condition = '' === $condition
				? "l.{$column} {$operator} {$value}"
				: "(l.{$column} {$operator} {$value} OR (l.{$column} = {$value} AND {$condition}))";
		}
		return $condition;
	}
}
