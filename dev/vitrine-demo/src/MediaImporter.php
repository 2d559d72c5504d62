<?php
/**
 * Adding generated pictures to the media library.
 *
 * @package VitrineDemo
 */

declare( strict_types = 1 );

namespace Vitrine\Demo;

use RuntimeException;

defined( 'ABSPATH' ) || exit;

/**
 * Stores image bytes in the uploads folder and registers them as an attachment with its
 * sizes, title and alternative text, exactly like an upload through the media library.
 */
final class MediaImporter {

	/**
	 * Looks up attachments by their marker.
	 *
	 * @var ContentStore
	 */
	private ContentStore $store;

	/**
	 * Sets the lookup.
	 *
	 * @param ContentStore $store Lookup.
	 */
	public function __construct( ContentStore $store ) {
		$this->store = $store;
	}

	/**
	 * Returns the attachment previously imported for a slug, or 0.
	 *
	 * @param string $slug Image slug.
	 */
	public function find( string $slug ): int {
		return $this->store->find( 'attachment', $slug );
	}

	/**
	 * Imports a JPEG.
	 *
	 * @param string $slug   Image slug; also the file name.
	 * @param string $bytes  JPEG data.
	 * @param string $title  Attachment title.
	 * @param string $alt    Alternative text.
	 * @param int    $parent Post the image belongs to.
	 * @return int Attachment id.
	 * @throws RuntimeException When the file cannot be stored.
	 */
	public function import( string $slug, string $bytes, string $title, string $alt, int $parent = 0 ): int {
		require_once ABSPATH . 'wp-admin/includes/file.php';
		require_once ABSPATH . 'wp-admin/includes/image.php';

		$upload = wp_upload_bits( sanitize_file_name( $slug . '.jpg' ), null, $bytes );
		if ( ! empty( $upload['error'] ) ) {
			throw new RuntimeException( esc_html( "Could not store the image {$slug}: {$upload['error']}" ) );
		}

		$id = wp_insert_attachment(
			wp_slash(
				array(
					'post_mime_type' => 'image/jpeg',
					'post_title'     => $title,
					'post_content'   => '',
					'post_status'    => 'inherit',
					'guid'           => $upload['url'],
				)
			),
			$upload['file'],
			$parent,
			true
		);
		if ( is_wp_error( $id ) ) {
			wp_delete_file( $upload['file'] );
			throw new RuntimeException( esc_html( "Could not add the image {$slug} to the media library: " . $id->get_error_message() ) );
		}

		add_post_meta( $id, ContentStore::MARKER, ContentStore::key( 'attachment', $slug ), true );
		update_post_meta( $id, '_wp_attachment_image_alt', $alt );
		wp_update_attachment_metadata( $id, wp_generate_attachment_metadata( $id, $upload['file'] ) );
		return (int) $id;
	}
}
