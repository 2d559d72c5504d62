<?php
/**
 * The form post type.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\ContactForms;

use Vitrine\Core\Admin\AdminMenu;

defined( 'ABSPATH' ) || exit;

/**
 * `vitrine_form`: not public (no URL, not in search), shown in WP admin under its own "Forms"
 * menu, editable only with the contact forms capability.
 */
final class FormPostType {

	/**
	 * Registers the post type.
	 */
	public static function register(): void {
		$cap = Capability::get();
		register_post_type(
			FormRepository::POST_TYPE,
			array(
				'labels'              => array(
					'name'               => __( 'Forms', 'vitrine' ),
					'singular_name'      => __( 'Form', 'vitrine' ),
					'menu_name'          => __( 'Forms', 'vitrine' ),
					'all_items'          => __( 'Forms', 'vitrine' ),
					'add_new'            => __( 'Add form', 'vitrine' ),
					'add_new_item'       => __( 'Add a contact form', 'vitrine' ),
					'edit_item'          => __( 'Edit contact form', 'vitrine' ),
					'new_item'           => __( 'New contact form', 'vitrine' ),
					'search_items'       => __( 'Search forms', 'vitrine' ),
					'not_found'          => __( 'No forms found.', 'vitrine' ),
					'not_found_in_trash' => __( 'No forms found in the trash.', 'vitrine' ),
				),
				'public'              => false,
				'publicly_queryable'  => false,
				'exclude_from_search' => true,
				'show_ui'             => true,
				'show_in_menu'        => AdminMenu::SLUG,
				'show_in_nav_menus'   => false,
				'show_in_admin_bar'   => false,
				'show_in_rest'        => false,
				'supports'            => array( 'title', 'revisions' ),
				'rewrite'             => false,
				'query_var'           => false,
				'can_export'          => true,
				'map_meta_cap'        => false,
				'capabilities'        => array(
					'edit_post'              => $cap,
					'read_post'              => $cap,
					'delete_post'            => $cap,
					'edit_posts'             => $cap,
					'edit_others_posts'      => $cap,
					'delete_posts'           => $cap,
					'publish_posts'          => $cap,
					'read_private_posts'     => $cap,
					'read'                   => 'read',
					'delete_private_posts'   => $cap,
					'delete_published_posts' => $cap,
					'delete_others_posts'    => $cap,
					'edit_private_posts'     => $cap,
					'edit_published_posts'   => $cap,
					'create_posts'           => $cap,
				),
			)
		);
	}
}
