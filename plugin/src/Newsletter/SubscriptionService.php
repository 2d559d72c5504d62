<?php
/**
 * Signing up, confirming, unsubscribing.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Newsletter;

use Vitrine\Core\Http\RetryAfter;
use RuntimeException;
use Vitrine\Core\RateLimiter\RateLimiter;
use Vitrine\Core\Visitor\ClientIp;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * The newsletter rules, shared by the admin-ajax action and anything else that signs people
 * up (a REST route, an import). Transport concerns (nonces, status codes on the wire) stay
 * with the callers; every refusal here is a `WP_Error` with a status.
 */
final class SubscriptionService {

	/**
	 * Sets up the service.
	 *
	 * @param ListRepository       $lists       Lists.
	 * @param SubscriberRepository $subscribers Subscribers.
	 * @param Mailer               $mailer      Mail.
	 * @param RateLimiter          $limiter     Rate limiter.
	 */
	public function __construct(
		private ListRepository $lists,
		private SubscriberRepository $subscribers,
		private Mailer $mailer,
		private RateLimiter $limiter
	) {}

	/**
	 * Signs an address up. Signing up again is harmless: names are updated, nothing is lost.
	 *
	 * @param SubscriptionRequest $request The sign-up.
	 * @return Subscriber|WP_Error The stored subscriber, or why not.
	 */
	public function subscribe( SubscriptionRequest $request ): Subscriber|WP_Error {
		$ip = ClientIp::get();

		/**
		 * Filters how many sign-ups one IP address may send per window.
		 *
		 * @since 0.1.0
		 *
		 * @param int $limit Sign-ups per window. Default 20.
		 * @param int $window Window length in seconds. Default 600.
		 */
		$limit = (int) apply_filters( 'vitrine_newsletter_rate_limit', 20, 10 * MINUTE_IN_SECONDS );
		if ( ! $this->limiter->hit( 'newsletter:' . $ip, $limit, 10 * MINUTE_IN_SECONDS ) ) {
			return RetryAfter::refusal(
				'vitrine_newsletter_rate_limited',
				__( 'Too many sign-ups from your network. Please wait a few minutes and try again.', 'vitrine' ),
				10 * MINUTE_IN_SECONDS
			);
		}

		if ( '' === $request->email || strlen( $request->email ) > SubscriptionRequest::EMAIL_MAX || ! is_email( $request->email ) ) {
			return new WP_Error( 'vitrine_newsletter_invalid_email', __( 'Please enter a valid email address.', 'vitrine' ), array( 'status' => 400 ) );
		}

		$list = null === $request->list_id ? $this->lists->default_list() : $this->lists->find( $request->list_id );
		if ( null === $list ) {
			return new WP_Error( 'vitrine_newsletter_unknown_list', __( 'This newsletter list does not exist.', 'vitrine' ), array( 'status' => 400 ) );
		}
		if ( $list->requires_consent() && ! $request->consent ) {
			return new WP_Error( 'vitrine_newsletter_consent_required', __( 'Please tick the consent box to subscribe.', 'vitrine' ), array( 'status' => 400 ) );
		}

		try {
			$stored = $this->subscribers->upsert(
				$list->id,
				$request->email,
				$request->first_name,
				$request->last_name,
				$request->telephone,
				$list->double_opt_in ? Subscriber::PENDING : Subscriber::CONFIRMED
			);
		} catch ( RuntimeException $e ) {
			return new WP_Error( 'vitrine_newsletter_failed', __( 'Your sign-up could not be saved. Please try again in a moment.', 'vitrine' ), array( 'status' => 503 ) );
		}
		$subscriber = $stored['subscriber'];

		if ( $request->consent && $list->requires_consent() ) {
			// The text recorded is the list's, read on the server, never a text the client sent.
			$agent = isset( $_SERVER['HTTP_USER_AGENT'] ) ? sanitize_text_field( wp_unslash( $_SERVER['HTTP_USER_AGENT'] ) ) : '';
			$this->subscribers->record_consent( $subscriber, $list->consent_text, $ip, $agent );
			$subscriber = $this->subscribers->find( $subscriber->id ) ?? $subscriber;
		}

		if ( Subscriber::PENDING === $subscriber->status && ! $this->maybe_send_confirmation( $subscriber, $list ) ) {
			// The address is stored as pending; signing up again sends the mail again.
			return new WP_Error( 'vitrine_newsletter_mail_failed', __( 'We could not send you the confirmation email. Please try again in a few minutes.', 'vitrine' ), array( 'status' => 503 ) );
		}

		/**
		 * Fires after an address signed up to a list (first time or again).
		 *
		 * @since 0.1.0
		 *
		 * @param Subscriber  $subscriber The stored subscriber (status `pending` until confirmed
		 *                                on double opt-in lists).
		 * @param MailingList $list       The list.
		 * @param bool        $created    Whether this sign-up created the subscriber.
		 */
		do_action( 'vitrine_newsletter_subscribed', $subscriber, $list, $stored['created'] );

		return $subscriber;
	}

	/**
	 * Mails the confirmation link, at most three times per hour per subscriber, so repeated
	 * sign-ups cannot be used to flood someone's inbox.
	 *
	 * @param Subscriber  $subscriber Pending subscriber.
	 * @param MailingList $list       The list.
	 * @return bool False only when sending was attempted and failed.
	 */
	private function maybe_send_confirmation( Subscriber $subscriber, MailingList $list ): bool {
		if ( ! $this->limiter->hit( 'newsletter-confirm:' . $subscriber->id, 3, HOUR_IN_SECONDS ) ) {
			return true; // A confirmation went out recently; do not flood the inbox.
		}
		return $this->mailer->send_confirmation( $subscriber, $list );
	}

	/**
	 * Confirms a subscription from a mailed link.
	 *
	 * @param int    $id        Subscriber id from the link.
	 * @param int    $expires   Expiry from the link.
	 * @param string $signature Signature from the link.
	 * @return Subscriber|WP_Error The confirmed subscriber, or why not.
	 */
	public function confirm( int $id, int $expires, string $signature ): Subscriber|WP_Error {
		$subscriber = $this->subscribers->find( $id );
		if ( null === $subscriber || ! LinkSigner::verify_confirm( $subscriber, $expires, $signature ) ) {
			return new WP_Error( 'vitrine_newsletter_invalid_link', __( 'This confirmation link is not valid. Please copy the whole link from the email.', 'vitrine' ), array( 'status' => 403 ) );
		}
		if ( Subscriber::CONFIRMED === $subscriber->status ) {
			return $subscriber; // Opening the link twice is fine.
		}
		if ( Subscriber::UNSUBSCRIBED === $subscriber->status ) {
			return new WP_Error( 'vitrine_newsletter_unsubscribed', __( 'This address was unsubscribed. Please sign up again if you want to receive the newsletter.', 'vitrine' ), array( 'status' => 410 ) );
		}
		if ( $expires < time() ) {
			return new WP_Error( 'vitrine_newsletter_link_expired', __( 'This confirmation link has expired. Please sign up again to get a new one.', 'vitrine' ), array( 'status' => 410 ) );
		}
		if ( $this->subscribers->confirm( $subscriber->id ) ) {
			$subscriber = $this->subscribers->find( $subscriber->id ) ?? $subscriber;

			/**
			 * Fires after a subscriber confirmed their address (double opt-in).
			 *
			 * @since 0.1.0
			 *
			 * @param Subscriber $subscriber The confirmed subscriber.
			 */
			do_action( 'vitrine_newsletter_confirmed', $subscriber );
		}
		return $this->subscribers->find( $subscriber->id ) ?? $subscriber;
	}

	/**
	 * Unsubscribes from a mailed link. Idempotent: a second click changes nothing.
	 *
	 * @param int    $id        Subscriber id from the link.
	 * @param string $signature Signature from the link.
	 * @return Subscriber|WP_Error The unsubscribed subscriber, or why not.
	 */
	public function unsubscribe( int $id, string $signature ): Subscriber|WP_Error {
		$subscriber = $this->subscribers->find( $id );
		if ( null === $subscriber || ! LinkSigner::verify_unsubscribe( $subscriber, $signature ) ) {
			return new WP_Error( 'vitrine_newsletter_invalid_link', __( 'This unsubscribe link is not valid. Please copy the whole link from the email.', 'vitrine' ), array( 'status' => 403 ) );
		}
		if ( $this->subscribers->unsubscribe( $subscriber->id ) ) {
			$subscriber = $this->subscribers->find( $subscriber->id ) ?? $subscriber;

			/**
			 * Fires after a subscriber unsubscribed.
			 *
			 * @since 0.1.0
			 *
			 * @param Subscriber $subscriber The subscriber, now `unsubscribed`.
			 */
			do_action( 'vitrine_newsletter_unsubscribed', $subscriber );
		}
		return $this->subscribers->find( $subscriber->id ) ?? $subscriber;
	}
}
