<?php
/**
 * The strength meter of a new password.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Account;

defined( 'ABSPATH' ) || exit;

/**
 * One meter for every field where a visitor chooses a password in a plain form (the account
 * page's new password, the checkout's "Create account password"), as wp-admin's profile and
 * WooCommerce's checkout show one: four bars and a polite live region with core's own
 * translated level names, hidden until `src/widgets/password-strength/meter.ts` runs, which
 * loads core's zxcvbn only on the field's first focus or keystroke and holds its verdict to
 * the site's one rule ({@see PasswordStrength}, which the server applies whatever the meter
 * said). Its style is `src/widgets/password-strength/style.css` ({@see PasswordStrengthMeter::STYLE}).
 */
final class PasswordStrengthMeter {

	public const STYLE = 'vitrine-widget-password-strength';

	/**
	 * The meter's markup, to stand after its field; enqueues its style.
	 *
	 * @param string       $field      The password field's id (the text's is `<field>-strength`).
	 * @param string       $confirm    Its confirmation field's id, '' for none.
	 * @param list<string> $words      Words zxcvbn should find guessable (the member's names).
	 * @param list<string> $words_from Ids of fields whose typed values are guessable too (the
	 *                                 checkout's name and email).
	 */
	public static function render( string $field, string $confirm = '', array $words = array(), array $words_from = array() ): string {
		wp_enqueue_style( self::STYLE );
		$labels = self::core_labels() + array(
			'short'    => __( 'Very weak', 'vitrine' ),
			'bad'      => __( 'Weak', 'vitrine' ),
			'good'     => __( 'Medium', 'vitrine' ),
			'strong'   => __( 'Strong', 'vitrine' ),
			'mismatch' => __( 'The two new passwords do not match.', 'vitrine' ),
		);
		$words  = array_values( array_filter( array_merge( $words, array( get_bloginfo( 'name' ) ) ) ) );
		return sprintf(
			'<div class="vitrine-password-strength" data-vitrine-password-strength data-for="%1$s"%2$s data-src="%3$s" data-labels="%4$s" data-words="%5$s"%6$s data-template="%7$s" data-too-weak="%8$s" hidden><div class="vitrine-password-strength__bar" aria-hidden="true"><span></span><span></span><span></span><span></span></div><p class="vitrine-password-strength__text" id="%1$s-strength" aria-live="polite"></p></div>',
			esc_attr( $field ),
			'' !== $confirm ? ' data-confirm="' . esc_attr( $confirm ) . '"' : '',
			esc_url( includes_url( 'js/zxcvbn.min.js' ) ),
			esc_attr( (string) wp_json_encode( $labels ) ),
			esc_attr( (string) wp_json_encode( $words ) ),
			$words_from ? ' data-words-from="' . esc_attr( implode( ' ', $words_from ) ) . '"' : '',
			/* translators: %s: password strength, e.g. "Weak". */
			esc_attr__( 'Password strength: %s', 'vitrine' ),
			esc_attr( PasswordStrength::too_weak_message() )
		);
	}

	/**
	 * Core's level names as WordPress translated them for its own meter (`pwsL10n`, which
	 * wp-includes/script-loader.php localizes on `password-strength-meter`); empty when a
	 * plugin took them away, and then the meter's own names stand in.
	 *
	 * @return array<string, string>
	 */
	private static function core_labels(): array {
		$data = (string) wp_scripts()->get_data( 'password-strength-meter', 'data' );
		if ( ! preg_match( '/pwsL10n = (\{.*?\});/s', $data, $match ) ) {
			return array();
		}
		$labels = json_decode( $match[1], true );
		return is_array( $labels ) ? array_map( 'strval', array_intersect_key( $labels, array_flip( array( 'short', 'bad', 'good', 'strong', 'mismatch' ) ) ) ) : array();
	}
}
