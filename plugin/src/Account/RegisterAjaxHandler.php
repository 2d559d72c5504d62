<?php
/**
 * admin-ajax: jws_register_ajax.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Account;

use Vitrine\Core\Http\AjaxError;
use Vitrine\Core\Http\NonceField;

defined( 'ABSPATH' ) || exit;

/**
 * The reference wire action: `POST action=jws_register_ajax&data=<serialized form>` with the
 * nonce `register_security` (action `ajax_register_nonce`). The form holds `user_login`,
 * `user_email`, `password`, `repeat_password` and `redirect_to`. Answers
 * `{"success":true,"data":{"message"}}`, or `{"success":false,"data":{"code","message","field"}}`
 * with 400/403/429.
 */
final class RegisterAjaxHandler {

	public const ACTION       = 'jws_register_ajax';
	public const NONCE_ACTION = 'ajax_register_nonce';
	public const NONCE_FIELD  = 'register_security';

	/**
	 * Sets up the handler.
	 *
	 * @param RegistrationService $service The registration rules.
	 */
	public function __construct( private RegistrationService $service ) {}

	/**
	 * Handles the request and exits.
	 */
	public function handle(): void {
		AjaxError::refuse_cross_site();
		if ( ! RegistrationService::is_open() ) {
			AjaxError::send( 'vitrine_registration_closed', __( 'Registration is closed on this site.', 'vitrine' ), 403 );
		}
		if ( ! NonceField::ajax_valid( self::NONCE_ACTION, self::NONCE_FIELD ) ) {
			AjaxError::send( 'vitrine_invalid_nonce', __( 'Your session has expired. Please reload the page and try again.', 'vitrine' ), 403 );
		}

		$fields = FormData::from_request( 'data' );
		$result = $this->service->register(
			FormData::raw( $fields, 'user_login' ), // Refused unless it equals its sanitize_user( strict ) form.
			FormData::raw( $fields, 'user_email' ), // Validated with is_email() by the service.
			FormData::raw( $fields, 'password' ),
			FormData::raw( $fields, 'repeat_password' )
		);

		if ( is_wp_error( $result ) ) {
			AjaxError::from_wp_error( $result );
		}

		// Signed in at once, as WooCommerce does after registering: the next page is theirs.
		wp_set_current_user( $result );
		wp_set_auth_cookie( $result, false, is_ssl() );

		wp_send_json_success(
			array(
				'message'  => __( 'Your account is ready and you are signed in. We have sent you an email with your details.', 'vitrine' ),
				'signedIn' => true,
			),
			200
		);
	}
}
