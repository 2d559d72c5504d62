<?php
/**
 * A group of fields on a tab of Vitrine → Settings.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Core\Admin;

use Vitrine\Core\Http\VisitorPage;

defined( 'ABSPATH' ) || exit;

/**
 * The shape every settings class of a tab ({@see SettingsScreen}) shares: its option is
 * registered on `init` (so the REST API and WP-CLI know it too, not only the admin screen) and
 * its section and fields are added on `admin_init`. A settings class writes only those two.
 *
 * A visitor's page registers no setting ({@see VisitorPage}): nothing there writes one, and
 * every reader passes its own default to `get_option()`. Their labels, schemas and sanitizers
 * were work on every page for the settings screen and the REST API only.
 */
abstract class SettingsFields {

	/**
	 * Hooks in.
	 */
	final public function register(): void {
		if ( ! VisitorPage::is_current() ) {
			add_action( 'init', array( $this, 'register_setting' ) );
		}
		add_action( 'admin_init', array( $this, 'add_fields' ) );
	}

	/**
	 * Registers the option (or options) with `register_setting()`.
	 */
	abstract public function register_setting(): void;

	/**
	 * Adds the section and its fields to the tab's page.
	 */
	abstract public function add_fields(): void;
}
