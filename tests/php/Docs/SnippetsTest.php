<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Docs;

use Vitrine\Tests\TestCase;
use Vitrine\Widgets\ExternalWidgets;

/**
 * The docs' PHP runs: each `php` block of docs/*.md is executed here and does what the text
 * around it says (JavaScript blocks: src/docs/snippets.test.ts, which also checks that every
 * other block is marked illustrative).
 */
final class SnippetsTest extends TestCase {

	/**
	 * The `php` blocks of docs/*.md, keyed "page:line".
	 *
	 * @return array<string, string>
	 */
	private static function php_snippets(): array {
		$found = array();
		foreach ( (array) glob( dirname( __DIR__, 3 ) . '/docs/*.md' ) as $path ) {
			$open  = null;
			$body  = array();
			$lines = explode( "\n", (string) file_get_contents( (string) $path ) );
			foreach ( $lines as $number => $line ) {
				if ( null === $open && '```php' === rtrim( $line ) ) {
					$open = $number + 1;
					$body = array();
				} elseif ( null !== $open && '```' === rtrim( $line ) ) {
					$found[ basename( (string) $path ) . ':' . $open ] = implode( "\n", $body );
					$open = null;
				} elseif ( null !== $open ) {
					$body[] = $line;
				}
			}
		}
		return $found;
	}

	/**
	 * The one block holding `$marker`.
	 *
	 * @param string $marker Text only that block has.
	 */
	private static function snippet( string $marker ): string {
		$found = array_values( array_filter( self::php_snippets(), static fn( string $code ): bool => str_contains( $code, $marker ) ) );
		self::assertCount( 1, $found, "One PHP block of the docs holds {$marker}." );
		return $found[0];
	}

	protected function tear_down(): void {
		ExternalWidgets::reset();
		wp_deregister_script( 'acme-counter' );
		parent::tear_down();
	}

	/**
	 * Each block is one of the cases below.
	 */
	public function test_every_php_block_is_run_here(): void {
		$this->assertCount( 5, self::php_snippets() );
	}

	/**
	 * extending.md's plugin header names the plugin and the dependency WordPress reads.
	 */
	public function test_the_plugin_header_declares_the_dependency(): void {
		$file = (string) tempnam( get_temp_dir(), 'acme' );
		file_put_contents( $file, "<?php\n" . self::snippet( 'Plugin Name:' ) . "\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- a temporary file.
		$this->assertSame(
			array(
				'name'     => 'Acme add-on',
				'requires' => 'vitrine',
			),
			get_file_data(
				$file,
				array(
					'name'     => 'Plugin Name',
					'requires' => 'Requires Plugins',
				)
			)
		);
		unlink( $file ); // phpcs:ignore WordPress.WP.AlternativeFunctions.unlink_unlink -- a temporary file.
	}

	/**
	 * extending.md: registering the widget, then printing its mount point with the fallback.
	 */
	public function test_the_widget_registers_and_prints_its_mount_point(): void {
		// phpcs:ignore Squiz.PHP.Eval.Discouraged -- running the documentation's code is the point.
		eval( self::snippet( 'vitrine_register_widget(' ) );
		$this->assertTrue( wp_script_is( 'acme-counter', 'registered' ) );
		$this->assertTrue( ExternalWidgets::has( 'acme-counter' ) );

		ob_start();
		eval( self::snippet( 'vitrine_render_widget(' ) ); // phpcs:ignore Squiz.PHP.Eval.Discouraged -- as above.
		$html = (string) ob_get_clean();
		$this->assertStringContainsString( 'data-vitrine-widget="acme-counter"', $html );
		$this->assertStringContainsString( '&quot;start&quot;:3', $html );
		$this->assertStringContainsString( '<p>Pressed 3 times</p>', $html );
	}

	/**
	 * web-nodes.md's wp-config.php lines: HTTPS believed from the balancers only. Run in a
	 * PHP of its own (they define WP_HOME).
	 */
	public function test_the_web_node_config_believes_only_the_balancers(): void {
		$code = self::snippet( 'WP_HOME' );
		$run  = static function ( string $address ) use ( $code ): string {
			$script = sprintf( '$_SERVER["REMOTE_ADDR"] = %s; $_SERVER["HTTP_X_FORWARDED_PROTO"] = "https"; %s echo WP_HOME, " ", $_SERVER["HTTPS"] ?? "off";', var_export( $address, true ), $code ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_var_export -- PHP source.
			return (string) shell_exec( escapeshellarg( PHP_BINARY ) . ' -r ' . escapeshellarg( $script ) ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.system_calls_shell_exec -- a separate PHP.
		};
		$this->assertSame( 'https://shop.example on', $run( '10.0.0.2' ) );
		$this->assertSame( 'https://shop.example off', $run( '203.0.113.9' ) );
	}

	/**
	 * shop.md's online gateway API: the registration adds the add-on's gateway, which the
	 * checkout then offers as pending payment.
	 */
	public function test_the_gateway_registration_offers_the_gateway(): void {
		if ( ! class_exists( 'My_Card_Gateway' ) ) {
			// phpcs:ignore Squiz.PHP.Eval.Discouraged -- the class the snippet names, as an add-on would write it.
			eval(
				'final class My_Card_Gateway extends \\Vitrine\\Shop\\Payments\\PaymentGateway {
					public function id(): string { return "my-card"; }
					public function title(): string { return "Card"; }
					public function start( \\Vitrine\\Shop\\Orders\\Order $order ): string|\\WP_Error { return "https://pay.example/"; }
					public function parse_notification( \\WP_REST_Request $request ): \\Vitrine\\Shop\\Payments\\PaymentNotification|\\WP_Error { return new \\WP_Error( "vitrine_payment_signature", "no", array( "status" => 401 ) ); }
				}'
			);
		}
		eval( self::snippet( 'vitrine_online_payment_gateways' ) ); // phpcs:ignore Squiz.PHP.Eval.Discouraged -- running the documentation's code is the point.
		$gateways = \Vitrine\Shop\Orders\PaymentGateways::all();
		$this->assertArrayHasKey( 'my-card', $gateways );
		$this->assertSame( 'Card', $gateways['my-card']['title'] );
		$this->assertSame( 'pending', $gateways['my-card']['status'] );
	}
}
