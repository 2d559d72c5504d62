<?php
/**
 * Prices as people read them.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Shop;

defined( 'ABSPATH' ) || exit;

/**
 * Formats decimal-string amounts in the shop's currency (option `vitrine_shop_currency`, an
 * ISO 4217 code, default EUR). Every price the shop prints goes through here.
 */
final class Money {

	public const OPTION  = 'vitrine_shop_currency';
	public const DEFAULT = 'EUR';

	/**
	 * Symbols of common currencies; others print their code.
	 */
	private const SYMBOLS = array(
		'EUR' => '€',
		'USD' => '$',
		'GBP' => '£',
		'JPY' => '¥',
		'CHF' => 'CHF ',
		'SEK' => 'kr ',
		'PLN' => 'zł ',
	);

	/**
	 * Currencies without minor units.
	 */
	private const NO_DECIMALS = array( 'JPY' );

	/**
	 * The shop's currency code.
	 */
	public static function currency(): string {
		$code = strtoupper( (string) get_option( self::OPTION, self::DEFAULT ) );
		return preg_match( '/^[A-Z]{3}$/', $code ) ? $code : self::DEFAULT;
	}

	/**
	 * The currency's symbol (or its code and a space).
	 */
	public static function symbol(): string {
		$code = self::currency();
		return self::SYMBOLS[ $code ] ?? $code . ' ';
	}

	/**
	 * Decimals shown for the currency.
	 */
	public static function decimals(): int {
		return in_array( self::currency(), self::NO_DECIMALS, true ) ? 0 : 2;
	}

	/**
	 * An amount as text, e.g. "€1,234.50" (number format of the site's locale).
	 *
	 * @param string|int|float $amount Decimal amount.
	 */
	public static function format( string|int|float $amount ): string {
		$number = number_format_i18n( (float) $amount, self::decimals() );
		return sprintf(
			/* translators: 1: currency symbol, 2: amount. Reorder for locales that put the symbol after the amount. */
			_x( '%1$s%2$s', 'price', 'vitrine' ), // phpcs:ignore WordPress.WP.I18n.NoEmptyStrings -- only placeholders, so that locales can put the symbol after the amount.
			self::symbol(),
			$number
		);
	}

	/**
	 * Multiplies a decimal amount by a quantity without float drift (in minor units).
	 *
	 * @param string $amount   Decimal amount.
	 * @param int    $quantity Units.
	 */
	public static function multiply( string $amount, int $quantity ): string {
		$cents = (int) round( (float) $amount * 100 ) * $quantity;
		return number_format( $cents / 100, 2, '.', '' );
	}

	/**
	 * A product's price as HTML: the sale price beside the struck regular price while on
	 * sale, with words for screen readers, or '' when it has no price.
	 *
	 * @param Product $product Product.
	 */
	public static function price_html( Product $product ): string {
		$price = $product->effective_price();
		if ( '' === $price ) {
			return '';
		}
		if ( ! $product->is_on_sale() ) {
			return '<span class="vitrine-price"><span class="vitrine-price__amount">' . esc_html( self::format( $price ) ) . '</span></span>';
		}
		return sprintf(
			'<span class="vitrine-price vitrine-price--sale"><del aria-hidden="true" class="vitrine-price__regular">%1$s</del> <span class="screen-reader-text">%2$s</span> <ins aria-hidden="true" class="vitrine-price__amount">%3$s</ins> <span class="screen-reader-text">%4$s</span></span>',
			esc_html( self::format( $product->regular_price ) ),
			/* translators: %s: the price before the sale, e.g. "€40.00". */
			esc_html( sprintf( __( 'Original price was: %s.', 'vitrine' ), self::format( $product->regular_price ) ) ),
			esc_html( self::format( $price ) ),
			/* translators: %s: the sale price, e.g. "€32.00". */
			esc_html( sprintf( __( 'Current price is: %s.', 'vitrine' ), self::format( $price ) ) )
		);
	}
}
