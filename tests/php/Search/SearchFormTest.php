<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Search;

use Vitrine\Search\SearchFilters;
use Vitrine\Search\SearchForm;
use Vitrine\Tests\TestCase;

/**
 * The search form widget's markup (variants, filters, no-JS form), the sanitising of its
 * filters and the search results query honouring them.
 */
final class SearchFormTest extends TestCase {

	/**
	 * The JSON props of the search form's mount point.
	 *
	 * @param string $html HTML.
	 * @return array<string, mixed>
	 */
	private function props( string $html ): array {
		preg_match( '/data-vitrine-widget="search-form" data-vitrine-props="([^"]*)"/', $html, $match );
		$this->assertNotEmpty( $match );
		return (array) json_decode( html_entity_decode( $match[1], ENT_QUOTES ), true );
	}

	/**
	 * Runs a main search query as WordPress would for `/?s=…&…`.
	 *
	 * @param array<string, string> $get Query arguments.
	 * @return list<int> Found post ids.
	 */
	private function search( array $get ): array {
		$_GET                    = $get;
		$query                   = new \WP_Query();
		$GLOBALS['wp_the_query'] = $query; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- The query under test is the main one.
		$query->query(
			array(
				's'      => $get['s'],
				'fields' => 'ids',
			)
		);
		return array_map( 'intval', $query->posts );
	}

	public function test_the_classic_form_is_a_plain_get_form_to_the_search_page(): void {
		$html = SearchForm::render( array( 'label' => 'Find <b>it</b>' ) );
		$this->assertStringContainsString( 'class="vitrine-widget vitrine-search-form vitrine-search-form--classic"', $html );
		$this->assertStringContainsString( 'method="get"', $html );
		$this->assertStringContainsString( 'action="' . esc_url( home_url( '/' ) ) . '"', $html );
		$this->assertMatchesRegularExpression( '/<input type="search" id="[^"]+-field"[^>]* name="s"/', $html );
		$this->assertStringContainsString( 'aria-label="Find it"', $html );
		$this->assertStringNotContainsString( 'data-vitrine-search-toggle', $html );
		$this->assertStringNotContainsString( '<select', $html );
		$props = $this->props( $html );
		$this->assertSame( 'classic', $props['variant'] );
		$this->assertTrue( $props['suggestions'] );
		$this->assertSame( 2, $props['minLength'] );
	}

	public function test_the_expanding_and_fullscreen_variants_print_a_link_to_the_search_page_and_a_hidden_panel(): void {
		foreach ( array( 'expanding', 'fullscreen' ) as $variant ) {
			$html = SearchForm::render(
				array(
					'variant'     => $variant,
					'id'          => 'header-search',
					'toggleClass' => 'button "x"',
				)
			);
			$this->assertStringContainsString( 'vitrine-search-form--' . $variant, $html );
			$this->assertStringContainsString( 'href="' . esc_url( home_url( '/?s=' ) ) . '" data-vitrine-search-toggle', $html );
			$this->assertStringContainsString( 'id="header-search" class="vitrine-search-form__panel" data-vitrine-search-panel hidden', $html );
			$this->assertStringContainsString( 'class="vitrine-search-form__toggle button &quot;x&quot;"', $html );
			$this->assertSame( $variant, $this->props( $html )['variant'] );
		}
		$this->assertSame( 'classic', $this->props( SearchForm::render( array( 'variant' => '<script>' ) ) )['variant'] );
	}

	public function test_filters_offer_only_allowed_public_types_and_categories_with_their_ids(): void {
		$term = wp_insert_term( 'Glazes', 'category', array( 'slug' => 'glazes' ) );
		$this->assertIsArray( $term );
		$this->create_post( array( 'post_category' => array( (int) $term['term_id'] ) ) );
		$html = SearchForm::render(
			array(
				'typeFilter'     => true,
				'postTypes'      => array( 'post', 'page', 'attachment', 'nope' ),
				'categoryFilter' => true,
			)
		);
		preg_match( '/<select[^>]*name="post_type">(.*?)<\/select>/', $html, $types );
		$this->assertNotEmpty( $types );
		preg_match_all( '/value="([^"]*)"/', $types[1], $values );
		$this->assertSame( array( '', 'post', 'page' ), $values[1] );
		$this->assertStringContainsString( '<option value="glazes" data-term-id="' . (int) $term['term_id'] . '">Glazes</option>', $html );
		$this->assertMatchesRegularExpression( '/<label for="([^"]+-type)">Content type<\/label><select id="\1"/', $html );
	}

	public function test_the_current_filters_are_selected_and_the_term_kept(): void {
		$_GET = array(
			's'         => 'linen "quoted"',
			'post_type' => 'page',
		);
		$GLOBALS['wp_query']->set( 's', 'linen "quoted"' );
		$html = SearchForm::render( array( 'typeFilter' => true ) );
		$this->assertStringContainsString( '<option value="page" selected=\'selected\'>', $html );
		$this->assertStringContainsString( 'value="linen &quot;quoted&quot;"', $html );
		$GLOBALS['wp_query']->set( 's', '' );
	}

	public function test_request_filters_are_sanitised(): void {
		$this->assertSame(
			array(
				'post_type' => '',
				'category'  => '',
			),
			SearchFilters::from_request(
				array(
					'post_type' => 'attachment',
					'category'  => array( 'x' ),
				)
			)
		);
		$this->assertSame( '', SearchFilters::from_request( array( 'post_type' => 'not_a_type' ) )['post_type'] );
		$this->assertSame( '', SearchFilters::from_request( array( 'category' => 'no-such-category' ) )['category'] );
		$this->assertSame( 'page', SearchFilters::from_request( array( 'post_type' => 'PAGE' ) )['post_type'] );
		$this->assertSame( 'uncategorized', SearchFilters::from_request( array( 'category' => 'Uncategorized' ) )['category'] );
	}

	public function test_the_search_results_honour_the_type_and_category_filters(): void {
		$term = wp_insert_term( 'Kilns', 'category', array( 'slug' => 'kilns' ) );
		$this->assertIsArray( $term );
		$post  = $this->create_post(
			array(
				'post_title'    => 'Zyzzyva kiln notes',
				'post_category' => array( (int) $term['term_id'] ),
			)
		);
		$other = $this->create_post( array( 'post_title' => 'Zyzzyva elsewhere' ) );
		$page  = $this->create_post(
			array(
				'post_title' => 'Zyzzyva page',
				'post_type'  => 'page',
			)
		);

		$all = $this->search( array( 's' => 'zyzzyva' ) );
		sort( $all );
		$this->assertSame( array( $post, $other, $page ), $all );
		// Core drops `post_type=page` (pages are not publicly queryable); the filter keeps it.
		$this->assertSame(
			array( $page ),
			$this->search(
				array(
					's'         => 'zyzzyva',
					'post_type' => 'page',
				)
			)
		);
		$this->assertSame(
			array( $post ),
			$this->search(
				array(
					's'        => 'zyzzyva',
					'category' => 'kilns',
				)
			)
		);
		// Unknown values are ignored rather than emptying the results.
		$this->assertCount(
			3,
			$this->search(
				array(
					's'         => 'zyzzyva',
					'post_type' => 'nope',
					'category'  => 'nope',
				)
			)
		);
	}

	public function test_the_shortcode_and_the_block_render_the_widget(): void {
		$html = do_shortcode( '[vitrine_search_form variant="fullscreen" type_filter="1" post_types="post,page"]' );
		$this->assertSame( 'fullscreen', $this->props( $html )['variant'] );
		$this->assertStringContainsString( 'name="post_type"', $html );
		$block = do_blocks( '<!-- wp:vitrine/search-form {"variant":"expanding","categoryFilter":true} /-->' );
		$this->assertSame( 'expanding', $this->props( $block )['variant'] );
	}
}
