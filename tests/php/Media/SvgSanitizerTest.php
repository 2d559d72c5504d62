<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Media;

use Vitrine\Media\SvgSanitizer;
use Vitrine\Tests\TestCase;

/**
 * The SVG sanitiser against a fixture set of hostile files (tests/fixtures/svg/hostile): no
 * script, handler, script link, foreign content or outside reference survives, and a clean
 * drawing keeps what makes it a drawing.
 */
final class SvgSanitizerTest extends TestCase {

	private const FIXTURES = __DIR__ . '/../../fixtures/svg/';

	/**
	 * Every hostile fixture.
	 *
	 * @return array<string, array{string}>
	 */
	public static function hostile_files(): array {
		$files = array();
		foreach ( (array) glob( self::FIXTURES . 'hostile/*.svg' ) as $path ) {
			$files[ basename( (string) $path ) ] = array( (string) $path );
		}
		return $files;
	}

	/**
	 * @dataProvider hostile_files
	 *
	 * @param string $path Fixture.
	 */
	public function test_nothing_in_a_hostile_file_can_run_or_reach_outside( string $path ): void {
		$clean = SvgSanitizer::sanitize( (string) file_get_contents( $path ) );
		if ( null === $clean ) {
			$this->assertSame( 'entity.svg', basename( $path ), 'only the file with entities is refused whole' );
			return;
		}
		$lower = strtolower( $clean );
		foreach ( array( '<script', 'script>', 'alert(', 'javascript', 'foreignobject', '<iframe', '<animate', '<set', '@import', 'evil.example', 'behavior', 'data:text', 'data:image/svg', '<!--', '<?xml-stylesheet' ) as $needle ) {
			$this->assertStringNotContainsString( $needle, $lower, basename( $path ) . " keeps $needle" );
		}
		$this->assertDoesNotMatchRegularExpression( '/\son[a-z]+\s*=/i', $clean, basename( $path ) . ' keeps an event handler' );
		$this->assertStringStartsWith( '<svg', ltrim( str_replace( '<svg:svg', '<svg', $clean ) ) );
	}

	public function test_a_file_declaring_entities_is_refused_and_nothing_is_read_from_disk(): void {
		$this->assertNull( SvgSanitizer::sanitize( (string) file_get_contents( self::FIXTURES . 'hostile/entity.svg' ) ) );
	}

	public function test_a_clean_drawing_keeps_its_shapes_gradient_fragment_references_and_web_links(): void {
		$clean = (string) SvgSanitizer::sanitize( (string) file_get_contents( self::FIXTURES . 'clean.svg' ) );
		foreach ( array( '<title>Leaf</title>', 'viewBox="0 0 120 120"', 'fill="url(#g)"', 'xlink:href="#p"', 'style="fill:currentColor"', 'class="leaf"', 'href="https://example.org/"', '<linearGradient id="g">' ) as $needle ) {
			$this->assertStringContainsString( $needle, $clean );
		}
		$this->assertStringNotContainsString( '<?xml', $clean );
	}

	public function test_anything_that_is_not_an_svg_document_is_refused(): void {
		$this->assertNull( SvgSanitizer::sanitize( '' ) );
		$this->assertNull( SvgSanitizer::sanitize( '<html><body><script>alert(1)</script></body></html>' ) );
		$this->assertNull( SvgSanitizer::sanitize( 'GIF89a not xml' ) );
		$this->assertNull( SvgSanitizer::sanitize( '<svg xmlns="http://www.w3.org/2000/svg">' . str_repeat( ' ', SvgSanitizer::MAX_BYTES ) . '</svg>' ) );
	}

	public function test_raster_data_images_stay_and_attributes_can_be_set_on_the_root(): void {
		$clean = (string) SvgSanitizer::sanitize(
			'<svg xmlns="http://www.w3.org/2000/svg" aria-hidden="false"><image href="data:image/png;base64,iVBORw0KGgo=" width="1" height="1"/></svg>',
			array( 'aria-hidden' => 'true' )
		);
		$this->assertStringContainsString( 'href="data:image/png;base64,iVBORw0KGgo="', $clean );
		$this->assertStringContainsString( 'aria-hidden="true"', $clean );
		$this->assertStringNotContainsString( 'aria-hidden="false"', $clean );
	}
}
