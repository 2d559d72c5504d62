<?php
/**
 * A slider's settings.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Sliders;

defined( 'ABSPATH' ) || exit;

/**
 * Reads and bounds a slider's settings, from block attributes (`perView`) or shortcode
 * attributes (`per_view`). The limits and defaults mirror `src/lib/slider.ts`.
 */
final class SliderSettings {

	public const DEFAULTS = array(
		'perView'  => 3,
		'autoplay' => true,
		'delay'    => 3000,
		'speed'    => 500,
	);

	private const LIMITS = array(
		'perView' => array( 1, 4 ),
		'delay'   => array( 1000, 20000 ),
		'speed'   => array( 100, 3000 ),
	);

	/**
	 * Bounded settings.
	 *
	 * @param array<string, mixed> $raw      Block or shortcode attributes.
	 * @param array<string, mixed> $defaults The widget's own defaults (e.g. a faster speed).
	 * @return array{perView: int, autoplay: bool, delay: int, speed: int}
	 */
	public static function from( array $raw, array $defaults = array() ): array {
		$defaults = array_merge( self::DEFAULTS, $defaults );
		$settings = array();
		foreach ( self::LIMITS as $key => list( $min, $max ) ) {
			$value            = self::value( $raw, $key );
			$settings[ $key ] = is_numeric( $value )
				? max( $min, min( $max, (int) round( (float) $value ) ) )
				: (int) $defaults[ $key ];
		}
		$autoplay = self::value( $raw, 'autoplay' );
		return array(
			'perView'  => $settings['perView'],
			'autoplay' => null === $autoplay ? (bool) $defaults['autoplay'] : filter_var( $autoplay, FILTER_VALIDATE_BOOLEAN ),
			'delay'    => $settings['delay'],
			'speed'    => $settings['speed'],
		);
	}

	/**
	 * A setting under its camelCase or snake_case name.
	 *
	 * @param array<string, mixed> $raw Attributes.
	 * @param string               $key camelCase name.
	 * @return mixed
	 */
	private static function value( array $raw, string $key ) {
		$snake = strtolower( (string) preg_replace( '/[A-Z]/', '_$0', $key ) );
		$value = $raw[ $key ] ?? $raw[ $snake ] ?? null;
		return '' === $value ? null : $value;
	}
}
