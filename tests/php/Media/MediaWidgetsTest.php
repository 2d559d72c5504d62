<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Media;

use Vitrine\Tests\TestCase;

/**
 * The media widgets' server side: blocks and shortcodes print escaped, usable fallbacks
 * through the mount-point contract, with their settings kept in range.
 */
final class MediaWidgetsTest extends TestCase {

	/**
	 * An image attachment of 900×600.
	 *
	 * @param string $name File name.
	 */
	private function image( string $name = 'picture.jpg' ): int {
		$id = wp_insert_attachment(
			array(
				'post_mime_type' => 'image/jpeg',
				'post_title'     => 'Picture',
				'post_status'    => 'inherit',
			),
			$name
		);
		$this->assertIsInt( $id );
		wp_update_attachment_metadata(
			$id,
			array(
				'width'  => 900,
				'height' => 600,
				'file'   => $name,
			)
		);
		return $id;
	}

	/**
	 * The JSON props of a widget's mount point.
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

	public function test_the_portfolio_prints_linked_pictures_in_its_layout_with_columns_kept_in_1_to_6(): void {
		$a    = $this->image( 'a.jpg' );
		$b    = $this->image( 'b.jpg' );
		$html = do_shortcode( '[vitrine_portfolio ids="' . $a . ',' . $b . ',999999" categories="Homes,Shops &lt;b&gt;" layout="masonry" columns="9" columns_tablet="0" parallax="1" tilt="yes"]' );
		$this->assertStringContainsString( 'vitrine-portfolio--masonry vitrine-portfolio--filtered', $html );
		$this->assertStringContainsString( '--vitrine-columns:6;--vitrine-columns-tablet:1;--vitrine-columns-mobile:1', $html );
		$this->assertSame( 2, substr_count( $html, 'class="vitrine-portfolio__link" href="' ) );
		$this->assertStringContainsString( 'data-category="homes"', $html );
		$this->assertStringContainsString( 'loading="lazy"', $html );
		$props = $this->props( $html, 'portfolio' );
		$this->assertSame( 0.15, $props['parallax'] );
		$this->assertTrue( $props['tilt'] );
		$this->assertTrue( $props['lightbox'] );
		$this->assertSame( array( 'homes', 'shops-b' ), array_column( $props['filters'], 'slug' ) );
		// A label is text for the widget (React escapes it); the page carries no tag from it.
		$this->assertStringNotContainsString( '<b>', $html );
	}

	public function test_a_portfolio_of_one_category_has_no_filters_and_one_without_pictures_prints_nothing(): void {
		$a     = $this->image( 'a.jpg' );
		$html  = render_block(
			array(
				'blockName' => 'vitrine/portfolio',
				'attrs'     => array(
					'items' => array(
						array(
							'id'       => $a,
							'category' => 'Homes',
						),
					),
				),
			)
		);
		$props = $this->props( $html, 'portfolio' );
		$this->assertSame( array(), $props['filters'] );
		$this->assertSame( 0, $props['parallax'] );
		$this->assertStringContainsString( 'vitrine-portfolio--grid', $html );
		$this->assertSame( '', do_shortcode( '[vitrine_portfolio ids="999999"]' ) );
	}

	public function test_the_gallery_slider_shortcode_keeps_image_ids_only_and_links_thumbnails_to_the_full_images(): void {
		$a     = $this->image( 'a.jpg' );
		$b     = $this->image( 'b.jpg' );
		$pdf   = wp_insert_attachment(
			array(
				'post_mime_type' => 'application/pdf',
				'post_title'     => 'Leaflet',
				'post_status'    => 'inherit',
			),
			'leaflet.pdf'
		);
		$post  = wp_insert_post(
			array(
				'post_title'  => 'Post',
				'post_status' => 'publish',
			)
		);
		$html  = do_shortcode( '[vitrine_gallery_slider ids="' . $a . ', x' . $b . ',' . $b . ',-3,' . $pdf . ',' . $post . ',999999" position="right" per_view="12" autoplay="1"]' );
		$props = $this->props( $html, 'gallery-slider' );
		$this->assertSame( array( $a, $b ), array_column( $props['images'], 'id' ) );
		$this->assertSame( 'right', $props['position'] );
		$this->assertSame( 8, $props['perView'] );
		$this->assertTrue( $props['autoplay'] );
		$this->assertTrue( $props['lightbox'] );
		$this->assertStringContainsString( 'vitrine-product-gallery vitrine-product-gallery--layout-2 vitrine-gallery-slider--right vitrine-gallery-slider--per-view-8', $html );
		// No JavaScript: the pictures link to their full size and the thumbnails too.
		$this->assertSame( 2, substr_count( $html, 'class="vitrine-product-gallery__zoom" href="' ) );
		$this->assertSame( 2, substr_count( $html, 'class="vitrine-product-gallery__thumb-button" href="' ) );
		$this->assertStringContainsString( 'aria-label="Enlarge image 2 of 2"', $html );
		$this->assertTrue( wp_style_is( 'vitrine-widget-product-gallery', 'enqueued' ) || ! wp_style_is( 'vitrine-widget-product-gallery', 'registered' ) );
	}

	public function test_the_gallery_slider_block_without_lightbox_prints_plain_pictures_and_without_images_nothing(): void {
		$a     = $this->image( 'a.jpg' );
		$html  = render_block(
			array(
				'blockName' => 'vitrine/gallery-slider',
				'attrs'     => array(
					'ids'      => array( $a ),
					'position' => 'top',
					'lightbox' => false,
				),
			)
		);
		$props = $this->props( $html, 'gallery-slider' );
		$this->assertSame( 'bottom', $props['position'] );
		$this->assertSame( 5, $props['perView'] );
		$this->assertFalse( $props['lightbox'] );
		$this->assertStringNotContainsString( '__zoom', $html );
		$this->assertStringNotContainsString( '__thumbs-viewport', $html );
		$this->assertStringContainsString( 'class="vitrine-product-gallery__image"', $html );
		$this->assertSame( '', do_shortcode( '[vitrine_gallery_slider ids="0,abc"]' ) );
	}

	public function test_the_image_comparison_prints_both_pictures_split_at_the_start_with_default_labels(): void {
		$html = do_shortcode( '[vitrine_image_comparison before="' . $this->image( 'b.jpg' ) . '" after="' . $this->image( 'a.jpg' ) . '" start="130" orientation="vertical"]' );
		$this->assertMatchesRegularExpression( '#--vitrine-compare:100%;aspect-ratio:(900 / 600|720 / 480)"#', $html );
		$this->assertStringContainsString( 'vitrine-compare__frame--vertical', $html );
		$this->assertStringContainsString( '>Before</span>', $html );
		$props = $this->props( $html, 'image-comparison' );
		$this->assertTrue( $props['vertical'] );
		$this->assertSame( 'After', $props['afterLabel'] );
		$this->assertSame( '', do_shortcode( '[vitrine_image_comparison before="1"]' ) );
	}

	public function test_hotspots_are_disclosures_without_javascript_with_escaped_text_and_positions_kept_on_the_picture(): void {
		$html = render_block(
			array(
				'blockName' => 'vitrine/hotspots',
				'attrs'     => array(
					'image'   => $this->image(),
					'trigger' => 'sideways',
					'spots'   => array(
						array(
							'x'     => 150,
							'y'     => 20.55,
							'title' => 'Counter <script>',
							'text'  => 'Ash & oil',
						),
					),
				),
			)
		);
		$this->assertStringContainsString( '<details class="vitrine-hotspots__spot" style="left:100%;top:20.6%">', $html );
		$this->assertStringContainsString( 'Point 1: Counter', $html );
		$this->assertStringContainsString( 'Ash &amp; oil', $html );
		$this->assertStringNotContainsString( '<script>', $html );
		$this->assertSame( 'hover', $this->props( $html, 'hotspots' )['trigger'] );
	}

	public function test_circle_progress_is_a_progressbar_of_75_of_100_by_default_with_its_thickness_capped(): void {
		$html = do_shortcode( '[vitrine_circle_progress label="Done" size="100" thickness="80"]' );
		$this->assertStringContainsString( 'role="progressbar" aria-valuemin="0" aria-valuemax="100" aria-valuenow="75" aria-valuetext="75%" aria-label="Done"', $html );
		$props = $this->props( $html, 'circle-progress' );
		$this->assertSame( 50, $props['thickness'] );
		$this->assertStringContainsString( 'stroke-width="50"', $html );
		$over = $this->props( do_shortcode( '[vitrine_circle_progress value="500" max="40"]' ), 'circle-progress' );
		$this->assertEquals( 40, $over['value'] );
	}

	public function test_the_extended_heading_marks_its_highlighted_words_escaped_with_its_effects_as_classes(): void {
		$html = do_shortcode( '[vitrine_extended_heading text="Made by hand & with <care>" highlight="BY HAND, care" level="9" long_shadow="1" separator="dots"]' );
		$this->assertStringContainsString( '<h4 class="vitrine-extended-heading__title">Made <mark class="vitrine-extended-heading__highlight">by hand</mark> &amp; with</h4>', $html );
		$this->assertStringContainsString( 'vitrine-extended-heading--long-shadow', $html );
		$this->assertStringContainsString( '--vitrine-long-shadow:1px 1px 0 var(--vitrine-shadow-color),2px 2px 0', $html );
		$this->assertStringContainsString( 'vitrine-extended-heading__separator--dots', $html );
		$this->assertSame( '', do_shortcode( '[vitrine_extended_heading]' ) );
	}

	public function test_scroll_indicators_print_an_empty_mount_point_of_a_known_type(): void {
		$html = do_shortcode( '[vitrine_scroll_indicators type="bullets"]' );
		$this->assertSame( 'bullets', $this->props( $html, 'scroll-indicators' )['type'] );
		$this->assertStringContainsString( 'vitrine-scroll-indicators--bullets', $html );
		$this->assertSame( 'bar', $this->props( do_shortcode( '[vitrine_scroll_indicators type="<x>"]' ), 'scroll-indicators' )['type'] );
	}

	/**
	 * A media attachment of some type.
	 *
	 * @param string $name File name.
	 * @param string $mime MIME type.
	 */
	private function medium( string $name, string $mime ): int {
		$id = wp_insert_attachment(
			array(
				'post_mime_type' => $mime,
				'post_title'     => pathinfo( $name, PATHINFO_FILENAME ),
				'post_status'    => 'inherit',
			),
			$name
		);
		$this->assertIsInt( $id );
		return $id;
	}

	public function test_a_library_video_is_the_browsers_player_with_its_captions_until_the_widget_mounts(): void {
		$video    = $this->medium( 'walk.webm', 'video/webm' );
		$captions = $this->medium( 'walk.vtt', 'text/vtt' );
		$html     = do_shortcode( '[vitrine_video_player video="' . $video . '" captions="' . $captions . '" captions_lang="fr" title="A walk" loop="1"]' );
		$this->assertMatchesRegularExpression( '#<video class="vitrine-video-player__video" controls preload="metadata" playsinline loop aria-label="A walk"><source src="[^"]+walk\.webm" type="video/webm"><track kind="captions" src="[^"]+walk\.vtt" srclang="fr" label="Captions" default></video>#', $html );
		$props = $this->props( $html, 'video-player' );
		$this->assertSame( 'html5', $props['provider'] );
		$this->assertTrue( $props['loop'] );
		$this->assertSame( '', do_shortcode( '[vitrine_video_player video="' . $captions . '"]' ), 'a file that is not a video' );
	}

	public function test_a_video_site_link_is_a_poster_link_and_only_known_sites_are_accepted(): void {
		$html  = do_shortcode( '[vitrine_video_player url="https://youtu.be/aqz-KE-bpKQ" title="Workshop"]' );
		$props = $this->props( $html, 'video-player' );
		$this->assertSame( 'youtube', $props['provider'] );
		$this->assertSame( 'aqz-KE-bpKQ', $props['videoId'] );
		$this->assertStringContainsString( '<a class="vitrine-video-player__site-link" href="https://youtu.be/aqz-KE-bpKQ">', $html );
		$this->assertStringContainsString( 'Watch Workshop', $html );
		$this->assertSame(
			array(
				'provider' => 'vimeo',
				'videoId'  => '76979871',
			),
			\Vitrine\Media\VideoPlayer::provider( 'https://vimeo.com/76979871' )
		);
		$this->assertNull( \Vitrine\Media\VideoPlayer::provider( 'https://evil.example/watch?v=aqz-KE-bpKQ' ) );
		$this->assertSame( '', do_shortcode( '[vitrine_video_player url="javascript:alert(1)"]' ) );
	}

	public function test_the_audio_player_lists_only_audio_tracks_and_plays_the_first_without_javascript(): void {
		$one  = $this->medium( 'chime.wav', 'audio/wav' );
		$two  = $this->medium( 'bell.mp3', 'audio/mpeg' );
		$html = do_shortcode( '[vitrine_audio_player tracks="' . $one . ',' . $this->image() . ',' . $two . '"]' );
		$this->assertMatchesRegularExpression( '#<audio class="vitrine-audio-player__audio" controls preload="none" aria-label="chime"><source src="[^"]+chime\.wav" type="audio/wav"></audio>#', $html );
		$this->assertSame( array( 'chime', 'bell' ), array_column( $this->props( $html, 'audio-player' )['tracks'], 'title' ) );
		$this->assertSame( 2, substr_count( $html, 'class="vitrine-audio-player__track"' ) );
		$this->assertSame( '', do_shortcode( '[vitrine_audio_player tracks=""]' ) );
	}

	public function test_the_device_frame_draws_its_shape_file_by_device_over_the_picture_phone_by_default(): void {
		$image = $this->image();
		$html  = do_shortcode( '[vitrine_device_frame image="' . $image . '" caption="Home &amp; screen"]' );
		$this->assertStringContainsString( 'vitrine-device-frame--phone', $html );
		$this->assertStringContainsString( 'assets/devices/phone.svg', $html );
		$this->assertStringContainsString( 'style="left:5.5%;top:2.683%;width:89%;height:94.634%"', $html );
		$this->assertStringContainsString( '<figcaption class="vitrine-device-frame__caption">Home &amp; screen</figcaption>', $html );
		$this->assertStringContainsString( 'assets/devices/tablet-landscape.svg', do_shortcode( '[vitrine_device_frame device="tablet" orientation="landscape" image="' . $image . '"]' ) );
		$this->assertStringContainsString( 'assets/devices/laptop.svg', do_shortcode( '[vitrine_device_frame device="laptop" orientation="landscape" image="' . $image . '"]' ) );
		$this->assertStringContainsString( 'assets/devices/phone.svg', do_shortcode( '[vitrine_device_frame device="../../x" image="' . $image . '"]' ) );
		$this->assertSame( '', do_shortcode( '[vitrine_device_frame]' ) );
		foreach ( array_keys( \Vitrine\Media\DeviceFrame::SHAPES ) as $shape ) {
			$this->assertFileExists( dirname( __DIR__, 3 ) . '/plugin/assets/devices/' . $shape . '.svg' );
		}
	}
}
