<?php
/**
 * The countries a customer can choose at checkout.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Shop\Orders;

use Vitrine\Shop\Setup\StoreSettings;

defined( 'ABSPATH' ) || exit;

/**
 * The ISO 3166-1 countries by two-letter code, named in the site's language, from the ICU
 * data PHP's intl extension carries (maintained with ICU, so no list of our own to keep up
 * to date). ICU also names regions that are not countries (the EU, "Unknown Region",
 * pseudo-locales, exceptionally reserved codes); those are left out. Without intl there is
 * no list and checkout falls back to a two-letter code typed in.
 */
final class Countries {

	/**
	 * ICU region codes that are not ISO 3166-1 countries (English data holds every code ICU names).
	 */
	private const NOT_COUNTRIES = array( 'AC', 'CP', 'DG', 'EA', 'EU', 'EZ', 'IC', 'QO', 'TA', 'UN', 'XA', 'XB', 'XK', 'ZZ' );

	/**
	 * Names by locale, for this request.
	 *
	 * @var array<string, array<string, string>>
	 */
	private static array $cache = array();

	/**
	 * Whether there is a list (the intl extension is loaded).
	 */
	public static function available(): bool {
		return class_exists( \ResourceBundle::class ) && class_exists( \Locale::class );
	}

	/**
	 * The countries, code => name, sorted by name in the locale's order.
	 *
	 * @param string|null $locale Locale; default the visitor's (determine_locale()).
	 * @return array<string, string> Empty without intl.
	 */
	public static function all( ?string $locale = null ): array {
		if ( ! self::available() ) {
			return array();
		}
		$locale = $locale ?? determine_locale();
		if ( isset( self::$cache[ $locale ] ) ) {
			return self::$cache[ $locale ];
		}
		$bundle    = \ResourceBundle::create( 'en', 'ICUDATA-region' );
		$countries = array();
		if ( $bundle && $bundle['Countries'] instanceof \ResourceBundle ) {
			foreach ( $bundle['Countries'] as $code => $unused ) {
				$code = (string) $code;
				if ( preg_match( '/^[A-Z]{2}$/', $code ) && ! in_array( $code, self::NOT_COUNTRIES, true ) ) {
					$countries[ $code ] = (string) \Locale::getDisplayRegion( '-' . $code, $locale );
				}
			}
		}
		$collator = class_exists( \Collator::class ) ? \Collator::create( $locale ) : null;
		if ( $collator ) {
			uasort( $countries, static fn( string $a, string $b ): int => (int) $collator->compare( $a, $b ) );
		} else {
			asort( $countries );
		}
		/**
		 * Filters the countries offered at checkout (a shop that ships to some only removes
		 * the others).
		 *
		 * @since 0.2.0
		 *
		 * @param array<string, string> $countries Names by ISO 3166-1 alpha-2 code.
		 * @param string                $locale    The locale they are named in.
		 */
		self::$cache[ $locale ] = array_map( 'strval', (array) apply_filters( 'vitrine_checkout_countries', $countries, $locale ) );
		return self::$cache[ $locale ];
	}

	/**
	 * The shop's country, chosen at checkout until the customer changes it: the site's
	 * locale's region (fr_FR: FR), when it is in the list.
	 */
	public static function default(): string {
		// The store's country (the setup asks for it); the site language's region only before,
		// so a shop in euros never preselects the United States of en_US.
		$region = StoreSettings::get()['country'];
		if ( '' === $region && self::available() ) {
			$region = strtoupper( (string) \Locale::getRegion( get_locale() ) );
		}
		/**
		 * Filters the country the checkout preselects.
		 *
		 * @since 0.2.0
		 *
		 * @param string $country ISO 3166-1 alpha-2 code, or '' for none.
		 */
		$country = strtoupper( (string) apply_filters( 'vitrine_shop_country', $region ) );
		return isset( self::all()[ $country ] ) ? $country : '';
	}

	/**
	 * A country's name, or its code when it has none.
	 *
	 * @param string $code Two-letter code.
	 */
	public static function name( string $code ): string {
		return self::all()[ $code ] ?? $code;
	}

	/**
	 * The `<option>`s of a country select, with a prompt first and the given country chosen:
	 * the checkout and the account's address form print the same list.
	 *
	 * @param string $chosen Two-letter code of the chosen country, '' for none.
	 */
	public static function options( string $chosen ): string {
		$options = '<option value="">' . esc_html__( 'Choose a country…', 'vitrine' ) . '</option>';
		foreach ( self::all() as $code => $country ) {
			$options .= sprintf( '<option value="%1$s"%2$s>%3$s</option>', esc_attr( $code ), selected( $chosen, $code, false ), esc_html( $country ) );
		}
		return $options;
	}

	/**
	 * Forgets the names (tests, locale switches).
	 */
	public static function reset(): void {
		self::$cache = array();
	}
}
