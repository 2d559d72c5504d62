<?php
/**
 * The published popups' conditions, kept with the autoloaded options.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Popups;

defined( 'ABSPATH' ) || exit;

/**
 * Every front-end page asks which popups match it. Asking the database (the popups, then their
 * settings) cost three queries on every page, most of which show no popup. The conditions of
 * all published popups are kept in one autoloaded option instead, rebuilt on the next page
 * after any popup or its settings change; only popups that match are then loaded.
 */
final class PopupIndex {

	public const OPTION = 'vitrine_popup_index';

	/**
	 * Forgets the index when a popup is saved, trashed, deleted or published, or its settings
	 * change.
	 */
	public static function register(): void {
		add_action( 'clean_post_cache', array( self::class, 'forget_for_post' ), 10, 2 );
		foreach ( array( 'added_post_meta', 'updated_post_meta', 'deleted_post_meta' ) as $hook ) {
			add_action( $hook, array( self::class, 'forget_for_meta' ), 10, 3 );
		}
	}

	/**
	 * Published popups' ids, in display order, with their conditions.
	 *
	 * @return array<int, array<string, mixed>> Conditions per popup id.
	 */
	public static function conditions(): array {
		$index = get_option( self::OPTION );
		if ( is_array( $index ) ) {
			return $index;
		}
		$index = array();
		$ids   = get_posts(
			array(
				'post_type'   => PopupPostType::POST_TYPE,
				'post_status' => 'publish',
				'numberposts' => 20, // Enough popups for a site, bounded for the query.
				'orderby'     => 'menu_order date',
				'order'       => 'ASC',
				'fields'      => 'ids',
			)
		);
		foreach ( $ids as $id ) {
			$index[ (int) $id ] = PopupSettings::of( (int) $id )['conditions'];
		}
		update_option( self::OPTION, $index, true );
		return $index;
	}

	/**
	 * `clean_post_cache`: a popup changed.
	 *
	 * @param int      $post_id Post id.
	 * @param \WP_Post $post    Post.
	 */
	public static function forget_for_post( $post_id, $post ): void {
		if ( $post instanceof \WP_Post && PopupPostType::POST_TYPE === $post->post_type ) {
			delete_option( self::OPTION );
		}
	}

	/**
	 * Post meta hooks: a popup's settings changed.
	 *
	 * @param mixed  $meta_id  Meta id(s).
	 * @param int    $post_id  Post id.
	 * @param string $meta_key Meta key.
	 */
	public static function forget_for_meta( $meta_id, $post_id, $meta_key ): void {
		if ( PopupSettings::META_KEY === $meta_key ) {
			delete_option( self::OPTION );
		}
	}
}
