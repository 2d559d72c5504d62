<?php
/**
 * The account's saved billing address in the privacy tools.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Core\Privacy;

use Vitrine\Account\Customer\SavedBilling;
use Vitrine\Shop\Orders\Billing;

defined( 'ABSPATH' ) || exit;

/**
 * The billing address a member saved on the account page or at checkout (user meta
 * `vitrine_billing`): exported field by field, erased whole.
 */
final class SavedAddressPrivacy {

	public const ID = 'vitrine-saved-address';

	/**
	 * Core's exporter entry.
	 *
	 * @return array{exporter_friendly_name: string, callback: callable}
	 */
	public function exporter(): array {
		return array(
			'exporter_friendly_name' => __( 'Saved billing address', 'vitrine' ),
			'callback'               => array( $this, 'export' ),
		);
	}

	/**
	 * Core's eraser entry.
	 *
	 * @return array{eraser_friendly_name: string, callback: callable}
	 */
	public function eraser(): array {
		return array(
			'eraser_friendly_name' => __( 'Saved billing address', 'vitrine' ),
			'callback'             => array( $this, 'erase' ),
		);
	}

	/**
	 * Exports the saved address.
	 *
	 * @param string $email Email address.
	 * @return array{data: list<array<string, mixed>>, done: bool}
	 */
	public function export( $email ): array {
		$person = Person::of( $email );
		$saved  = 0 === $person->user_id ? array() : (array) get_user_meta( $person->user_id, SavedBilling::META, true );
		$fields = array();
		foreach ( Billing::fields() as $name => $field ) {
			if ( is_scalar( $saved[ $name ] ?? null ) && '' !== (string) $saved[ $name ] ) {
				$fields[ $field['label'] ] = (string) $saved[ $name ];
			}
		}
		if ( ! $fields ) {
			return Export::page( array() );
		}
		return Export::page(
			array(
				Export::item(
					self::ID,
					__( 'Saved billing address', 'vitrine' ),
					__( 'The billing address kept with the account to prefill the checkout.', 'vitrine' ),
					self::ID,
					$fields
				),
			)
		);
	}

	/**
	 * Deletes the saved address.
	 *
	 * @param string $email Email address.
	 * @return array{items_removed: bool, items_retained: bool, messages: list<string>, done: bool}
	 */
	public function erase( $email ): array {
		$person = Person::of( $email );
		return Export::erased( 0 !== $person->user_id && delete_user_meta( $person->user_id, SavedBilling::META ) );
	}
}
