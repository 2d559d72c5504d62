<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Theme;

use Vitrine\Demo\AbstractArtwork;
use Vitrine\Demo\ContentStore;
use Vitrine\Demo\MediaImporter;
use Vitrine\Tests\TestCase;

/**
 * The theme's pictures come with a srcset of their own crop's widths (as WebP), a `sizes`
 * that matches the layout, and load lazily except the page's main one. The picture is
 * imported the way the demo imports its own, so this covers the demo's images too.
 */
final class ResponsiveImagesTest extends TestCase {

	/**
	 * A post with a generated 1600×1000 featured picture.
	 */
	private int $post = 0;

	/**
	 * Files written for the test.
	 *
	 * @var list<string>
	 */
	private array $files = array();

	protected function setUp(): void {
		parent::setUp();
		$this->post = $this->create_post( array( 'post_title' => 'Lime plaster' ) );
		$image      = ( new MediaImporter( new ContentStore() ) )->import(
			'vitrine-test-' . wp_generate_password( 6, false ),
			( new AbstractArtwork() )->render( 'test' ),
			'Plaster',
			'',
			$this->post
		);
		set_post_thumbnail( $this->post, $image );
		$meta        = wp_get_attachment_metadata( $image );
		$dir         = dirname( (string) get_attached_file( $image ) );
		$this->files = array_merge(
			array( (string) get_attached_file( $image ) ),
			array_map( static fn ( array $size ): string => $dir . '/' . $size['file'], $meta['sizes'] ?? array() )
		);
	}

	protected function tearDown(): void {
		array_map( 'wp_delete_file', $this->files );
		$this->set_main_query();
		wp_reset_postdata();
		parent::tearDown();
	}

	public function test_the_demo_picture_gets_every_crop_width_as_webp(): void {
		$sizes = wp_get_attachment_metadata( (int) get_post_thumbnail_id( $this->post ) )['sizes'];

		foreach ( array( 'vitrine-hero', 'vitrine-hero-m', 'vitrine-hero-s', 'vitrine-card', 'vitrine-card-s', 'vitrine-square', 'vitrine-square-s', 'vitrine-square-xs' ) as $name ) {
			$this->assertArrayHasKey( $name, $sizes );
			$this->assertSame( 'image/webp', $sizes[ $name ]['mime-type'], $name );
		}
	}

	public function test_a_card_offers_its_3_2_widths_and_loads_lazily(): void {
		$img = $this->card( array() );

		$this->assertMatchesRegularExpression( '#srcset="[^"]*-768x512\.webp 768w, [^"]*-480x320\.webp 480w"#', $img );
		$this->assertStringContainsString( '(min-width: 640px) 46vw, 92vw"', $img );
		$this->assertStringContainsString( 'loading="lazy"', $img );
		$this->assertStringNotContainsString( 'fetchpriority', $img );
	}

	public function test_the_first_card_of_a_listing_loads_first(): void {
		$img = $this->card( array( 'lcp' => true ) );

		$this->assertStringContainsString( 'loading="eager"', $img );
		$this->assertStringContainsString( 'fetchpriority="high"', $img );
		$this->assertStringContainsString( ' 480w', $img );
	}

	public function test_a_single_post_hero_offers_its_16_9_widths_and_loads_first(): void {
		$this->set_main_query( array( 'p' => $this->post ) );

		ob_start();
		require get_template_directory() . '/single.php';
		$html = (string) ob_get_clean();

		$this->assertSame( 1, preg_match( '#<figure class="entry-hero[^>]*>\s*(<img[^>]*>)#', $html, $match ) );
		$img = $match[1];
		$this->assertMatchesRegularExpression( '#srcset="[^"]*-1600x900\.webp 1600w, [^"]*-1040x585\.webp 1040w, [^"]*-720x405\.webp 720w"#', $img );
		$this->assertStringContainsString( 'sizes="(min-width: 1110px) 1040px, 92vw"', $img );
		$this->assertStringContainsString( 'loading="eager"', $img );
		$this->assertStringContainsString( 'fetchpriority="high"', $img );
		$this->assertSame( 1, substr_count( $html, 'fetchpriority="high"' ), 'only one picture is fetched first' );
	}

	/**
	 * A service's or a case study's hero box is 16:9 like a post's: it gets the 16:9 crops,
	 * not the 3:2 `large` size (or a small upload's original) for CSS to cut.
	 */
	public function test_a_service_hero_offers_the_16_9_widths_and_loads_first(): void {
		$service = $this->create_post(
			array(
				'post_type'  => 'vitrine_service',
				'post_title' => 'Styling',
			)
		);
		set_post_thumbnail( $service, (int) get_post_thumbnail_id( $this->post ) );
		$this->set_main_query(
			array(
				'p'         => $service,
				'post_type' => 'vitrine_service',
			)
		);

		ob_start();
		require get_template_directory() . '/single-vitrine_service.php';
		$html = (string) ob_get_clean();

		$this->assertSame( 1, preg_match( '#<figure class="entry-hero[^>]*>\s*(<img[^>]*>)#', $html, $match ) );
		$img = $match[1];
		$this->assertMatchesRegularExpression( '#srcset="[^"]*-1600x900\.webp 1600w, [^"]*-1040x585\.webp 1040w, [^"]*-720x405\.webp 720w"#', $img );
		$this->assertStringContainsString( 'sizes="(min-width: 1110px) 1040px, 92vw"', $img );
		$this->assertStringContainsString( 'fetchpriority="high"', $img );
	}

	public function test_below_the_main_picture_every_content_picture_loads_lazily(): void {
		$image = (int) get_post_thumbnail_id( $this->post );
		$src   = (string) wp_get_attachment_image_url( $image, 'vitrine-card' );
		wp_update_post(
			array(
				'ID'           => $this->post,
				'post_content' => '<!-- wp:image {"id":' . $image . '} --><figure class="wp-block-image"><img src="' . esc_url( $src ) . '" alt="" class="wp-image-' . $image . '" width="768" height="512"/></figure><!-- /wp:image -->',
			)
		);
		$this->set_main_query( array( 'p' => $this->post ) );

		ob_start();
		require get_template_directory() . '/single.php';
		$html = (string) ob_get_clean();

		$this->assertSame( 1, preg_match( '#<img[^>]*class="wp-image-' . $image . '"[^>]*>#', $html, $match ) );
		$this->assertStringContainsString( 'loading="lazy"', $match[0] );
		$this->assertSame( 1, substr_count( $html, 'fetchpriority="high"' ), 'only the main picture is fetched first' );
	}

	/**
	 * The image of a post card rendered by the theme's template part.
	 *
	 * @param array<string, mixed> $args Template part arguments.
	 */
	private function card( array $args ): string {
		$GLOBALS['post'] = get_post( $this->post ); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- The template part reads the current post.
		setup_postdata( $GLOBALS['post'] );
		ob_start();
		get_template_part( 'template-parts/post-card', null, $args );
		$html = (string) ob_get_clean();
		$this->assertSame( 1, preg_match( '#<img[^>]*>#', $html, $match ) );
		return $match[0];
	}
}
