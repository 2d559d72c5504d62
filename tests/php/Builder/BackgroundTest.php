<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Builder;

use Vitrine\Tests\TestCase;

/**
 * Background video and slideshow on groups and covers: the attribute is registered on the
 * server, `render_block` puts a decorative layer first in the block with what shows without
 * a script, and blocks without the setting (and their pages) are left alone.
 */
final class BackgroundTest extends TestCase {

	/**
	 * An attachment.
	 *
	 * @param string $name File name.
	 * @param string $mime MIME type.
	 */
	private function attachment( string $name, string $mime = 'image/jpeg' ): int {
		$id = wp_insert_attachment(
			array(
				'post_mime_type' => $mime,
				'post_title'     => $name,
				'post_status'    => 'inherit',
			),
			$name
		);
		$this->assertIsInt( $id );
		if ( str_starts_with( $mime, 'image/' ) ) {
			wp_update_attachment_metadata(
				$id,
				array(
					'width'  => 1200,
					'height' => 800,
					'file'   => $name,
				)
			);
		}
		return $id;
	}

	/**
	 * A group block with the setting, rendered.
	 *
	 * @param array<string, mixed> $background The setting.
	 * @param string               $block      Block name.
	 */
	private function render_group( array $background, string $block = 'group' ): string {
		$attrs = wp_json_encode( array( 'vitrineBackground' => $background ) );
		$class = 'group' === $block ? 'wp-block-group' : 'wp-block-cover';
		return do_blocks( "<!-- wp:{$block} {$attrs} -->\n<div class=\"{$class}\"><!-- wp:paragraph -->\n<p>Inside</p>\n<!-- /wp:paragraph --></div>\n<!-- /wp:{$block} -->" );
	}

	/**
	 * The layer's JSON props.
	 *
	 * @param string $html HTML.
	 * @return array<string, mixed>
	 */
	private function props( string $html ): array {
		$this->assertSame( 1, preg_match( '/data-vitrine-widget="background" data-vitrine-props="([^"]*)"/', $html, $match ) );
		return (array) json_decode( html_entity_decode( $match[1], ENT_QUOTES ), true );
	}

	public function test_groups_and_covers_register_the_attribute_on_the_server(): void {
		foreach ( array( 'core/group', 'core/cover' ) as $name ) {
			$type = \WP_Block_Type_Registry::get_instance()->get_registered( $name );
			$this->assertNotNull( $type );
			$this->assertSame( array( 'type' => 'object' ), $type->attributes['vitrineBackground'] ?? null, $name );
		}
		$this->assertArrayNotHasKey( 'vitrineBackground', (array) \WP_Block_Type_Registry::get_instance()->get_registered( 'core/paragraph' )?->attributes );
	}

	public function test_a_file_video_puts_a_muted_decorative_layer_first_with_its_fallback_image(): void {
		$video    = $this->attachment( 'loop.webm', 'video/webm' );
		$fallback = $this->attachment( 'still.jpg' );
		$html     = $this->render_group(
			array(
				'type'       => 'video',
				'videoId'    => $video,
				'videoUrl'   => 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
				'start'      => '2',
				'end'        => 7.25,
				'playOnce'   => false,
				'fallbackId' => $fallback,
			)
		);
		// First inside the group (or inside the inner container classic themes get).
		$this->assertMatchesRegularExpression( '/^<div class="wp-block-group has-vitrine-background"><(?:div class="wp-block-group__inner-container[^"]*"><)?div aria-hidden="true" class="vitrine-widget vitrine-background vitrine-background--video"/', trim( $html ) );
		$this->assertStringContainsString( 'vitrine-background__fallback', $html );
		$this->assertMatchesRegularExpression( '/<img[^>]+alt=""[^>]*class="vitrine-background__fallback"|<img[^>]+class="vitrine-background__fallback"[^>]*alt=""/', $html );
		$this->assertStringContainsString( '<p>Inside</p>', $html );
		$props = $this->props( $html );
		$this->assertSame( 'video', $props['type'] );
		// The file wins over the link.
		$this->assertStringEndsWith( 'loop.webm', (string) $props['src'] );
		$this->assertEquals( 2, $props['start'] );
		$this->assertEquals( 7.3, $props['end'] );
		$this->assertFalse( $props['playOnce'] );
		$this->assertArrayNotHasKey( 'fallback', $props );
		$this->assertTrue( wp_style_is( 'vitrine-widget-background', 'enqueued' ) || ! wp_style_is( 'vitrine-widget-background', 'registered' ) );
	}

	public function test_a_video_site_link_is_kept_only_for_youtube_or_vimeo_and_an_end_before_the_start_is_dropped(): void {
		$props = $this->props(
			$this->render_group(
				array(
					'type'     => 'video',
					'videoUrl' => 'https://vimeo.com/76979871',
					'start'    => 9,
					'end'      => 3,
					'playOnce' => true,
				),
				'cover'
			)
		);
		$this->assertSame( 'https://vimeo.com/76979871', $props['src'] );
		$this->assertEquals( 0, $props['end'] );
		$this->assertTrue( $props['playOnce'] );

		$other = $this->render_group(
			array(
				'type'     => 'video',
				'videoUrl' => 'https://evil.example/clip.mp4',
			)
		);
		$this->assertStringNotContainsString( 'data-vitrine-widget', $other );
		$this->assertStringNotContainsString( 'has-vitrine-background', $other );
		$image = $this->render_group(
			array(
				'type'    => 'video',
				'videoId' => $this->attachment( 'not-a-video.jpg' ),
			)
		);
		$this->assertStringNotContainsString( 'data-vitrine-widget', $image );
	}

	public function test_a_slideshow_shows_its_first_image_from_the_server_and_lists_the_rest_for_the_script(): void {
		$a    = $this->attachment( 'a.jpg' );
		$b    = $this->attachment( 'b.jpg' );
		$html = $this->render_group(
			array(
				'type'       => 'slideshow',
				'images'     => array( $a, 999999, $b, $a ),
				'duration'   => 50,
				'transition' => 'slide',
				'kenBurns'   => true,
			),
			'cover'
		);
		$this->assertMatchesRegularExpression( '/^<div class="wp-block-cover[^"]* has-vitrine-background"><div aria-hidden="true" class="[^"]*vitrine-background--slideshow vitrine-background--slide vitrine-background--ken-burns"/', trim( $html ) );
		$this->assertSame( 1, substr_count( $html, '<img' ), 'Only the first image is in the page.' );
		$this->assertMatchesRegularExpression( '/<img[^>]+class="vitrine-background__slide is-active"[^>]+src="[^"]*a\.jpg"|<img[^>]+src="[^"]*a\.jpg"[^>]+class="vitrine-background__slide is-active"/', $html );
		$props = $this->props( $html );
		$this->assertSame( 'slideshow', $props['type'] );
		$this->assertCount( 2, $props['slides'] );
		$this->assertStringEndsWith( 'b.jpg', $props['slides'][1]['src'] );
		$this->assertSame( 1000, $props['duration'], 'Durations are kept to 1–30 s.' );
		$this->assertSame( 'slide', $props['transition'] );
		$this->assertTrue( $props['kenBurns'] );
	}

	public function test_blocks_without_a_background_and_their_pages_are_left_alone(): void {
		$plain = "<!-- wp:group -->\n<div class=\"wp-block-group\"><!-- wp:paragraph -->\n<p>Plain</p>\n<!-- /wp:paragraph --></div>\n<!-- /wp:group -->";
		$this->assertSame( do_blocks( $plain ), do_blocks( $plain ) );
		$html = do_blocks( $plain . $this->render_group( array( 'type' => 'none' ) ) );
		$this->assertStringNotContainsString( 'vitrine-background', $html );
		$this->assertStringNotContainsString( 'has-vitrine-background', $html );
		$this->assertFalse( wp_style_is( 'vitrine-widget-background', 'enqueued' ) );
		$this->assertFalse( wp_script_is( 'vitrine-runtime', 'enqueued' ) );
		// A paragraph with the attribute in its comment is not a group: untouched.
		$paragraph = do_blocks( '<!-- wp:paragraph {"vitrineBackground":{"type":"slideshow","images":[1]}} --><p>P</p><!-- /wp:paragraph -->' );
		$this->assertStringNotContainsString( 'vitrine-background', $paragraph );
	}

	public function test_a_page_whose_content_has_a_background_gets_the_stylesheet_in_the_head(): void {
		$post = $this->create_post(
			array(
				'post_type'    => 'page',
				'post_content' => '<!-- wp:group {"vitrineBackground":{"type":"slideshow","images":[1]}} --><div class="wp-block-group"></div><!-- /wp:group -->',
			)
		);
		$this->go_to_page( $post );
		\Vitrine\Builder\BackgroundSettings::enqueue_early();
		$this->assertTrue( wp_script_is( 'vitrine-runtime', 'enqueued' ) );

		$other              = $this->create_post( array( 'post_type' => 'page' ) );
		wp_scripts()->queue = array();
		$this->go_to_page( $other );
		\Vitrine\Builder\BackgroundSettings::enqueue_early();
		$this->assertFalse( wp_script_is( 'vitrine-runtime', 'enqueued' ) );
	}

	/**
	 * Sets up the main query for a page.
	 *
	 * @param int $id Page id.
	 */
	private function go_to_page( int $id ): void {
		$this->set_main_query( array( 'page_id' => $id ) );
	}
}
