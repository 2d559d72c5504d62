<?php
/**
 * Who may run the shop.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Shop;

defined( 'ABSPATH' ) || exit;

/**
 * Products have a capability type of their own (`product`/`products`, as WooCommerce's), so the
 * roles that may write posts may not write products: an author cannot publish a product at
 * 0.01, a contributor cannot submit one. Administrators and the `shop_manager` role get the
 * product capabilities, the product terms' and `manage_vitrine_orders` (the Orders screen).
 *
 * Roles live in the database, per site: {@see ShopRoles::install()} runs wherever the schema is
 * installed or upgraded (activation, a new site of a network, the first request after an
 * update; {@see \Vitrine\Core\Database\SchemaInstaller}), and the uninstaller with the data
 * opt-in takes them away ({@see ShopRoles::uninstall()}). When WooCommerce already made a
 * `shop_manager` role, its caps are added to that role, and uninstalling leaves the role.
 */
final class ShopRoles {

	public const ROLE = 'shop_manager';

	public const ORDERS_CAP = 'manage_vitrine_orders';

	/**
	 * Bumped when the capabilities change: part of the schema fingerprint, so every site is
	 * brought up to date once.
	 */
	public const VERSION = '1';

	/**
	 * The core capabilities of a shop manager besides the shop's: reading the dashboard and
	 * uploading product pictures.
	 */
	private const BASE = array( 'read', 'upload_files' );

	/**
	 * The shop's capabilities: the product post type's primitives, the product terms' and the
	 * orders'.
	 *
	 * @return list<string>
	 */
	public static function capabilities(): array {
		$caps = array();
		foreach ( array( 'edit', 'read_private', 'delete', 'delete_private', 'delete_published', 'delete_others', 'edit_private', 'edit_published', 'edit_others', 'publish' ) as $verb ) {
			$caps[] = $verb . '_products';
		}
		foreach ( array( 'manage', 'edit', 'delete', 'assign' ) as $verb ) {
			$caps[] = $verb . '_product_terms';
		}
		$caps[] = self::ORDERS_CAP;
		return $caps;
	}

	/**
	 * The product post type's `capability_type`.
	 *
	 * @return array{0: string, 1: string}
	 */
	public static function capability_type(): array {
		return array( 'product', 'products' );
	}

	/**
	 * The product taxonomies' capabilities.
	 *
	 * @return array<string, string>
	 */
	public static function term_capabilities(): array {
		return array(
			'manage_terms' => 'manage_product_terms',
			'edit_terms'   => 'edit_product_terms',
			'delete_terms' => 'delete_product_terms',
			'assign_terms' => 'assign_product_terms',
		);
	}

	/**
	 * Creates the shop manager role and grants the shop's capabilities to it and to
	 * administrators (idempotent).
	 */
	public static function install(): void {
		$roles = wp_roles();
		if ( ! $roles->is_role( self::ROLE ) ) {
			$roles->add_role( self::ROLE, _x( 'Shop manager', 'User role', 'vitrine' ), array_fill_keys( self::BASE, true ) );
		}
		foreach ( array( 'administrator', self::ROLE ) as $name ) {
			$role = $roles->get_role( $name );
			foreach ( $role ? self::capabilities() : array() as $cap ) {
				$role->add_cap( $cap );
			}
		}
	}

	/**
	 * Takes the shop's capabilities away from every role, and the shop manager role too when
	 * nothing but Vitrine gave it capabilities.
	 */
	public static function uninstall(): void {
		$roles = wp_roles();
		foreach ( $roles->role_objects as $role ) {
			foreach ( self::capabilities() as $cap ) {
				$role->remove_cap( $cap );
			}
		}
		$manager = $roles->get_role( self::ROLE );
		if ( $manager && ! array_diff( array_keys( array_filter( $manager->capabilities ) ), self::BASE ) ) {
			$roles->remove_role( self::ROLE );
		}
	}
}
