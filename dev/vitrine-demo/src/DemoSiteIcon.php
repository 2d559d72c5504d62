<?php
/**
 * The demo's site icon.
 *
 * @package VitrineDemo
 */

declare( strict_types = 1 );

namespace Vitrine\Demo;

defined( 'ABSPATH' ) || exit;

/**
 * Gives the demo the theme's mark as its site icon (browser tabs, home screens), instead of
 * WordPress's "W": dev/vitrine-demo/assets/site-icon.png, a 512 px rendering of
 * theme/assets/images/site-icon.svg, imported into the media library and set as `site_icon`
 * once. The option `vitrine_demo_site_icon` records that it happened, so an icon the owner
 * changes or removes afterwards stays as they left it.
 */
final class DemoSiteIcon {

	public const SLUG = 'vitrine-site-icon';

	/** Option recording that the icon was set (the attachment's id). */
	public const DONE_OPTION = 'vitrine_demo_site_icon';

	/**
	 * Constructor.
	 *
	 * @param ContentStore $content Finds attachments by slug.
	 */
	public function __construct( private ContentStore $content ) {
	}

	/**
	 * Imports the icon and sets it, unless that was done before or the site has its own.
	 *
	 * @param SeedReport $report Report; counts `image`s.
	 */
	public function seed( SeedReport $report ): void {
		if ( get_option( self::DONE_OPTION ) || get_option( 'site_icon' ) ) {
			return;
		}
		$id = $this->content->find( 'attachment', self::SLUG );
		if ( ! $id ) {
			$id = $this->import( $report );
		}
		if ( $id ) {
			update_option( 'site_icon', $id );
			update_option( self::DONE_OPTION, $id, false );
		}
	}

	/**
	 * Adds the PNG to the media library with its sizes.
	 *
	 * @param SeedReport $report Report.
	 * @return int Attachment id, 0 on failure.
	 */
	private function import( SeedReport $report ): int {
		require_once ABSPATH . 'wp-admin/includes/image.php';
		$bytes  = (string) file_get_contents( dirname( PLUGIN_FILE ) . '/assets/site-icon.png' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a file of this plugin's own.
		$upload = wp_upload_bits( self::SLUG . '.png', null, $bytes );
		if ( '' === $bytes || ! empty( $upload['error'] ) ) {
			return 0;
		}
		$id = wp_insert_attachment(
			array(
				'post_mime_type' => 'image/png',
				'post_title'     => 'Vitrine site icon',
				'post_status'    => 'inherit',
				'guid'           => $upload['url'],
			),
			$upload['file']
		);
		if ( ! $id ) {
			return 0;
		}
		wp_update_attachment_metadata( $id, wp_generate_attachment_metadata( $id, $upload['file'] ) );
		// Core's marker for an attachment used as the site icon (Media Library hides its crops).
		update_post_meta( $id, '_wp_attachment_context', 'site-icon' );
		add_post_meta( $id, ContentStore::MARKER, ContentStore::key( 'attachment', self::SLUG ), true );
		$report->add( 'image' );
		return $id;
	}
}
