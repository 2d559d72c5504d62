<?php
/**
 * Counting login attempts.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Account;

use Vitrine\Core\RateLimiter\RateLimiter;
use Vitrine\Core\Visitor\ClientIp;
use WP_User;

defined( 'ABSPATH' ) || exit;

/**
 * The login policy's counters, in three buckets per attempt:
 *
 * - per IP address (any account): over the limit, that address is refused;
 * - per IP address and account: over the limit, that address is refused for that account;
 * - per account (all addresses together): over the limit, attempts are slowed down, never
 *   refused. An attacker can therefore lock out only the addresses they use, not the owner.
 *
 * Every attempt counts before the password is checked (one atomic statement per bucket, so
 * parallel guesses cannot slip past a limit while a check runs) and is taken back when it
 * succeeds: only failures use up the limits. A success takes back only its own hit, so
 * signing into one's own account between guesses does not refill an address's count. One attempt is pending at a time; asking to
 * begin the same account again before it finished (XML-RPC checks a password and then an
 * application password in one authentication) reuses it.
 */
final class LoginThrottle {

	/**
	 * The attempt being checked: its account, the buckets it counted in, whether it is refused.
	 *
	 * @var array{account: string, buckets: list<string>, refused: bool}|null
	 */
	private ?array $pending = null;

	/**
	 * Waits a number of seconds.
	 *
	 * @var callable(int): void
	 */
	private $sleep;

	/**
	 * Sets up the throttle.
	 *
	 * @param RateLimiter                $limiter Rate limiter.
	 * @param callable(int): void | null $sleep   Waits (tests); `sleep()` by default.
	 */
	public function __construct( private RateLimiter $limiter, ?callable $sleep = null ) {
		$this->sleep = $sleep ?? static function ( int $seconds ): void {
			sleep( $seconds );
		};
	}

	/**
	 * Counts an attempt at an account and tells whether it may be checked.
	 *
	 * @param string $login Username or email address as typed.
	 * @return bool False when the attempt is refused (over a per-IP limit).
	 */
	public function begin( string $login ): bool {
		$account = self::account_key( $login );
		if ( null !== $this->pending && $this->pending['account'] === $account ) {
			return ! $this->pending['refused'];
		}

		$limits  = LoginLimits::current();
		$ip      = ClientIp::get();
		$buckets = array(
			'login:ip:' . $ip                          => $limits->ip,
			'login:ip-account:' . $ip . '|' . $account => $limits->ip_account,
			'login:account:' . $account                => $limits->account,
		);
		// Buckets naming a real account are tagged with it, so its owner can have them erased.
		$subject = str_starts_with( $account, 'user:' ) ? $account : '';
		$within  = array();
		foreach ( $buckets as $bucket => $limit ) {
			$within[] = $this->limiter->hit( $bucket, $limit, $limits->window, str_contains( $bucket, $account ) ? $subject : '' );
		}

		$refused       = ! $within[0] || ! $within[1];
		$this->pending = array(
			'account' => $account,
			'buckets' => array_keys( $buckets ),
			'refused' => $refused,
		);

		// An account under attack from many addresses: slower for everyone, closed for no one.
		// Refused attempts return at once, so they cannot hold a PHP worker.
		if ( ! $refused && ! $within[2] && $limits->delay > 0 ) {
			( $this->sleep )( $limits->delay );
		}
		return ! $refused;
	}

	/**
	 * Whether the pending attempt is refused.
	 */
	public function is_refused(): bool {
		return null !== $this->pending && $this->pending['refused'];
	}

	/**
	 * Whether an attempt is being checked.
	 */
	public function is_pending(): bool {
		return null !== $this->pending;
	}

	/**
	 * Ends the pending attempt; a success no longer counts against any limit.
	 *
	 * @param bool $succeeded Whether the visitor was signed in.
	 */
	public function finish( bool $succeeded ): void {
		if ( null !== $this->pending && $succeeded && ! $this->pending['refused'] ) {
			foreach ( $this->pending['buckets'] as $bucket ) {
				$this->limiter->release( $bucket );
			}
		}
		$this->pending = null;
	}

	/**
	 * The account a login names, for its buckets. WordPress finds the account after
	 * `sanitize_user()` (which drops accents, entities and percent-encoded octets) with a
	 * case-insensitive lookup, by username or by email address; so every spelling that reaches
	 * the same account ("Ada", "ADA", "&#97;da", "ada@example.com") shares its buckets. Names of
	 * no account are normalised the same way, so they are limited exactly like real ones.
	 *
	 * @param string $login Username or email address as typed.
	 */
	public static function account_key( string $login ): string {
		$name = sanitize_user( trim( $login ) );
		$user = get_user_by( 'login', $name );
		if ( ! $user && is_email( $name ) ) {
			$user = get_user_by( 'email', $name );
		}
		if ( $user instanceof WP_User ) {
			return 'user:' . $user->ID;
		}
		return 'name:' . mb_strtolower( $name, 'UTF-8' );
	}
}
