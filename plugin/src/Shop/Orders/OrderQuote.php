<?php
/**
 * What an order costs.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Shop\Orders;

use Vitrine\Shop\Cart\Cart;
use Vitrine\Shop\Money;
use Vitrine\Shop\Shipping\ShippingRules;
use Vitrine\Shop\Shipping\ShippingSettings;
use Vitrine\Shop\Tax\TaxCalculator;
use Vitrine\Shop\Tax\TaxSettings;

defined( 'ABSPATH' ) || exit;

/**
 * The items' subtotal, the shipping methods of the customer's country and the one chosen, the
 * tax lines and the total, in whole cents ({@see ShippingRules}, {@see TaxCalculator}). With
 * prices entered including tax the total is subtotal + shipping and the tax lines say what it
 * includes; entered without, the tax is added. The cart shows it as an estimate for the shop's
 * country, the checkout for the customer's, and the order stores its
 * {@see OrderQuote::breakdown()}, so later rate changes leave placed orders alone.
 */
final class OrderQuote {

	/**
	 * Sets the quote.
	 *
	 * @param int                                                   $subtotal         Items, in cents.
	 * @param array{id: string, label: string, cost: int}|null      $shipping         The method chosen; null when nothing is charged.
	 * @param list<array{id: string, label: string, cost: int}>     $shipping_options What the customer may choose.
	 * @param bool                                                  $ships            False when the country's zone has no method.
	 * @param list<array{rate: string, base: int, tax: int}>        $taxes            Tax lines.
	 * @param int                                                   $total            What the customer pays, in cents.
	 * @param bool                                                  $inclusive        Whether prices include tax.
	 */
	public function __construct(
		public readonly int $subtotal,
		public readonly ?array $shipping,
		public readonly array $shipping_options,
		public readonly bool $ships,
		public readonly array $taxes,
		public readonly int $total,
		public readonly bool $inclusive,
	) {}

	/**
	 * The quote of some lines, from given settings (pure).
	 *
	 * @param list<array{amount: int, class: string}>                                                                 $lines     Line totals in cents and tax classes.
	 * @param string                                                                                                 $country   The customer's country.
	 * @param string                                                                                                 $chosen    The shipping method asked for.
	 * @param list<array{name: string, countries: list<string>, flat_rate: string, free_over: string, pickup: bool}> $zones     Shipping zones.
	 * @param list<array{country: string, standard: string, reduced: string}>                                        $rates     Tax rates.
	 * @param bool                                                                                                   $inclusive Whether prices include tax.
	 */
	public static function calculate( array $lines, string $country, string $chosen, array $zones, array $rates, bool $inclusive ): self {
		$subtotal = 0;
		$taxed    = array();
		foreach ( $lines as $line ) {
			$subtotal += $line['amount'];
			$taxed[]   = array(
				'amount' => $line['amount'],
				'rate'   => TaxCalculator::rate_for( $rates, $country, $line['class'] ),
			);
		}
		$zone     = ShippingRules::zone_for( $zones, $country );
		$options  = $zone ? ShippingRules::options( $zone, $subtotal ) : array();
		$shipping = ShippingRules::choose( $options, $chosen );
		if ( $shipping && $shipping['cost'] > 0 ) {
			$taxed[] = array(
				'amount' => $shipping['cost'],
				'rate'   => TaxCalculator::rate_for( $rates, $country, TaxCalculator::STANDARD ),
			);
		}
		$taxes = TaxCalculator::lines( $taxed, $inclusive );
		$total = $subtotal + ( $shipping['cost'] ?? 0 );
		if ( ! $inclusive ) {
			$total += array_sum( array_column( $taxes, 'tax' ) );
		}
		return new self( $subtotal, $shipping, $options, null === $zone || array() !== $options, $taxes, $total, $inclusive );
	}

	/**
	 * The quote of a cart, from the shop's settings.
	 *
	 * @param Cart   $cart    The cart.
	 * @param string $country The customer's country ('' for the shop's).
	 * @param string $chosen  The shipping method asked for.
	 */
	public static function for_cart( Cart $cart, string $country, string $chosen = '' ): self {
		$lines = array();
		foreach ( $cart->lines() as $line ) {
			$lines[] = array(
				'amount' => Money::to_minor( $line->total() ),
				'class'  => TaxSettings::class_of( $line->product->id ),
			);
		}
		$tax = TaxSettings::get();
		return self::calculate( $lines, '' !== $country ? $country : Countries::default(), $chosen, ShippingSettings::zones(), $tax['rates'], $tax['prices_include_tax'] );
	}

	/**
	 * The tax, in cents.
	 */
	public function tax_total(): int {
		return (int) array_sum( array_column( $this->taxes, 'tax' ) );
	}

	/**
	 * What the order stores: decimal strings, the labels as shown then.
	 *
	 * @return array{prices_include_tax: bool, tax_label: string, shipping: array{id: string, label: string, cost: string}|null, taxes: list<array{rate: string, base: string, tax: string}>}
	 */
	public function breakdown(): array {
		return array(
			'prices_include_tax' => $this->inclusive,
			'tax_label'          => TaxSettings::label(),
			'shipping'           => $this->shipping ? array(
				'id'    => $this->shipping['id'],
				'label' => $this->shipping['label'],
				'cost'  => Money::from_minor( $this->shipping['cost'] ),
			) : null,
			'taxes'              => array_map(
				static fn( array $tax ): array => array(
					'rate' => $tax['rate'],
					'base' => Money::from_minor( $tax['base'] ),
					'tax'  => Money::from_minor( $tax['tax'] ),
				),
				$this->taxes
			),
		);
	}
}
