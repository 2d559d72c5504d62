<?php
/**
 * Demo of the search form widget.
 *
 * @package VitrineDemo
 */

declare( strict_types = 1 );

namespace Vitrine\Demo;

defined( 'ABSPATH' ) || exit;

/**
 * The /widgets/ page's search form section: the three variants (the site's header uses the
 * expanding one).
 */
final class DemoSearch {

	/**
	 * Sections of the /widgets/ page.
	 *
	 * @return list<array<int, mixed>>
	 */
	public static function widget_sections(): array {
		return array(
			array( 'h2', 'Search form' ),
			array( 'p', 'Type two letters for live suggestions; the arrows choose one, Enter opens it. Without JavaScript each form still searches the site. The magnifier in the header is the expanding variant.' ),
			array( 'h3', 'Classic, with filters' ),
			array(
				'block',
				'vitrine/search-form',
				array(
					'variant'        => 'classic',
					'typeFilter'     => true,
					'postTypes'      => array( 'post', 'page', 'vitrine_product' ),
					'categoryFilter' => true,
					'label'          => 'Search with filters',
				),
			),
			array( 'h3', 'Expanding' ),
			array(
				'block',
				'vitrine/search-form',
				array(
					'variant' => 'expanding',
					'label'   => 'Search (expanding)',
				),
			),
			array( 'h3', 'Fullscreen' ),
			array(
				'block',
				'vitrine/search-form',
				array(
					'variant' => 'fullscreen',
					'label'   => 'Search (fullscreen)',
				),
			),
		);
	}
}
