<?php
/**
 * WordPress's privacy tools for the plugin's data.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Core\Privacy;

use Vitrine\ContactForms\Submission\UploadStore;
use Vitrine\Core\Module;
use Vitrine\Core\RateLimiter\RateLimiter;
use Vitrine\Shop\Orders\OrderRepository;

defined( 'ABSPATH' ) || exit;

/**
 * Plugs every kind of personal data the plugin keeps into Tools → Export / Erase Personal
 * Data (the newsletter registers its own, {@see \Vitrine\Newsletter\Privacy}), and suggests
 * the privacy policy's paragraph about them.
 */
final class PrivacyModule implements Module {

	/**
	 * {@inheritDoc}
	 */
	public function register(): void {
		add_filter( 'wp_privacy_personal_data_exporters', array( $this, 'add_exporters' ) );
		add_filter( 'wp_privacy_personal_data_erasers', array( $this, 'add_erasers' ) );
		add_action( 'admin_init', array( $this, 'add_policy_text' ) );
	}

	/**
	 * The sources, built when the privacy tools ask.
	 *
	 * @return array{orders: OrdersPrivacy, submissions: SubmissionsPrivacy, items: AccountItemsPrivacy, logins: LoginLimitsPrivacy, address: SavedAddressPrivacy}
	 */
	private function sources(): array {
		return array(
			'orders'      => new OrdersPrivacy( new OrderRepository() ),
			'submissions' => new SubmissionsPrivacy( new UploadStore() ),
			'items'       => new AccountItemsPrivacy(),
			'logins'      => new LoginLimitsPrivacy( RateLimiter::network() ),
			'address'     => new SavedAddressPrivacy(),
		);
	}

	/**
	 * Registers the exporters.
	 *
	 * @param array<string, array<string, mixed>> $exporters Exporters.
	 * @return array<string, array<string, mixed>>
	 */
	public function add_exporters( $exporters ): array {
		$sources                              = $this->sources();
		$exporters                            = (array) $exporters;
		$exporters[ OrdersPrivacy::ID ]       = $sources['orders']->exporter();
		$exporters[ SubmissionsPrivacy::ID ]  = $sources['submissions']->exporter();
		$exporters[ LoginLimitsPrivacy::ID ]  = $sources['logins']->exporter();
		$exporters[ SavedAddressPrivacy::ID ] = $sources['address']->exporter();
		return $exporters + $sources['items']->exporters();
	}

	/**
	 * Registers the erasers.
	 *
	 * @param array<string, array<string, mixed>> $erasers Erasers.
	 * @return array<string, array<string, mixed>>
	 */
	public function add_erasers( $erasers ): array {
		$sources                            = $this->sources();
		$erasers                            = (array) $erasers;
		$erasers[ OrdersPrivacy::ID ]       = $sources['orders']->eraser();
		$erasers[ SubmissionsPrivacy::ID ]  = $sources['submissions']->eraser();
		$erasers[ LoginLimitsPrivacy::ID ]  = $sources['logins']->eraser();
		$erasers[ SavedAddressPrivacy::ID ] = $sources['address']->eraser();
		return $erasers + $sources['items']->erasers();
	}

	/**
	 * Suggests the policy's paragraphs (Settings → Privacy → policy guide).
	 */
	public function add_policy_text(): void {
		if ( ! function_exists( 'wp_add_privacy_policy_content' ) ) {
			return;
		}
		$paragraphs = array(
			__( 'When you place an order we store the name, email address, telephone number and postal address you give, what you ordered and how you paid, and where your visit came from (the referring site, campaign and your browser). We keep orders for as long as tax and accounting law requires; if you ask us to erase your data, we remove your personal details from them and keep the rest anonymised.', 'vitrine' ),
			__( 'When you send a message through a contact form we store what you entered, any files you attached, your IP address and your browser’s user agent, to answer you and to keep spam out.', 'vitrine' ),
			__( 'If you have an account, we store the posts you like, the products in your cart and your wishlists with it. As a guest, these are kept under a random identifier in a cookie (vitrine_visitor), not linked to your name or email address; guest wishlists expire on their own.', 'vitrine' ),
			__( 'To protect accounts from password guessing we count failed sign-in attempts per account and per IP address, in hashed form, for 15 minutes.', 'vitrine' ),
			__( 'You can ask us to export or erase this data.', 'vitrine' ),
		);
		$text       = '<p class="privacy-policy-tutorial">' . esc_html__( 'Suggested text for the shop, contact forms, likes, wishlists and accounts:', 'vitrine' ) . '</p>';
		foreach ( $paragraphs as $paragraph ) {
			$text .= '<p>' . esc_html( $paragraph ) . '</p>';
		}
		wp_add_privacy_policy_content( __( 'Vitrine', 'vitrine' ), wp_kses_post( $text ) );
	}
}
