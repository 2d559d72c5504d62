<?php
/**
 * Price plans.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Content;

use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * The plans of the price tables: one post per plan, grouped into tables by `table` (a slug;
 * plans without one are in the `default` table). No public page. Own fields: `price` (as
 * shown, e.g. "€ 49"), `period` (e.g. "per month"), `features` (list), `highlighted` (the
 * recommended plan), `cta_label`, `cta_url`, `table`.
 */
final class PricePlans extends ContentType {

	public const POST_TYPE        = 'vitrine_price_plan';
	public const META_PRICE       = '_vitrine_plan_price';
	public const META_PERIOD      = '_vitrine_plan_period';
	public const META_FEATURES    = '_vitrine_plan_features';
	public const META_HIGHLIGHTED = '_vitrine_plan_highlighted';
	public const META_CTA_LABEL   = '_vitrine_plan_cta_label';
	public const META_CTA_URL     = '_vitrine_plan_cta_url';
	public const META_TABLE       = '_vitrine_plan_table';

	/**
	 * {@inheritDoc}
	 */
	protected static function labels(): array {
		return array(
			'name'        => __( 'Price plans', 'vitrine' ),
			'singular'    => __( 'Price plan', 'vitrine' ),
			'description' => __( 'Plans shown side by side in price tables.', 'vitrine' ),
		);
	}

	/**
	 * {@inheritDoc}
	 */
	protected static function post_type_args(): array {
		return array( 'menu_icon' => 'dashicons-money-alt' );
	}

	/**
	 * {@inheritDoc}
	 */
	public static function fields(): array {
		return array(
			self::META_PRICE       => array(
				'type'  => 'text',
				'label' => __( 'Price', 'vitrine' ),
				'help'  => __( 'As it should read, for example "€ 49".', 'vitrine' ),
			),
			self::META_PERIOD      => array(
				'type'  => 'text',
				'label' => __( 'Period', 'vitrine' ),
				'help'  => __( 'For example "per month" or "one-off".', 'vitrine' ),
			),
			self::META_FEATURES    => array(
				'type'  => 'lines',
				'label' => __( 'Features', 'vitrine' ),
				'help'  => __( 'One per line.', 'vitrine' ),
			),
			self::META_HIGHLIGHTED => array(
				'type'  => 'bool',
				'label' => __( 'Highlight this plan (recommended)', 'vitrine' ),
			),
			self::META_CTA_LABEL   => array(
				'type'  => 'text',
				'label' => __( 'Button label', 'vitrine' ),
			),
			self::META_CTA_URL     => array(
				'type'  => 'url',
				'label' => __( 'Button link', 'vitrine' ),
			),
			self::META_TABLE       => array(
				'type'  => 'text',
				'label' => __( 'Table', 'vitrine' ),
				'help'  => __( 'Plans with the same table name are shown together. Empty: "default".', 'vitrine' ),
			),
		);
	}

	/**
	 * The plans of one table.
	 *
	 * @param string $table Table slug.
	 * @return list<array<string, mixed>>
	 */
	public static function table( string $table = 'default' ): array {
		$table = self::table_slug( $table );
		return array_values( array_filter( self::items(), static fn( $plan ) => $plan['table'] === $table ) );
	}

	/**
	 * {@inheritDoc}
	 */
	protected static function own_fields( WP_Post $post ): array {
		return array(
			'price'       => (string) self::meta( $post, self::META_PRICE ),
			'period'      => (string) self::meta( $post, self::META_PERIOD ),
			'features'    => array_values( array_filter( (array) self::meta( $post, self::META_FEATURES ), 'is_string' ) ),
			'highlighted' => (bool) self::meta( $post, self::META_HIGHLIGHTED ),
			'cta_label'   => (string) self::meta( $post, self::META_CTA_LABEL ),
			'cta_url'     => (string) self::meta( $post, self::META_CTA_URL ),
			'table'       => self::table_slug( (string) self::meta( $post, self::META_TABLE ) ),
		);
	}

	/**
	 * A table name as its slug; `default` for none.
	 *
	 * @param string $name Table name.
	 */
	private static function table_slug( string $name ): string {
		$slug = sanitize_title( $name );
		return '' === $slug ? 'default' : $slug;
	}
}
