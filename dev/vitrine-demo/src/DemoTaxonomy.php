<?php
/**
 * Demo categories and tags.
 *
 * @package VitrineDemo
 */

declare( strict_types = 1 );

namespace Vitrine\Demo;

defined( 'ABSPATH' ) || exit;

/**
 * The journal's sections (categories) and the tags its posts use.
 */
final class DemoTaxonomy {

	/**
	 * Categories keyed by slug.
	 *
	 * @return array<string, array{name: string, description: string}>
	 */
	public static function categories(): array {
		return array(
			'design'      => array(
				'name'        => 'Design',
				'description' => 'Objects, furniture and the thinking behind things that last.',
			),
			'home-living' => array(
				'name'        => 'Home & Living',
				'description' => 'Rooms, light, colour and the small habits that make a house a home.',
			),
			'craft'       => array(
				'name'        => 'Craft',
				'description' => 'Makers, materials and the slow work of making things by hand.',
			),
			'travel'      => array(
				'name'        => 'Travel',
				'description' => 'Cities and landscapes, seen slowly and mostly on foot.',
			),
			'food-table'  => array(
				'name'        => 'Food & Table',
				'description' => 'Seasonal cooking, good bread and the pleasure of a long table.',
			),
		);
	}

	/**
	 * Tags keyed by slug, with their names.
	 *
	 * @return array<string, string>
	 */
	public static function tags(): array {
		return array(
			'materials'         => 'Materials',
			'interiors'         => 'Interiors',
			'furniture'         => 'Furniture',
			'buying-guide'      => 'Buying guide',
			'city-guide'        => 'City guide',
			'ceramics'          => 'Ceramics',
			'makers'            => 'Makers',
			'hosting'           => 'Hosting',
			'recipes'           => 'Recipes',
			'light'             => 'Light',
			'textiles'          => 'Textiles',
			'slow-travel'       => 'Slow travel',
			'workspace'         => 'Workspace',
			'seasonal'          => 'Seasonal',
			'colour'            => 'Colour',
			'behind-the-scenes' => 'Behind the scenes',
			'rituals'           => 'Rituals',
			'care-guide'        => 'Care guide',
		);
	}
}
