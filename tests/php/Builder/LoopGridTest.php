<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Builder;

use Vitrine\Builder\LoopFilter;
use Vitrine\Tests\TestCase;
use WP_REST_Request;
use WP_REST_Response;

/**
 * Loop grids and filters: the shared grammar, the server-side filtered render of a shared
 * URL (no JavaScript needed), and POST vitrine/v1/refresh-loop, allowed only for a
 * published post that holds that grid.
 */
final class LoopGridTest extends TestCase {

	/**
	 * Term ids by slug.
	 *
	 * @var array<string, int>
	 */
	private array $cats = array();

	/**
	 * Post ids by name.
	 *
	 * @var array<string, int>
	 */
	private array $posts = array();

	protected function setUp(): void {
		parent::setUp();
		foreach ( array( 'loop-a', 'loop-b', 'loop-c' ) as $slug ) {
			$term                = wp_insert_term( ucfirst( $slug ), 'category', array( 'slug' => $slug ) );
			$this->cats[ $slug ] = is_array( $term ) ? (int) $term['term_id'] : 0;
		}
		$shapes = array(
			'only-a' => array( 'loop-a' ),
			'only-b' => array( 'loop-b' ),
			'a-c'    => array( 'loop-a', 'loop-c' ),
			'only-c' => array( 'loop-c' ),
		);
		foreach ( $shapes as $name => $slugs ) {
			$id = $this->create_post( array( 'post_title' => 'Loop ' . $name ) );
			wp_set_post_categories( $id, array_map( fn( $slug ) => $this->cats[ $slug ], $slugs ) );
			$this->posts[ $name ] = $id;
		}
	}

	protected function tearDown(): void {
		foreach ( $this->cats as $id ) {
			wp_delete_term( $id, 'category' );
		}
		parent::tearDown();
	}

	/**
	 * A published page holding a grid (per page 50, so every match shows) and its filter.
	 *
	 * @param string $status Post status.
	 */
	private function page( string $status = 'publish' ): int {
		return $this->create_post(
			array(
				'post_type'    => 'page',
				'post_status'  => $status,
				'post_content' => '<!-- wp:vitrine/loop-filter {"target":"journal"} /--><!-- wp:group --><div class="wp-block-group"><!-- wp:vitrine/loop-grid {"widgetId":"journal","perPage":24} /--></div><!-- /wp:group -->',
			)
		);
	}

	/**
	 * Titles listed in grid HTML.
	 *
	 * @param string $html HTML.
	 * @return list<string>
	 */
	private function titles( string $html ): array {
		preg_match_all( '/vitrine-loop-grid__title">Loop ([a-z-]+)</', $html, $matches );
		sort( $matches[1] );
		return $matches[1];
	}

	/**
	 * Dispatches refresh-loop.
	 *
	 * @param array<string, mixed> $body JSON body.
	 */
	private function refresh( array $body ): WP_REST_Response {
		$request = new WP_REST_Request( 'POST', '/vitrine/v1/refresh-loop' );
		$request->set_header( 'Content-Type', 'application/json' );
		$request->set_body( (string) wp_json_encode( $body ) );
		return rest_get_server()->dispatch( $request );
	}

	public function test_the_grammar_matches_the_shared_vectors(): void {
		$vectors = json_decode( (string) file_get_contents( dirname( __DIR__, 2 ) . '/fixtures/loop-filter.json' ), true );
		foreach ( $vectors['values'] as $vector ) {
			$this->assertSame( $vector['filter'], LoopFilter::parse( $vector['value'] ), $vector['value'] );
		}
	}

	public function test_a_shared_filtered_url_renders_filtered_results_on_the_server(): void {
		$page = $this->page();
		$_GET = array( 'e-filter-journal-category' => 'loop-a~loop-b!loop-c' );

		$html = apply_filters( 'the_content', get_post_field( 'post_content', $page ) );

		$this->assertSame( array( 'only-a', 'only-b' ), $this->titles( $html ) );
		$this->assertStringContainsString( 'data-vitrine-widget="loop-grid"', $html );
		$this->assertMatchesRegularExpression( '/class="vitrine-loop-filter__term is-in" href="[^"]*" aria-current="true">Loop-a</', $html );
	}

	public function test_and_not_and_dashed_taxonomies_are_honoured_and_wrong_values_ignored(): void {
		$this->page();
		$_GET = array( 'e-filter-journal-category' => 'loop-a+loop-c' );
		$this->assertSame( array( 'a-c' ), $this->titles( do_shortcode( '[vitrine_loop_grid id="journal" per_page="24"]' ) ) );

		$_GET   = array( 'e-filter-journal-category' => '!loop-a' );
		$titles = $this->titles( do_shortcode( '[vitrine_loop_grid id="journal" per_page="24"]' ) );
		$this->assertContains( 'only-c', $titles );
		$this->assertNotContains( 'a-c', $titles );

		$_GET = array( 'e-filter-journal-category' => 'loop-a~loop-b+loop-c' );
		$this->assertCount( 4, $this->titles( do_shortcode( '[vitrine_loop_grid id="journal" per_page="24"]' ) ), 'An invalid value filters nothing.' );

		register_taxonomy( 'loop-mood', 'post' );
		wp_insert_term( 'Calm', 'loop-mood', array( 'slug' => 'calm' ) );
		wp_set_object_terms( $this->posts['only-b'], array( 'calm' ), 'loop-mood' );
		$_GET = array( 'e-filter-journal-loop-mood' => 'calm' );
		$this->assertSame( array( 'only-b' ), $this->titles( do_shortcode( '[vitrine_loop_grid id="journal" per_page="24"]' ) ) );
		unregister_taxonomy( 'loop-mood' );
	}

	public function test_refresh_loop_answers_for_a_published_post_that_holds_the_grid(): void {
		$page     = $this->page();
		$response = $this->refresh(
			array(
				'post_id'             => $page,
				'widget_id'           => 'journal',
				'widget_filters'      => array(
					'taxonomy' => array(
						'category' => array(
							'terms'       => array( 'loop-a', 'loop-b' ),
							'logicalJoin' => 'OR',
							'exclude'     => array( 'loop-c' ),
						),
					),
				),
				'pagination_base_url' => get_permalink( $page ),
			)
		);

		$this->assertSame( 200, $response->get_status() );
		$data = (array) $response->get_data();
		$this->assertSame( array( 'only-a', 'only-b' ), $this->titles( (string) $data['data'] ) );
	}

	public function test_refresh_loop_ignores_a_join_other_than_and_or(): void {
		$page     = $this->page();
		$response = $this->refresh(
			array(
				'post_id'        => $page,
				'widget_id'      => 'journal',
				'widget_filters' => array(
					'taxonomy' => array(
						'category' => array(
							'terms'       => array( 'loop-a' ),
							'logicalJoin' => 'XOR',
						),
					),
				),
			)
		);
		$this->assertCount( 4, $this->titles( (string) ( (array) $response->get_data() )['data'] ) );
	}

	/**
	 * Refusals.
	 *
	 * @return array<string, array{0: string, 1: string, 2: int}>
	 */
	public static function refusals(): array {
		return array(
			'draft page'           => array( 'draft', 'journal', 404 ),
			'private page'         => array( 'private', 'journal', 404 ),
			'grid not on the page' => array( 'publish', 'other', 404 ),
			'malformed grid id'    => array( 'publish', 'Bad-Id', 400 ),
		);
	}

	/**
	 * @dataProvider refusals
	 *
	 * @param string $status    Page status.
	 * @param string $widget_id Requested grid.
	 * @param int    $code      Expected status.
	 */
	public function test_refresh_loop_refuses_what_no_visitor_could_see( string $status, string $widget_id, int $code ): void {
		$page     = $this->page( $status );
		$response = $this->refresh(
			array(
				'post_id'   => $page,
				'widget_id' => $widget_id,
			)
		);
		$this->assertSame( $code, $response->get_status() );
		$this->assertStringNotContainsString( 'Loop only', (string) wp_json_encode( $response->get_data() ) );
	}

	/**
	 * refresh-loop's filters for all three test categories (every test post, none of the others).
	 *
	 * @return array<string, mixed>
	 */
	private function all_test_posts(): array {
		return array(
			'taxonomy' => array(
				'category' => array(
					'terms'       => array( 'loop-a', 'loop-b', 'loop-c' ),
					'logicalJoin' => 'OR',
				),
			),
		);
	}

	/**
	 * A published page holding a grid of two per page with that pagination.
	 *
	 * @param string $pagination Pagination kind.
	 * @param string $status     Post status.
	 */
	private function paged_page( string $pagination, string $status = 'publish' ): int {
		return $this->create_post(
			array(
				'post_type'    => 'page',
				'post_status'  => $status,
				'post_content' => '[vitrine_loop_grid id="more" per_page="2" pagination="' . $pagination . '"]',
			)
		);
	}

	public function test_refresh_loop_renders_the_page_asked_for_with_the_filters_kept(): void {
		$page = $this->paged_page( 'load_more' );
		$body = array(
			'post_id'             => $page,
			'widget_id'           => 'more',
			'widget_filters'      => $this->all_test_posts(),
			'pagination_base_url' => (string) get_permalink( $page ),
		);

		$first  = (string) ( (array) $this->refresh( $body )->get_data() )['data'];
		$second = (string) ( (array) $this->refresh( $body + array( 'page' => 2 ) )->get_data() )['data'];

		$this->assertStringContainsString( 'data-page="1" data-pages="2" data-total="4"', $first );
		$this->assertStringContainsString( 'data-page="2" data-pages="2" data-total="4"', $second );
		$this->assertCount( 2, $this->titles( $second ) );
		$both = array_merge( $this->titles( $first ), $this->titles( $second ) );
		sort( $both );
		$this->assertSame( array( 'a-c', 'only-a', 'only-b', 'only-c' ), $both );

		$body['widget_filters'] = array(
			'taxonomy' => array(
				'category' => array(
					'terms'       => array( 'loop-a', 'loop-c' ),
					'logicalJoin' => 'OR',
					'exclude'     => array( 'loop-b' ),
				),
			),
		);
		$filtered               = (string) ( (array) $this->refresh( $body + array( 'page' => 2 ) )->get_data() )['data'];
		$this->assertStringContainsString( 'data-page="2" data-pages="2" data-total="3"', $filtered );
		$this->assertCount( 1, $this->titles( $filtered ) );
	}

	public function test_refresh_loop_with_a_page_keeps_its_refusals(): void {
		$draft = $this->paged_page( 'load_more', 'draft' );
		$this->assertSame(
			404,
			$this->refresh(
				array(
					'post_id'   => $draft,
					'widget_id' => 'more',
					'page'      => 2,
				)
			)->get_status()
		);
		$page = $this->paged_page( 'load_more' );
		foreach ( array( 0, -1, 'two' ) as $wrong ) {
			$this->assertSame(
				400,
				$this->refresh(
					array(
						'post_id'   => $page,
						'widget_id' => 'more',
						'page'      => $wrong,
					)
				)->get_status(),
				'page ' . wp_json_encode( $wrong )
			);
		}
	}

	/**
	 * Pagination kinds and what the server prints for them.
	 *
	 * @return array<string, array{0: string, 1: bool, 2: string}>
	 */
	public static function paginations(): array {
		return array(
			'numbers'   => array( 'numbers', true, 'numbers' ),
			'load more' => array( 'load_more', true, 'load_more' ),
			'infinite'  => array( 'infinite', true, 'infinite' ),
			'none'      => array( 'none', false, 'none' ),
			'unknown'   => array( 'endless', true, 'numbers' ),
		);
	}

	/**
	 * @dataProvider paginations
	 *
	 * @param string $pagination Requested kind.
	 * @param bool   $links      Whether page links are printed (the no-JS fallback).
	 * @param string $kind       The kind the widget gets.
	 */
	public function test_the_server_renders_each_pagination_kind( string $pagination, bool $links, string $kind ): void {
		$this->paged_page( $pagination );
		$_GET                   = array( 'e-filter-more-category' => 'loop-a~loop-b~loop-c' );
		$uri                    = $_SERVER['REQUEST_URI'] ?? null;
		$_SERVER['REQUEST_URI'] = '/widgets/?e-filter-more-category=loop-a~loop-b~loop-c';

		$html                   = do_shortcode( '[vitrine_loop_grid id="more" per_page="2" pagination="' . $pagination . '"]' );
		$_SERVER['REQUEST_URI'] = $uri;

		$this->assertCount( 2, $this->titles( $html ) );
		$this->assertSame( $links, str_contains( $html, 'vitrine-loop-grid__pagination' ) );
		$this->assertStringContainsString( 'vitrine-loop-grid--paged-' . $kind, $html );
		$this->assertStringContainsString( '&quot;pagination&quot;:&quot;' . $kind . '&quot;', $html );
		if ( $links ) {
			$this->assertMatchesRegularExpression( '/href="[^"]*e-page-more=2[^"]*"/', $html );
			$this->assertStringContainsString( 'e-filter-more-category', $html, 'Page links keep the filters.' );
		}
	}

	public function test_the_carousel_layout_puts_the_results_in_the_shared_slider(): void {
		$_GET = array( 'e-filter-slides-category' => 'loop-a~loop-b~loop-c' );

		$html = do_shortcode( '[vitrine_loop_grid id="slides" layout="carousel" per_page="3" columns="2" pagination="load_more"]' );

		$this->assertStringContainsString( 'vitrine-loop-grid--carousel', $html );
		$this->assertStringContainsString( 'class="vitrine-carousel vitrine-carousel--loop"', $html );
		$this->assertStringContainsString( 'data-vitrine-widget="slider"', $html );
		$this->assertSame( 3, substr_count( $html, '<li class="vitrine-carousel__slide">' ) );
		$this->assertCount( 3, $this->titles( $html ) );
		$this->assertStringContainsString( 'vitrine-loop-grid--paged-numbers', $html, 'A carousel pages by numbers.' );
		$this->assertStringContainsString( '--vitrine-carousel-per-view:2', $html );
	}
}
