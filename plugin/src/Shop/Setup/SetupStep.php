<?php
/**
 * One step of the shop's setup.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Shop\Setup;

use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * A step of Shop → Setup: a short form with its own Save button, and a line of the checklist
 * that stays on the admin screens until every step is done. Vitrine's steps are the pages, the
 * store's address, its countries, payment methods, mails and wishlists; add-ons add theirs
 * (bank accounts, shipping, taxes…) with the `vitrine_setup_steps` filter.
 */
interface SetupStep {

	/**
	 * A unique key (letters, digits, dashes and underscores).
	 */
	public function id(): string;

	/**
	 * The step's title, translated: the checklist's line and the section's heading.
	 */
	public function title(): string;

	/**
	 * Whether the owner has done it.
	 *
	 * @param bool $saved Whether the step's form was saved at least once.
	 */
	public function is_done( bool $saved ): bool;

	/**
	 * Prints the step's fields (inside its form, which adds the nonce and the button).
	 */
	public function render(): void;

	/**
	 * Stores the posted values; the error, translated, when one is wrong (nothing is stored).
	 *
	 * @param array<string, mixed> $posted The form's values, unslashed.
	 */
	public function save( array $posted ): ?WP_Error;

	/**
	 * The label of the step's button ('' for none: nothing left to do).
	 */
	public function button(): string;
}
