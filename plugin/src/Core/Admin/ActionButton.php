<?php
/**
 * A one-button admin-post form.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Core\Admin;

defined( 'ABSPATH' ) || exit;

/**
 * An admin screen's state-changing action as a POST form of one button to `admin-post.php`,
 * with a nonce bound to the action and the thing acted on (a link would be a GET, which
 * prefetchers and crawlers follow). The handler checks that nonce and a capability, acts, and
 * redirects back with a notice.
 */
final class ActionButton {

	/**
	 * The form.
	 *
	 * @param string                    $action       admin-post action.
	 * @param array<string, int|string> $fields       Hidden fields (what is acted on).
	 * @param string                    $nonce_action Nonce action.
	 * @param string                    $label        Button text.
	 * @param string                    $class        Button classes.
	 */
	public static function html( string $action, array $fields, string $nonce_action, string $label, string $class = 'button' ): string {
		$hidden = sprintf( '<input type="hidden" name="action" value="%s">', esc_attr( $action ) );
		foreach ( $fields as $name => $value ) {
			$hidden .= sprintf( '<input type="hidden" name="%1$s" value="%2$s">', esc_attr( $name ), esc_attr( (string) $value ) );
		}
		return sprintf(
			'<form method="post" action="%1$s">%2$s%3$s<button type="submit" class="%4$s">%5$s</button></form>',
			esc_url( admin_url( 'admin-post.php' ) ),
			$hidden,
			wp_nonce_field( $nonce_action, '_wpnonce', true, false ),
			esc_attr( $class ),
			esc_html( $label )
		);
	}
}
