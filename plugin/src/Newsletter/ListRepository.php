<?php
/**
 * List storage.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Newsletter;

defined( 'ABSPATH' ) || exit;

/**
 * Reads and writes mailing lists. A default list always exists: it is created on first use,
 * with `INSERT IGNORE` on its unique slug, so concurrent first requests create it once.
 */
final class ListRepository {

	public const DEFAULT_SLUG = 'default';

	/**
	 * Lists loaded in this request, by id.
	 *
	 * @var array<int, MailingList>
	 */
	private array $cache = array();

	/**
	 * Table name with prefix.
	 */
	private static function table(): string {
		global $wpdb;
		return $wpdb->prefix . ListsTable::name();
	}

	/**
	 * Returns the default list, creating it when missing.
	 */
	public function default_list(): MailingList {
		global $wpdb;
		$row = $wpdb->get_row( $wpdb->prepare( 'SELECT * FROM %i WHERE slug = %s', self::table(), self::DEFAULT_SLUG ), ARRAY_A );
		if ( ! is_array( $row ) ) {
			$now = current_time( 'mysql', true );
			$wpdb->query(
				$wpdb->prepare(
					'INSERT IGNORE INTO %i (slug, name, double_opt_in, consent_text, created_at, updated_at) VALUES (%s, %s, 1, %s, %s, %s)',
					self::table(),
					self::DEFAULT_SLUG,
					__( 'Newsletter', 'vitrine' ),
					self::default_consent_text(),
					$now,
					$now
				)
			);
			$row = $wpdb->get_row( $wpdb->prepare( 'SELECT * FROM %i WHERE slug = %s', self::table(), self::DEFAULT_SLUG ), ARRAY_A );
		}
		$list                     = MailingList::from_row( (array) $row );
		$this->cache[ $list->id ] = $list;
		return $list;
	}

	/**
	 * The consent text a new list starts with.
	 */
	public static function default_consent_text(): string {
		return sprintf(
			/* translators: %s: site name. */
			__( 'I agree to receive the %s newsletter by email and know I can unsubscribe at any time.', 'vitrine' ),
			get_bloginfo( 'name' )
		);
	}

	/**
	 * Returns a list by id.
	 *
	 * @param int $id List id.
	 */
	public function find( int $id ): ?MailingList {
		global $wpdb;
		if ( isset( $this->cache[ $id ] ) ) {
			return $this->cache[ $id ];
		}
		$row = $wpdb->get_row( $wpdb->prepare( 'SELECT * FROM %i WHERE id = %d', self::table(), $id ), ARRAY_A );
		if ( ! is_array( $row ) ) {
			return null;
		}
		$this->cache[ $id ] = MailingList::from_row( $row );
		return $this->cache[ $id ];
	}

	/**
	 * Returns every list, the default one first.
	 *
	 * @return list<MailingList>
	 */
	public function all(): array {
		global $wpdb;
		$this->default_list();
		$rows  = (array) $wpdb->get_results(
			$wpdb->prepare( 'SELECT * FROM %i ORDER BY slug = %s DESC, name ASC, id ASC', self::table(), self::DEFAULT_SLUG ),
			ARRAY_A
		);
		$lists = array();
		foreach ( $rows as $row ) {
			$list                     = MailingList::from_row( (array) $row );
			$this->cache[ $list->id ] = $list;
			$lists[]                  = $list;
		}
		return $lists;
	}

	/**
	 * Creates a list and returns its id.
	 *
	 * @param string $name          Name.
	 * @param bool   $double_opt_in Whether sign-ups are confirmed by mail.
	 * @param string $consent_text  Consent text (empty: no consent box).
	 */
	public function create( string $name, bool $double_opt_in, string $consent_text ): int {
		global $wpdb;
		$now = current_time( 'mysql', true );
		$wpdb->insert(
			self::table(),
			array(
				'slug'          => 'list-' . wp_generate_uuid4(),
				'name'          => $name,
				'double_opt_in' => $double_opt_in ? 1 : 0,
				'consent_text'  => $consent_text,
				'created_at'    => $now,
				'updated_at'    => $now,
			),
			array( '%s', '%s', '%d', '%s', '%s', '%s' )
		);
		return (int) $wpdb->insert_id;
	}

	/**
	 * Updates a list's settings.
	 *
	 * @param int    $id            List id.
	 * @param string $name          Name.
	 * @param bool   $double_opt_in Whether sign-ups are confirmed by mail.
	 * @param string $consent_text  Consent text.
	 */
	public function update( int $id, string $name, bool $double_opt_in, string $consent_text ): bool {
		global $wpdb;
		unset( $this->cache[ $id ] );
		$updated = $wpdb->update(
			self::table(),
			array(
				'name'          => $name,
				'double_opt_in' => $double_opt_in ? 1 : 0,
				'consent_text'  => $consent_text,
				'updated_at'    => current_time( 'mysql', true ),
			),
			array( 'id' => $id ),
			array( '%s', '%d', '%s', '%s' ),
			array( '%d' )
		);
		return false !== $updated;
	}

	/**
	 * Deletes a list. Its subscribers are moved to another list (addresses already there are
	 * kept as they are in the target list) or, only when asked explicitly, deleted.
	 *
	 * @param int      $id      List id.
	 * @param int|null $move_to Target list id, or null to delete the subscribers too.
	 * @return bool False when the list is the default one or the target is invalid.
	 */
	public function delete( int $id, ?int $move_to ): bool {
		global $wpdb;
		$list = $this->find( $id );
		if ( null === $list || $list->is_default() || $id === $move_to ) {
			return false;
		}
		if ( null !== $move_to && null === $this->find( $move_to ) ) {
			return false;
		}
		$subscribers = $wpdb->prefix . SubscribersTable::name();
		if ( null !== $move_to ) {
			// Rows whose address is already on the target list stay behind and are removed below;
			// the person stays subscribed through the target list's row.
			$wpdb->query( $wpdb->prepare( 'UPDATE IGNORE %i SET list_id = %d WHERE list_id = %d', $subscribers, $move_to, $id ) );
		}
		$wpdb->query( $wpdb->prepare( 'DELETE FROM %i WHERE list_id = %d', $subscribers, $id ) );
		$wpdb->query( $wpdb->prepare( 'DELETE FROM %i WHERE id = %d', self::table(), $id ) );
		unset( $this->cache[ $id ] );
		return true;
	}

	/**
	 * Subscriber counts per list id.
	 *
	 * @return array<int, int>
	 */
	public function subscriber_counts(): array {
		global $wpdb;
		$rows   = (array) $wpdb->get_results(
			$wpdb->prepare( 'SELECT list_id, COUNT(*) AS n FROM %i GROUP BY list_id', $wpdb->prefix . SubscribersTable::name() ),
			ARRAY_A
		);
		$counts = array();
		foreach ( $rows as $row ) {
			$counts[ (int) $row['list_id'] ] = (int) $row['n'];
		}
		return $counts;
	}
}
