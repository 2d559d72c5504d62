<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Media;

use Vitrine\Media\InlineSvg;
use Vitrine\Media\SvgUploads;
use Vitrine\Tests\TestCase;

/**
 * SVG uploads are for people who may upload files, every uploaded SVG is rewritten by the
 * sanitiser, and the inline SVG widget sanitises again on output.
 */
final class SvgUploadsTest extends TestCase {

	private const HOSTILE = __DIR__ . '/../../fixtures/svg/hostile/';

	/**
	 * A temporary copy of a fixture, as PHP's upload handling would leave it.
	 *
	 * @param string $fixture Fixture path.
	 * @return array{name: string, tmp_name: string, type: string, error: int, size: int}
	 */
	private function upload( string $fixture ): array {
		$tmp = (string) tempnam( sys_get_temp_dir(), 'vitrine-svg' );
		copy( $fixture, $tmp );
		return array(
			'name'     => basename( $fixture ),
			'tmp_name' => $tmp,
			'type'     => 'image/svg+xml',
			'error'    => 0,
			'size'     => (int) filesize( $tmp ),
		);
	}

	public function test_only_users_who_may_upload_files_may_upload_svg(): void {
		wp_set_current_user( $this->create_user( 'subscriber' ) );
		$this->assertArrayNotHasKey( 'svg', get_allowed_mime_types() );
		$refused = SvgUploads::sanitize_upload( $this->upload( self::HOSTILE . 'script.svg' ) );
		$this->assertIsString( $refused['error'] );

		wp_set_current_user( $this->create_user( 'author' ) );
		$this->assertSame( 'image/svg+xml', get_allowed_mime_types()['svg'] ?? null );
	}

	public function test_an_uploaded_svg_is_rewritten_without_its_script_and_handlers(): void {
		wp_set_current_user( $this->create_user( 'author' ) );
		foreach ( array( 'script.svg', 'onload.svg', 'javascript-link.svg', 'foreign-object.svg' ) as $name ) {
			$file = SvgUploads::sanitize_upload( $this->upload( self::HOSTILE . $name ) );
			$this->assertSame( 0, $file['error'], $name );
			$stored = (string) file_get_contents( $file['tmp_name'] );
			$this->assertStringNotContainsString( 'alert', $stored, $name );
			$this->assertSame( strlen( $stored ), $file['size'] );
		}
	}

	public function test_an_unreadable_svg_is_refused_and_other_files_are_left_alone(): void {
		wp_set_current_user( $this->create_user( 'author' ) );
		$refused = SvgUploads::sanitize_upload( $this->upload( self::HOSTILE . 'entity.svg' ) );
		$this->assertIsString( $refused['error'] );
		$photo = array(
			'name'     => 'photo.jpg',
			'tmp_name' => '/nonexistent',
			'error'    => 0,
		);
		$this->assertSame( $photo, SvgUploads::sanitize_upload( $photo ) );
	}

	/**
	 * Uploads a file through the REST API's media route, as the block editor does.
	 *
	 * @param string $name    File name.
	 * @param string $content File content.
	 */
	private function rest_upload( string $name, string $content ): \WP_REST_Response {
		$request = new \WP_REST_Request( 'POST', '/wp/v2/media' );
		$request->set_header( 'Content-Type', 'image/svg+xml' );
		$request->set_header( 'Content-Disposition', 'attachment; filename="' . $name . '"' );
		$request->set_body( $content );
		return rest_get_server()->dispatch( $request );
	}

	public function test_a_refused_svg_is_a_client_error_with_its_message_through_rest(): void {
		wp_set_current_user( $this->create_user( 'author' ) );
		$response = $this->rest_upload( 'entity.svg', (string) file_get_contents( self::HOSTILE . 'entity.svg' ) );

		$this->assertSame( 415, $response->get_status() );
		$this->assertSame( 'vitrine_svg_unreadable', $response->get_data()['code'] );
		$this->assertStringContainsString( 'This SVG file could not be read', $response->get_data()['message'] );
	}

	public function test_an_svg_without_width_or_height_uploads_and_shows_without_warnings(): void {
		wp_set_current_user( $this->create_user( 'author' ) );
		$svg      = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 20"><rect width="40" height="20"/></svg>';
		$response = $this->rest_upload( 'bare.svg', $svg );

		$this->assertSame( 201, $response->get_status() );
		$id = (int) $response->get_data()['id'];
		$this->assertStringContainsString( '<img', wp_get_attachment_image( $id, 'medium' ) );
		$this->assertStringContainsString( '<img', wp_get_attachment_image( $id, 'full' ) );
		$this->assertIsArray( wp_get_attachment_image_src( $id, 'thumbnail' ) );
		wp_delete_attachment( $id, true );
	}

	public function test_wordpress_accepts_the_svg_type_of_a_readable_svg(): void {
		wp_set_current_user( $this->create_user( 'author' ) );
		$file  = $this->upload( __DIR__ . '/../../fixtures/svg/clean.svg' );
		$check = wp_check_filetype_and_ext( $file['tmp_name'], 'leaf.svg' );
		$this->assertSame( 'svg', $check['ext'] );
		$this->assertSame( 'image/svg+xml', $check['type'] );
	}

	public function test_the_inline_svg_sanitises_a_hostile_file_that_reached_the_library_another_way(): void {
		$uploads = wp_upload_dir();
		$path    = $uploads['path'] . '/hostile-' . wp_generate_password( 6, false ) . '.svg';
		copy( self::HOSTILE . 'onload.svg', $path );
		$id   = wp_insert_attachment(
			array(
				'post_title'     => 'Hostile',
				'post_status'    => 'inherit',
				'post_mime_type' => 'image/svg+xml',
			),
			$path
		);
		$html = InlineSvg::render(
			array(
				'id'    => $id,
				'label' => 'Logo <b>',
				'color' => '#112233',
			)
		);
		unlink( $path );
		$this->assertStringContainsString( '<rect width="10" height="10"/>', $html );
		$this->assertStringNotContainsString( 'alert', $html );
		$this->assertStringContainsString( 'role="img" aria-label="Logo"', $html );
		$this->assertStringContainsString( 'color:#112233;', $html );
		$this->assertSame( '', InlineSvg::render( array( 'id' => 0 ) ) );
	}
}
