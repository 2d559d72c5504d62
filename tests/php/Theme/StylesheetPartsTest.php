<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Theme;

use Vitrine\Tests\TestCase;

/**
 * The theme's stylesheet is made by the build from its parts (bin/webpack/theme-css.js), not
 * committed: the file the theme enqueues, as the build that ran before these tests wrote it
 * (bin/test-php.sh builds first), holds every part of assets/css/src/ in the order of their
 * number prefix. That the theme's zip carries it, bin/package.mjs checks (a required file).
 */
final class StylesheetPartsTest extends TestCase {

	public function test_the_enqueued_stylesheet_is_its_parts_in_order(): void {
		$dir   = get_template_directory() . '/assets/css';
		$parts = glob( $dir . '/src/[0-9]*-*.css' );
		$this->assertNotEmpty( $parts );
		sort( $parts );

		$written = (string) file_get_contents( $dir . '/theme.css' );
		$body    = implode( '', array_map( static fn ( string $part ): string => (string) file_get_contents( $part ), $parts ) );
		$this->assertStringEndsWith( $body, $written, 'theme.css is not its parts: the build did not write it (bin/webpack/theme-css.js).' );
		// Nothing but the banner comment before the first part.
		$this->assertMatchesRegularExpression( '~\A/\*.*?\*/\s*\z~s', substr( $written, 0, strlen( $written ) - strlen( $body ) ) );
	}
}
