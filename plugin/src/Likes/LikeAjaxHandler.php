<?php
/**
 * admin-ajax: jws-love.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Likes;

use Vitrine\Core\Http\AjaxError;
use Vitrine\Core\Http\NonceField;
use Vitrine\Core\Visitor\Visitor;

defined( 'ABSPATH' ) || exit;

/**
 * The reference wire action: `POST action=jws-love&nonce=…&loves_id=jws-love-<id>`, answering
 * the new count as text. Errors answer JSON `{success:false,data:{code,message}}` with a 4xx.
 */
final class LikeAjaxHandler {

	public const ACTION = 'jws-love';

	/**
	 * Sets up the handler.
	 *
	 * @param LikeService $service The like rules.
	 */
	public function __construct( private LikeService $service ) {}

	/**
	 * Handles the request and exits.
	 */
	public function handle(): void {
		AjaxError::refuse_cross_site();
		if ( ! NonceField::ajax_valid( self::ACTION, 'nonce' ) ) {
			AjaxError::send( 'vitrine_invalid_nonce', __( 'Your session has expired. Please reload the page and try again.', 'vitrine' ), 403 );
		}

		// Nonce verified above.
		$raw     = isset( $_POST['loves_id'] ) ? sanitize_text_field( wp_unslash( $_POST['loves_id'] ) ) : ''; // phpcs:ignore WordPress.Security.NonceVerification.Missing
		$post_id = LoveTarget::parse( $raw );
		if ( null === $post_id ) {
			AjaxError::send( 'vitrine_like_invalid_id', __( 'Which post do you love? The post id is missing or malformed.', 'vitrine' ), 400 );
		}

		$count = $this->service->love( $post_id, Visitor::current() );
		if ( is_wp_error( $count ) ) {
			AjaxError::from_wp_error( $count );
		}

		nocache_headers();
		header( 'Content-Type: text/plain; charset=' . get_option( 'blog_charset' ) );
		echo (int) $count;
		wp_die( '', '', array( 'response' => 200 ) );
	}
}
