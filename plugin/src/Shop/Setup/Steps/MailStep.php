<?php
/**
 * Setup step: who the shop's mails come from, and their logo.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Shop\Setup\Steps;

use Vitrine\Shop\Setup\SetupStep;
use Vitrine\Shop\Setup\StoreSettings;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * The sender's name and address of every mail the site sends (order mails, contact forms,
 * wishlists), and the picture at the top of the HTML mails (the site's logo until one is chosen).
 */
final class MailStep implements SetupStep {

	/**
	 * {@inheritDoc}
	 */
	public function id(): string {
		return 'mail';
	}

	/**
	 * {@inheritDoc}
	 */
	public function title(): string {
		return __( 'Mail sender and logo', 'vitrine' );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param bool $saved Unused: done with a sender address.
	 */
	public function is_done( bool $saved ): bool {
		return '' !== StoreSettings::get()['mail_from_email'];
	}

	/**
	 * {@inheritDoc}
	 */
	public function render(): void {
		$store = StoreSettings::get();
		$name  = '' !== $store['mail_from_name'] ? $store['mail_from_name'] : wp_specialchars_decode( (string) get_bloginfo( 'name' ), ENT_QUOTES );
		$email = '' !== $store['mail_from_email'] ? $store['mail_from_email'] : (string) get_option( 'admin_email' );
		$logo  = $store['mail_logo'];
		echo '<table class="form-table" role="presentation"><tbody>';
		printf(
			'<tr><th scope="row"><label for="vitrine-setup-mail-name">%1$s</label></th><td><input type="text" class="regular-text" id="vitrine-setup-mail-name" name="mail_from_name" value="%2$s" required></td></tr>',
			esc_html__( 'Sender name', 'vitrine' ),
			esc_attr( $name )
		);
		printf(
			'<tr><th scope="row"><label for="vitrine-setup-mail-email">%1$s</label></th><td><input type="email" class="regular-text" id="vitrine-setup-mail-email" name="mail_from_email" value="%2$s" required aria-describedby="vitrine-setup-mail-email-description"><p class="description" id="vitrine-setup-mail-email-description">%3$s</p></td></tr>',
			esc_html__( 'Sender address', 'vitrine' ),
			esc_attr( $email ),
			esc_html__( 'An address of the site’s own domain is the least likely to be taken for spam.', 'vitrine' )
		);
		printf(
			'<tr><th scope="row">%1$s</th><td><div class="vitrine-setup__logo" data-vitrine-setup-logo>%2$s</div><input type="hidden" name="mail_logo" value="%3$d" data-vitrine-setup-logo-id>'
			. '<p><button type="button" class="button" data-vitrine-setup-logo-choose>%4$s</button> <button type="button" class="button-link" data-vitrine-setup-logo-remove%5$s>%6$s</button></p>'
			. '<p class="description">%7$s</p></td></tr>',
			esc_html__( 'Logo', 'vitrine' ),
			$logo ? wp_get_attachment_image( $logo, 'medium', false, array( 'style' => 'max-height:64px;width:auto' ) ) : '',
			(int) $logo,
			esc_html__( 'Choose a picture', 'vitrine' ),
			$logo ? '' : ' hidden', // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- a fixed attribute.
			esc_html__( 'Remove', 'vitrine' ),
			esc_html__( 'Shown at the top of the shop’s mails. Without one, the site’s logo (Appearance) or its name is shown.', 'vitrine' )
		);
		echo '</tbody></table>';
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param array<string, mixed> $posted The form's values.
	 */
	public function save( array $posted ): ?WP_Error {
		$clean = StoreSettings::sanitize( $posted );
		if ( '' === $clean['mail_from_email'] ) {
			return new WP_Error( 'vitrine_setup_mail_invalid', __( 'Please enter a valid sender address.', 'vitrine' ), array( 'status' => 400 ) );
		}
		StoreSettings::update( array_intersect_key( $clean, array_flip( array( 'mail_from_name', 'mail_from_email', 'mail_logo' ) ) ) );
		return null;
	}

	/**
	 * {@inheritDoc}
	 */
	public function button(): string {
		return __( 'Save the sender', 'vitrine' );
	}
}
