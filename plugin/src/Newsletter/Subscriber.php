<?php
/**
 * A subscriber.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Newsletter;

defined( 'ABSPATH' ) || exit;

/**
 * One list membership as stored.
 */
final class Subscriber {

	public const PENDING      = 'pending';
	public const CONFIRMED    = 'confirmed';
	public const UNSUBSCRIBED = 'unsubscribed';

	/**
	 * Sets up the subscriber.
	 *
	 * @param int         $id           Row id.
	 * @param int         $list_id      List id.
	 * @param string      $email        Email address.
	 * @param string      $first_name   First name.
	 * @param string      $last_name    Last name.
	 * @param string      $telephone    Telephone.
	 * @param string      $status       One of the status constants.
	 * @param string      $created_at   First sign-up (UTC, MySQL format).
	 * @param string|null $consent_at   Last consent (UTC), if any.
	 * @param string      $consent_ip   Address the last consent came from.
	 * @param string|null $consent_text Text of the last consent.
	 * @param string|null $confirmed_at When the address was confirmed (UTC).
	 */
	public function __construct(
		public readonly int $id,
		public readonly int $list_id,
		public readonly string $email,
		public readonly string $first_name,
		public readonly string $last_name,
		public readonly string $telephone,
		public readonly string $status,
		public readonly string $created_at,
		public readonly ?string $consent_at = null,
		public readonly string $consent_ip = '',
		public readonly ?string $consent_text = null,
		public readonly ?string $confirmed_at = null
	) {}

	/**
	 * Builds a subscriber from a database row.
	 *
	 * @param array<string, mixed> $row Row.
	 */
	public static function from_row( array $row ): self {
		return new self(
			(int) $row['id'],
			(int) $row['list_id'],
			(string) $row['email'],
			(string) $row['first_name'],
			(string) $row['last_name'],
			(string) $row['telephone'],
			(string) $row['status'],
			(string) $row['created_at'],
			isset( $row['consent_at'] ) ? (string) $row['consent_at'] : null,
			(string) ( $row['consent_ip'] ?? '' ),
			isset( $row['consent_text'] ) ? (string) $row['consent_text'] : null,
			isset( $row['confirmed_at'] ) ? (string) $row['confirmed_at'] : null
		);
	}

	/**
	 * Every status, in display order.
	 *
	 * @return list<string>
	 */
	public static function statuses(): array {
		return array( self::PENDING, self::CONFIRMED, self::UNSUBSCRIBED );
	}

	/**
	 * A status's translated label.
	 *
	 * @param string $status Status.
	 */
	public static function status_label( string $status ): string {
		switch ( $status ) {
			case self::PENDING:
				return __( 'Pending confirmation', 'vitrine' );
			case self::CONFIRMED:
				return __( 'Subscribed', 'vitrine' );
			case self::UNSUBSCRIBED:
				return __( 'Unsubscribed', 'vitrine' );
		}
		return $status;
	}
}
