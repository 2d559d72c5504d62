<?php
/**
 * Timeline entries.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Content;

use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * Milestones of the studio's story, shown in order on the timeline. No public page.
 * Own fields: `date_label` (free text such as "2019" or "Spring 2021").
 */
final class TimelineEntries extends ContentType {

	public const POST_TYPE = 'vitrine_timeline';
	public const META_DATE = '_vitrine_timeline_date';

	/**
	 * {@inheritDoc}
	 */
	protected static function labels(): array {
		return array(
			'name'        => __( 'Timeline', 'vitrine' ),
			'singular'    => __( 'Timeline entry', 'vitrine' ),
			'description' => __( 'Milestones shown in order on the timeline.', 'vitrine' ),
		);
	}

	/**
	 * {@inheritDoc}
	 */
	protected static function post_type_args(): array {
		return array( 'menu_icon' => 'dashicons-backup' );
	}

	/**
	 * {@inheritDoc}
	 */
	public static function fields(): array {
		return array(
			self::META_DATE => array(
				'type'  => 'text',
				'label' => __( 'Date label', 'vitrine' ),
				'help'  => __( 'As it should read, for example "2019" or "Spring 2021".', 'vitrine' ),
			),
		);
	}

	/**
	 * {@inheritDoc}
	 */
	protected static function own_fields( WP_Post $post ): array {
		return array( 'date_label' => (string) self::meta( $post, self::META_DATE ) );
	}
}
