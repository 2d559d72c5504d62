<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Presentation;

use Vitrine\Content\CaseStudies;
use Vitrine\Content\PricePlans;
use Vitrine\Content\Services;
use Vitrine\Content\TimelineEntries;
use Vitrine\Presentation\ImageLightbox;
use Vitrine\Tests\TestCase;

/**
 * The presentation widgets' server side: shortcodes and blocks render escaped, usable
 * fallbacks through the mount-point contract, and the content image lightbox appears only
 * where content links to images.
 */
final class PresentationWidgetsTest extends TestCase {

	/**
	 * The JSON props of the first mount point of a widget in some HTML.
	 *
	 * @param string $html HTML.
	 * @param string $name Widget name.
	 * @return array<string, mixed>
	 */
	private function props( string $html, string $name ): array {
		$this->assertMatchesRegularExpression( '/data-vitrine-widget="' . $name . '" data-vitrine-props="([^"]*)"/', $html );
		preg_match( '/data-vitrine-widget="' . $name . '" data-vitrine-props="([^"]*)"/', $html, $match );
		return (array) json_decode( html_entity_decode( $match[1], ENT_QUOTES ), true );
	}

	public function test_the_case_study_grid_prints_cards_whose_gallery_button_is_a_link_without_javascript(): void {
		$study = $this->create_post(
			array(
				'post_type'    => CaseStudies::POST_TYPE,
				'post_title'   => 'Bakery <b>bold</b>',
				'post_excerpt' => 'Bread & butter',
			)
		);
		$this->create_post(
			array(
				'post_type'   => CaseStudies::POST_TYPE,
				'post_status' => 'draft',
				'post_title'  => 'Secret draft',
			)
		);

		$html = do_shortcode( '[vitrine_case_studies count="3" columns="2"]' );

		$this->assertStringContainsString( 'vitrine-case-studies--columns-2', $html );
		$this->assertStringContainsString( 'data-id="' . $study . '"', $html );
		$this->assertStringContainsString( '<a class="vitrine-case-studies__gallery wp-element-button button" href="' . esc_url( (string) get_permalink( $study ) ) . '">View gallery</a>', $html );
		$this->assertStringContainsString( 'Bread &amp; butter', $html );
		$this->assertStringNotContainsString( 'Secret draft', $html );
		$props = $this->props( $html, 'case-studies' );
		$this->assertSame( array( $study ), array_column( $props['items'], 'id' ) );
		$this->assertTrue( wp_script_is( 'vitrine-runtime', 'enqueued' ) );
		$this->assertTrue( wp_style_is( 'vitrine-widget-case-studies', 'enqueued' ) || ! wp_style_is( 'vitrine-widget-case-studies', 'registered' ) );
	}

	/**
	 * @dataProvider presentation_blocks
	 */
	public function test_each_block_is_registered_from_its_block_json_and_renders_on_the_server( string $name ): void {
		$type = \WP_Block_Type_Registry::get_instance()->get_registered( 'vitrine/' . $name );

		$this->assertNotNull( $type );
		$this->assertNotSame( '', (string) $type->description, 'the description comes from block.json' );
		$this->assertFileExists( dirname( \Vitrine\PLUGIN_FILE, 2 ) . '/src/blocks/' . $name . '/block.json' );
		$this->assertTrue( $type->is_dynamic() );
		$this->assertNotEmpty( $type->attributes );
	}

	/**
	 * @return array<string, array{string}>
	 */
	public static function presentation_blocks(): array {
		$names = array( 'case-studies', 'services-grid', 'timeline', 'price-table', 'progress-rings', 'tabs', 'video-popup' );
		return array_combine( $names, array_map( static fn( $name ) => array( $name ), $names ) );
	}

	public function test_widgets_with_nothing_to_show_print_nothing(): void {
		$this->assertSame( '', do_shortcode( '[vitrine_case_studies]' ) );
		$this->assertSame( '', do_shortcode( '[vitrine_services]' ) );
		$this->assertSame( '', do_shortcode( '[vitrine_timeline]' ) );
		$this->assertSame( '', do_shortcode( '[vitrine_price_table]' ) );
		$this->assertSame( '', do_shortcode( '[vitrine_video_popup url="javascript:alert(1)"]' ) );
		$this->assertSame( '', do_shortcode( '[vitrine_tabs][/vitrine_tabs]' ) );
		$this->assertFalse( wp_script_is( 'vitrine-runtime', 'enqueued' ) );
	}

	public function test_services_timeline_and_price_table_render_in_menu_order(): void {
		$second = $this->create_post(
			array(
				'post_type'  => Services::POST_TYPE,
				'post_title' => 'Second',
				'menu_order' => 2,
			)
		);
		$first  = $this->create_post(
			array(
				'post_type'  => Services::POST_TYPE,
				'post_title' => 'First',
				'menu_order' => 1,
			)
		);
		update_post_meta( $first, Services::META_ICON, '01' );
		$html = do_shortcode( '[vitrine_services]' );
		$this->assertLessThan( strpos( $html, 'Second' ), strpos( $html, 'First' ) );
		$this->assertSame( array( $first, $second ), array_column( $this->props( $html, 'services-grid' )['items'], 'id' ) );
		$this->assertStringContainsString( 'Learn more', $html );

		$entry = $this->create_post(
			array(
				'post_type'    => TimelineEntries::POST_TYPE,
				'post_title'   => 'Opened',
				'post_content' => 'The <script>x</script>studio.',
			)
		);
		update_post_meta( $entry, TimelineEntries::META_DATE, 'Spring 2021' );
		$timeline = do_shortcode( '[vitrine_timeline]' );
		$this->assertStringContainsString( '<p class="vitrine-timeline__date">Spring 2021</p>', $timeline );
		$this->assertStringNotContainsString( '<script>', $timeline );
		$this->assertTrue( wp_style_is( 'vitrine-widget-timeline', 'enqueued' ) || ! wp_style_is( 'vitrine-widget-timeline', 'registered' ) );

		$plan = $this->create_post(
			array(
				'post_type'  => PricePlans::POST_TYPE,
				'post_title' => 'Room',
			)
		);
		update_post_meta( $plan, PricePlans::META_HIGHLIGHTED, true );
		update_post_meta( $plan, PricePlans::META_FEATURES, array( 'Plan <i>A</i>' ) );
		update_post_meta( $plan, PricePlans::META_CTA_URL, 'https://example.test/start' );
		$table = do_blocks( '<!-- wp:vitrine/price-table {"table":"default"} /-->' );
		$this->assertStringContainsString( 'vitrine-price-table__plan is-highlighted', $table );
		$this->assertStringContainsString( 'Recommended', $table );
		$this->assertStringContainsString( '<li>Plan A</li>', $table, 'Features are stored as plain text.' );
		$this->assertStringContainsString( 'href="https://example.test/start">Choose</a>', $table );
	}

	public function test_a_progress_ring_is_a_circle_progress_bar_with_its_gradient_title_and_colours(): void {
		$html = do_shortcode( '[vitrine_progress_ring percent="75" title="Design <b>" color1="#112233" color2="nope" color3="#abc"]' );

		$this->assertStringContainsString( 'data-vitrine-widget="circle-progress"', $html );
		$this->assertStringNotContainsString( 'progress-ring', $html );
		$this->assertStringContainsString( 'role="progressbar" aria-valuemin="0" aria-valuemax="100" aria-valuenow="75" aria-valuetext="75%" aria-label="Design"', $html );
		$this->assertStringContainsString( 'stroke-width="10"', $html );
		$this->assertStringContainsString( 'style="width:140px"', $html );
		$this->assertMatchesRegularExpression( '/<linearGradient id="(vitrine-circle-gradient-\d+)".*stop-color:#112233.*stop-color:var\(--wp--preset--color--secondary/', $html );
		$this->assertStringContainsString( 'style="stroke:#abc"', $html );
		$props = $this->props( $html, 'circle-progress' );
		$this->assertSame( 75, (int) $props['value'] );
		$this->assertSame( 'Design', $props['label'] );
		$this->assertStringStartsWith( 'vitrine-circle-gradient-', $props['gradient'] );
		$this->assertStringContainsString( 'style="stroke:url(#' . $props['gradient'] . ')"', $html );

		$this->assertStringContainsString( 'aria-valuenow="100"', do_shortcode( '[vitrine_progress_ring percent="180"]' ) );
	}

	public function test_tabs_print_every_panel_with_its_heading_and_filtered_content(): void {
		$html = do_shortcode( '[vitrine_tabs label="Steps"][vitrine_tab title="One"]First <script>bad()</script>[/vitrine_tab][vitrine_tab title="Two"]<strong>Second</strong>[/vitrine_tab][/vitrine_tabs]' );

		$this->assertSame( 2, substr_count( $html, 'role="tabpanel"' ) );
		$this->assertSame( 2, substr_count( $html, 'class="vitrine-tabs__heading"' ) );
		$this->assertStringContainsString( 'role="tablist" aria-label="Steps"', $html );
		$this->assertStringContainsString( 'aria-selected="true" tabindex="0">One</button>', $html );
		$this->assertStringContainsString( 'aria-selected="false" tabindex="-1">Two</button>', $html );
		$this->assertStringContainsString( '<strong>Second</strong>', $html );
		$this->assertStringNotContainsString( '<script>', $html );
		// Each panel is sent once, in the markup; the props carry only the settings.
		$this->assertSame( 1, substr_count( $html, 'Second' ) );
		$this->assertSame( array( 'id' ), array_keys( $this->props( $html, 'tabs' ) ) );
		$this->assertStringContainsString( 'id="' . $this->props( $html, 'tabs' )['id'] . '-panel-1"', $html );
	}

	public function test_the_video_popup_is_a_link_to_the_video(): void {
		$html = do_blocks( '<!-- wp:vitrine/video-popup {"url":"https://www.youtube.com/watch?v=abcdefghijk","label":"Watch \u0026 learn"} /-->' );
		$this->assertStringContainsString( '<a class="vitrine-video-popup__link" href="https://www.youtube.com/watch?v=abcdefghijk">', $html );
		$this->assertStringContainsString( 'Watch &amp; learn', $html );
		$this->assertSame( 'https://www.youtube.com/watch?v=abcdefghijk', $this->props( $html, 'video-popup' )['url'] );
	}

	public function test_every_block_is_registered_with_its_editor_script_and_preview_style(): void {
		$registry = \WP_Block_Type_Registry::get_instance();
		foreach ( array( 'case-studies', 'services-grid', 'timeline', 'price-table', 'progress-rings', 'tabs', 'video-popup' ) as $name ) {
			$block = $registry->get_registered( 'vitrine/' . $name );
			$this->assertNotNull( $block, $name );
			$this->assertSame( array( 'vitrine-' . $name . '-editor-script' ), $block->editor_script_handles, $name );
			$style = 'progress-rings' === $name ? 'circle-progress' : $name;
			$this->assertSame( array( 'vitrine-widget-' . $style ), $block->editor_style_handles, $name );
		}
	}

	public function test_the_content_lightbox_is_added_only_where_content_links_to_images(): void {
		$this->assertTrue( ImageLightbox::has_image_links( '<a href="https://x.test/a.JPG?ver=1">a</a>' ) );
		$this->assertTrue( ImageLightbox::has_image_links( "<a class='x' href='/b.webp'>b</a>" ) );
		$this->assertFalse( ImageLightbox::has_image_links( '<a href="/page/?img=a.jpg">a</a>' ) );
		$this->assertFalse( ImageLightbox::has_image_links( '<img src="/a.jpg">' ) );

		$post = $this->create_post( array( 'post_content' => '<a href="https://x.test/a.png">See</a>' ) );
		$this->go_to_single( $post );
		$html = apply_filters( 'the_content', get_post_field( 'post_content', $post ) );
		$this->assertStringContainsString( 'data-vitrine-widget="image-lightbox"', $html );

		$plain = $this->create_post( array( 'post_content' => '<a href="https://x.test/about/">About</a>' ) );
		$this->go_to_single( $plain );
		$this->assertStringNotContainsString( 'image-lightbox', apply_filters( 'the_content', get_post_field( 'post_content', $plain ) ) );
	}

	/**
	 * Makes a post the main query's single post, inside the loop.
	 *
	 * @param int $post Post id.
	 */
	private function go_to_single( int $post ): void {
		global $wp_query, $wp_the_query;
		$wp_query     = new \WP_Query( array( 'p' => $post ) ); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- a test's main query.
		$wp_the_query = $wp_query; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- a test's main query.
		$wp_query->the_post();
		$wp_query->in_the_loop = true;
	}
}
