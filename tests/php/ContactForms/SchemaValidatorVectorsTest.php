<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\ContactForms;

use Vitrine\ContactForms\Messages;
use Vitrine\ContactForms\Validation\SchemaValidator;
use Vitrine\Tests\TestCase;

/**
 * The shared vectors (tests/fixtures/swv-vectors.json), which jest runs against the TS rules:
 * client and server must give exactly the same errors.
 */
final class SchemaValidatorVectorsTest extends TestCase {

	/**
	 * Every vector, keyed by its name.
	 *
	 * @return array<string, array{0: array<string, mixed>}>
	 */
	public static function vectors(): array {
		$json    = (string) file_get_contents( dirname( __DIR__, 2 ) . '/fixtures/swv-vectors.json' );
		$vectors = json_decode( $json, true );
		$out     = array();
		foreach ( (array) $vectors as $i => $vector ) {
			$out[ sprintf( '#%03d %s', $i, $vector['name'] ) ] = array( $vector );
		}
		return $out;
	}

	/**
	 * @dataProvider vectors
	 *
	 * @param array<string, mixed> $vector Vector.
	 */
	public function test_vector( array $vector ): void {
		$actual   = SchemaValidator::validate( (array) $vector['schema'], (array) ( $vector['values'] ?? array() ), (array) ( $vector['files'] ?? array() ) );
		$expected = (array) $vector['errors'];
		ksort( $actual );
		ksort( $expected );
		$this->assertSame( $expected, $actual, $vector['name'] );
	}

	public function test_the_vectors_format_errors_are_the_server_s_default_messages(): void {
		$defaults = Messages::defaults();
		$keys     = array(
			'email' => 'invalid_email',
			'url'   => 'invalid_url',
			'tel'   => 'invalid_tel',
		);
		$checked  = 0;
		foreach ( self::vectors() as $case ) {
			foreach ( $case[0]['schema']['rules'] as $rule ) {
				if ( isset( $keys[ $rule['rule'] ] ) && isset( $rule['error'] ) && str_starts_with( (string) $rule['error'], 'Please enter' ) ) {
					$this->assertSame( $defaults[ $keys[ $rule['rule'] ] ], $rule['error'], $case[0]['name'] );
					++$checked;
				}
			}
		}
		$this->assertGreaterThan( 10, $checked );
		// A wrong, non-empty address is called invalid, not missing (empty is "required").
		$this->assertSame( 'Please enter a valid email address.', $defaults['invalid_email'] );
	}

	public function test_the_vectors_cover_every_rule(): void {
		$seen = array();
		$walk = static function ( array $rules ) use ( &$walk, &$seen ): void {
			foreach ( $rules as $rule ) {
				$seen[ $rule['rule'] ] = true;
				$walk( $rule['rules'] ?? array() );
			}
		};
		foreach ( self::vectors() as $case ) {
			$walk( $case[0]['schema']['rules'] );
		}
		foreach ( array( 'required', 'requiredfile', 'email', 'url', 'tel', 'number', 'date', 'time', 'file', 'enum', 'dayofweek', 'minitems', 'maxitems', 'minlength', 'maxlength', 'minnumber', 'maxnumber', 'mindate', 'maxdate', 'minfilesize', 'maxfilesize', 'stepnumber', 'all', 'any' ) as $rule ) {
			$this->assertArrayHasKey( $rule, $seen, "No vector exercises {$rule}." );
		}
	}
}
