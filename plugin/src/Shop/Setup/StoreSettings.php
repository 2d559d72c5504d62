<?php
/**
 * The store's address, countries and mail sender.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Shop\Setup;

use Vitrine\Shop\Orders\Countries;

defined( 'ABSPATH' ) || exit;

/**
 * What the setup asks the owner, kept in one autoloaded option (`vitrine_store`): the store's
 * address and country (the checkout preselects it), the countries it sells and ships to, and
 * who its mails come from. The payment methods are not here: Settings → Payments and the
 * setup's payment step share `vitrine_payment_methods` (PaymentSettings). A `payment_methods`
 * key an older version stored here is dropped by sanitize(), so it is never read and goes
 * with the next save.
 */
final class StoreSettings {

	public const OPTION = 'vitrine_store';

	/**
	 * The defaults: no address, every country, WordPress's own sender.
	 *
	 * @return array{address: string, address_2: string, city: string, postcode: string, country: string, sell_to: list<string>, ship_to: list<string>, mail_from_name: string, mail_from_email: string, mail_logo: int}
	 */
	public static function defaults(): array {
		return array(
			'address'         => '',
			'address_2'       => '',
			'city'            => '',
			'postcode'        => '',
			'country'         => '',
			'sell_to'         => array(), // Empty: every country.
			'ship_to'         => array(), // Empty: every country it sells to.
			'mail_from_name'  => '',
			'mail_from_email' => '',
			'mail_logo'       => 0,
		);
	}

	/**
	 * The settings, each of its type.
	 *
	 * @return array{address: string, address_2: string, city: string, postcode: string, country: string, sell_to: list<string>, ship_to: list<string>, mail_from_name: string, mail_from_email: string, mail_logo: int}
	 */
	public static function get(): array {
		$stored = get_option( self::OPTION, array() );
		return self::sanitize( is_array( $stored ) ? $stored : array() );
	}

	/**
	 * Stores some settings (the others keep their values).
	 *
	 * @param array<string, mixed> $changes Raw values by key.
	 */
	public static function update( array $changes ): void {
		update_option( self::OPTION, self::sanitize( array_merge( self::get(), $changes ) ), true );
	}

	/**
	 * Whether the owner saved the store's address yet.
	 */
	public static function has_address(): bool {
		$store = self::get();
		return '' !== $store['country'] && '' !== $store['address'] && '' !== $store['city'];
	}

	/**
	 * Cleans raw settings.
	 *
	 * @param array<string, mixed> $raw Raw values.
	 * @return array{address: string, address_2: string, city: string, postcode: string, country: string, sell_to: list<string>, ship_to: list<string>, mail_from_name: string, mail_from_email: string, mail_logo: int}
	 */
	public static function sanitize( array $raw ): array {
		$defaults = self::defaults();
		$text     = static fn( string $key ): string => is_scalar( $raw[ $key ] ?? null ) ? mb_substr( sanitize_text_field( (string) $raw[ $key ] ), 0, 200 ) : $defaults[ $key ];
		$email    = is_string( $raw['mail_from_email'] ?? null ) ? sanitize_email( $raw['mail_from_email'] ) : '';
		$logo     = absint( $raw['mail_logo'] ?? 0 );
		return array(
			'address'         => $text( 'address' ),
			'address_2'       => $text( 'address_2' ),
			'city'            => $text( 'city' ),
			'postcode'        => $text( 'postcode' ),
			'country'         => self::country( $raw['country'] ?? '' ),
			'sell_to'         => self::countries( $raw['sell_to'] ?? array() ),
			'ship_to'         => self::countries( $raw['ship_to'] ?? array() ),
			'mail_from_name'  => $text( 'mail_from_name' ),
			'mail_from_email' => is_email( $email ) ? $email : '',
			'mail_logo'       => $logo > 0 && wp_attachment_is_image( $logo ) ? $logo : 0,
		);
	}

	/**
	 * A known two-letter country code, or ''.
	 *
	 * @param mixed $value Raw value.
	 */
	private static function country( $value ): string {
		$code = is_string( $value ) ? strtoupper( trim( $value ) ) : '';
		if ( ! preg_match( '/^[A-Z]{2}$/', $code ) ) {
			return '';
		}
		return ! Countries::available() || isset( Countries::all()[ $code ] ) ? $code : '';
	}

	/**
	 * Known country codes, each once, in the given order.
	 *
	 * @param mixed $values Raw values.
	 * @return list<string>
	 */
	private static function countries( $values ): array {
		$out = array();
		foreach ( is_array( $values ) ? $values : array() as $value ) {
			$code = self::country( $value );
			if ( '' !== $code ) {
				$out[ $code ] = $code;
			}
		}
		return array_values( $out );
	}
}
