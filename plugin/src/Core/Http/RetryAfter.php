<?php
/**
 * The Retry-After header of every 429 reply.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Core\Http;

use Vitrine\Core\Module;
use WP_HTTP_Response;

defined( 'ABSPATH' ) || exit;

/**
 * Every "429 Too Many Requests" the plugin sends says when to try again (RFC 6585 section 4, RFC
 * 9110 section 10.2.3), whatever door it leaves by: REST (`rest_post_dispatch`, for every route, so
 * core's user route refused by the login limits carries it too), admin-ajax ({@see AjaxError})
 * and the plain form posts (checkout, account, wishlist management). A refusal says its wait in
 * its data's `retry_after` (seconds, the limit's window); one that does not gets
 * {@see RetryAfter::FALLBACK}.
 */
final class RetryAfter implements Module {

	/**
	 * Seconds announced for a 429 whose refusal names no wait.
	 */
	public const FALLBACK = MINUTE_IN_SECONDS;

	/**
	 * {@inheritDoc}
	 */
	public function register(): void {
		add_filter( 'rest_post_dispatch', array( $this, 'rest' ), 10 );
	}

	/**
	 * The seconds to announce for a refusal's data.
	 *
	 * @param mixed $data A WP_Error's data (or a REST error body's `data`).
	 */
	public static function seconds( mixed $data ): int {
		$seconds = is_array( $data ) && is_numeric( $data['retry_after'] ?? null ) ? (int) $data['retry_after'] : 0;
		return $seconds > 0 ? $seconds : self::FALLBACK;
	}

	/**
	 * Sends the header with a 429, while headers can still be sent.
	 *
	 * @param int   $status The status sent.
	 * @param mixed $data   The refusal's data (its `retry_after`).
	 */
	public static function send( int $status, mixed $data ): void {
		if ( 429 === $status && ! headers_sent() ) {
			header( 'Retry-After: ' . self::seconds( $data ) );
		}
	}

	/**
	 * `rest_post_dispatch`: adds the header to a REST 429 that has none.
	 *
	 * @param mixed $response The response.
	 * @return mixed
	 */
	public function rest( mixed $response ): mixed {
		if ( ! $response instanceof WP_HTTP_Response || 429 !== $response->get_status() ) {
			return $response;
		}
		$headers = array_change_key_case( $response->get_headers() );
		if ( ! isset( $headers['retry-after'] ) ) {
			$body = $response->get_data();
			$response->header( 'Retry-After', (string) self::seconds( is_array( $body ) ? ( $body['data'] ?? null ) : null ) );
		}
		return $response;
	}
}
