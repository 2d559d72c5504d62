<?php
/**
 * Error replies for admin-ajax actions.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Core\Http;

use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * The one error shape of Vitrine's admin-ajax actions (where the wire contract leaves it
 * open): `{"success":false,"data":{"code","message"}}` with a real HTTP status, plus a
 * `field` key naming the form field at fault when there is one.
 */
final class AjaxError {

	/**
	 * Sends the error and ends the request.
	 *
	 * @param string $code    Stable error code.
	 * @param string $message Translated message.
	 * @param int    $status  HTTP status.
	 * @param string $field   The form field at fault, '' for none (then no `field` key).
	 * @param int    $retry_after Seconds a 429 asks to wait (its Retry-After), 0 for the fallback.
	 * @return never
	 */
	public static function send( string $code, string $message, int $status, string $field = '', int $retry_after = 0 ): void {
		$data = array(
			'code'    => $code,
			'message' => $message,
		);
		if ( '' !== $field ) {
			$data['field'] = $field;
		}
		RetryAfter::send( $status, array( 'retry_after' => $retry_after ) );
		wp_send_json_error( $data, $status );
	}

	/**
	 * Sends a WP_Error, with the status in its data (400 when it has none) and the `field`
	 * in its data when it names one.
	 *
	 * @param WP_Error $error Error.
	 * @return never
	 */
	public static function from_wp_error( WP_Error $error ): void {
		$data = (array) $error->get_error_data();
		self::send(
			(string) $error->get_error_code(),
			$error->get_error_message(),
			(int) ( $data['status'] ?? 400 ),
			is_string( $data['field'] ?? null ) ? $data['field'] : '',
			RetryAfter::seconds( $data )
		);
	}

	/**
	 * Ends the request with the cross-site refusal when another site's page sent it (see
	 * {@see RequestOrigin}); state-changing actions call this first.
	 */
	public static function refuse_cross_site(): void {
		$refusal = RequestOrigin::cross_site_refusal();
		if ( $refusal ) {
			self::from_wp_error( $refusal );
		}
	}
}
