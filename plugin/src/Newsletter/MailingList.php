<?php
/**
 * A mailing list.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Newsletter;

defined( 'ABSPATH' ) || exit;

/**
 * A list as stored.
 */
final class MailingList {

	/**
	 * Sets up the list.
	 *
	 * @param int    $id            List id.
	 * @param string $slug          Stable slug (`default` for the default list).
	 * @param string $name          Name shown in admin.
	 * @param bool   $double_opt_in Whether sign-ups are confirmed by mail first.
	 * @param string $consent_text  Text of the consent checkbox; empty when none is asked.
	 */
	public function __construct(
		public readonly int $id,
		public readonly string $slug,
		public readonly string $name,
		public readonly bool $double_opt_in,
		public readonly string $consent_text
	) {}

	/**
	 * Builds a list from a database row.
	 *
	 * @param array<string, mixed> $row Row.
	 */
	public static function from_row( array $row ): self {
		return new self(
			(int) $row['id'],
			(string) $row['slug'],
			(string) $row['name'],
			(bool) (int) $row['double_opt_in'],
			(string) $row['consent_text']
		);
	}

	/**
	 * Whether sign-ups to this list must tick the consent box.
	 */
	public function requires_consent(): bool {
		return '' !== trim( $this->consent_text );
	}

	/**
	 * Whether this is the default list.
	 */
	public function is_default(): bool {
		return ListRepository::DEFAULT_SLUG === $this->slug;
	}
}
