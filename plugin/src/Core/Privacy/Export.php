<?php
/**
 * Building export items and eraser answers.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Core\Privacy;

defined( 'ABSPATH' ) || exit;

/**
 * The array shapes core's privacy tools expect from exporters and erasers.
 */
final class Export {

	/**
	 * One exported item; fields with an empty value are left out.
	 *
	 * @param string                $group_id    Group id.
	 * @param string                $group_label Group label.
	 * @param string                $description Group description.
	 * @param string                $item_id     Item id, unique in the group.
	 * @param array<string, string> $fields      Values by label.
	 * @return array{group_id: string, group_label: string, group_description: string, item_id: string, data: list<array{name: string, value: string}>}
	 */
	public static function item( string $group_id, string $group_label, string $description, string $item_id, array $fields ): array {
		$data = array();
		foreach ( $fields as $name => $value ) {
			if ( '' !== $value ) {
				$data[] = array(
					'name'  => (string) $name,
					'value' => $value,
				);
			}
		}
		return array(
			'group_id'          => $group_id,
			'group_label'       => $group_label,
			'group_description' => $description,
			'item_id'           => $item_id,
			'data'              => $data,
		);
	}

	/**
	 * An exporter's answer.
	 *
	 * @param list<array<string, mixed>> $items Items.
	 * @param bool                       $done  Whether this was the last page.
	 * @return array{data: list<array<string, mixed>>, done: bool}
	 */
	public static function page( array $items, bool $done = true ): array {
		return array(
			'data' => $items,
			'done' => $done,
		);
	}

	/**
	 * An eraser's answer.
	 *
	 * @param bool         $removed  Whether anything was removed.
	 * @param bool         $retained Whether anything was kept.
	 * @param list<string> $messages Messages for the admin.
	 * @param bool         $done     Whether this was the last page.
	 * @return array{items_removed: bool, items_retained: bool, messages: list<string>, done: bool}
	 */
	public static function erased( bool $removed, bool $retained = false, array $messages = array(), bool $done = true ): array {
		return array(
			'items_removed'  => $removed,
			'items_retained' => $retained,
			'messages'       => $messages,
			'done'           => $done,
		);
	}

	/**
	 * A UTC MySQL date in the site's time zone, '' when unset.
	 *
	 * @param string|null $utc Date.
	 */
	public static function date( ?string $utc ): string {
		return null === $utc || '' === $utc ? '' : get_date_from_gmt( $utc, 'Y-m-d H:i:s' );
	}
}
