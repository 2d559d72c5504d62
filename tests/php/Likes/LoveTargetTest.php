<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Likes;

use PHPUnit\Framework\TestCase;
use Vitrine\Likes\LoveTarget;

/**
 * The `loves_id` field accepts `123` and `jws-love-123` only.
 */
final class LoveTargetTest extends TestCase {

	/**
	 * @return array<string, array{string, ?int}>
	 */
	public static function values(): array {
		return array(
			'bare id'            => array( '123', 123 ),
			'reference form'     => array( 'jws-love-123', 123 ),
			'surrounding spaces' => array( ' 42 ', 42 ),
			'zero'               => array( '0', null ),
			'negative'           => array( '-5', null ),
			'prefix only'        => array( 'jws-love-', null ),
			'other prefix'       => array( 'love-12', null ),
			'trailing junk'      => array( '12abc', null ),
			'sql'                => array( '1 OR 1=1', null ),
			'empty'              => array( '', null ),
			'overflow'           => array( '99999999999999999999', null ),
		);
	}

	/**
	 * @dataProvider values
	 */
	public function test_parses_loves_id( string $raw, ?int $expected ): void {
		$this->assertSame( $expected, LoveTarget::parse( $raw ) );
	}
}
