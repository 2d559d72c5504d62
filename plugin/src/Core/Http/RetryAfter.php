<?php
/**
 * The Retry-After header of every 429 reply.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Core\Http;

use WP_Error;
use WP_HTTP_Response;

defined( 'ABSPATH' ) || exit;

/**
 * Every "429 Too Many Requests" the plugin sends says when to try again (RFC 6585 section 4, RFC
 * 9110 section 10.2.3), whatever door it leaves by: REST (`rest_post_dispatch`, for every route, so
 * core's user route refused by the login limits carries it too), admin-ajax ({@see AjaxError})
 * and the plain form posts (checkout, account, wishlist management). A refusal is made by
 * {@see RetryAfter::refusal()} and says its wait in its data's `retry_after` (seconds, the
 * limit's window); one that does not gets {@see RetryAfter::FALLBACK}.
 *
 * The REST filter is added by the refusal itself, so only a request that is refused pays for
 * it: nothing is hooked on the others. Every REST 429 of the plugin's comes from such a refusal,
 * made earlier in the same request; an add-on whose REST 429 should carry the header builds its
 * refusal here too.
 */
final class RetryAfter {

	/**
	 * Seconds announced for a 429 whose refusal names no wait.
	 */
	public const FALLBACK = MINUTE_IN_SECONDS;

	/**
	 * A rate limit's refusal: status 429 and the wait in `retry_after`. Should the request be
	 * a REST one, its reply gets the header from `rest_post_dispatch`, hooked from here (adding
	 * the same callback again changes nothing).
	 *
	 * @param string               $code    Stable error code.
	 * @param string               $message Translated message.
	 * @param int                  $seconds The limit's window: how long to wait.
	 * @param array<string, mixed> $data    More of the error's data (a `field`, `fields`).
	 */
	public static function refusal( string $code, string $message, int $seconds, array $data = array() ): WP_Error {
		add_filter( 'rest_post_dispatch', array( self::class, 'rest' ) );
		return new WP_Error(
			$code,
			$message,
			array(
				'status'      => 429,
				'retry_after' => $seconds,
			) + $data
		);
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
	public static function rest( mixed $response ): mixed {
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
