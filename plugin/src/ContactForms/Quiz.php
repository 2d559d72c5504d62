<?php
/**
 * Quiz questions.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\ContactForms;

defined( 'ABSPATH' ) || exit;

/**
 * A quiz field shows one of its questions with the hash of its answer; the widget posts the
 * answer and the hash (`_wpcf7_quiz_answer_<name>`), and the server checks both, as the
 * reference does. Answers are compared case-insensitively, trimmed.
 */
final class Quiz {

	/**
	 * The hash of an answer.
	 *
	 * @param string $answer Answer.
	 */
	public static function hash( string $answer ): string {
		return hash_hmac( 'sha256', 'vitrine_quiz|' . self::normalise( $answer ), wp_salt( 'nonce' ) );
	}

	/**
	 * One question and its answer hash, picked at random.
	 *
	 * @param array<string, mixed> $field Quiz field.
	 * @return array{0: string, 1: string}
	 */
	public static function pick( array $field ): array {
		$pairs = array_values( (array) ( $field['quiz'] ?? array() ) );
		$pair  = $pairs ? $pairs[ wp_rand( 0, count( $pairs ) - 1 ) ] : array( '', '' );
		return array( (string) $pair[0], self::hash( (string) $pair[1] ) );
	}

	/**
	 * Every question with its answer hash (what the page may carry; never the answers).
	 *
	 * @param array<string, mixed> $field Quiz field.
	 * @return list<array{0: string, 1: string}>
	 */
	public static function public_pairs( array $field ): array {
		return array_map( static fn( $pair ): array => array( (string) $pair[0], self::hash( (string) $pair[1] ) ), array_values( (array) ( $field['quiz'] ?? array() ) ) );
	}

	/**
	 * Whether a posted answer is right.
	 *
	 * @param array<string, mixed> $field  Quiz field.
	 * @param string               $answer Posted answer.
	 * @param string               $hash   Posted hash of the question's answer.
	 */
	public static function is_correct( array $field, string $answer, string $hash ): bool {
		if ( '' === $hash || ! hash_equals( $hash, self::hash( $answer ) ) ) {
			return false;
		}
		foreach ( (array) ( $field['quiz'] ?? array() ) as $pair ) {
			if ( hash_equals( self::hash( (string) $pair[1] ), $hash ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * An answer as compared.
	 *
	 * @param string $answer Answer.
	 */
	private static function normalise( string $answer ): string {
		return mb_strtolower( trim( $answer ) );
	}
}
