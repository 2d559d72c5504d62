<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Theme;

use Vitrine\Tests\TestCase;

/**
 * The theme's stylesheet is written from its parts (bin/theme-css.mjs): the file the theme
 * enqueues holds every part of assets/css/src/, in the order of their number prefix, so an
 * edit to a part that `npm run theme-css` did not write out fails here, not on a site.
 */
final class StylesheetPartsTest extends TestCase {

	public function test_the_enqueued_stylesheet_is_its_parts_in_order(): void {
		$dir   = get_template_directory() . '/assets/css';
		$parts = glob( $dir . '/src/[0-9]*-*.css' );
		$this->assertNotEmpty( $parts );
		sort( $parts );

		$written = (string) file_get_contents( $dir . '/theme.css' );
		$body    = implode( '', array_map( static fn ( string $part ): string => (string) file_get_contents( $part ), $parts ) );
		$this->assertStringEndsWith( $body, $written, 'theme.css is older than its parts: run `npm run theme-css`.' );
		// Nothing but the banner comment before the first part.
		$this->assertMatchesRegularExpression( '~\A/\*.*?\*/\s*\z~s', substr( $written, 0, strlen( $written ) - strlen( $body ) ) );
	}
}
