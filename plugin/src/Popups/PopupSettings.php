<?php
/**
 * A popup's settings: display conditions, timing rules, triggers and closing behaviour.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Popups;

defined( 'ABSPATH' ) || exit;

/**
 * Stored as one JSON object in the popup's `_vitrine_popup` meta, edited in the block editor's
 * sidebar. `sanitize()` keeps only known keys with values of the right type and range, so the
 * front end (src/lib/popup/*) can trust what it receives. Timing rules and triggers that are
 * absent are off.
 */
final class PopupSettings {

	public const META_KEY = '_vitrine_popup';

	private const DEVICES  = array( 'desktop', 'tablet', 'mobile' );
	private const BROWSERS = array( 'ie', 'chrome', 'edge', 'firefox', 'safari' );
	private const SOURCES  = array( 'internal', 'external', 'search' );
	private const PERIODS  = array( 'session', 'day', 'week', 'month', 'overall' );
	private const INCLUDES = array( 'all', 'front', 'posts', 'pages', 'ids', 'none' );

	/**
	 * Settings of a new popup: shown nowhere until conditions are chosen, on page load.
	 *
	 * @return array<string, mixed>
	 */
	public static function defaults(): array {
		return array(
			'conditions' => array(
				'include' => 'none',
				'ids'     => array(),
				'exclude' => array(),
			),
			'timing'     => array(),
			'triggers'   => array( 'pageLoad' => array( 'delay' => 0 ) ),
			'close'      => array(
				'autoClose'     => 0,
				'backdrop'      => true,
				'escape'        => true,
				'dontShowAgain' => false,
			),
			'type'       => 'content',
			'url'        => '',
			'selector'   => '',
		);
	}

	/**
	 * The stored settings of a popup, sanitised.
	 *
	 * @param int $popup_id Popup post id.
	 * @return array<string, mixed>
	 */
	public static function of( int $popup_id ): array {
		$raw = json_decode( (string) get_post_meta( $popup_id, self::META_KEY, true ), true );
		return self::sanitize( is_array( $raw ) ? $raw : array() );
	}

	/**
	 * The meta's sanitize callback: JSON in, normalised JSON out (unknown keys dropped).
	 *
	 * @param mixed $value Raw meta value.
	 */
	public static function sanitize_json( $value ): string {
		$raw = is_string( $value ) ? json_decode( wp_unslash( $value ), true ) : $value;
		return (string) wp_json_encode( self::sanitize( is_array( $raw ) ? $raw : array() ) );
	}

	/**
	 * Normalises raw settings.
	 *
	 * @param array<mixed> $raw Decoded settings.
	 * @return array<string, mixed>
	 */
	public static function sanitize( array $raw ): array {
		$defaults   = self::defaults();
		$conditions = self::arr( $raw['conditions'] ?? array() );
		$close      = self::arr( $raw['close'] ?? array() ) + $defaults['close'];
		$type       = 'url' === ( $raw['type'] ?? '' ) ? 'url' : 'content';

		return array(
			'conditions' => array(
				'include' => self::choice( $conditions['include'] ?? '', self::INCLUDES, 'none' ),
				'ids'     => self::ids( $conditions['ids'] ?? array() ),
				'exclude' => self::ids( $conditions['exclude'] ?? array() ),
			),
			'timing'     => self::timing( self::arr( $raw['timing'] ?? array() ) ),
			'triggers'   => self::triggers( self::arr( $raw['triggers'] ?? array() ) ),
			'close'      => array(
				'autoClose'     => self::int( $close['autoClose'], 0, 3600 ),
				'backdrop'      => (bool) $close['backdrop'],
				'escape'        => (bool) $close['escape'],
				'dontShowAgain' => (bool) $close['dontShowAgain'],
			),
			'type'       => $type,
			// Only same-site pages: a url popup shows this site's content, never a stranger's.
			'url'        => self::same_site_url( (string) ( $raw['url'] ?? '' ) ),
			'selector'   => self::selector( (string) ( $raw['selector'] ?? '' ) ),
		);
	}

	/**
	 * Timing rules (docs/product-spec.md §5); each is kept only when its values make sense.
	 *
	 * @param array<mixed> $raw Rules.
	 * @return array<string, mixed>
	 */
	private static function timing( array $raw ): array {
		$rules = array();
		if ( isset( $raw['pageViews'] ) ) {
			$rules['pageViews'] = array( 'views' => self::int( self::arr( $raw['pageViews'] )['views'] ?? 3, 1, 1000 ) );
		}
		if ( isset( $raw['sessions'] ) ) {
			$rules['sessions'] = array( 'sessions' => self::int( self::arr( $raw['sessions'] )['sessions'] ?? 2, 1, 1000 ) );
		}
		if ( isset( $raw['url'] ) ) {
			$url          = self::arr( $raw['url'] );
			$rules['url'] = array(
				'action' => self::choice( $url['action'] ?? '', array( 'show', 'hide', 'regex' ), 'show' ),
				// A regex is kept verbatim (an invalid one simply never passes, in the browser).
				'value'  => substr( wp_check_invalid_utf8( (string) ( $url['value'] ?? '' ) ), 0, 500 ),
			);
		}
		if ( isset( $raw['sources'] ) ) {
			$rules['sources'] = array( 'sources' => self::choices( self::arr( $raw['sources'] )['sources'] ?? array(), self::SOURCES ) );
		}
		if ( isset( $raw['loggedIn'] ) ) {
			$logged            = self::arr( $raw['loggedIn'] );
			$rules['loggedIn'] = array(
				'users' => self::choice( $logged['users'] ?? '', array( 'all', 'custom' ), 'all' ),
				'roles' => array_values( array_filter( array_map( 'sanitize_key', array_map( 'strval', self::arr( $logged['roles'] ?? array() ) ) ) ) ),
			);
		}
		if ( isset( $raw['devices'] ) ) {
			$rules['devices'] = array( 'devices' => self::choices( self::arr( $raw['devices'] )['devices'] ?? array(), self::DEVICES ) );
		}
		if ( isset( $raw['times'] ) ) {
			$times          = self::arr( $raw['times'] );
			$rules['times'] = array(
				'times'  => self::int( $times['times'] ?? 1, 1, 1000 ),
				'period' => self::choice( $times['period'] ?? '', self::PERIODS, 'overall' ),
			);
		}
		if ( isset( $raw['browsers'] ) ) {
			$browsers          = self::arr( $raw['browsers'] )['browsers'] ?? 'all';
			$rules['browsers'] = array( 'browsers' => 'all' === $browsers ? 'all' : self::choices( $browsers, self::BROWSERS ) );
		}
		if ( isset( $raw['schedule'] ) ) {
			$schedule          = self::arr( $raw['schedule'] );
			$rules['schedule'] = array(
				'start'    => self::date( (string) ( $schedule['start'] ?? '' ) ),
				'end'      => self::date( (string) ( $schedule['end'] ?? '' ) ),
				'timezone' => self::choice( $schedule['timezone'] ?? '', array( 'site', 'visitor' ), 'site' ),
			);
		}
		return $rules;
	}

	/**
	 * Triggers (docs/product-spec.md §4). An exit-intent sensitivity is kept as given when it is a number, so
	 * the browser can report a wrong one clearly instead of silently using another value.
	 *
	 * @param array<mixed> $raw Triggers.
	 * @return array<string, mixed>
	 */
	private static function triggers( array $raw ): array {
		$triggers = array();
		if ( isset( $raw['pageLoad'] ) ) {
			$triggers['pageLoad'] = array( 'delay' => self::number( self::arr( $raw['pageLoad'] )['delay'] ?? 0, 0, 3600 ) );
		}
		if ( isset( $raw['scrolling'] ) ) {
			$scrolling             = self::arr( $raw['scrolling'] );
			$triggers['scrolling'] = array(
				'direction' => self::choice( $scrolling['direction'] ?? '', array( 'down', 'up' ), 'down' ),
				'offset'    => self::int( $scrolling['offset'] ?? 10, 0, 100 ),
			);
		}
		if ( isset( $raw['scrollingTo'] ) ) {
			$selector = self::selector( (string) ( self::arr( $raw['scrollingTo'] )['selector'] ?? '' ) );
			if ( '' !== $selector ) {
				$triggers['scrollingTo'] = array( 'selector' => $selector );
			}
		}
		if ( isset( $raw['click'] ) ) {
			$triggers['click'] = array( 'times' => self::int( self::arr( $raw['click'] )['times'] ?? 1, 1, 100 ) );
		}
		if ( isset( $raw['inactivity'] ) ) {
			$triggers['inactivity'] = array( 'seconds' => self::number( self::arr( $raw['inactivity'] )['seconds'] ?? 30, 1, 3600 ) );
		}
		if ( isset( $raw['exitIntent'] ) ) {
			$exit                   = self::arr( $raw['exitIntent'] );
			$triggers['exitIntent'] = isset( $exit['sensitivity'] ) && is_numeric( $exit['sensitivity'] )
				? array( 'sensitivity' => 0 + $exit['sensitivity'] )
				: (object) array();
		}
		return $triggers;
	}

	/**
	 * @param mixed $value Anything.
	 * @return array<mixed>
	 */
	private static function arr( $value ): array {
		return is_array( $value ) ? $value : array();
	}

	/**
	 * @param mixed         $value   Candidate.
	 * @param list<string>  $allowed Allowed values.
	 * @param string        $fallback Value when not allowed.
	 */
	private static function choice( $value, array $allowed, string $fallback ): string {
		return is_string( $value ) && in_array( $value, $allowed, true ) ? $value : $fallback;
	}

	/**
	 * @param mixed        $values  Candidates.
	 * @param list<string> $allowed Allowed values.
	 * @return list<string>
	 */
	private static function choices( $values, array $allowed ): array {
		return array_values( array_intersect( $allowed, array_map( 'strval', self::arr( $values ) ) ) );
	}

	/**
	 * @param mixed $value Candidate.
	 * @param int   $min   Lowest.
	 * @param int   $max   Highest.
	 */
	private static function int( $value, int $min, int $max ): int {
		return max( $min, min( $max, is_numeric( $value ) ? (int) $value : $min ) );
	}

	/**
	 * @param mixed $value Candidate.
	 * @param float $min   Lowest.
	 * @param float $max   Highest.
	 */
	private static function number( $value, float $min, float $max ): float {
		return max( $min, min( $max, is_numeric( $value ) ? (float) $value : $min ) );
	}

	/**
	 * @param mixed $values Candidate ids.
	 * @return list<int>
	 */
	private static function ids( $values ): array {
		$ids = array_filter(
			self::arr( $values ),
			static fn( $value ) => is_numeric( $value ) && (int) $value > 0 && (string) (int) $value === (string) $value
		);
		return array_values( array_unique( array_map( 'intval', $ids ) ) );
	}

	/**
	 * A schedule date "YYYY-MM-DD" or "YYYY-MM-DDTHH:MM", '' for none.
	 *
	 * @param string $value Candidate.
	 */
	private static function date( string $value ): string {
		$value = trim( $value );
		return preg_match( '/^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2})?)?$/', $value ) ? $value : '';
	}

	/**
	 * A CSS selector of ids, classes, tag names and simple combinators, '' otherwise.
	 *
	 * @param string $value Candidate.
	 */
	private static function selector( string $value ): string {
		$value = trim( $value );
		return preg_match( '/^[A-Za-z0-9_\-#.\s>+~\[\]="\':]{1,200}$/', $value ) ? $value : '';
	}

	/**
	 * A link to a page of this site, '' otherwise.
	 *
	 * @param string $value Candidate.
	 */
	private static function same_site_url( string $value ): string {
		$url = esc_url_raw( trim( $value ), array( 'http', 'https' ) );
		if ( '' === $url ) {
			return '';
		}
		$home = wp_parse_url( home_url() );
		$part = wp_parse_url( $url );
		return is_array( $home ) && is_array( $part ) && ( $home['host'] ?? '' ) === ( $part['host'] ?? '' ) ? $url : '';
	}
}
