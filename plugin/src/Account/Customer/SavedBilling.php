<?php
/**
 * A member's saved billing address.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Account\Customer;

use Vitrine\Shop\Orders\Billing;
use Vitrine\Shop\Orders\Order;

defined( 'ABSPATH' ) || exit;

/**
 * The billing address kept in user meta (`vitrine_billing`, one array): saved from the account
 * page and from every order a member places, and used to prefill the checkout form.
 */
final class SavedBilling {

	public const META = 'vitrine_billing';

	/**
	 * Hooks in: saving at checkout, prefilling the checkout.
	 */
	public function register(): void {
		add_action( 'vitrine_order_placed', array( $this, 'save_from_order' ) );
		add_filter( 'vitrine_checkout_billing_values', array( $this, 'prefill' ), 10, 2 );
	}

	/**
	 * A member's saved address, every billing field present ('' when unknown). Fields the
	 * address does not have yet are filled from the profile (name, email).
	 *
	 * @param int $user_id Member.
	 * @return array<string, string>
	 */
	public static function get( int $user_id ): array {
		$saved  = (array) get_user_meta( $user_id, self::META, true );
		$user   = get_userdata( $user_id );
		$values = array();
		foreach ( array_keys( Billing::fields() ) as $name ) {
			$values[ $name ] = is_scalar( $saved[ $name ] ?? null ) ? (string) $saved[ $name ] : '';
		}
		if ( $user ) {
			$values['first_name'] = '' !== $values['first_name'] ? $values['first_name'] : (string) $user->first_name;
			$values['last_name']  = '' !== $values['last_name'] ? $values['last_name'] : (string) $user->last_name;
			$values['email']      = '' !== $values['email'] ? $values['email'] : (string) $user->user_email;
		}
		return $values;
	}

	/**
	 * Saves an address already sanitized and validated ({@see Billing::validate()}).
	 *
	 * @param int                   $user_id Member.
	 * @param array<string, string> $values  Billing fields.
	 */
	public static function save( int $user_id, array $values ): void {
		$clean = array();
		foreach ( array_keys( Billing::fields() ) as $name ) {
			$clean[ $name ] = (string) ( $values[ $name ] ?? '' );
		}
		update_user_meta( $user_id, self::META, $clean );
	}

	/**
	 * Keeps the address of a member's order for the next checkout.
	 *
	 * @param Order $order The order just placed.
	 */
	public function save_from_order( $order ): void {
		if ( $order instanceof Order && $order->user_id > 0 ) {
			self::save( $order->user_id, $order->billing );
		}
	}

	/**
	 * Prefills the checkout form of a signed-in member who has not posted it yet.
	 *
	 * @param array<string, string> $values Values from the post (empty strings on a fresh form).
	 * @param bool                  $posted Whether the form was posted (then nothing changes).
	 * @return array<string, string>
	 */
	public function prefill( $values, $posted = false ): array {
		$values = (array) $values;
		if ( $posted || ! is_user_logged_in() ) {
			return $values;
		}
		return array_merge( $values, self::get( get_current_user_id() ) );
	}
}
