<?php
/**
 * Setup step: the payment methods offered at checkout.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Shop\Setup\Steps;

use Vitrine\Shop\Orders\PaymentGateways;
use Vitrine\Shop\Payments\OnlineGateways;
use Vitrine\Shop\Payments\PaymentSettings;
use Vitrine\Shop\Setup\SetupStep;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Which of the installed payment methods the checkout offers (at least one).
 */
final class PaymentsStep implements SetupStep {

	/**
	 * {@inheritDoc}
	 */
	public function id(): string {
		return 'payments';
	}

	/**
	 * {@inheritDoc}
	 */
	public function title(): string {
		return __( 'Payment methods', 'vitrine' );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param bool $saved Whether the form was saved.
	 */
	public function is_done( bool $saved ): bool {
		return $saved;
	}

	/**
	 * {@inheritDoc}
	 */
	public function render(): void {
		$enabled = PaymentSettings::methods();
		echo '<fieldset><legend class="screen-reader-text">' . esc_html( $this->title() ) . '</legend>';
		foreach ( PaymentGateways::offline() as $id => $gateway ) {
			printf(
				'<p><label><input type="checkbox" name="payment_methods[]" value="%1$s"%2$s> <strong>%3$s</strong></label><br><span class="description">%4$s</span></p>',
				esc_attr( $id ),
				checked( $enabled[ $id ] ?? false, true, false ),
				esc_html( $gateway['title'] ),
				esc_html( $gateway['description'] )
			);
		}
		echo '</fieldset>';
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param array<string, mixed> $posted The form's values.
	 */
	public function save( array $posted ): ?WP_Error {
		$chosen = array_values( array_intersect( array_keys( PaymentGateways::offline() ), array_map( 'strval', (array) ( $posted['payment_methods'] ?? array() ) ) ) );
		if ( ! $chosen && ! OnlineGateways::all() ) {
			return new WP_Error( 'vitrine_setup_no_payment_method', __( 'Please offer at least one payment method.', 'vitrine' ), array( 'status' => 400 ) );
		}
		// The same switches as Settings → Payments (one option, so the two never disagree).
		update_option( PaymentSettings::METHODS_OPTION, array_fill_keys( $chosen, true ) + array( 'submitted' => true ) );
		return null;
	}

	/**
	 * {@inheritDoc}
	 */
	public function button(): string {
		return __( 'Save the payment methods', 'vitrine' );
	}
}
