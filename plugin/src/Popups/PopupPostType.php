<?php
/**
 * The Popup post type.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Popups;

use Vitrine\Core\Admin\AdminMenu;

defined( 'ABSPATH' ) || exit;

/**
 * Popups are content: built in the block editor, with their conditions, timing rules and
 * triggers in one sanitised meta field the editor's sidebar writes through the REST API.
 * Not public: a popup has no page of its own, it shows on the pages its conditions name.
 */
final class PopupPostType {

	public const POST_TYPE = 'vitrine_popup';

	/**
	 * Registers the post type and its settings meta. Runs on `init`.
	 */
	public static function register(): void {
		register_post_type(
			self::POST_TYPE,
			array(
				'labels'              => array(
					'name'          => __( 'Popups', 'vitrine' ),
					'singular_name' => __( 'Popup', 'vitrine' ),
					'add_new_item'  => __( 'Add new popup', 'vitrine' ),
					'edit_item'     => __( 'Edit popup', 'vitrine' ),
					'all_items'     => __( 'Popups', 'vitrine' ),
				),
				'description'         => __( 'Popups shown on chosen pages when their timing rules pass and a trigger fires.', 'vitrine' ),
				'public'              => false,
				// Popups have no pages: no rewrite rules for every request to match first.
				'rewrite'             => false,
				'query_var'           => false,
				'show_ui'             => true,
				'show_in_menu'        => AdminMenu::SLUG,
				'show_in_rest'        => true,
				'show_in_nav_menus'   => false,
				'exclude_from_search' => true,
				'capability_type'     => 'page',
				'map_meta_cap'        => true,
				'supports'            => array( 'title', 'editor', 'custom-fields', 'revisions' ),
			)
		);
		register_post_meta(
			self::POST_TYPE,
			PopupSettings::META_KEY,
			array(
				'type'              => 'string',
				'single'            => true,
				'default'           => (string) wp_json_encode( PopupSettings::defaults() ),
				'show_in_rest'      => true,
				'sanitize_callback' => array( PopupSettings::class, 'sanitize_json' ),
				'auth_callback'     => static fn( $allowed, $key, $post_id ) => current_user_can( 'edit_post', (int) $post_id ),
			)
		);
	}
}
