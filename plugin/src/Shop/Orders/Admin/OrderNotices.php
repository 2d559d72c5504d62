<?php
/**
 * The Orders screens' notices.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Shop\Orders\Admin;

defined( 'ABSPATH' ) || exit;

/**
 * The outcome of an order action, kept for the screen the action redirects to: per login
 * session, in a transient, shown once; and the notices older links carry in the address.
 */
final class OrderNotices {

	/**
	 * Where the current login session's notice waits: per session, not per user, so a shop
	 * manager's second browser (or tab of another device) never shows, or takes, this one's.
	 */
	private static function notice_key(): string {
		return 'vitrine_orders_notice_' . get_current_user_id() . '_' . substr( md5( wp_get_session_token() ), 0, 12 );
	}

	/**
	 * Keeps a notice for the current user's next view of the screen.
	 *
	 * @param string $type    `success` or `error`.
	 * @param string $message Text.
	 */
	public static function flash( string $type, string $message ): void {
		set_transient(
			self::notice_key(),
			array(
				'type'    => $type,
				'message' => $message,
			),
			MINUTE_IN_SECONDS
		);
	}

	/**
	 * "Order updated." after a status change; the outcome of a Resend.
	 */
	public static function notice(): string {
		$flash = get_transient( self::notice_key() );
		if ( is_array( $flash ) ) {
			delete_transient( self::notice_key() );
			$error = 'error' === ( $flash['type'] ?? '' );
			return sprintf( '<div class="notice notice-%1$s is-dismissible" role="%2$s"><p>%3$s</p></div>', $error ? 'error' : 'success', $error ? 'alert' : 'status', esc_html( (string) ( $flash['message'] ?? '' ) ) );
		}
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- reading.
		$mail = isset( $_GET['mail'] ) ? sanitize_key( wp_unslash( $_GET['mail'] ) ) : '';
		if ( in_array( $mail, array( 'resent', 'resend_failed' ), true ) ) {
			$ok = 'resent' === $mail;
			return sprintf( '<div class="notice notice-%1$s"><p>%2$s</p></div>', $ok ? 'success' : 'error', esc_html( $ok ? __( 'The mail was sent again.', 'vitrine' ) : __( 'The mail could not be sent again.', 'vitrine' ) ) );
		}
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- reading.
		if ( ! isset( $_GET['updated'] ) ) {
			return '';
		}
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- reading.
		$ok = '1' === sanitize_key( wp_unslash( $_GET['updated'] ) );
		return sprintf( '<div class="notice notice-%1$s"><p>%2$s</p></div>', $ok ? 'success' : 'error', esc_html( $ok ? __( 'Order updated.', 'vitrine' ) : __( 'The order could not be updated.', 'vitrine' ) ) );
	}
}
