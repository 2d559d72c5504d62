<?php
/**
 * Install, deactivate, delete, and the sites of a network.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Core\Lifecycle;

use Vitrine\Core\Module;

defined( 'ABSPATH' ) || exit;

/**
 * Wires the "remove all data on delete" setting and the multisite table hooks. Deactivation
 * is {@see Deactivation}, registered by the plugin file; deletion is `uninstall.php`.
 */
final class LifecycleModule implements Module {

	/**
	 * {@inheritDoc}
	 */
	public function register(): void {
		( new RemoveDataSetting() )->register();
		if ( is_multisite() ) {
			( new MultisiteTables() )->register();
		}
	}
}
