<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Sliders;

use Vitrine\Content\CaseStudies;
use Vitrine\Content\Services;
use Vitrine\Content\TeamMembers;
use Vitrine\Content\Testimonials;
use Vitrine\Tests\TestCase;

/**
 * The testimonial, team, service and case-study sliders: their cards, defaults and escaping.
 * Test items come first (menu order -1), so demo content never pushes them out.
 */
final class ContentSlidersTest extends TestCase {

	/**
	 * Creates a published item of a content type.
	 *
	 * @param string               $type Post type.
	 * @param array<string, mixed> $meta Meta values.
	 * @param array<string, mixed> $args Post arguments.
	 */
	private function item( string $type, array $meta = array(), array $args = array() ): int {
		$id = $this->create_post(
			$args + array(
				'post_type'  => $type,
				'menu_order' => -1,
			)
		);
		foreach ( $meta as $key => $value ) {
			update_post_meta( $id, $key, $value );
		}
		return $id;
	}

	private function image(): int {
		$id = wp_insert_attachment(
			array(
				'post_mime_type' => 'image/jpeg',
				'post_title'     => 'Picture',
				'post_status'    => 'inherit',
			),
			'picture.jpg'
		);
		$this->assertIsInt( $id );
		return $id;
	}

	public function test_the_testimonial_slider_quotes_escaped_at_400_ms_two_at_a_time(): void {
		$this->item(
			Testimonials::POST_TYPE,
			array(
				Testimonials::META_ROLE   => 'Owner, <b>Loom</b> & Co',
				Testimonials::META_RATING => 4,
			),
			array(
				'post_title'   => 'Ana <i>Silva</i>',
				'post_content' => 'They <script>x()</script>listened.',
			)
		);
		$this->item( Testimonials::POST_TYPE );

		$html = do_shortcode( '[vitrine_testimonial_slider]' );

		$this->assertStringContainsString( 'vitrine-carousel--testimonials', $html );
		$this->assertStringContainsString( '<blockquote class="vitrine-carousel__quote"><p>They x()listened.</p></blockquote>', $html );
		$this->assertStringContainsString( 'Ana &lt;i&gt;Silva&lt;/i&gt;', $html );
		$this->assertStringContainsString( 'Owner, Loom &amp; Co', $html );
		$this->assertStringContainsString( 'aria-label="Rated 4 stars out of 5"', $html );
		$this->assertStringContainsString( '&quot;perView&quot;:2', $html );
		$this->assertStringContainsString( '&quot;speed&quot;:400', $html );
		$this->assertStringNotContainsString( '<script>', $html );
		$this->assertStringNotContainsString( '<b>', $html );
	}

	public function test_the_team_slider_shows_roles_and_safe_social_links(): void {
		$this->item(
			TeamMembers::POST_TYPE,
			array(
				TeamMembers::META_ROLE   => 'Potter',
				TeamMembers::META_SOCIAL => array( 'https://www.instagram.com/mara', 'javascript:alert(1)', 'mailto:mara@example.test' ),
			),
			array( 'post_title' => 'Mara' )
		);
		$this->item( TeamMembers::POST_TYPE );

		$html = do_shortcode( '[vitrine_team_slider per_view="4"]' );

		$this->assertStringContainsString( 'vitrine-carousel--team', $html );
		$this->assertStringContainsString( '<p class="vitrine-carousel__meta">Potter</p>', $html );
		$this->assertStringContainsString( 'href="https://www.instagram.com/mara" aria-label="Instagram of Mara"', $html );
		$this->assertStringContainsString( 'href="mailto:mara@example.test"', $html );
		$this->assertStringNotContainsString( 'javascript:', $html );
		$this->assertStringContainsString( 'style="--vitrine-carousel-per-view:4"', $html );
	}

	public function test_the_service_slider_links_each_service(): void {
		$id = $this->item(
			Services::POST_TYPE,
			array(
				Services::META_ICON => '✦',
				Services::META_LINK => 'See the workshop',
			),
			array(
				'post_title'   => 'Workshops',
				'post_excerpt' => 'Two days at the wheel.',
			)
		);
		$this->item( Services::POST_TYPE );

		$html = do_blocks( '<!-- wp:vitrine/service-slider {"heading":"What we do"} /-->' );

		$this->assertStringContainsString( 'vitrine-carousel--services', $html );
		$this->assertStringContainsString( 'What we do', $html );
		$this->assertStringContainsString( '<p class="vitrine-carousel__icon" aria-hidden="true">✦</p>', $html );
		$this->assertStringContainsString( 'href="' . esc_url( (string) get_permalink( $id ) ) . '">See the workshop', $html );
		$this->assertStringContainsString( 'Two days at the wheel.', $html );
	}

	public function test_the_case_study_card_button_carries_the_study_id_and_links_its_page(): void {
		$with    = $this->item(
			CaseStudies::POST_TYPE,
			array(
				CaseStudies::META_CLIENT  => 'Hotel Alma',
				CaseStudies::META_GALLERY => array( $this->image(), $this->image() ),
			),
			array( 'post_title' => 'A calmer lobby' )
		);
		$without = $this->item( CaseStudies::POST_TYPE, array(), array( 'post_title' => 'No pictures' ) );

		$html = do_shortcode( '[vitrine_case_study_slider count="12"]' );

		$this->assertStringContainsString( 'vitrine-carousel--case-studies', $html );
		$this->assertStringContainsString( 'Hotel Alma', $html );
		$this->assertStringContainsString( 'href="' . esc_url( (string) get_permalink( $with ) ) . '" data-id="' . $with . '">View gallery', $html );
		$this->assertStringNotContainsString( 'data-id="' . $without . '"', $html );
	}

	public function test_private_and_draft_items_stay_out(): void {
		$this->item( Services::POST_TYPE, array(), array( 'post_title' => 'Public one' ) );
		$this->item( Services::POST_TYPE, array(), array( 'post_title' => 'Public two' ) );
		$this->item(
			Services::POST_TYPE,
			array(),
			array(
				'post_title'  => 'Secret plan',
				'post_status' => 'private',
			)
		);
		$this->item(
			Services::POST_TYPE,
			array(),
			array(
				'post_title'  => 'Draft idea',
				'post_status' => 'draft',
			)
		);

		$html = do_shortcode( '[vitrine_service_slider count="12"]' );

		$this->assertStringContainsString( 'Public one', $html );
		$this->assertStringNotContainsString( 'Secret plan', $html );
		$this->assertStringNotContainsString( 'Draft idea', $html );
	}

	public function test_every_slider_has_a_block_and_a_shortcode(): void {
		foreach ( array( 'post-slider', 'related-posts', 'testimonial-slider', 'team-slider', 'service-slider', 'case-study-slider' ) as $name ) {
			$this->assertTrue( \WP_Block_Type_Registry::get_instance()->is_registered( 'vitrine/' . $name ), $name );
			$this->assertTrue( shortcode_exists( 'vitrine_' . str_replace( '-', '_', $name ) ), $name );
		}
	}
}
