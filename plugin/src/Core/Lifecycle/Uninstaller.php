<?php
/**
 * Deleting the plugin.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Core\Lifecycle;

use Vitrine\ContactForms\FormRepository;
use Vitrine\ContactForms\Submission\UploadStore;
use Vitrine\Content\ContentTypes;
use Vitrine\Core\Database\SchemaInstaller;
use Vitrine\Popups\PopupPostType;
use Vitrine\Shop\ProductPostType;
use Vitrine\Shop\ShopRoles;

defined( 'ABSPATH' ) || exit;

/**
 * What `uninstall.php` does on each site: always unschedule the events and delete temporary
 * data; with the owner's opt-in ({@see RemoveDataSetting}) also drop the tables, delete the
 * options, the post types' posts, the product terms, the private uploads and the shop's roles
 * and capabilities. Runs with the
 * plugin not loaded (WordPress includes only uninstall.php), so it names what it deletes
 * through the classes' constants, never through registered hooks.
 */
final class Uninstaller {

	/**
	 * Posts deleted per query, so a large shop does not load every id at once.
	 */
	private const BATCH = 200;

	/**
	 * Uninstalls on every site.
	 */
	public static function run(): void {
		Sites::each( array( self::class, 'site' ) );
		wp_cache_flush();
	}

	/**
	 * Uninstalls on the current site.
	 */
	public static function site(): void {
		$remove_all = RemoveDataSetting::opted_in();
		CronEvents::clear();
		self::delete_temporary_options();
		if ( ! $remove_all ) {
			return;
		}
		self::delete_posts();
		self::delete_terms();
		self::delete_private_uploads();
		self::drop_tables();
		ShopRoles::uninstall();
		self::delete_options();

		/**
		 * Fires after Vitrine removed all of its data from a site at uninstall (the owner opted
		 * in), with the site switched to.
		 *
		 * @since 0.2.0
		 */
		do_action( 'vitrine_uninstalled' );
	}

	/**
	 * The post types whose posts are the plugin's content.
	 *
	 * @return list<string>
	 */
	public static function post_types(): array {
		$types = array( ProductPostType::POST_TYPE, FormRepository::POST_TYPE, PopupPostType::POST_TYPE );
		foreach ( ContentTypes::all() as $type ) {
			$types[] = $type::POST_TYPE;
		}
		return $types;
	}

	/**
	 * Transients and the upgrade lock: never worth keeping.
	 */
	private static function delete_temporary_options(): void {
		global $wpdb;
		$names = $wpdb->get_col(
			$wpdb->prepare(
				'SELECT option_name FROM %i WHERE option_name LIKE %s OR option_name LIKE %s OR option_name = %s',
				$wpdb->options,
				$wpdb->esc_like( '_transient_vitrine_' ) . '%',
				$wpdb->esc_like( '_transient_timeout_vitrine_' ) . '%',
				SchemaInstaller::LOCK
			)
		);
		foreach ( $names as $name ) {
			delete_option( (string) $name );
		}
	}

	/**
	 * Every `vitrine_` option, the opt-in itself included.
	 */
	private static function delete_options(): void {
		global $wpdb;
		$names = $wpdb->get_col(
			$wpdb->prepare( 'SELECT option_name FROM %i WHERE option_name LIKE %s', $wpdb->options, $wpdb->esc_like( 'vitrine_' ) . '%' )
		);
		foreach ( $names as $name ) {
			delete_option( (string) $name );
		}
	}

	/**
	 * The posts of the plugin's post types, in every status, with their meta and comments.
	 */
	private static function delete_posts(): void {
		global $wpdb;
		$types = self::post_types();
		do {
			$ids = $wpdb->get_col(
				$wpdb->prepare(
					'SELECT ID FROM %i WHERE post_type IN (' . implode( ',', array_fill( 0, count( $types ), '%s' ) ) . ') LIMIT %d',
					$wpdb->posts,
					...array_merge( $types, array( self::BATCH ) )
				)
			);
			foreach ( $ids as $id ) {
				wp_delete_post( (int) $id, true );
			}
			$more = count( $ids ) === self::BATCH;
		} while ( $more );
	}

	/**
	 * The product categories and tags (SQL, as WooCommerce does: the taxonomies are not
	 * registered while uninstalling, so wp_delete_term() would refuse).
	 */
	private static function delete_terms(): void {
		global $wpdb;
		$taxonomies = array( ProductPostType::CATEGORY, ProductPostType::TAG );
		$in         = implode( ',', array_fill( 0, count( $taxonomies ), '%s' ) );
		$term_ids   = $wpdb->get_col(
			$wpdb->prepare( "SELECT term_id FROM %i WHERE taxonomy IN ({$in})", $wpdb->term_taxonomy, ...$taxonomies ) // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- placeholders only.
		);
		$wpdb->query(
			$wpdb->prepare( "DELETE tr FROM %i tr INNER JOIN %i tt ON tr.term_taxonomy_id = tt.term_taxonomy_id WHERE tt.taxonomy IN ({$in})", $wpdb->term_relationships, $wpdb->term_taxonomy, ...$taxonomies ) // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- placeholders only.
		);
		$wpdb->query(
			$wpdb->prepare( "DELETE t, tt FROM %i t INNER JOIN %i tt ON t.term_id = tt.term_id WHERE tt.taxonomy IN ({$in})", $wpdb->terms, $wpdb->term_taxonomy, ...$taxonomies ) // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- placeholders only.
		);
		foreach ( $term_ids as $term_id ) {
			$wpdb->delete( $wpdb->termmeta, array( 'term_id' => (int) $term_id ), array( '%d' ) );
		}
		foreach ( $taxonomies as $taxonomy ) {
			delete_option( $taxonomy . '_children' );
		}
	}

	/**
	 * The files sent through contact forms (`uploads/vitrine-private/`).
	 */
	private static function delete_private_uploads(): void {
		$uploads = wp_upload_dir( null, false );
		if ( ! empty( $uploads['error'] ) ) {
			return;
		}
		$dir = untrailingslashit( (string) $uploads['basedir'] ) . '/' . UploadStore::DIR;
		if ( ! is_dir( $dir ) ) {
			return;
		}
		// The files belong to the web server's user, so the direct method always applies;
		// WP_Filesystem() could stop at a credentials form the uninstall request cannot show.
		require_once ABSPATH . 'wp-admin/includes/class-wp-filesystem-base.php';
		require_once ABSPATH . 'wp-admin/includes/class-wp-filesystem-direct.php';
		( new \WP_Filesystem_Direct( null ) )->delete( $dir, true );
	}

	/**
	 * Drops every table of the site (on the main site, the network's rate limits too).
	 */
	private static function drop_tables(): void {
		global $wpdb;
		foreach ( ( new SchemaInstaller() )->tables() as $table ) {
			$wpdb->query( $wpdb->prepare( 'DROP TABLE IF EXISTS %i', $wpdb->prefix . $table::name() ) );
		}
	}
}
