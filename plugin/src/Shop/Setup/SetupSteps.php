<?php
/**
 * The steps of the shop's setup and which are done.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Shop\Setup;

use Vitrine\Shop\Setup\Steps\CountriesStep;
use Vitrine\Shop\Setup\Steps\MailStep;
use Vitrine\Shop\Setup\Steps\PagesStep;
use Vitrine\Shop\Setup\Steps\PaymentsStep;
use Vitrine\Shop\Setup\Steps\StoreStep;
use Vitrine\Shop\Setup\Steps\WishlistStep;

defined( 'ABSPATH' ) || exit;

/**
 * The list of steps (Vitrine's and the add-ons'), and the ids of the steps saved at least once
 * (`vitrine_setup_saved`, autoloaded: the checklist notice reads it on every admin screen).
 */
final class SetupSteps {

	public const SAVED_OPTION = 'vitrine_setup_saved';

	/**
	 * The steps, keyed by id, in order.
	 *
	 * @return array<string, SetupStep>
	 */
	public static function all(): array {
		$steps = array(
			new PagesStep(),
			new StoreStep(),
			new CountriesStep(),
			new PaymentsStep(),
			new MailStep(),
			new WishlistStep(),
		);
		/**
		 * Filters the steps of Shop → Setup, in order. An add-on adds its own (bank accounts,
		 * shipping zones, taxes…) as objects implementing `Vitrine\Shop\Setup\SetupStep`: each
		 * prints its fields, saves them (returning a `WP_Error` to refuse), and says whether it
		 * is done; the checklist stays on the admin screens until every step is.
		 *
		 * @since 0.3.0
		 *
		 * @param list<SetupStep> $steps The steps.
		 */
		$filtered = (array) apply_filters( 'vitrine_setup_steps', $steps );
		$out      = array();
		foreach ( $filtered as $step ) {
			if ( $step instanceof SetupStep && preg_match( '/^[a-z0-9_-]{1,40}$/', $step->id() ) ) {
				$out[ $step->id() ] = $step;
			}
		}
		return $out;
	}

	/**
	 * Whether a step is done.
	 *
	 * @param SetupStep $step The step.
	 */
	public static function is_done( SetupStep $step ): bool {
		return $step->is_done( in_array( $step->id(), self::saved(), true ) );
	}

	/**
	 * The steps left to do.
	 *
	 * @return array<string, SetupStep>
	 */
	public static function left(): array {
		return array_filter( self::all(), static fn( SetupStep $step ): bool => ! self::is_done( $step ) );
	}

	/**
	 * Notes that a step was saved.
	 *
	 * @param string $id Step id.
	 */
	public static function mark_saved( string $id ): void {
		$saved = self::saved();
		if ( ! in_array( $id, $saved, true ) ) {
			$saved[] = $id;
			update_option( self::SAVED_OPTION, $saved, true );
		}
	}

	/**
	 * The ids of the steps saved at least once.
	 *
	 * @return list<string>
	 */
	private static function saved(): array {
		$saved = get_option( self::SAVED_OPTION, array() );
		return is_array( $saved ) ? array_values( array_filter( $saved, 'is_string' ) ) : array();
	}
}
