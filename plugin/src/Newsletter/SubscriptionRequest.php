<?php
/**
 * A sign-up as submitted.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Newsletter;

use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * The wire payload (docs/product-spec.md §3): `first_name`, `last_name`, `email`, `telephone`, `consent`
 * ("true"/"false") and `list_id` (a list id, or empty/"null" for the default list). Other
 * fields are ignored. Parsing checks shape only; the service checks the rules.
 */
final class SubscriptionRequest {

	public const NAME_MAX      = 100;
	public const TELEPHONE_MAX = 40;
	public const EMAIL_MAX     = 190;

	/**
	 * Sets up the request.
	 *
	 * @param string   $email      Sanitized address (validity checked by the service).
	 * @param string   $first_name First name.
	 * @param string   $last_name  Last name.
	 * @param string   $telephone  Telephone.
	 * @param bool     $consent    Whether the consent box was ticked.
	 * @param int|null $list_id    List id, or null for the default list.
	 */
	public function __construct(
		public readonly string $email,
		public readonly string $first_name = '',
		public readonly string $last_name = '',
		public readonly string $telephone = '',
		public readonly bool $consent = false,
		public readonly ?int $list_id = null
	) {}

	/**
	 * Parses unslashed request fields.
	 *
	 * @param array<string, mixed> $fields Unslashed fields, e.g. `wp_unslash( $_POST )`.
	 * @return self|WP_Error The request, or a 400 error naming what is malformed.
	 */
	public static function from_fields( array $fields ): self|WP_Error {
		$text = static function ( string $key ) use ( $fields ): string {
			$value = $fields[ $key ] ?? '';
			return is_scalar( $value ) ? sanitize_text_field( (string) $value ) : '';
		};

		$first_name = $text( 'first_name' );
		$last_name  = $text( 'last_name' );
		$telephone  = $text( 'telephone' );
		if ( mb_strlen( $first_name ) > self::NAME_MAX || mb_strlen( $last_name ) > self::NAME_MAX ) {
			return new WP_Error(
				'vitrine_newsletter_invalid_name',
				/* translators: %d: maximum number of characters. */
				sprintf( __( 'Names can be at most %d characters long.', 'vitrine' ), self::NAME_MAX ),
				array( 'status' => 400 )
			);
		}
		if ( '' !== $telephone && ( mb_strlen( $telephone ) > self::TELEPHONE_MAX || ! preg_match( '/^\+?[0-9 ().\/-]{3,}$/', $telephone ) ) ) {
			return new WP_Error(
				'vitrine_newsletter_invalid_telephone',
				__( 'Please enter a valid telephone number (digits, spaces, + - ( ) only).', 'vitrine' ),
				array( 'status' => 400 )
			);
		}

		$list_raw = $text( 'list_id' );
		$list_id  = null;
		if ( '' !== $list_raw && 'null' !== $list_raw && 'undefined' !== $list_raw ) {
			if ( ! ctype_digit( $list_raw ) || (int) $list_raw < 1 ) {
				return new WP_Error( 'vitrine_newsletter_unknown_list', __( 'This newsletter list does not exist.', 'vitrine' ), array( 'status' => 400 ) );
			}
			$list_id = (int) $list_raw;
		}

		return new self(
			sanitize_email( $text( 'email' ) ),
			$first_name,
			$last_name,
			$telephone,
			in_array( strtolower( $text( 'consent' ) ), array( 'true', '1', 'on', 'yes' ), true ),
			$list_id
		);
	}
}
