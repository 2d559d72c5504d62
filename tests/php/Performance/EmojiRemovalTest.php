<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Performance;

use Vitrine\Performance\EmojiRemoval;
use Vitrine\Tests\TestCase;

/**
 * Core's emoji detection script and styles are not printed.
 */
final class EmojiRemovalTest extends TestCase {

	protected function setUp(): void {
		parent::setUp();
		// wp_head runs below: start from an empty main query, whatever an earlier test left.
		$this->set_main_query();
		unset( $GLOBALS['post'] );
	}

	public function test_the_emoji_script_and_styles_are_unhooked(): void {
		$this->assertFalse( has_action( 'wp_head', 'print_emoji_detection_script' ) );
		$this->assertFalse( has_action( 'wp_enqueue_scripts', 'wp_enqueue_emoji_styles' ) );
		$this->assertFalse( has_filter( 'wp_mail', 'wp_staticize_emoji_for_email' ) );

		ob_start();
		do_action( 'wp_head' );
		$head = (string) ob_get_clean();
		$this->assertStringNotContainsString( '_wpemojiSettings', $head );
		$this->assertStringNotContainsString( 'wp-emoji-styles', $head );
	}

	public function test_a_filter_keeps_them(): void {
		add_action( 'wp_head', 'print_emoji_detection_script', 7 );
		add_filter( 'vitrine_remove_emoji', '__return_false' );

		( new EmojiRemoval() )->remove();

		$this->assertSame( 7, has_action( 'wp_head', 'print_emoji_detection_script' ) );
	}
}
