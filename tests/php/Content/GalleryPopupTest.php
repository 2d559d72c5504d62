<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Content;

use Vitrine\Content\CaseStudies;
use Vitrine\Tests\TestCase;

/**
 * `gallery_popup123`: a published case study's gallery as escaped HTML, 404 for anything else.
 */
final class GalleryPopupTest extends TestCase {

	private function image( string $title, string $caption = '' ): int {
		$id = wp_insert_attachment(
			array(
				'post_mime_type' => 'image/jpeg',
				'post_title'     => $title,
				'post_excerpt'   => $caption,
				'post_status'    => 'inherit',
			),
			'2026/11/' . sanitize_file_name( $title ) . '.jpg'
		);
		$this->assertIsInt( $id );
		update_post_meta( $id, '_wp_attached_file', '2026/11/' . sanitize_file_name( $title ) . '.jpg' );
		return $id;
	}

	private function study( array $args = array() ): int {
		return $this->create_post( $args + array( 'post_type' => CaseStudies::POST_TYPE ) );
	}

	public function test_answers_the_gallery_of_a_published_case_study_for_guests(): void {
		$study = $this->study( array( 'post_title' => 'Tea & co' ) );
		$one   = $this->image( 'one', 'Caption <b>one</b>' );
		$two   = $this->image( 'two' );
		update_post_meta( $study, CaseStudies::META_GALLERY, array( $one, $two ) );

		$reply = $this->ajax( 'gallery_popup123', array( 'id' => (string) $study ) );

		$this->assertSame( 200, $reply['status'] );
		$this->assertStringContainsString( 'data-id="' . $study . '"', $reply['body'] );
		$this->assertStringContainsString( 'Tea &amp; co', $reply['body'] );
		$this->assertSame( 2, substr_count( $reply['body'], 'class="vitrine-gallery__link" href="' ) );
		$this->assertStringContainsString( '/2026/11/one.jpg', $reply['body'] );
		$this->assertStringContainsString( '<figcaption>Caption &lt;b&gt;one&lt;/b&gt;</figcaption>', $reply['body'] );
		$this->assertStringNotContainsString( '<b>', $reply['body'] );
	}

	public function test_a_logged_in_visitor_gets_the_same(): void {
		$study = $this->study();
		wp_set_current_user( $this->create_user() );
		$reply = $this->ajax( 'gallery_popup123', array( 'id' => (string) $study ) );
		$this->assertSame( 200, $reply['status'] );
		$this->assertStringContainsString( 'This project has no pictures yet.', $reply['body'] );
	}

	/**
	 * @return array<string, array{0: array<string, mixed>}>
	 */
	public static function hidden_posts(): array {
		return array(
			'draft'              => array( array( 'post_status' => 'draft' ) ),
			'private'            => array( array( 'post_status' => 'private' ) ),
			'pending'            => array( array( 'post_status' => 'pending' ) ),
			'password-protected' => array( array( 'post_password' => 'secret' ) ),
			'a blog post'        => array( array( 'post_type' => 'post' ) ),
			'a page'             => array( array( 'post_type' => 'page' ) ),
		);
	}

	/**
	 * @dataProvider hidden_posts
	 *
	 * @param array<string, mixed> $args Post arguments.
	 */
	public function test_anything_else_is_not_found_and_leaks_nothing( array $args ): void {
		$id = $this->study( $args + array( 'post_title' => 'Secret project' ) );
		update_post_meta( $id, CaseStudies::META_GALLERY, array( $this->image( 'secret' ) ) );
		// Even an administrator gets nothing private through this public, read-only action.
		wp_set_current_user( $this->create_user( 'administrator' ) );

		$reply = $this->ajax( 'gallery_popup123', array( 'id' => (string) $id ) );

		$this->assertSame( 404, $reply['status'] );
		$this->assertSame(
			array(
				'success' => false,
				'data'    => array(
					'code'    => 'vitrine_case_study_not_found',
					'message' => 'Content not found',
				),
			),
			json_decode( $reply['body'], true )
		);
		$this->assertStringNotContainsString( 'Secret', $reply['body'] );
	}

	public function test_missing_or_malformed_ids_are_not_found(): void {
		$this->assertSame( 404, $this->ajax( 'gallery_popup123', array() )['status'] );
		$this->assertSame( 404, $this->ajax( 'gallery_popup123', array( 'id' => 'abc' ) )['status'] );
		$this->assertSame( 404, $this->ajax( 'gallery_popup123', array( 'id' => '999999999' ) )['status'] );
	}
}
