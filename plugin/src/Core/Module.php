<?php
/**
 * A feature module.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Core;

defined( 'ABSPATH' ) || exit;

/**
 * Every feature folder has one module class that wires its hooks.
 */
interface Module {

	/**
	 * Adds the module's actions and filters. Runs once, when the plugin loads.
	 */
	public function register(): void;
}
