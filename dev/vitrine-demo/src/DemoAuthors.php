<?php
/**
 * Demo authors.
 *
 * @package VitrineDemo
 */

declare( strict_types = 1 );

namespace Vitrine\Demo;

defined( 'ABSPATH' ) || exit;

/**
 * The people who write the demo journal. `admin` is the site's own administrator; the others
 * are created as authors.
 */
final class DemoAuthors {

	/**
	 * Authors keyed by the name the posts use.
	 *
	 * @return array<string, array{login: string, email: string, first_name: string, last_name: string, description: string}>
	 */
	public static function all(): array {
		return array(
			'admin' => array(
				'login'       => 'admin',
				'email'       => '',
				'first_name'  => 'Mara',
				'last_name'   => 'Lindqvist',
				'description' => 'Mara founded Vitrine after twelve years as an interiors editor. She writes about the objects we live with and the people who make them.',
			),
			'ines'  => array(
				'login'       => 'ines',
				'email'       => 'ines@vitrine.example',
				'first_name'  => 'Inès',
				'last_name'   => 'Moreau',
				'description' => 'Inès is a textile designer and our contributing editor for craft and the home. She lives in Lyon with too many plants and one very old loom.',
			),
			'jonas' => array(
				'login'       => 'jonas',
				'email'       => 'jonas@vitrine.example',
				'first_name'  => 'Jonas',
				'last_name'   => 'Albrecht',
				'description' => 'Jonas writes about travel and food, usually from a train. Before joining Vitrine he cooked for six years in restaurants in Berlin and Lisbon.',
			),
		);
	}
}
