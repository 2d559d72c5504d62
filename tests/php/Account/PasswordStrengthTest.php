<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Account;

use Vitrine\Account\PasswordStrength;
use Vitrine\Tests\TestCase;

/**
 * The shared vectors in tests/fixtures/password-strength.json (jest runs the same file).
 */
final class PasswordStrengthTest extends TestCase {

	/**
	 * The fixture.
	 *
	 * @return array{minimum: int, vectors: list<array{password: string, score: int, note: string}>}
	 */
	private static function fixture(): array {
		$json = file_get_contents( dirname( __DIR__, 2 ) . '/fixtures/password-strength.json' );
		return json_decode( (string) $json, true, 8, JSON_THROW_ON_ERROR );
	}

	/**
	 * @return array<string, array{string, int}>
	 */
	public static function vectors(): array {
		$cases = array();
		foreach ( self::fixture()['vectors'] as $i => $vector ) {
			$cases[ $i . ': ' . $vector['note'] ] = array( $vector['password'], $vector['score'] );
		}
		return $cases;
	}

	/**
	 * @dataProvider vectors
	 */
	public function test_scores_the_shared_vectors( string $password, int $score ): void {
		$this->assertSame( $score, PasswordStrength::score( $password ) );
		$this->assertSame( $score >= self::fixture()['minimum'], PasswordStrength::is_acceptable( $password ) );
	}

	public function test_the_fixture_is_large_enough(): void {
		$this->assertGreaterThanOrEqual( 25, count( self::fixture()['vectors'] ) );
		$this->assertSame( PasswordStrength::MINIMUM, self::fixture()['minimum'] );
	}

	public function test_invalid_utf8_scores_zero(): void {
		$this->assertSame( 0, PasswordStrength::score( "Abcdefgh\xff" ) );
	}
}
