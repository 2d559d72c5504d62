<?php
/**
 * Setup step: the shop's pages.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Shop\Setup\Steps;

use Vitrine\Shop\Setup\SetupStep;
use Vitrine\Shop\Setup\ShopPages;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Lists the shop's pages with their state and creates the missing ones in one click.
 */
final class PagesStep implements SetupStep {

	/**
	 * {@inheritDoc}
	 */
	public function id(): string {
		return 'pages';
	}

	/**
	 * {@inheritDoc}
	 */
	public function title(): string {
		return __( 'Create the shop’s pages', 'vitrine' );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param bool $saved Unused: done when no page is missing.
	 */
	public function is_done( bool $saved ): bool {
		return ! ShopPages::missing();
	}

	/**
	 * {@inheritDoc}
	 */
	public function render(): void {
		echo '<p>' . esc_html__( 'Each page holds its block. You can choose other pages later in Vitrine → Settings → Shop.', 'vitrine' ) . '</p><ul class="vitrine-setup__pages">';
		foreach ( ShopPages::definitions() as $key => $page ) {
			$id = ShopPages::id( $key );
			if ( $id ) {
				printf(
					'<li class="is-done"><span class="dashicons dashicons-yes" aria-hidden="true"></span> <a href="%1$s">%2$s</a> <span class="description">%3$s</span></li>',
					esc_url( ShopPages::url( $key ) ),
					esc_html( get_the_title( $id ) ),
					esc_html( wp_parse_url( ShopPages::url( $key ), PHP_URL_PATH ) ?? '' )
				);
			} else {
				printf(
					'<li class="is-missing"><span class="dashicons dashicons-minus" aria-hidden="true"></span> %1$s <span class="description">%2$s</span></li>',
					esc_html( $page['title'] ),
					esc_html__( 'missing', 'vitrine' )
				);
			}
		}
		echo '</ul>';
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param array<string, mixed> $posted Unused.
	 */
	public function save( array $posted ): ?WP_Error {
		ShopPages::create_missing();
		$missing = ShopPages::missing();
		return $missing ? new WP_Error( 'vitrine_setup_pages_not_created', __( 'Some pages could not be created. Please try again.', 'vitrine' ), array( 'status' => 500 ) ) : null;
	}

	/**
	 * {@inheritDoc}
	 */
	public function button(): string {
		return ShopPages::missing() ? __( 'Create the missing pages', 'vitrine' ) : '';
	}
}
