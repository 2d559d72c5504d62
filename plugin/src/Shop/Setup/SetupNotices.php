<?php
/**
 * The setup's notices on the admin screens.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Shop\Setup;

defined( 'ABSPATH' ) || exit;

/**
 * Two notices for the people who may set the shop up, on every admin screen but the setup's
 * own: the shop's missing pages, with a button that creates them at once, and the setup's
 * checklist, which stays until every step is done.
 */
final class SetupNotices {

	/**
	 * Hooks in.
	 */
	public function register(): void {
		add_action( 'admin_notices', array( $this, 'render' ) );
	}

	/**
	 * Prints the notices.
	 */
	public function render(): void {
		if ( ! current_user_can( SetupScreen::CAPABILITY ) ) {
			return;
		}
		$screen = function_exists( 'get_current_screen' ) ? get_current_screen() : null;
		if ( $screen && str_ends_with( (string) $screen->id, '_page_' . SetupScreen::SLUG ) ) {
			return;
		}
		$missing = ShopPages::missing();
		if ( $missing ) {
			$titles = array_map( static fn( string $key ): string => ShopPages::definitions()[ $key ]['title'], $missing );
			printf( '<div class="notice notice-warning vitrine-setup-notice"><p>%s</p>', esc_html( sprintf( /* translators: %s: page titles, such as "Cart, Checkout". */ __( 'Your shop is missing these pages: %s. Visitors who follow its links find nothing there.', 'vitrine' ), implode( wp_get_list_item_separator(), $titles ) ) ) );
			printf( '<form method="post" action="%1$s"><input type="hidden" name="action" value="%2$s"><input type="hidden" name="step" value="pages">', esc_url( admin_url( 'admin-post.php' ) ), esc_attr( SetupScreen::ACTION ) );
			wp_nonce_field( SetupScreen::ACTION . ':pages' );
			printf( '<p><button type="submit" class="button button-primary">%s</button></p></form></div>', esc_html__( 'Create the missing pages', 'vitrine' ) );
		}
		$steps = SetupSteps::all();
		$left  = SetupSteps::left();
		if ( $left ) {
			printf(
				'<div class="notice notice-info vitrine-setup-notice"><p><strong>%1$s</strong> %2$s</p><p><a class="button" href="%3$s">%4$s</a></p></div>',
				esc_html__( 'Finish setting up your shop.', 'vitrine' ),
				/* translators: 1: steps done, 2: all steps. */
				esc_html( sprintf( _n( '%1$d of %2$d step done.', '%1$d of %2$d steps done.', count( $steps ), 'vitrine' ), count( $steps ) - count( $left ), count( $steps ) ) ),
				esc_url( SetupScreen::url() ),
				esc_html__( 'Continue the setup', 'vitrine' )
			);
		}
	}
}
