<?php
/**
 * Services.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Content;

use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * What the studio offers. Public, with a page each (`/services/<slug>/`).
 * Own fields: `icon` (a short symbol shown on cards, e.g. "✦"), `link_label`.
 */
final class Services extends ContentType {

	public const POST_TYPE = 'vitrine_service';
	public const META_ICON = '_vitrine_service_icon';
	public const META_LINK = '_vitrine_service_link_label';

	/**
	 * {@inheritDoc}
	 */
	protected static function labels(): array {
		return array(
			'name'        => __( 'Services', 'vitrine' ),
			'singular'    => __( 'Service', 'vitrine' ),
			'description' => __( 'What you offer, shown in service grids and sliders.', 'vitrine' ),
		);
	}

	/**
	 * {@inheritDoc}
	 */
	protected static function post_type_args(): array {
		return array(
			'public'              => true,
			'exclude_from_search' => false,
			'rewrite'             => array(
				'slug'       => 'services',
				'with_front' => false,
			),
			'menu_icon'           => 'dashicons-hammer',
		);
	}

	/**
	 * {@inheritDoc}
	 */
	public static function fields(): array {
		return array(
			self::META_ICON => array(
				'type'  => 'text',
				'label' => __( 'Icon', 'vitrine' ),
				'help'  => __( 'A short symbol shown on the card, for example ✦ or 01.', 'vitrine' ),
			),
			self::META_LINK => array(
				'type'  => 'text',
				'label' => __( 'Link label', 'vitrine' ),
				'help'  => __( 'Text of the card\'s link to the service page. Empty: "Learn more".', 'vitrine' ),
			),
		);
	}

	/**
	 * {@inheritDoc}
	 */
	protected static function own_fields( WP_Post $post ): array {
		return array(
			'icon'       => (string) self::meta( $post, self::META_ICON ),
			'link_label' => (string) self::meta( $post, self::META_LINK ),
		);
	}
}
