<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Performance;

use Vitrine\Core\Assets;
use Vitrine\Performance\ScriptStrategies;
use Vitrine\Tests\TestCase;

/**
 * Core's React scripts under our bundles load deferred at the end of the body, and the
 * inline scripts printed before our bundles still come first.
 */
final class ScriptStrategiesTest extends TestCase {

	private const REACT = array( 'react', 'react-dom', 'react-jsx-runtime', 'wp-element', 'wp-escape-html' );

	/**
	 * Script data as it was before the test (the registry outlives a test).
	 *
	 * @var array<string, array<string, mixed>>
	 */
	private array $extra = array();

	protected function setUp(): void {
		parent::setUp();
		foreach ( wp_scripts()->registered as $handle => $script ) {
			$this->extra[ $handle ] = $script->extra;
		}
		// Start from core's registration, whatever an earlier `wp_enqueue_scripts` did.
		foreach ( self::REACT as $handle ) {
			unset( wp_scripts()->registered[ $handle ]->extra['strategy'], wp_scripts()->registered[ $handle ]->extra['group'] );
		}
	}

	protected function tearDown(): void {
		foreach ( $this->extra as $handle => $extra ) {
			wp_scripts()->registered[ $handle ]->extra = $extra;
		}
		wp_scripts()->done       = array();
		wp_scripts()->to_do      = array();
		wp_scripts()->in_footer  = array();
		wp_scripts()->print_html = '';
		parent::tearDown();
	}

	public function test_core_dependencies_of_the_runtime_are_deferred_in_the_footer(): void {
		do_action( 'wp_enqueue_scripts' );

		foreach ( self::REACT as $handle ) {
			$this->assertSame( 'defer', wp_scripts()->get_data( $handle, 'strategy' ), $handle );
			$this->assertSame( 1, wp_scripts()->get_data( $handle, 'group' ), $handle );
		}
	}

	public function test_finds_dependencies_of_dependencies(): void {
		$found = ( new ScriptStrategies() )->dependencies( array( 'wp-element', 'wp-i18n' ) );

		$this->assertContains( 'react', $found );
		$this->assertContains( 'react-dom', $found );
		$this->assertContains( 'wp-hooks', $found, 'wp-i18n depends on wp-hooks' );
	}

	public function test_printed_page_defers_react_and_keeps_inline_scripts_before_the_runtime(): void {
		do_action( 'wp_enqueue_scripts' );
		vitrine_render_widget( 'age-gate' ); // An eager React widget: the runtime now depends on React.
		wp_add_inline_script( Assets::RUNTIME, 'window.vitrineTestBefore = 1;', 'before' );

		$html = $this->footer_scripts();

		$this->assertMatchesRegularExpression( '#src="[^"]*/react-dom\.min\.js[^"]*" id="react-dom-js" defer#', $html );
		$this->assertMatchesRegularExpression( '#src="[^"]*/element\.min\.js[^"]*" id="wp-element-js" defer#', $html );
		// wp-i18n has an inline script after it, so WordPress would print it blocking: it
		// is left to the runtime, which loads it on demand.
		$this->assertStringNotContainsString( 'id="wp-i18n-js"', $html );
		$this->assertMatchesRegularExpression( '#id="vitrine-runtime-js" defer#', $html );
		$before  = strpos( $html, 'window.vitrineTestBefore = 1;' );
		$runtime = strpos( $html, 'id="vitrine-runtime-js"' );
		$this->assertNotFalse( $before );
		$this->assertLessThan( $runtime, $before );
	}

	public function test_a_page_whose_only_widget_is_the_login_launcher_prints_no_react(): void {
		do_action( 'wp_enqueue_scripts' );
		vitrine_render_widget( 'login-popup', array( 'loginUrl' => '/wp-login.php' ) );

		$html = $this->footer_scripts();

		$this->assertStringContainsString( 'id="vitrine-runtime-js"', $html );
		foreach ( array( 'react-js', 'react-dom-js', 'wp-element-js', 'wp-i18n-js', 'wp-api-fetch-js' ) as $id ) {
			$this->assertStringNotContainsString( 'id="' . $id . '"', $html );
		}
		// …but it can load them when the popup opens: their URLs travel in the settings.
		$this->assertMatchesRegularExpression( '#"wp-element":\{"src":"[^"]*element\.min\.js#', $html );
	}

	public function test_a_filter_keeps_core_scripts_blocking(): void {
		add_filter( 'vitrine_defer_core_scripts', '__return_false' );

		do_action( 'wp_enqueue_scripts' );

		$this->assertFalse( wp_scripts()->get_data( 'react-dom', 'strategy' ) );
	}

	/**
	 * Everything the footer prints, the way a page prints it.
	 */
	private function footer_scripts(): string {
		ob_start();
		wp_print_head_scripts();
		echo "\n<!-- footer -->\n";
		wp_print_footer_scripts();
		$html = (string) ob_get_clean();
		$head = strstr( $html, '<!-- footer -->', true );
		$this->assertStringNotContainsString( 'react-dom-js', false === $head ? '' : $head, 'React is not printed in the head' );
		return $html;
	}
}
