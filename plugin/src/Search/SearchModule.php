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
 * The search query honouring the search form's filters. The form itself (block
 * `vitrine/search-form`, shortcode `[vitrine_search_form]`) is the folder src/blocks/search-form/;
 * `vitrine_search_form()` for themes calls its render class.
 */
final class SearchModule implements Module {

	/**
	 * {@inheritDoc}
	 */
	public function register(): void {
		add_action( 'pre_get_posts', array( SearchFilters::class, 'apply' ) );
	}
}
