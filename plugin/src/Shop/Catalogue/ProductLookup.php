<?php
/**
 * Keeps the product lookup table in step with the products.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Shop\Catalogue;

use Vitrine\Shop\Orders\Order;
use Vitrine\Shop\Orders\OrderItemsTable;
use Vitrine\Shop\Product;
use Vitrine\Shop\ProductPostType as Type;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * Writes a product's {@see ProductLookupTable} row from its post and meta after every write:
 * a save, a trash or delete, a meta change (the admin box, the REST API, update_post_meta(), an
 * import), a stock change on an order (the stock ledger's SQL ends with clean_post_cache()), and
 * adds the quantities of each order placed to the sales count. After the table is created (or
 * altered) it is back-filled in batches by a cron event; until that finishes, listings read post
 * meta ({@see CatalogueFactory}). Every write bumps the catalogue's version, which the cached
 * listing totals are keyed on.
 */
final class ProductLookup {

	/**
	 * Option (autoloaded, read on every listing): the id of the last product back-filled, or `done`.
	 */
	public const BACKFILL_OPTION = 'vitrine_product_lookup_backfill';

	/**
	 * Option: the fingerprint of the table definition the rows were back-filled for.
	 */
	public const SCHEMA_OPTION = 'vitrine_product_lookup_schema';

	/**
	 * Option (autoloaded): the catalogue's version, changed on every product write.
	 */
	public const VERSION_OPTION = 'vitrine_catalogue_version';

	/**
	 * Cron hook of the back-fill batches.
	 */
	public const BACKFILL_HOOK = 'vitrine_product_lookup_backfill';

	/**
	 * Products per back-fill batch.
	 */
	public const BATCH = 500;

	/**
	 * Meta keys the row is made of.
	 */
	private const META_KEYS = array(
		Type::META_PRICE,
		Type::META_REGULAR_PRICE,
		Type::META_SALE_PRICE,
		Type::META_SKU,
		Type::META_STOCK,
		Type::META_STOCK_STATUS,
		Type::META_MANAGE_STOCK,
	);

	/**
	 * Hooks the writes. Called by the shop module.
	 */
	public static function register(): void {
		foreach ( array( 'added_post_meta', 'updated_post_meta', 'deleted_post_meta' ) as $hook ) {
			// After ProductMeta's own hook (10), which derives `_price` and the stock status.
			add_action( $hook, array( self::class, 'on_meta_change' ), 20, 3 );
		}
		add_action( 'save_post_' . Type::POST_TYPE, array( self::class, 'on_save' ), 20, 1 );
		add_action( 'clean_post_cache', array( self::class, 'on_clean_post_cache' ), 10, 2 );
		add_action( 'deleted_post', array( self::class, 'on_deleted' ), 10, 2 );
		add_action( 'set_object_terms', array( self::class, 'on_terms' ), 10, 1 );
		add_action( 'vitrine_order_placed', array( self::class, 'on_order_placed' ), 10, 1 );
		add_action( 'vitrine_schema_upgraded', array( self::class, 'start_backfill' ) );
		add_action( self::BACKFILL_HOOK, array( self::class, 'backfill_batch' ) );
	}

	/**
	 * Whether listings may read the table: it exists and is back-filled.
	 */
	public static function ready(): bool {
		return 'done' === get_option( self::BACKFILL_OPTION );
	}

	/**
	 * The table's prefixed name.
	 */
	public static function table(): string {
		global $wpdb;
		return $wpdb->prefix . ProductLookupTable::name();
	}

	/**
	 * The catalogue's version (for cache keys).
	 */
	public static function version(): string {
		return (string) get_option( self::VERSION_OPTION, '0' );
	}

	/**
	 * Marks the catalogue changed, so cached totals are recounted.
	 */
	public static function bump(): void {
		update_option( self::VERSION_OPTION, uniqid( '', true ), true );
	}

	/**
	 * A product's meta changed.
	 *
	 * @param int|list<int> $meta_id Meta id(s); unused.
	 * @param int           $post_id Post id.
	 * @param string        $key     Meta key.
	 */
	public static function on_meta_change( int|array $meta_id, int $post_id, string $key ): void {
		unset( $meta_id );
		if ( in_array( $key, self::META_KEYS, true ) && Type::POST_TYPE === get_post_type( $post_id ) ) {
			self::sync( $post_id );
		}
	}

	/**
	 * A product was saved (created, edited, published, trashed, restored).
	 *
	 * @param int $post_id Post id.
	 */
	public static function on_save( int $post_id ): void {
		self::sync( $post_id );
	}

	/**
	 * A post's caches were dropped: after wp_update_post(), and after the stock ledger's SQL.
	 *
	 * @param int          $post_id Post id.
	 * @param WP_Post|null $post    Post.
	 */
	public static function on_clean_post_cache( int $post_id, $post = null ): void {
		if ( $post instanceof WP_Post && Type::POST_TYPE === $post->post_type ) {
			self::sync( $post_id );
		}
	}

	/**
	 * A post was deleted.
	 *
	 * @param int          $post_id Post id.
	 * @param WP_Post|null $post    Post.
	 */
	public static function on_deleted( int $post_id, $post = null ): void {
		if ( ! $post instanceof WP_Post || Type::POST_TYPE === $post->post_type ) {
			self::remove( $post_id );
		}
	}

	/**
	 * A post's terms changed: category and tag counts may have changed.
	 *
	 * @param int $object_id Post id.
	 */
	public static function on_terms( int $object_id ): void {
		if ( Type::POST_TYPE === get_post_type( $object_id ) ) {
			self::bump();
		}
	}

	/**
	 * Adds an order's quantities to its products' sales counts (in SQL, never read-modify-write).
	 *
	 * @param mixed $order The order placed.
	 */
	public static function on_order_placed( $order ): void {
		if ( ! $order instanceof Order ) {
			return;
		}
		global $wpdb;
		foreach ( $order->items as $item ) {
			$wpdb->query( $wpdb->prepare( 'UPDATE %i SET total_sales = total_sales + %d WHERE product_id = %d', self::table(), (int) $item['quantity'], (int) $item['product_id'] ) );
		}
		self::bump();
	}

	/**
	 * Writes (or removes) one product's row from its post and meta.
	 *
	 * @param int $post_id Product id.
	 */
	public static function sync( int $post_id ): void {
		$post = get_post( $post_id );
		if ( ! $post instanceof WP_Post || Type::POST_TYPE !== $post->post_type ) {
			self::remove( $post_id );
			return;
		}
		self::write( array( self::row( $post ) ), false );
		self::bump();
	}

	/**
	 * Deletes a product's row.
	 *
	 * @param int $post_id Product id.
	 */
	public static function remove( int $post_id ): void {
		global $wpdb;
		if ( $wpdb->delete( self::table(), array( 'product_id' => $post_id ), array( '%d' ) ) ) {
			self::bump();
		}
	}

	/**
	 * A product's row, from its (cached) post and meta.
	 *
	 * @param WP_Post $post Product post.
	 * @return array<string, int|string|null>
	 */
	public static function row( WP_Post $post ): array {
		$meta    = static fn( string $key ): string => (string) get_post_meta( $post->ID, $key, true );
		$regular = $meta( Type::META_REGULAR_PRICE );
		$sale    = $meta( Type::META_SALE_PRICE );
		$status  = $meta( Type::META_STOCK_STATUS );
		$stock   = $meta( Type::META_STOCK );
		$sku     = $meta( Type::META_SKU );
		return array(
			'product_id'     => $post->ID,
			'visible'        => 'publish' === $post->post_status && '' === $post->post_password ? 1 : 0,
			'menu_order'     => (int) $post->menu_order,
			'title'          => mb_substr( $post->post_title, 0, 255 ),
			'published_at'   => $post->post_date,
			// As the post-meta sort's CAST: no price or '' sorts as 0.
			'price'          => self::decimal( $meta( Type::META_PRICE ) ) ?? '0',
			'regular_price'  => self::decimal( $regular ),
			'sale_price'     => self::decimal( $sale ),
			'on_sale'        => '' !== $sale && ( '' === $regular || (float) $sale < (float) $regular ) ? 1 : 0,
			'sku'            => mb_substr( $sku, 0, 100 ),
			'stock_status'   => '' !== $status ? $status : Product::IN_STOCK,
			'stock_quantity' => 'yes' === $meta( Type::META_MANAGE_STOCK ) && is_numeric( $stock ) ? (int) $stock : null,
			'search_text'    => self::search_text( $post->post_title, $post->post_excerpt, $sku ),
		);
	}

	/**
	 * What the FULLTEXT index reads: title, excerpt and SKU, without markup.
	 *
	 * @param string $title   Title.
	 * @param string $excerpt Excerpt.
	 * @param string $sku     SKU.
	 */
	public static function search_text( string $title, string $excerpt, string $sku ): string {
		return trim( wp_strip_all_tags( $title . "\n" . $excerpt ) . "\n" . $sku );
	}

	/**
	 * A price for a DECIMAL column, or null when there is none.
	 *
	 * @param string $text Stored price.
	 */
	private static function decimal( string $text ): ?string {
		return is_numeric( $text ) ? (string) $text : null;
	}

	/**
	 * Inserts or replaces rows in one statement. The sales count is kept unless asked for.
	 *
	 * @param list<array<string, int|string|null>> $rows        Rows (same keys).
	 * @param bool                                  $with_sales Whether the rows carry `total_sales`.
	 */
	public static function write( array $rows, bool $with_sales ): void {
		global $wpdb;
		if ( ! $rows ) {
			return;
		}
		$columns = array_keys( $rows[0] );
		$values  = array();
		foreach ( $rows as $row ) {
			$parts = array();
			foreach ( $columns as $column ) {
				$value   = $row[ $column ];
				$parts[] = null === $value ? 'NULL' : ( is_int( $value ) ? (string) $value : $wpdb->prepare( '%s', $value ) );
			}
			$values[] = '(' . implode( ',', $parts ) . ')';
		}
		$updates = array();
		foreach ( $columns as $column ) {
			if ( 'product_id' !== $column && ( $with_sales || 'total_sales' !== $column ) ) {
				$updates[] = "`{$column}` = VALUES(`{$column}`)";
			}
		}
		// phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- column names are ours, values prepared above.
		$wpdb->query( 'INSERT INTO ' . self::table() . ' (`' . implode( '`,`', $columns ) . '`) VALUES ' . implode( ',', $values ) . ' ON DUPLICATE KEY UPDATE ' . implode( ', ', $updates ) );
	}

	/**
	 * Starts (over) the back-fill after the lookup table was created or changed: the first batch
	 * now, the rest by cron. Hooked on `vitrine_schema_upgraded`.
	 */
	public static function start_backfill(): void {
		// Another table's change leaves a filled lookup table as it is.
		$schema = md5( ProductLookupTable::schema() );
		if ( self::ready() && get_option( self::SCHEMA_OPTION ) === $schema ) {
			return;
		}
		update_option( self::SCHEMA_OPTION, $schema, false );
		update_option( self::BACKFILL_OPTION, '0', true );
		self::backfill_batch();
	}

	/**
	 * Back-fills the next batch of products (posts, meta and sales counts read in one query
	 * each), then schedules the next one, or marks the table ready.
	 */
	public static function backfill_batch(): void {
		global $wpdb;
		$after = get_option( self::BACKFILL_OPTION, '0' );
		if ( 'done' === $after ) {
			return;
		}
		$ids = array_map(
			'intval',
			$wpdb->get_col( $wpdb->prepare( 'SELECT ID FROM %i WHERE post_type = %s AND ID > %d ORDER BY ID LIMIT %d', $wpdb->posts, Type::POST_TYPE, (int) $after, self::BATCH ) )
		);
		if ( $ids ) {
			self::write( self::rows_with_sales( $ids ), true );
			self::bump();
		}
		if ( count( $ids ) < self::BATCH ) {
			update_option( self::BACKFILL_OPTION, 'done', true );
			return;
		}
		update_option( self::BACKFILL_OPTION, (string) end( $ids ), true );
		if ( ! wp_next_scheduled( self::BACKFILL_HOOK ) ) {
			wp_schedule_single_event( time(), self::BACKFILL_HOOK );
		}
	}

	/**
	 * Rows of several products, with their sales counts from the order lines.
	 *
	 * @param list<int> $ids Product ids.
	 * @return list<array<string, int|string|null>>
	 */
	public static function rows_with_sales( array $ids ): array {
		global $wpdb;
		_prime_post_caches( $ids, false, true );
		$placeholders = implode( ',', array_fill( 0, count( $ids ), '%d' ) );
		$sales        = array();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- placeholders built above.
		$found = $wpdb->get_results( $wpdb->prepare( "SELECT product_id, SUM(quantity) AS sold FROM %i WHERE product_id IN ({$placeholders}) GROUP BY product_id", $wpdb->prefix . OrderItemsTable::name(), ...$ids ) );
		foreach ( (array) $found as $line ) {
			$sales[ (int) $line->product_id ] = (int) $line->sold;
		}
		$rows = array();
		foreach ( $ids as $id ) {
			$post = get_post( $id );
			if ( $post instanceof WP_Post ) {
				$rows[] = self::row( $post ) + array( 'total_sales' => $sales[ $id ] ?? 0 );
			}
		}
		return $rows;
	}
}
