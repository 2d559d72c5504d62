<?php
/**
 * Wishlists in WP admin.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Wishlists\Admin;

use Vitrine\Core\Admin\AdminMenu;
use Vitrine\Core\Admin\SettingsScreen;
use Vitrine\Core\Export\SpreadsheetCsv;
use Vitrine\Shop\Catalogue\CatalogueFactory;
use Vitrine\Wishlists\Privacy;
use Vitrine\Wishlists\Wishlist;
use Vitrine\Wishlists\WishlistRepository;

defined( 'ABSPATH' ) || exit;

/**
 * Shop → Wishlists: every list with its owner, privacy and item count, the most
 * wished-for products and a CSV export (the settings are on Vitrine → Settings → Wishlists). Needs `manage_options`.
 */
final class WishlistsAdmin {

	public const SLUG       = 'vitrine-wishlists';
	public const CAPABILITY = 'manage_options';
	public const CSV_ACTION = 'vitrine_wishlists_csv';
	private const PER_PAGE  = 50;

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
	}

	/**
	 * Adds the screen under Products.
	 */
	public function add_menu(): void {
		add_submenu_page( AdminMenu::SHOP_PARENT, __( 'Wishlists', 'vitrine' ), __( 'Wishlists', 'vitrine' ), self::CAPABILITY, self::SLUG, array( $this, 'render' ) );
	}

	/**
	 * Prints the screen.
	 */
	public function render(): void {
		if ( ! current_user_can( self::CAPABILITY ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to see wishlists.', 'vitrine' ), 403 );
		}
		$page  = isset( $_GET['paged'] ) ? max( 1, absint( $_GET['paged'] ) ) : 1; // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- read-only paging.
		$total = $this->repository->count_all();
		$rows  = $this->repository->all_with_counts( ( $page - 1 ) * self::PER_PAGE, self::PER_PAGE );
		echo '<div class="wrap"><h1 class="wp-heading-inline">' . esc_html__( 'Wishlists', 'vitrine' ) . '</h1> ';
		printf( '<a class="page-title-action" href="%1$s">%2$s</a>', esc_url( wp_nonce_url( admin_url( 'admin-post.php?action=' . self::CSV_ACTION ), self::CSV_ACTION ) ), esc_html__( 'Export CSV', 'vitrine' ) );
		$this->render_lists( $rows, $total, $page );
		$this->render_most_wished();
		// The settings moved to Vitrine → Settings → Wishlists in 0.2.
		SettingsScreen::moved_notice( 'wishlists' );
		echo '</div>';
	}

	/**
	 * The lists table.
	 *
	 * @param list<array{wishlist: Wishlist, items: int}> $rows  Lists.
	 * @param int                                         $total All lists.
	 * @param int                                         $page  Page.
	 */
	private function render_lists( array $rows, int $total, int $page ): void {
		$labels = Privacy::labels();
		echo '<h2>' . esc_html__( 'All wishlists', 'vitrine' ) . '</h2><table class="widefat striped"><thead><tr><th scope="col">' . esc_html__( 'Name', 'vitrine' ) . '</th><th scope="col">' . esc_html__( 'Owner', 'vitrine' ) . '</th><th scope="col">' . esc_html__( 'Privacy', 'vitrine' ) . '</th><th scope="col">' . esc_html__( 'Items', 'vitrine' ) . '</th><th scope="col">' . esc_html__( 'Token', 'vitrine' ) . '</th></tr></thead><tbody>';
		if ( ! $rows ) {
			echo '<tr><td colspan="5">' . esc_html__( 'No wishlists yet.', 'vitrine' ) . '</td></tr>';
		}
		foreach ( $rows as $row ) {
			$list = $row['wishlist'];
			printf(
				'<tr><td>%1$s%2$s</td><td>%3$s</td><td>%4$s</td><td>%5$d</td><td><code>%6$s</code></td></tr>',
				esc_html( $list->display_name() ),
				$list->is_default ? ' <span class="description">(' . esc_html__( 'default', 'vitrine' ) . ')</span>' : '',
				esc_html( self::owner_label( $list ) ),
				esc_html( $labels[ $list->privacy ] ?? '' ),
				(int) $row['items'],
				esc_html( $list->token )
			);
		}
		echo '</tbody></table>';
		$pages = (int) ceil( $total / self::PER_PAGE );
		if ( $pages > 1 ) {
			echo '<p class="tablenav-pages">' . wp_kses_post(
				(string) paginate_links(
					array(
						'base'    => add_query_arg( 'paged', '%#%' ),
						'current' => $page,
						'total'   => $pages,
					)
				)
			) . '</p>';
		}
	}

	/**
	 * The ten most wished-for products.
	 */
	private function render_most_wished(): void {
		$counts   = $this->repository->most_wished( 10 );
		$products = CatalogueFactory::catalogue()->get_many( array_keys( $counts ) );
		echo '<h2>' . esc_html__( 'Most wished-for products', 'vitrine' ) . '</h2><ol>';
		foreach ( $counts as $id => $lists ) {
			$name = isset( $products[ $id ] ) ? $products[ $id ]->name : '#' . $id;
			/* translators: 1: product name, 2: number of wishlists. */
			echo '<li>' . esc_html( sprintf( _n( '%1$s — in %2$d wishlist', '%1$s — in %2$d wishlists', $lists, 'vitrine' ), $name, $lists ) ) . '</li>';
		}
		echo '</ol>';
	}

	/**
	 * admin-post: streams every list and item as CSV.
	 */
	public function export_csv(): void {
		if ( ! current_user_can( self::CAPABILITY ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to export wishlists.', 'vitrine' ), 403 );
		}
		check_admin_referer( self::CSV_ACTION );
		SpreadsheetCsv::download( 'wishlists-' . gmdate( 'Y-m-d' ) . '.csv', array( $this, 'write_csv' ) );
		exit;
	}

	/**
	 * Writes the CSV: one row per item (a list without items gets one row without a product).
	 *
	 * @param resource $out Stream.
	 */
	public function write_csv( $out ): void {
		$labels = Privacy::labels();
		SpreadsheetCsv::row( $out, array( __( 'Wishlist', 'vitrine' ), __( 'Token', 'vitrine' ), __( 'Owner', 'vitrine' ), __( 'Privacy', 'vitrine' ), __( 'Product id', 'vitrine' ), __( 'Product', 'vitrine' ), __( 'Quantity', 'vitrine' ), __( 'Price when added', 'vitrine' ), __( 'Currency', 'vitrine' ), __( 'Added', 'vitrine' ) ) );
		$offset = 0;
		do {
			$rows = $this->repository->all_with_counts( $offset, 200 );
			foreach ( $rows as $row ) {
				$list  = $row['wishlist'];
				$base  = array( $list->display_name(), $list->token, self::owner_label( $list ), $labels[ $list->privacy ] ?? '' );
				$items = $this->repository->items_of( $list->id );
				$names = CatalogueFactory::catalogue()->get_many( array_map( static fn( $item ) => $item->product_id, $items ) );
				if ( ! $items ) {
					SpreadsheetCsv::row( $out, array_merge( $base, array( '', '', '', '', '', '' ) ) );
				}
				foreach ( $items as $item ) {
					SpreadsheetCsv::row( $out, array_merge( $base, array( (string) $item->product_id, isset( $names[ $item->product_id ] ) ? $names[ $item->product_id ]->name : '', (string) $item->quantity, (string) $item->original_price, $item->original_currency, $item->added_at ) ) );
				}
			}
			$offset += 200;
			$more    = count( $rows ) === 200;
		} while ( $more );
	}

	/**
	 * "Guest" or the member's display name.
	 *
	 * @param Wishlist $list List.
	 */
	private static function owner_label( Wishlist $list ): string {
		if ( str_starts_with( $list->owner, 'u:' ) ) {
			$user = get_userdata( (int) substr( $list->owner, 2 ) );
			return $user ? $user->display_name : __( 'Deleted user', 'vitrine' );
		}
		return __( 'Guest', 'vitrine' );
	}
}
