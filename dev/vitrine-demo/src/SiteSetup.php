<?php
/**
 * First-run site settings.
 *
 * @package VitrineDemo
 */

declare( strict_types = 1 );

namespace Vitrine\Demo;

defined( 'ABSPATH' ) || exit;

/**
 * Applies the demo site's reading and display settings once. The option `vitrine_demo_setup`
 * records that it happened, so settings a person changes afterwards are never overwritten.
 */
final class SiteSetup {

	/**
	 * Option recording that the setup ran (the time it ran).
	 */
	public const DONE_OPTION = 'vitrine_demo_setup';

	/**
	 * Applies the settings unless they were applied before.
	 *
	 * @param int $front_page Page shown on the front page.
	 * @param int $posts_page Page listing the posts.
	 * @return bool Whether the settings were applied now.
	 */
	public function apply( int $front_page, int $posts_page ): bool {
		if ( get_option( self::DONE_OPTION ) ) {
			return false;
		}

		update_option( 'blogname', 'Vitrine' );
		$tagline = (string) get_option( 'blogdescription' );
		if ( '' === $tagline || 'Just another WordPress site' === $tagline ) {
			update_option( 'blogdescription', 'Ideas, stories and goods, well made.' );
		}
		if ( $front_page && $posts_page ) {
			update_option( 'show_on_front', 'page' );
			update_option( 'page_on_front', $front_page );
			update_option( 'page_for_posts', $posts_page );
		}
		update_option( 'posts_per_page', 9 );
		update_option( 'date_format', 'j F Y' );
		update_option( 'time_format', 'H:i' );

		update_option( self::DONE_OPTION, time(), false );
		return true;
	}
}
