<?php
/**
 * The shop's first run: its pages, setup screen and notices.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Shop\Setup;

use Vitrine\Core\Module;

defined( 'ABSPATH' ) || exit;

/**
 * Wires the setup: the pages' bookkeeping on every request (a page saved or trashed), the
 * store's mail sender, and in the admin the setup screen, its notices and the page pickers.
 */
final class SetupModule implements Module {

	/**
	 * {@inheritDoc}
	 */
	public function register(): void {
		foreach ( array( 'save_post_page', 'trashed_post', 'untrashed_post', 'deleted_post' ) as $hook ) {
			add_action( $hook, array( ShopPages::class, 'on_page_change' ) );
		}
		( new MailSender() )->register();
		( new PageSettings() )->register();
		if ( is_admin() ) {
			( new SetupScreen() )->register();
			( new SetupNotices() )->register();
		}
	}
}
