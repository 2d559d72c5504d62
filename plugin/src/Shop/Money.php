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
		return self::from_minor( self::to_minor( $amount ) * $quantity );
	}

	/**
	 * A decimal amount as whole cents, read as text (no float): "12.5" is 1250, "0.005" is 1
	 * (half up), "-3.20" is -320, anything unreadable 0. Every sum the shop makes is made on
	 * these.
	 *
	 * @param string|int $amount Decimal amount, "." as separator.
	 */
	public static function to_minor( string|int $amount ): int {
		$text = trim( (string) $amount );
		if ( ! preg_match( '/^(-?)(\d*)(?:\.(\d*))?$/', $text, $parts ) || ( '' === $parts[2] && '' === ( $parts[3] ?? '' ) ) ) {
			return 0;
		}
		$fraction = str_pad( $parts[3] ?? '', 3, '0' );
		$cents    = (int) $parts[2] * 100 + (int) substr( $fraction, 0, 2 );
		// The third decimal rounds half up; later ones cannot change that.
		$cents += (int) $fraction[2] >= 5 ? 1 : 0;
		return '-' === $parts[1] ? -$cents : $cents;
	}

	/**
	 * Whole cents as a decimal string with two decimals ("1250" → "12.50", "-5" → "-0.05").
	 *
	 * @param int $cents Amount in minor units.
	 */
	public static function from_minor( int $cents ): string {
		$sign = $cents < 0 ? '-' : '';
		$abs  = abs( $cents );
		return $sign . intdiv( $abs, 100 ) . '.' . str_pad( (string) ( $abs % 100 ), 2, '0', STR_PAD_LEFT );
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
