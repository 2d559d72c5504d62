<?php
/**
 * The confirmation and unsubscribe links.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Newsletter;

use Vitrine\Core\LazyHooks;

defined( 'ABSPATH' ) || exit;

/**
 * `admin-post.php?action=vitrine_newsletter_confirm|vitrine_newsletter_unsubscribe`, for
 * visitors and logged-in users alike. The signed link is the credential (no nonce: it is
 * opened from a mail client). Unsubscribe also accepts the RFC 8058 one-click POST.
 * Answers with a small, friendly page and a real status code.
 */
final class LinkFormHandler {

	/**
	 * Sets up the controller.
	 *
	 * @param SubscriptionService $service The newsletter rules.
	 */
	public function __construct( private SubscriptionService $service ) {}

	/**
	 * Hooks the admin-post actions; the controller is built when one of them fires.
	 *
	 * @param \Closure(): LinkFormHandler $controller Builds (once) the controller.
	 */
	public static function register( \Closure $controller ): void {
		foreach ( array( 'admin_post_', 'admin_post_nopriv_' ) as $prefix ) {
			add_action( $prefix . LinkSigner::CONFIRM_ACTION, LazyHooks::call( $controller, 'handle_confirm' ) );
			add_action( $prefix . LinkSigner::UNSUBSCRIBE_ACTION, LazyHooks::call( $controller, 'handle_unsubscribe' ) );
		}
	}

	/**
	 * Reads a query argument.
	 *
	 * @param string $key Name.
	 */
	private static function arg( string $key ): string {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- the HMAC signature is the credential.
		return isset( $_REQUEST[ $key ] ) && is_scalar( $_REQUEST[ $key ] ) ? sanitize_text_field( wp_unslash( (string) $_REQUEST[ $key ] ) ) : '';
	}

	/**
	 * The outcome of a confirmation link.
	 *
	 * @param int    $id        Subscriber id.
	 * @param int    $expires   Expiry.
	 * @param string $signature Signature.
	 * @return array{status: int, title: string, message: string}
	 */
	public function confirm_result( int $id, int $expires, string $signature ): array {
		$result = $this->service->confirm( $id, $expires, $signature );
		if ( is_wp_error( $result ) ) {
			$data = (array) $result->get_error_data();
			return array(
				'status'  => (int) ( $data['status'] ?? 400 ),
				'title'   => __( 'We could not confirm your subscription', 'vitrine' ),
				'message' => $result->get_error_message(),
			);
		}
		return array(
			'status'  => 200,
			'title'   => __( 'You are subscribed', 'vitrine' ),
			'message' => __( 'Thank you for confirming your email address. The next newsletter is on its way to you.', 'vitrine' ),
		);
	}

	/**
	 * The outcome of an unsubscribe link.
	 *
	 * @param int    $id        Subscriber id.
	 * @param string $signature Signature.
	 * @return array{status: int, title: string, message: string}
	 */
	public function unsubscribe_result( int $id, string $signature ): array {
		$result = $this->service->unsubscribe( $id, $signature );
		if ( is_wp_error( $result ) ) {
			$data = (array) $result->get_error_data();
			return array(
				'status'  => (int) ( $data['status'] ?? 400 ),
				'title'   => __( 'We could not unsubscribe you', 'vitrine' ),
				'message' => $result->get_error_message(),
			);
		}
		return array(
			'status'  => 200,
			'title'   => __( 'You are unsubscribed', 'vitrine' ),
			/* translators: %s: email address. */
			'message' => sprintf( __( '%s will not receive this newsletter any more. You can sign up again at any time.', 'vitrine' ), $result->email ),
		);
	}

	/**
	 * Handles a confirmation link and exits.
	 */
	public function handle_confirm(): void {
		if ( ! self::is_post() ) {
			$this->ask(
				__( 'Confirm your subscription', 'vitrine' ),
				__( 'One more step: confirm that you want to receive our newsletter at this address.', 'vitrine' ),
				__( 'Yes, subscribe me', 'vitrine' ),
				LinkSigner::CONFIRM_ACTION,
				array( 'sid', 'expires', 'sig' )
			);
		}
		$this->respond( $this->confirm_result( (int) self::arg( 'sid' ), (int) self::arg( 'expires' ), self::arg( 'sig' ) ) );
	}

	/**
	 * Handles an unsubscribe link (GET, or the one-click POST) and exits.
	 */
	public function handle_unsubscribe(): void {
		// Mail clients' one-click unsubscribe (RFC 8058) is a POST to this same address.
		if ( ! self::is_post() ) {
			$this->ask(
				__( 'Unsubscribe from our newsletter?', 'vitrine' ),
				__( 'You will not receive this newsletter any more. You can sign up again at any time.', 'vitrine' ),
				__( 'Unsubscribe', 'vitrine' ),
				LinkSigner::UNSUBSCRIBE_ACTION,
				array( 'sid', 'sig' )
			);
		}
		$this->respond( $this->unsubscribe_result( (int) self::arg( 'sid' ), self::arg( 'sig' ) ) );
	}

	/**
	 * Whether the link was acted on (POST) rather than merely opened (GET). Mail scanners and
	 * link previews open every link in a message; only a person's click on the page's button,
	 * or a mail client's one-click unsubscribe, may change anything.
	 */
	private static function is_post(): bool {
		return isset( $_SERVER['REQUEST_METHOD'] ) && 'POST' === strtoupper( sanitize_text_field( wp_unslash( $_SERVER['REQUEST_METHOD'] ) ) );
	}

	/**
	 * Shows a page with one button that repeats the signed link's arguments as a POST.
	 *
	 * @param string       $title  Heading.
	 * @param string       $text   Explanation.
	 * @param string       $button Button label.
	 * @param string       $action admin-post action.
	 * @param list<string> $keys   The signed link's arguments to carry over.
	 * @return never
	 */
	private function ask( string $title, string $text, string $button, string $action, array $keys ): void {
		$fields = array( 'action' => $action );
		foreach ( $keys as $key ) {
			$fields[ $key ] = self::arg( $key );
		}
		nocache_headers();
		header( 'X-Robots-Tag: noindex, nofollow' );
		header( 'Referrer-Policy: no-referrer' );
		header( 'Content-Type: text/html; charset=utf-8' );
		ResultPage::render(
			$title,
			$text,
			true,
			array(
				'label'  => $button,
				'fields' => $fields,
			)
		);
		exit;
	}

	/**
	 * Prints the result page and exits.
	 *
	 * @param array{status: int, title: string, message: string} $result Outcome.
	 * @return never
	 */
	private function respond( array $result ): void {
		nocache_headers();
		header( 'X-Robots-Tag: noindex, nofollow' );
		header( 'Referrer-Policy: no-referrer' );
		status_header( $result['status'] );
		header( 'Content-Type: text/html; charset=utf-8' );
		ResultPage::render( $result['title'], $result['message'], 200 === $result['status'] );
		exit;
	}
}
