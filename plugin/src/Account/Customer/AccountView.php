<?php
/**
 * The customer account page.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Account\Customer;

use Vitrine\Shop\Orders\Order;

defined( 'ABSPATH' ) || exit;

/**
 * The `vitrine/my-account` block and `[vitrine_my_account]` shortcode. Signed out: the login
 * form and the guest order lookup. Signed in: a navigation (Orders, Addresses, Account
 * details, Log out) and the chosen section. An order's detail is shown to its owner, or to
 * anyone holding its key (the lookup's result); any other order number gets the same
 * "not found" as an order that does not exist. The page is never cached.
 */
final class AccountView {

	public const STYLE = 'vitrine-widget-my-account';

	/**
	 * Renders the page.
	 */
	public static function render(): string {
		if ( ! headers_sent() ) {
			nocache_headers();
		}
		wp_enqueue_style( self::STYLE );
		// The forms' script (src/blocks/my-account/view.ts), the block's `viewScript`: WordPress
		// enqueues it for the block, and this for the shortcode.
		wp_enqueue_script( generate_block_asset_handle( 'vitrine/my-account', 'viewScript' ) );
		$body = is_user_logged_in() ? self::member( wp_get_current_user() ) : self::guest();
		return '<div class="vitrine-my-account">' . $body . '</div>';
	}

	/**
	 * The order the address asks for, if this visitor may see it.
	 */
	public static function requested_order(): ?Order {
		$id = AccountPage::order_id();
		if ( ! $id ) {
			return null;
		}
		$orders = new CustomerOrders();
		$key    = AccountPage::order_key();
		return '' !== $key ? $orders->by_key( $id, $key ) : $orders->owned( get_current_user_id(), $id );
	}

	/**
	 * What a signed-out visitor sees.
	 */
	private static function guest(): string {
		if ( AccountPage::order_id() ) {
			return self::order_or_refusal( AccountPage::url() );
		}
		return '<div class="vitrine-my-account__columns">' . AccountForms::login() . AccountForms::lookup() . '</div>';
	}

	/**
	 * What a member sees.
	 *
	 * @param \WP_User $user Member.
	 */
	private static function member( \WP_User $user ): string {
		$section = AccountPage::section();
		if ( AccountPage::order_id() ) {
			$content = self::order_or_refusal( AccountPage::url() );
			$section = 'orders';
		} elseif ( 'addresses' === $section ) {
			$content = AccountForms::address( $user->ID );
		} elseif ( 'details' === $section ) {
			$content = AccountForms::details( $user );
		} else {
			$content = self::orders( $user->ID );
		}
		return sprintf(
			'<p class="vitrine-my-account__hello">%1$s</p>%2$s<div class="vitrine-my-account__content">%3$s%4$s</div>',
			/* translators: %s: the member's display name. */
			esc_html( sprintf( __( 'Hello %s', 'vitrine' ), $user->display_name ) ),
			self::navigation( $section ),
			self::notice(),
			$content
		);
	}

	/**
	 * The member's orders.
	 *
	 * @param int $user_id Member.
	 */
	private static function orders( int $user_id ): string {
		$list = ( new CustomerOrders() )->of_user( $user_id );
		return sprintf(
			'<section class="vitrine-my-account__panel" aria-labelledby="vitrine-account-orders-title"><h2 id="vitrine-account-orders-title">%1$s</h2>%2$s</section>',
			esc_html__( 'Orders', 'vitrine' ),
			OrderView::list( $list['orders'] )
		);
	}

	/**
	 * The requested order, or the one refusal for anything not found or not the visitor's.
	 *
	 * @param string $back Where "back" goes.
	 */
	private static function order_or_refusal( string $back ): string {
		$order = self::requested_order();
		$link  = sprintf( '<p><a class="vitrine-my-account__back" href="%1$s">%2$s</a></p>', esc_url( $back ), esc_html__( '← Back to your account', 'vitrine' ) );
		if ( ! $order ) {
			return '<div class="vitrine-notice vitrine-notice--error" role="alert"><p>' . esc_html__( 'This order could not be found.', 'vitrine' ) . '</p></div>' . $link;
		}
		return OrderView::detail( $order ) . $link;
	}

	/**
	 * The sections' navigation, the current one marked.
	 *
	 * @param string $current Current section.
	 */
	private static function navigation( string $current ): string {
		$items = array(
			'orders'    => __( 'Orders', 'vitrine' ),
			'addresses' => __( 'Addresses', 'vitrine' ),
			'details'   => __( 'Account details', 'vitrine' ),
		);
		$links = '';
		foreach ( $items as $section => $label ) {
			$links .= sprintf(
				'<li><a href="%1$s"%2$s>%3$s</a></li>',
				esc_url( AccountPage::url( 'orders' === $section ? array() : array( 'section' => $section ) ) ),
				$section === $current ? ' aria-current="page"' : '',
				esc_html( $label )
			);
		}
		// wp_logout_url() carries the log-out nonce.
		$links .= sprintf( '<li><a href="%1$s">%2$s</a></li>', esc_url( wp_logout_url( AccountPage::url() ) ), esc_html__( 'Log out', 'vitrine' ) );
		return '<nav class="vitrine-my-account__nav" aria-label="' . esc_attr__( 'Account', 'vitrine' ) . '"><ul>' . $links . '</ul></nav>';
	}

	/**
	 * The notice after a saved form (post/redirect/get).
	 */
	private static function notice(): string {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- which notice to show.
		$updated  = isset( $_GET['updated'] ) ? sanitize_key( wp_unslash( $_GET['updated'] ) ) : '';
		$messages = array(
			'address'  => __( 'Your address has been saved.', 'vitrine' ),
			'details'  => __( 'Your account details have been saved.', 'vitrine' ),
			'password' => __( 'Your account details and new password have been saved.', 'vitrine' ),
		);
		if ( ! isset( $messages[ $updated ] ) ) {
			return '';
		}
		return '<div class="vitrine-notice vitrine-notice--success" role="status"><p>' . esc_html( $messages[ $updated ] ) . '</p></div>';
	}
}
