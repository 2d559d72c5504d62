<?php
/**
 * Demo content.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Demo;

/**
 * Seeds the demo site (DESIGN.md §7). Idempotent: every item is looked up by slug first.
 */
final class DemoSeeder {

	/**
	 * Creates whatever is missing and returns a short report ('' when nothing was missing).
	 */
	public function seed(): string {
		$created = 0;
		foreach ( array( 'home', 'blog', 'shop', 'cart', 'checkout', 'wishlist', 'contact', 'widgets' ) as $slug ) {
			if ( ! get_page_by_path( $slug ) ) {
				wp_insert_post(
					array(
						'post_type'    => 'page',
						'post_status'  => 'publish',
						'post_name'    => $slug,
						'post_title'   => ucfirst( $slug ),
						'post_content' => '',
					)
				);
				++$created;
			}
		}
		return $created ? "{$created} items" : '';
	}
}
