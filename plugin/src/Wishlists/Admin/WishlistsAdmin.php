<?php
/**
 * Wishlists in WP admin.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Wishlists\Admin;

use Vitrine\Core\Admin\AdminMenu;
use Vitrine\Core\Admin\KeysetPagination;
use Vitrine\Core\Admin\SettingsScreen;
use Vitrine\Core\Export\ExportProgress;
use Vitrine\Core\Export\SpreadsheetCsv;
use Vitrine\Shop\ProductPostType;
use Vitrine\Wishlists\Privacy;
use Vitrine\Wishlists\Wishlist;
use Vitrine\Wishlists\WishlistRepository;
use Vitrine\Wishlists\WishlistUrls;

defined( 'ABSPATH' ) || exit;

/**
 * Shop → Wishlists: two tabs. "All wishlists": totals (lists, items, guests' and members'
 * lists), owner views, a member search and a date range over the lists table
 * ({@see WishlistsListTable}), each list's name opening its items (`&wishlist=<id>`,
 * {@see WishlistItemsListTable}). "Most wished-for products": the sortable report
 * ({@see PopularProductsTable}). A CSV export of every list. The settings are on Vitrine →
 * Settings → Wishlists. Needs `manage_options`.
 */
final class WishlistsAdmin {

	public const SLUG       = 'vitrine-wishlists';
	public const CAPABILITY = 'manage_options';
	public const CSV_ACTION = 'vitrine_wishlists_csv';

	/**
	 * The admin-post action that counts the report's and the totals' counters again.
	 */
	public const RECOUNT_ACTION = 'vitrine_wishlists_recount';

	/**
	 * Sets up the screens.
	 *
	 * @param WishlistRepository $repository Storage.
	 */
	public function __construct( private WishlistRepository $repository ) {}

	/**
	 * Hooks the menu and the export.
	 */
	public function register(): void {
		add_action( 'admin_menu', array( $this, 'add_menu' ) );
		add_action( 'admin_post_' . self::CSV_ACTION, array( $this, 'export_csv' ) );
		add_action( 'admin_post_' . self::RECOUNT_ACTION, array( $this, 'recount' ) );
	}

	/**
	 * Adds the screen under Products.
	 */
	public function add_menu(): void {
		$hook = add_submenu_page( AdminMenu::SHOP_PARENT, __( 'Wishlists', 'vitrine' ), __( 'Wishlists', 'vitrine' ), self::CAPABILITY, self::SLUG, array( $this, 'render' ) );
		if ( $hook ) {
			add_action( 'load-' . $hook, array( $this, 'enqueue' ) );
		}
	}

	/**
	 * The screen's address.
	 *
	 * @param array<string, int|string> $args Query arguments.
	 */
	public static function url( array $args = array() ): string {
		return add_query_arg(
			$args + array(
				'post_type' => 'vitrine_product',
				'page'      => self::SLUG,
			),
			admin_url( 'edit.php' )
		);
	}

	/**
	 * The filters and the keyset cursor of the current request.
	 *
	 * @return array{owner: string, member: string, from: string, to: string, after: int, before: int, last: bool}
	 */
	private static function filters(): array {
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- reading filters.
		$owner  = isset( $_GET['owner'] ) ? sanitize_key( wp_unslash( $_GET['owner'] ) ) : '';
		$member = isset( $_GET['member'] ) ? sanitize_text_field( wp_unslash( $_GET['member'] ) ) : '';
		$from   = isset( $_GET['from'] ) ? sanitize_text_field( wp_unslash( $_GET['from'] ) ) : '';
		$to     = isset( $_GET['to'] ) ? sanitize_text_field( wp_unslash( $_GET['to'] ) ) : '';
		// phpcs:enable
		$date = static fn( string $value ): string => 1 === preg_match( '/^\d{4}-\d{2}-\d{2}$/', $value ) && strtotime( $value ) ? $value : '';
		return KeysetPagination::cursor_from_request() + array(
			'owner'  => in_array( $owner, array( 'guest', 'member' ), true ) ? $owner : '',
			'member' => $member,
			'from'   => $date( $from ),
			'to'     => $date( $to ),
		);
	}

	/**
	 * Prints the screen: the lists (with their totals and the settings) or the report.
	 */
	public function render(): void {
		if ( ! current_user_can( self::CAPABILITY ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to see wishlists.', 'vitrine' ), 403 );
		}
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- choosing a tab or a list to read.
		$report = isset( $_GET['tab'] ) && 'popular' === sanitize_key( wp_unslash( $_GET['tab'] ) );
		$list   = isset( $_GET['wishlist'] ) ? absint( wp_unslash( $_GET['wishlist'] ) ) : 0;
		// phpcs:enable
		if ( $list > 0 ) {
			$this->render_list( $list );
			return;
		}
		echo '<div class="wrap"><h1 class="wp-heading-inline">' . esc_html__( 'Wishlists', 'vitrine' ) . '</h1> ';
		// phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped when built.
		echo ExportProgress::link( wp_nonce_url( admin_url( 'admin-post.php?action=' . self::CSV_ACTION ), self::CSV_ACTION ), self::csv_filename(), 'wishlists', 'vitrine-wishlists-export', __( 'Exporting wishlists', 'vitrine' ) ) . '<hr class="wp-header-end">';
		echo '<nav class="nav-tab-wrapper wp-clearfix" aria-label="' . esc_attr__( 'Wishlists screens', 'vitrine' ) . '">';
		foreach ( array(
			''        => __( 'All wishlists', 'vitrine' ),
			'popular' => __( 'Most wished-for products', 'vitrine' ),
		) as $tab => $label ) {
			$current = ( 'popular' === $tab ) === $report;
			// phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- a fixed attribute.
			printf( '<a href="%1$s" class="%2$s"%3$s>%4$s</a>', esc_url( self::url( '' === $tab ? array() : array( 'tab' => $tab ) ) ), esc_attr( $current ? 'nav-tab nav-tab-active' : 'nav-tab' ), $current ? ' aria-current="page"' : '', esc_html( $label ) );
		}
		echo '</nav>';
		if ( $report ) {
			$this->render_most_wished();
		} else {
			$this->render_lists();
			// The settings moved to Vitrine → Settings → Wishlists in 0.2.
			SettingsScreen::moved_notice( 'wishlists' );
		}
		echo '</div>';
	}

	/**
	 * The hidden fields that keep a GET form on this screen.
	 *
	 * @param array<string, string> $more More fields.
	 */
	private static function hidden_fields( array $more = array() ): string {
		$query = array();
		wp_parse_str( (string) wp_parse_url( self::url(), PHP_URL_QUERY ), $query );
		$html = '';
		foreach ( $more + $query as $name => $value ) {
			$html .= sprintf( '<input type="hidden" name="%1$s" value="%2$s">', esc_attr( (string) $name ), esc_attr( (string) $value ) );
		}
		return $html;
	}

	/**
	 * The totals, the owner views, the filters and the lists table.
	 */
	private function render_lists(): void {
		$filters = self::filters();
		$table   = new WishlistsListTable( $this->repository, $filters );
		$table->prepare_items();
		$totals = $table->totals();
		echo '<h2 class="screen-reader-text">' . esc_html__( 'Totals', 'vitrine' ) . '</h2><ul class="vitrine-wishlists-totals">';
		foreach ( array(
			array( __( 'Wishlists', 'vitrine' ), $totals['lists'] ),
			array( __( 'Items', 'vitrine' ), $totals['items'] ),
			array( __( 'Guests’ lists', 'vitrine' ), $totals['guests'] ),
			array( __( 'Members’ lists', 'vitrine' ), $totals['members'] ),
		) as $total ) {
			printf( '<li><span class="vitrine-wishlists-totals__value">%1$s</span> <span class="vitrine-wishlists-totals__label">%2$s</span></li>', esc_html( number_format_i18n( $total[1] ) ), esc_html( $total[0] ) );
		}
		echo '</ul>';
		$table->views();
		echo '<form method="get">' . self::hidden_fields( '' !== $filters['owner'] ? array( 'owner' => $filters['owner'] ) : array() ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped when built.
		$table->display();
		echo '</form>';
	}

	/**
	 * One list: its name, owner and privacy, its share link when it has one, and its items.
	 *
	 * @param int $id List id from the request.
	 */
	private function render_list( int $id ): void {
		$list = $this->repository->find( $id );
		echo '<div class="wrap">';
		printf( '<p><a href="%1$s">%2$s</a></p>', esc_url( self::url() ), esc_html__( '← All wishlists', 'vitrine' ) );
		if ( ! $list ) {
			echo '<h1>' . esc_html__( 'Wishlist not found', 'vitrine' ) . '</h1><p>' . esc_html__( 'This wishlist no longer exists: its owner deleted it, or it expired.', 'vitrine' ) . '</p></div>';
			return;
		}
		/* translators: %s: wishlist name. */
		echo '<h1 class="wp-heading-inline">' . esc_html( sprintf( __( 'Wishlist: %s', 'vitrine' ), $list->display_name() ) ) . '</h1>';
		// A private list has no address anyone else may open; public and shared ones have their share link.
		if ( Privacy::PRIVATE !== $list->privacy ) {
			printf( ' <a class="page-title-action" href="%1$s">%2$s</a>', esc_url( WishlistUrls::of( $list ) ), esc_html__( 'View on site', 'vitrine' ) );
		}
		echo '<hr class="wp-header-end">';
		printf(
			'<dl class="vitrine-wishlist-facts"><dt>%1$s</dt><dd>%2$s</dd><dt>%3$s</dt><dd>%4$s</dd><dt>%5$s</dt><dd><code>%6$s</code></dd></dl>',
			esc_html__( 'Owner', 'vitrine' ),
			self::owner_html( $list ), // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped when built.
			esc_html__( 'Privacy', 'vitrine' ),
			esc_html( Privacy::labels()[ $list->privacy ] ?? '' ),
			esc_html__( 'Token', 'vitrine' ),
			esc_html( $list->token )
		);
		$table = new WishlistItemsListTable( $this->repository, $list );
		$table->prepare_items();
		echo '<h2 class="screen-reader-text">' . esc_html__( 'Items', 'vitrine' ) . '</h2>';
		echo '<form method="get">' . self::hidden_fields( array( 'wishlist' => (string) $list->id ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped when built.
		$table->display();
		echo '</form></div>';
	}

	/**
	 * The address of one list's items on this screen.
	 *
	 * @param Wishlist $list List.
	 */
	public static function list_url( Wishlist $list ): string {
		return self::url( array( 'wishlist' => $list->id ) );
	}

	/**
	 * The most wished-for products, as a sortable report.
	 */
	private function render_most_wished(): void {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a notice after the redirect.
		if ( isset( $_GET['recounted'] ) ) {
			printf( '<div class="notice notice-success" role="status"><p>%s</p></div>', esc_html__( 'The wishlist counts were counted again from every list.', 'vitrine' ) );
		}
		$table = new PopularProductsTable( $this->repository );
		$table->prepare_items();
		echo '<h2 class="screen-reader-text">' . esc_html__( 'Most wished-for products', 'vitrine' ) . '</h2>';
		echo '<form method="get">' . self::hidden_fields( array( 'tab' => 'popular' ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped when built.
		$table->display();
		echo '</form>';
		// The counters follow every write; this is for rows changed past the plugin (SQL, imports).
		printf(
			'<form method="post" action="%1$s"><input type="hidden" name="action" value="%2$s">%3$s<p>%4$s <span class="description">%5$s</span></p></form>',
			esc_url( admin_url( 'admin-post.php' ) ),
			esc_attr( self::RECOUNT_ACTION ),
			wp_nonce_field( self::RECOUNT_ACTION, '_wpnonce', true, false ), // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- core's escaped field.
			get_submit_button( __( 'Recount', 'vitrine' ), 'secondary', 'submit', false ), // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- core's escaped button.
			esc_html__( 'The counts follow every change on the site; count them again after lists were changed in the database directly.', 'vitrine' )
		);
	}

	/**
	 * admin-post: counts every list and item again, then back to the report.
	 */
	public function recount(): void {
		if ( ! current_user_can( self::CAPABILITY ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to see wishlists.', 'vitrine' ), 403 );
		}
		check_admin_referer( self::RECOUNT_ACTION );
		$this->repository->counters()->rebuild();
		wp_safe_redirect(
			self::url(
				array(
					'tab'       => 'popular',
					'recounted' => 1,
				)
			)
		);
		exit;
	}

	/**
	 * The screen's styles (inline: a few rules).
	 */
	public function enqueue(): void {
		wp_register_style( 'vitrine-admin-wishlists', false, array(), null ); // phpcs:ignore WordPress.WP.EnqueuedResourceParameters.MissingVersion -- inline only.
		wp_enqueue_style( 'vitrine-admin-wishlists' );
		// The export's progress bar (the link downloads without it).
		ExportProgress::enqueue();
		wp_add_inline_style( 'vitrine-admin-wishlists', '.vitrine-export-progress{margin:8px 0}.vitrine-wishlists-totals{display:flex;flex-wrap:wrap;gap:12px;margin:16px 0}.vitrine-wishlists-totals li{background:#fff;border:1px solid #c3c4c7;padding:10px 16px;margin:0;min-width:8rem}.vitrine-wishlists-totals__value{display:block;font-size:1.6em;font-weight:600;line-height:1.3}.vitrine-wishlists-totals__label{color:#50575e}.vitrine-wishlists-filters label{margin-inline-start:4px}.vitrine-wishlist-facts{display:grid;grid-template-columns:max-content 1fr;gap:4px 16px;margin:16px 0}.vitrine-wishlist-facts dt{font-weight:600}.vitrine-wishlist-facts dd{margin:0}' );
	}

	/**
	 * admin-post: streams every list and item as CSV.
	 */
	public function export_csv(): void {
		if ( ! current_user_can( self::CAPABILITY ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to export wishlists.', 'vitrine' ), 403 );
		}
		check_admin_referer( self::CSV_ACTION );
		SpreadsheetCsv::download(
			self::csv_filename(),
			function ( $out ): void {
				$this->write_csv( $out, true );
			},
			$this->repository->export_rows()
		);
		exit;
	}

	/**
	 * The export's file name.
	 */
	private static function csv_filename(): string {
		return 'wishlists-' . gmdate( 'Y-m-d' ) . '.csv';
	}

	/**
	 * Writes the CSV: one row per item (a list without items gets one row without a product),
	 * the lists oldest first. Lists are read by id a batch at a time with their items, product
	 * names and owners' names in one query each, and only that batch is in memory.
	 *
	 * @param resource $out   Stream.
	 * @param bool     $flush Whether to hand each batch to the web server as it is written.
	 * @return int How many lists were written.
	 */
	public function write_csv( $out, bool $flush = false ): int {
		$labels = Privacy::labels();
		SpreadsheetCsv::row( $out, array( __( 'Wishlist', 'vitrine' ), __( 'Token', 'vitrine' ), __( 'Owner', 'vitrine' ), __( 'Privacy', 'vitrine' ), __( 'Product id', 'vitrine' ), __( 'Product', 'vitrine' ), __( 'Quantity', 'vitrine' ), __( 'Price when added', 'vitrine' ), __( 'Currency', 'vitrine' ), __( 'Added', 'vitrine' ) ) );
		$after   = 0;
		$written = 0;
		do {
			$lists = $this->repository->lists_after( $after, SpreadsheetCsv::BATCH );
			$items = $this->repository->items_of_many( array_map( static fn( Wishlist $list ): int => $list->id, $lists ) );
			$ids   = array();
			foreach ( $items as $of_list ) {
				foreach ( $of_list as $item ) {
					$ids[] = $item->product_id;
				}
			}
			$names   = self::product_names( $ids );
			$members = self::member_names( $lists );
			foreach ( $lists as $list ) {
				$base = array( $list->display_name(), $list->token, self::owner_label( $list, $members ), $labels[ $list->privacy ] ?? '' );
				if ( empty( $items[ $list->id ] ) ) {
					SpreadsheetCsv::row( $out, array_merge( $base, array( '', '', '', '', '', '' ) ) );
				}
				foreach ( $items[ $list->id ] ?? array() as $item ) {
					SpreadsheetCsv::row( $out, array_merge( $base, array( (string) $item->product_id, $names[ $item->product_id ] ?? '', (string) $item->quantity, (string) $item->original_price, $item->original_currency, $item->added_at ) ) );
				}
				$after = $list->id;
			}
			$fetched  = count( $lists );
			$written += $fetched;
			if ( $flush ) {
				SpreadsheetCsv::flush( $out );
			}
		} while ( SpreadsheetCsv::BATCH === $fetched );
		return $written;
	}

	/**
	 * The owner for the table: "Guest", or the member linked to their profile.
	 *
	 * @param Wishlist $list List.
	 */
	public static function owner_html( Wishlist $list ): string {
		$user = str_starts_with( $list->owner, 'u:' ) ? get_userdata( (int) substr( $list->owner, 2 ) ) : false;
		if ( $user && current_user_can( 'edit_user', $user->ID ) ) {
			return sprintf( '<a href="%1$s">%2$s</a>', esc_url( get_edit_user_link( $user->ID ) ), esc_html( $user->display_name ) );
		}
		return esc_html( self::owner_label( $list ) );
	}

	/**
	 * "Guest" or the member's display name.
	 *
	 * @param Wishlist                $list    List.
	 * @param array<int, string>|null $members Members' display names by user id, read for a batch
	 *                                         ({@see member_names()}); null to read the user.
	 */
	public static function owner_label( Wishlist $list, ?array $members = null ): string {
		if ( str_starts_with( $list->owner, 'u:' ) ) {
			$id = (int) substr( $list->owner, 2 );
			if ( null !== $members ) {
				return $members[ $id ] ?? __( 'Deleted user', 'vitrine' );
			}
			$user = get_userdata( $id );
			return $user ? $user->display_name : __( 'Deleted user', 'vitrine' );
		}
		return __( 'Guest', 'vitrine' );
	}

	/**
	 * The names of a batch's products, in one query, kept nowhere: the catalogue's get_many()
	 * would keep every product read (post, meta, terms) in the request's object cache, memory
	 * growing with the catalogue. Published products only, titled as the catalogue titles them
	 * (core's `the_title` filter; a product not on sale has no name, as before).
	 *
	 * @param list<int> $ids Product ids (repeats allowed).
	 * @return array<int, string> Name by product id.
	 */
	private static function product_names( array $ids ): array {
		global $wpdb;
		$ids = array_values( array_unique( array_filter( $ids, static fn( int $id ): bool => $id > 0 ) ) );
		if ( ! $ids ) {
			return array();
		}
		$rows  = (array) $wpdb->get_results( $wpdb->prepare( 'SELECT ID, post_title FROM %i WHERE ID IN (' . implode( ',', array_fill( 0, count( $ids ), '%d' ) ) . ") AND post_type = %s AND post_status = 'publish' AND post_password = ''", $wpdb->posts, ...array_merge( $ids, array( ProductPostType::POST_TYPE ) ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- placeholders only.
		$names = array();
		foreach ( $rows as $row ) {
			/** This filter is documented in wp-includes/post-template.php */
			$names[ (int) $row->ID ] = (string) apply_filters( 'the_title', (string) $row->post_title, (int) $row->ID ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- core's filter, as get_the_title() applies it.
		}
		return $names;
	}

	/**
	 * The display names of some lists' members, in one query: an export of 100,000 lists would
	 * otherwise read each member (and keep each in the request's object cache, memory growing
	 * with the export).
	 *
	 * @param list<Wishlist> $lists Lists.
	 * @return array<int, string> Display name by user id.
	 */
	private static function member_names( array $lists ): array {
		global $wpdb;
		$ids = array();
		foreach ( $lists as $list ) {
			if ( str_starts_with( $list->owner, 'u:' ) ) {
				$ids[] = (int) substr( $list->owner, 2 );
			}
		}
		if ( ! $ids ) {
			return array();
		}
		$ids   = array_values( array_unique( $ids ) );
		$rows  = (array) $wpdb->get_results( $wpdb->prepare( 'SELECT ID, display_name FROM %i WHERE ID IN (' . implode( ',', array_fill( 0, count( $ids ), '%d' ) ) . ')', $wpdb->users, ...$ids ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- placeholders only.
		$names = array();
		foreach ( $rows as $row ) {
			$names[ (int) $row->ID ] = (string) $row->display_name;
		}
		return $names;
	}
}
