<?php
/**
 * Search form module.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Search;

use Vitrine\Core\Module;

defined( 'ABSPATH' ) || exit;

/**
 * The search form widget (block `vitrine/search-form` in src/blocks/search-form/, shortcode `[vitrine_search_form]`,
 * `vitrine_search_form()` for themes) and the search query honouring its filters.
 */
final class SearchModule implements Module {

	/**
	 * {@inheritDoc}
	 */
	public function register(): void {
		add_action( 'init', array( $this, 'register_shortcode' ) );
		add_action( 'pre_get_posts', array( SearchFilters::class, 'apply' ) );
	}

	/**
	 * Registers `[vitrine_search_form variant="classic|expanding|fullscreen" post_types="post,page"
	 * type_filter="1" category_filter="1" suggestions="1" placeholder="…" label="…"]`.
	 */
	public function register_shortcode(): void {
		add_shortcode(
			'vitrine_search_form',
			static function ( $atts ) {
				$atts = shortcode_atts(
					array(
						'variant'         => 'classic',
						'post_types'      => '',
						'type_filter'     => '0',
						'category_filter' => '0',
						'suggestions'     => '1',
						'placeholder'     => '',
						'label'           => '',
					),
					is_array( $atts ) ? $atts : array()
				);
				return SearchForm::render(
					array(
						'variant'        => $atts['variant'],
						'postTypes'      => $atts['post_types'],
						'typeFilter'     => (bool) absint( $atts['type_filter'] ),
						'categoryFilter' => (bool) absint( $atts['category_filter'] ),
						'suggestions'    => (bool) absint( $atts['suggestions'] ),
						'placeholder'    => $atts['placeholder'],
						'label'          => $atts['label'],
					)
				);
			}
		);
	}
}
