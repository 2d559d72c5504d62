<?php
/**
 * The one place that picks the catalogue.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Shop\Catalogue;

defined( 'ABSPATH' ) || exit;

/**
 * Resolves the catalogue once per request: listings from the product lookup table once it is
 * back-filled ({@see ProductLookup}), from post meta until then, unless a plugin supplies
 * another catalogue through the `vitrine_shop_catalogue` filter.
 */
final class CatalogueFactory {

	/**
	 * The resolved catalogue.
	 *
	 * @var Catalogue|null
	 */
	private static ?Catalogue $catalogue = null;

	/**
	 * The catalogue every shop feature uses.
	 */
	public static function catalogue(): Catalogue {
		if ( null === self::$catalogue ) {
			$default = ProductLookup::ready() ? new LookupCatalogue() : new PostMetaCatalogue();
			/**
			 * Filters the shop's catalogue, e.g. to read products from WooCommerce.
			 *
			 * @since 0.1.0
			 *
			 * @param Catalogue $catalogue The lookup-table catalogue (the post-meta one while the table is back-filled).
			 */
			$filtered        = apply_filters( 'vitrine_shop_catalogue', $default );
			self::$catalogue = $filtered instanceof Catalogue ? $filtered : $default;
		}
		return self::$catalogue;
	}

	/**
	 * Forgets the resolved catalogue (tests, or after the filter changed).
	 */
	public static function reset(): void {
		self::$catalogue = null;
	}
}
