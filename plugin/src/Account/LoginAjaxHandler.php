<?php
/**
 * admin-ajax: jws_login_ajax.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Account;

use Vitrine\Core\Http\RequestOrigin;
use Vitrine\Core\Http\RetryAfter;

defined( 'ABSPATH' ) || exit;

/**
 * The reference wire action: `POST action=jws_login_ajax&data=<serialized form>`, where the
 * form holds `log`, `pwd`, `rememberme`, `redirect_to`, `testcookie` and the nonce `security`
 * (action `jws_login_ajax`). Answers `{"message":"<p …>…</p>","code":"1"|"-1","redirect":…}`
 * with 200 on success; refusals are 400 (empty fields), 401 (credentials), 403 (a bad nonce, so
 * clients may fetch a fresh nonce and retry, or a post from another site) and 429 (rate limit).
 */
final class LoginAjaxHandler {

	public const ACTION = 'jws_login_ajax';

	/**
	 * Sets up the handler.
	 *
	 * @param LoginService $service The login rules.
	 */
	public function __construct( private LoginService $service ) {}

	/**
	 * Handles the request and exits.
	 */
	public function handle(): void {
		// A foreign page posting here would sign the visitor into the attacker's account.
		$cross_site = RequestOrigin::cross_site_refusal();
		if ( $cross_site ) {
			self::reply( false, $cross_site->get_error_message(), '', 403 );
		}

		$fields = FormData::from_request( 'data' );

		if ( ! wp_verify_nonce( FormData::text( $fields, 'security' ), self::ACTION ) ) {
			self::reply( false, __( 'Your session has expired. Please reload the page and try again.', 'vitrine' ), '', 403 );
		}

		$result = $this->service->login(
			FormData::text( $fields, 'log' ),
			FormData::raw( $fields, 'pwd' ),
			'' !== FormData::text( $fields, 'rememberme' ),
			FormData::raw( $fields, 'redirect_to' )
		);

		if ( is_wp_error( $result ) ) {
			$data = (array) $result->get_error_data();
			RetryAfter::send( (int) ( $data['status'] ?? 400 ), $data );
			self::reply( false, $result->get_error_message(), '', (int) ( $data['status'] ?? 400 ) );
		}

		self::reply( true, __( 'You are logged in. One moment…', 'vitrine' ), $result['redirect'], 200 );
	}

	/**
	 * Sends the reference's JSON reply and exits.
	 *
	 * @param bool   $success  Whether the visitor is signed in.
	 * @param string $message  Translated plain-text message.
	 * @param string $redirect Where to go, '' to reload.
	 * @param int    $status   HTTP status.
	 * @return never
	 */
	private static function reply( bool $success, string $message, string $redirect, int $status ): void {
		wp_send_json(
			array(
				'message'  => sprintf(
					'<p class="vitrine-login-message %1$s">%2$s</p>',
					$success ? 'is-success' : 'is-error',
					esc_html( $message )
				),
				'code'     => $success ? '1' : '-1',
				'redirect' => $redirect,
			),
			$status
		);
	}
}
