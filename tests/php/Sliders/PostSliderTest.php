<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Sliders;

use Vitrine\Tests\TestCase;

/**
 * The post slider through its shortcode, its block and the template function.
 */
final class PostSliderTest extends TestCase {

	/**
	 * A category of its own, so the demo's posts stay out of the way.
	 */
	private string $category;

	protected function setUp(): void {
		parent::setUp();
		$this->category = 'slider-test-' . strtolower( wp_generate_password( 6, false ) );
		$term           = wp_insert_term( ucfirst( $this->category ), 'category', array( 'slug' => $this->category ) );
		$this->assertIsArray( $term );
	}

	/**
	 * Creates a published post in the test category.
	 *
	 * @param array<string, mixed> $args Post arguments.
	 */
	private function story( array $args = array() ): int {
		$id = $this->create_post( $args );
		wp_set_object_terms( $id, $this->category, 'category' );
		return $id;
	}

	public function test_the_shortcode_prints_a_scrollable_row_and_the_slider_mount_point(): void {
		$this->story( array( 'post_title' => 'First' ) );
		$this->story( array( 'post_title' => 'Second' ) );

		$html = do_shortcode( '[vitrine_post_slider category="' . $this->category . '" per_view="2" speed="650" autoplay="false"]' );

		$this->assertStringContainsString( 'class="vitrine-carousel vitrine-carousel--posts"', $html );
		$this->assertStringContainsString( 'style="--vitrine-carousel-per-view:2"', $html );
		$this->assertSame( 2, substr_count( $html, '<li class="vitrine-carousel__slide">' ) );
		$this->assertStringContainsString( '<ul class="vitrine-carousel__track" tabindex="0">', $html );
		$this->assertStringContainsString( 'data-vitrine-widget="slider"', $html );
		$this->assertStringContainsString( 'vitrine-carousel__bar', $html );
		$props = $this->props( $html );
		$this->assertSame(
			array(
				'perView'  => 2,
				'autoplay' => false,
				'delay'    => 3000,
				'speed'    => 650,
			),
			$props
		);
		$this->assertTrue( wp_style_is( 'vitrine-widget-slider', 'enqueued' ) || ! wp_style_is( 'vitrine-widget-slider', 'registered' ) );
	}

	public function test_shows_only_published_public_posts_newest_first_up_to_count(): void {
		$this->story(
			array(
				'post_title' => 'Older',
				'post_date'  => '2024-01-01 10:00:00',
			)
		);
		$this->story(
			array(
				'post_title' => 'Newer',
				'post_date'  => '2024-02-01 10:00:00',
			)
		);
		$this->story(
			array(
				'post_title' => 'Newest',
				'post_date'  => '2024-03-01 10:00:00',
			)
		);
		$this->story(
			array(
				'post_title'  => 'Draft',
				'post_status' => 'draft',
			)
		);
		$this->story(
			array(
				'post_title'  => 'Private',
				'post_status' => 'private',
			)
		);
		$this->story(
			array(
				'post_title'    => 'Locked',
				'post_password' => 'secret',
			)
		);

		$html = do_shortcode( '[vitrine_post_slider category="' . $this->category . '" count="2"]' );

		$this->assertSame( array( 'Newest', 'Newer' ), $this->titles( $html ) );
	}

	public function test_escapes_titles_and_excerpts(): void {
		$this->story(
			array(
				'post_title'   => 'Clay <script>alert(1)</script> & "glaze"',
				'post_excerpt' => 'Kilns <img src=x onerror=alert(2)> & ash',
			)
		);
		$this->story();

		$html = do_shortcode( '[vitrine_post_slider category="' . $this->category . '" heading="<b>Fresh</b> & new"]' );

		$this->assertStringNotContainsString( '<script>', $html );
		$this->assertStringNotContainsString( '<img src=x', $html );
		$this->assertStringNotContainsString( '<b>Fresh', $html );
		$this->assertStringContainsString( 'Kilns &amp; ash', $html );
		$this->assertMatchesRegularExpression( '/<h2 class="vitrine-carousel__heading" id="([^"]+)-title">Fresh &amp; new<\/h2>/', $html );
		$this->assertMatchesRegularExpression( '/aria-labelledby="vitrine-carousel-\d+-title"/', $html );
	}

	public function test_one_post_needs_no_controls_and_none_needs_no_markup(): void {
		$this->assertSame( '', do_shortcode( '[vitrine_post_slider category="' . $this->category . '"]' ) );

		$this->story();
		$html = do_shortcode( '[vitrine_post_slider category="' . $this->category . '"]' );

		$this->assertStringContainsString( 'vitrine-carousel__slide', $html );
		$this->assertStringNotContainsString( 'data-vitrine-widget', $html );
		$this->assertStringContainsString( 'aria-label="Latest stories"', $html );
	}

	public function test_the_block_renders_the_same_slider_with_its_attributes(): void {
		$this->story(
			array(
				'post_title' => 'Block one',
				'post_date'  => '2024-01-01 10:00:00',
			)
		);
		$this->story(
			array(
				'post_title' => 'Block two',
				'post_date'  => '2024-02-01 10:00:00',
			)
		);

		$html = do_blocks(
			'<!-- wp:vitrine/post-slider ' . wp_json_encode(
				array(
					'category' => $this->category,
					'perView'  => 1,
					'delay'    => 4000,
					'heading'  => 'From the block',
				)
			) . ' /-->'
		);

		$this->assertSame( array( 'Block two', 'Block one' ), $this->titles( $html ) );
		$this->assertStringContainsString( 'From the block', $html );
		$this->assertStringContainsString( 'wp-block-vitrine-post-slider', $html );
		$props = $this->props( $html );
		$this->assertSame( 1, $props['perView'] );
		$this->assertSame( 4000, $props['delay'] );
	}

	public function test_the_template_function_and_an_unknown_slider(): void {
		$this->story();
		$this->story();

		$this->assertStringContainsString( 'vitrine-carousel--posts', vitrine_render_slider( 'post-slider', array( 'category' => $this->category ) ) );
		$this->assertSame( '', vitrine_render_slider( 'no-such-slider' ) );
	}

	/**
	 * The slide titles in order.
	 *
	 * @param string $html Slider HTML.
	 * @return list<string>
	 */
	private function titles( string $html ): array {
		preg_match_all( '/<h3 class="vitrine-carousel__title"><a [^>]*>([^<]*)<\/a><\/h3>/', $html, $matches );
		return array_map( 'html_entity_decode', $matches[1] );
	}

	/**
	 * The slider widget's props.
	 *
	 * @param string $html Slider HTML.
	 * @return array<string, mixed>
	 */
	private function props( string $html ): array {
		$this->assertSame( 1, preg_match( '/data-vitrine-widget="slider" data-vitrine-props="([^"]*)"/', $html, $match ) );
		return (array) json_decode( html_entity_decode( $match[1] ), true );
	}
}
