<?php
/**
 * The demo shop's answers to Shop → Setup.
 *
 * @package VitrineDemo
 */

declare( strict_types = 1 );

namespace Vitrine\Demo;

use Vitrine\Shop\Setup\SetupSteps;
use Vitrine\Shop\Setup\ShopPages;
use Vitrine\Shop\Setup\StoreSettings;

defined( 'ABSPATH' ) || exit;

/**
 * The demo is a finished shop: its pages (seeded at their usual slugs) are the shop's pages,
 * it has an address in France, and every step of the setup is done, so its admin screens carry
 * no setup checklist. Runs on every seed; changes nothing once the store has an address.
 */
final class DemoShopSetup {

	/**
	 * Answers the setup once.
	 */
	public static function apply(): void {
		ShopPages::choose( array() ); // Takes the seeded pages at their slugs.
		if ( StoreSettings::has_address() ) {
			return;
		}
		StoreSettings::update(
			array(
				'address'         => '12 rue des Potiers',
				'city'            => 'Lons-le-Saunier',
				'postcode'        => '39000',
				'country'         => 'FR',
				'mail_from_name'  => 'Vitrine',
				'mail_from_email' => (string) get_option( 'admin_email' ),
			)
		);
		foreach ( array_keys( SetupSteps::all() ) as $step ) {
			SetupSteps::mark_saved( $step );
		}
	}
}
