<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Newsletter;

use Vitrine\Newsletter\ResultPage;
use Vitrine\Tests\TestCase;

/**
 * The page a confirmation or unsubscribe link answers with escapes every value where it prints
 * it (WordPress.org's late-escaping rule), so the link handlers print it without an echo of
 * ready-made HTML.
 */
final class ResultPageTest extends TestCase {

	/**
	 * The page as printed.
	 *
	 * @param array{label?: string, fields?: array<string, string>} $form Form.
	 */
	private static function page( string $title, string $message, bool $success, array $form = array() ): string {
		ob_start();
		ResultPage::render( $title, $message, $success, $form );
		return (string) ob_get_clean();
	}

	public function test_every_value_is_escaped(): void {
		$html = self::page(
			'<b>Title</b>',
			'<script>alert(1)</script>',
			true,
			array(
				'label'  => '<i>Go</i>',
				'fields' => array(
					'action' => 'x" onclick="y',
					'sid'    => '7',
				),
			)
		);

		$this->assertStringNotContainsString( '<b>', $html );
		$this->assertStringNotContainsString( '<script>', $html );
		$this->assertStringNotContainsString( '<i>', $html );
		$this->assertStringNotContainsString( '" onclick="', $html );
		$this->assertStringContainsString( '&lt;b&gt;Title&lt;/b&gt;', $html );
		$this->assertStringContainsString( '<input type="hidden" name="sid" value="7">', $html );
		$this->assertStringContainsString( 'admin-post.php', $html );
	}

	public function test_success_shows_a_check_mark_and_a_failure_an_exclamation_mark(): void {
		$this->assertStringContainsString( '<div class="icon" aria-hidden="true">&#10003;</div>', self::page( 'Done', 'Confirmed.', true ) );
		$this->assertStringContainsString( '<div class="icon" aria-hidden="true">!</div>', self::page( 'Sorry', 'Expired.', false ) );
		$this->assertStringContainsString( 'href="' . esc_url( home_url( '/' ) ) . '"', self::page( 'Sorry', 'Expired.', false ) );
	}
}
