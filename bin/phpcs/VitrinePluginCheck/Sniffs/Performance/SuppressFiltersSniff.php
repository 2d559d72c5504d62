<?php
/**
 * Plugin Check's (WordPress VIP's) WPQueryParams.SuppressFilters, for PHPCS without it.
 *
 * @package Vitrine
 */

namespace VitrinePluginCheck\Sniffs\Performance;

use PHP_CodeSniffer\Files\File;
use PHP_CodeSniffer\Sniffs\Sniff;
use PHP_CodeSniffer\Util\Tokens;

/**
 * `'suppress_filters' => true` in query arguments is an error: it turns off the filters other
 * plugins (languages, caches, access rules) hook into the query. get_posts() already defaults
 * to it; writing it is what Plugin Check refuses.
 */
final class SuppressFiltersSniff implements Sniff {

	/**
	 * Array keys written as strings.
	 *
	 * @return array<int, int|string>
	 */
	public function register() {
		return array( T_CONSTANT_ENCAPSED_STRING );
	}

	/**
	 * Reports `'suppress_filters' => true`.
	 *
	 * @param File $phpcs_file The file.
	 * @param int  $stack_ptr  The token.
	 * @return void
	 */
	public function process( File $phpcs_file, $stack_ptr ) {
		$tokens = $phpcs_file->getTokens();
		if ( 'suppress_filters' !== trim( $tokens[ $stack_ptr ]['content'], '\'"' ) ) {
			return;
		}
		$arrow = $phpcs_file->findNext( Tokens::$emptyTokens, $stack_ptr + 1, null, true ); // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- PHPCS's own API.
		if ( false === $arrow || T_DOUBLE_ARROW !== $tokens[ $arrow ]['code'] ) {
			return;
		}
		$value = $phpcs_file->findNext( Tokens::$emptyTokens, $arrow + 1, null, true ); // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- PHPCS's own API.
		if ( false !== $value && 'true' === strtolower( $tokens[ $value ]['content'] ) ) {
			$phpcs_file->addError(
				'Setting `suppress_filters` to `true` is prohibited.',
				$stack_ptr,
				'SuppressFilters_suppress_filters'
			);
		}
	}
}
