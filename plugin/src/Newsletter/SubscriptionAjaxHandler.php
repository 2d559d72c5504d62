<?php
/**
 * admin-ajax: ce4wp_form_submission.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Newsletter;

use Vitrine\Core\Http\AjaxError;
use Vitrine\Core\Http\NonceField;

defined( 'ABSPATH' ) || exit;

/**
 * The reference wire action: `POST action=ce4wp_form_submission&nonce=…` with the spec's
 * fields. Answers `{"success":true}`, or `{"success":false,"data":{"code","message"}}` with
 * 400, 403, 429 or 503, so the widget can show the refusal instead of a thank-you.
 */
final class SubscriptionAjaxHandler {

	public const ACTION = 'ce4wp_form_submission';

	/**
	 * Sets up the handler.
	 *
	 * @param SubscriptionService $service The newsletter rules.
	 */
	public function __construct( private SubscriptionService $service ) {}

	/**
	 * Handles the request and exits.
	 */
	public function handle(): void {
		nocache_headers();
		AjaxError::refuse_cross_site();
		if ( ! NonceField::ajax_valid( self::ACTION, 'nonce' ) ) {
			AjaxError::send( 'vitrine_invalid_nonce', __( 'Your session has expired. Please reload the page and try again.', 'vitrine' ), 403 );
		}

		$fields = array();
		foreach ( array( 'first_name', 'last_name', 'email', 'telephone', 'consent', 'list_id' ) as $key ) {
			// Nonce verified above; each field is sanitized by SubscriptionRequest.
			$fields[ $key ] = isset( $_POST[ $key ] ) ? wp_unslash( $_POST[ $key ] ) : ''; // phpcs:ignore WordPress.Security.NonceVerification.Missing, WordPress.Security.ValidatedSanitizedInput.InputNotSanitized
		}

		$request = SubscriptionRequest::from_fields( $fields );
		$result  = is_wp_error( $request ) ? $request : $this->service->subscribe( $request );
		if ( is_wp_error( $result ) ) {
			AjaxError::from_wp_error( $result );
		}
		wp_send_json_success();
	}
}
