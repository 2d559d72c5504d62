<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Widgets;

use Vitrine\Core\Assets;
use Vitrine\Shop\Cart\CartLine;
use Vitrine\Shop\Catalogue\CatalogueFactory;
use Vitrine\Shop\Product;
use Vitrine\Tests\Shop\ProductFactory;
use Vitrine\Tests\TestCase;
use Vitrine\Widgets\ExternalWidgets;

/**
 * The PHP half of the public widget API (docs/extending.md): another plugin's widget is
 * enqueued, after the runtime, only where it is rendered; and the price filter an add-on uses.
 */
final class ExternalWidgetsTest extends TestCase {

	use ProductFactory;

	/**
	 * Names `_doing_it_wrong()` was called for during the test.
	 *
	 * @var list<string>
	 */
	private array $wrong = array();

	protected function setUp(): void {
		parent::setUp();
		wp_dequeue_script( Assets::RUNTIME );
		add_filter( 'doing_it_wrong_trigger_error', '__return_false' );
		add_action(
			'doing_it_wrong_run',
			function ( string $name ): void {
				$this->wrong[] = $name;
			}
		);
		wp_register_script( 'acme-widget', 'https://example.org/acme.js', array(), '1', array( 'strategy' => 'defer' ) );
		wp_register_style( 'acme-widget', 'https://example.org/acme.css', array(), '1' );
	}

	protected function tearDown(): void {
		// Still queued, it would count the runtime as enqueued (a dependency) in later tests.
		wp_dequeue_script( 'acme-widget' );
		wp_dequeue_style( 'acme-widget' );
		wp_dequeue_script( Assets::RUNTIME );
		wp_deregister_script( 'acme-widget' );
		wp_deregister_style( 'acme-widget' );
		parent::tearDown();
	}

	public function test_a_registered_widget_enqueues_its_script_after_the_runtime_only_where_it_renders(): void {
		$this->assertTrue(
			vitrine_register_widget(
				'acme-test-one',
				array(
					'script' => 'acme-widget',
					'style'  => 'acme-widget',
				)
			)
		);
		$this->assertFalse( wp_script_is( 'acme-widget', 'enqueued' ) );

		$html = vitrine_render_widget( 'acme-test-one', array( 'start' => 2 ), '<p>2</p>' );

		$this->assertStringContainsString( 'data-vitrine-widget="acme-test-one"', $html );
		$this->assertStringNotContainsString( 'data-vitrine-load', $html );
		$this->assertTrue( wp_script_is( 'acme-widget', 'enqueued' ) );
		$this->assertTrue( wp_style_is( 'acme-widget', 'enqueued' ) );
		$this->assertContains( Assets::RUNTIME, wp_scripts()->query( 'acme-widget' )->deps );
	}

	public function test_an_eager_widget_mounts_at_once(): void {
		vitrine_register_widget(
			'acme-test-eager',
			array(
				'script' => 'acme-widget',
				'eager'  => true,
			)
		);

		$this->assertStringContainsString( 'data-vitrine-load="eager"', vitrine_render_widget( 'acme-test-eager' ) );
	}

	public function test_bad_names_missing_scripts_and_second_registrations_are_refused(): void {
		$this->assertFalse( vitrine_register_widget( 'Acme Widget', array( 'script' => 'acme-widget' ) ) );
		$this->assertFalse( vitrine_register_widget( 'acme-test-noscript', array() ) );
		$this->assertTrue( vitrine_register_widget( 'acme-test-twice', array( 'script' => 'acme-widget' ) ) );
		$this->assertFalse( vitrine_register_widget( 'acme-test-twice', array( 'script' => 'other' ) ) );

		$this->assertSame( array( 'vitrine_register_widget', 'vitrine_register_widget', 'vitrine_register_widget' ), $this->wrong );
	}

	public function test_a_script_that_is_not_registered_is_reported_not_enqueued(): void {
		vitrine_register_widget( 'acme-test-ghost', array( 'script' => 'acme-ghost' ) );

		vitrine_render_widget( 'acme-test-ghost' );

		$this->assertSame( array( 'vitrine_register_widget' ), $this->wrong );
		$this->assertFalse( wp_script_is( 'acme-ghost', 'enqueued' ) );
	}

	/**
	 * A product costing 20.00.
	 */
	private function product(): Product {
		$product = CatalogueFactory::catalogue()->get( $this->create_product( array( '_regular_price' => '20.00' ) ) );
		$this->assertInstanceOf( Product::class, $product );
		return $product;
	}

	public function test_the_price_filter_changes_what_the_cart_charges(): void {
		$product = $this->product();
		add_filter(
			'vitrine_product_price',
			static fn( string $price, $filtered ): string => $filtered->id === $product->id ? '15.50' : $price,
			10,
			2
		);

		$this->assertSame( '15.50', $product->effective_price() );
		$this->assertSame( '31.00', ( new CartLine( $product, 2 ) )->total() );
	}

	public function test_a_price_filter_returning_nonsense_is_ignored(): void {
		$product = $this->product();
		add_filter( 'vitrine_product_price', static fn(): string => 'free!' );

		$this->assertSame( '20.00', $product->effective_price() );
	}
}
