<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Shop\Setup;

use Vitrine\Account\Customer\AccountPage;
use Vitrine\Shop\Cart\CartFormHandler;
use Vitrine\Shop\Orders\Countries;
use Vitrine\Shop\Orders\PaymentGateways;
use Vitrine\Shop\Payments\PaymentSettings;
use Vitrine\Shop\Setup\SetupNotices;
use Vitrine\Shop\Setup\SetupScreen;
use Vitrine\Shop\Setup\SetupStep;
use Vitrine\Shop\Setup\SetupSteps;
use Vitrine\Shop\Setup\ShopPages;
use Vitrine\Shop\Setup\StoreSettings;
use Vitrine\Tests\AjaxDie;
use Vitrine\Tests\TestCase;
use Vitrine\Wishlists\Privacy;
use WP_Error;

/**
 * The shop's first run: its pages, the setup's steps and checklist, the notices, and what the
 * answers change (the checkout's country, the payment methods, the mails' sender).
 */
final class ShopSetupTest extends TestCase {

	/**
	 * Where the last redirect went.
	 *
	 * @var string
	 */
	private string $redirected = '';

	protected function setUp(): void {
		parent::setUp();
		// A site that never saw the shop: no page at the usual slugs, nothing answered.
		foreach ( ShopPages::definitions() as $page ) {
			$found = get_page_by_path( $page['slug'] );
			if ( $found ) {
				wp_update_post(
					array(
						'ID'        => $found->ID,
						'post_name' => $page['slug'] . '-old',
					)
				);
			}
		}
		delete_option( ShopPages::OPTION );
		delete_option( StoreSettings::OPTION );
		delete_option( SetupSteps::SAVED_OPTION );
		add_filter(
			'wp_die_handler',
			static fn() => static function ( $message, $title = '', $args = array() ): void {
				throw new AjaxDie( (string) ( is_array( $args ) ? ( $args['response'] ?? 500 ) : 500 ) );
			}
		);
		add_filter(
			'wp_redirect',
			function ( $location ) {
				$this->redirected = (string) $location;
				throw new AjaxDie( 'redirect' );
			}
		);
	}

	/**
	 * Posts a step's form as the screen does; returns how it ended.
	 *
	 * @param string               $step   Step id.
	 * @param array<string, mixed> $fields Fields.
	 */
	private function save_step( string $step, array $fields ): string {
		$_POST    = wp_slash(
			array(
				'step'     => $step,
				'_wpnonce' => wp_create_nonce( SetupScreen::ACTION . ':' . $step ),
			) + $fields
		);
		$_REQUEST = $_POST;
		try {
			( new SetupScreen() )->handle_save();
		} catch ( AjaxDie $end ) {
			return $end->getMessage();
		}
		$this->fail( 'The save did not end the request.' );
	}

	public function test_a_bare_site_misses_every_page_and_one_click_creates_them_with_their_blocks(): void {
		$this->assertSame( array( 'shop', 'cart', 'checkout', 'account', 'wishlist' ), ShopPages::missing() );
		$this->assertSame( '', vitrine_shop_page_url( 'cart' ) );

		wp_set_current_user( $this->create_user( 'administrator' ) );
		$this->assertSame( 'redirect', $this->save_step( 'pages', array() ) );
		$this->assertStringContainsString( 'saved=pages', $this->redirected );

		$this->assertSame( array(), ShopPages::missing() );
		$blocks = array(
			'cart'     => 'vitrine/cart',
			'checkout' => 'vitrine/checkout',
			'account'  => 'vitrine/my-account',
			'wishlist' => 'vitrine/wishlist',
			'shop'     => 'vitrine/product-catalogue',
		);
		foreach ( $blocks as $key => $block ) {
			$page = get_post( ShopPages::id( $key ) );
			$this->assertSame( 'publish', $page->post_status, $key );
			$this->assertTrue( has_block( $block, $page ), $key );
		}
		$this->assertSame( home_url( '/cart/' ), vitrine_shop_page_url( 'cart' ) );
		$this->assertSame( home_url( '/cart/' ), CartFormHandler::cart_url() );
		$this->assertSame( home_url( '/account/' ), AccountPage::url() );

		// A second click makes no second set.
		$before = wp_count_posts( 'page' )->publish;
		ShopPages::create_missing();
		$this->assertSame( $before, wp_count_posts( 'page' )->publish );
	}

	public function test_a_page_at_the_usual_slug_with_its_block_is_taken_and_a_trashed_one_goes_missing(): void {
		$cart = $this->create_post(
			array(
				'post_type'    => 'page',
				'post_name'    => 'cart',
				'post_content' => '<!-- wp:vitrine/cart /-->',
			)
		);
		$this->assertSame( $cart, ShopPages::id( 'cart' ) );
		$this->assertNotContains( 'cart', ShopPages::missing() );

		wp_trash_post( $cart );
		$this->assertContains( 'cart', ShopPages::missing() );
		$this->assertSame( '', vitrine_shop_page_url( 'cart' ) );
		// The links still go to the usual address, which a new page answers.
		$this->assertSame( home_url( '/cart/' ), CartFormHandler::cart_url() );
	}

	public function test_a_picked_page_gives_the_shop_its_address(): void {
		$basket = $this->create_post(
			array(
				'post_type'    => 'page',
				'post_name'    => 'basket',
				'post_content' => '<!-- wp:vitrine/cart /-->',
			)
		);
		ShopPages::choose( array( 'cart' => $basket ) );
		$this->assertSame( home_url( '/basket/' ), CartFormHandler::cart_url() );

		wp_update_post(
			array(
				'ID'        => $basket,
				'post_name' => 'bag',
			)
		);
		$this->assertSame( home_url( '/bag/' ), CartFormHandler::cart_url(), 'a renamed page keeps its place' );
	}

	public function test_the_store_step_refuses_an_incomplete_address_and_keeps_nothing(): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$this->assertSame(
			'redirect',
			$this->save_step(
				'store',
				array(
					'address'  => '',
					'city'     => 'Lyon',
					'country'  => 'FR',
					'currency' => 'EUR',
				)
			)
		);
		$this->assertStringContainsString( 'failed=store', $this->redirected );
		$this->assertFalse( StoreSettings::has_address() );
		$this->assertSame( 'Please enter the store’s address, city and country.', get_transient( 'vitrine_setup_error_' . get_current_user_id() )['message'] );
	}

	public function test_the_checkout_preselects_the_stores_country_not_the_languages(): void {
		// The stack installs php8.2-intl (bin/lib.sh): without it the country list is empty.
		$this->assertTrue( Countries::available(), 'the intl extension is loaded' );
		$this->assertSame( 'US', Countries::default(), 'en_US, before the setup' );
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$this->save_step(
			'store',
			array(
				'address'  => '3 quai Saint-Vincent',
				'city'     => 'Lyon',
				'postcode' => '69001',
				'country'  => 'fr',
				'currency' => 'eur',
			)
		);
		$this->assertStringContainsString( 'saved=store', $this->redirected );
		$this->assertSame( 'FR', Countries::default() );
		$this->assertSame( 'EUR', get_option( 'vitrine_shop_currency' ) );
	}

	public function test_the_payment_step_chooses_what_the_checkout_offers_and_refuses_none(): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );
		// The shop's own methods only (the example add-on's online gateway is tested apart).
		add_filter( 'vitrine_online_payment_gateways', '__return_empty_array', 99 );
		$this->assertSame( array( 'bacs', 'cod' ), array_keys( PaymentGateways::all() ), 'bank transfer and cash on delivery until the owner chooses' );

		$this->save_step( 'payments', array( 'payment_methods' => array( 'cod', 'cheque', 'forged' ) ) );
		$this->assertSame( array( 'cheque', 'cod' ), array_keys( PaymentGateways::all() ) );
		$this->assertSame( array( 'bacs', 'cheque', 'cod' ), array_keys( PaymentGateways::installed() ) );
		$this->assertSame(
			array(
				'bacs'   => false,
				'cheque' => true,
				'cod'    => true,
			),
			PaymentSettings::methods(),
			'the setup and Settings → Payments share one set of switches'
		);

		$this->save_step( 'payments', array() );
		$this->assertStringContainsString( 'failed=payments', $this->redirected );
		$this->assertSame( array( 'cheque', 'cod' ), array_keys( PaymentGateways::all() ) );
	}

	public function test_the_mail_step_sets_the_sender_of_every_mail(): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$this->save_step(
			'mail',
			array(
				'mail_from_name'  => 'Atelier <b>du</b> Jura',
				'mail_from_email' => 'shop@example.com',
				'mail_logo'       => '999999',
			)
		);
		$this->assertSame( 'shop@example.com', apply_filters( 'wp_mail_from', 'wordpress@example.org' ) );
		$this->assertSame( 'Atelier du Jura', apply_filters( 'wp_mail_from_name', 'WordPress' ) );
		$this->assertSame( 0, StoreSettings::get()['mail_logo'], 'not an image: no logo' );
	}

	public function test_new_wishlists_are_private_until_the_owner_chooses_otherwise(): void {
		$this->assertSame( Privacy::PRIVATE, Privacy::for_new_lists() );
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$this->save_step( 'wishlists', array( 'default_privacy' => '0' ) );
		$this->assertSame( Privacy::PUBLIC, Privacy::for_new_lists() );
		$this->save_step( 'wishlists', array( 'default_privacy' => '9' ) );
		$this->assertStringContainsString( 'failed=wishlists', $this->redirected );
		$this->assertSame( Privacy::PUBLIC, Privacy::for_new_lists() );
	}

	public function test_only_someone_who_manages_the_site_saves_a_step_and_only_with_the_nonce(): void {
		wp_set_current_user( $this->create_user( 'editor' ) );
		$this->assertSame( '403', $this->save_step( 'pages', array() ) );
		$this->assertCount( 5, ShopPages::missing() );

		wp_set_current_user( $this->create_user( 'administrator' ) );
		$_POST    = array(
			'step'     => 'pages',
			'_wpnonce' => 'forged',
		);
		$_REQUEST = $_POST;
		try {
			( new SetupScreen() )->handle_save();
			$this->fail( 'A forged nonce was taken.' );
		} catch ( AjaxDie $end ) {
			$this->assertNotSame( 'redirect', $end->getMessage() );
		}
		$this->assertCount( 5, ShopPages::missing() );
		$this->assertSame( '400', $this->save_step( 'nope', array() ) );
	}

	public function test_the_notices_stay_until_every_step_is_done(): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$notices = static function (): string {
			ob_start();
			( new SetupNotices() )->render();
			return (string) ob_get_clean();
		};
		$html    = $notices();
		$this->assertStringContainsString( 'Your shop is missing these pages: Shop, Cart, Checkout, My account, Wishlist.', $html );
		$this->assertStringContainsString( 'Finish setting up your shop.', $html );
		$this->assertStringContainsString( '0 of 6 steps done.', $html );

		$this->save_step( 'pages', array() );
		$this->save_step(
			'store',
			array(
				'address'  => '1 Main St',
				'city'     => 'Bern',
				'country'  => 'CH',
				'currency' => 'CHF',
			)
		);
		$this->save_step(
			'countries',
			array(
				'sell_to_mode' => 'some',
				'sell_to'      => array( 'CH', 'DE', 'XX' ),
				'ship_to_mode' => 'all',
			)
		);
		$this->assertSame( array( 'CH', 'DE' ), StoreSettings::get()['sell_to'] );
		$this->save_step( 'payments', array( 'payment_methods' => array( 'bacs' ) ) );
		$this->save_step(
			'mail',
			array(
				'mail_from_name'  => 'Shop',
				'mail_from_email' => 'shop@example.com',
			)
		);
		$html = $notices();
		$this->assertStringNotContainsString( 'missing these pages', $html );
		$this->assertStringContainsString( '5 of 6 steps done.', $html );

		$this->save_step( 'wishlists', array( 'default_privacy' => '2' ) );
		$this->assertSame( '', trim( $notices() ) );

		wp_set_current_user( $this->create_user( 'editor' ) );
		delete_option( SetupSteps::SAVED_OPTION );
		$this->assertSame( '', trim( $notices() ), 'only for people who may set the shop up' );
	}

	public function test_add_ons_add_their_own_steps(): void {
		$step = new class() implements SetupStep {
			/** Saved values. @var array<string, mixed> */
			public array $got = array();
			public function id(): string {
				return 'shipping';
			}
			public function title(): string {
				return 'Shipping zones';
			}
			public function is_done( bool $saved ): bool {
				return $saved;
			}
			public function render(): void {
				echo '<input name="rate" value="5.00">';
			}
			public function save( array $posted ): ?WP_Error {
				$this->got = $posted;
				return null;
			}
			public function button(): string {
				return 'Save shipping';
			}
		};
		add_filter( 'vitrine_setup_steps', static fn( array $steps ): array => array_merge( $steps, array( $step ) ) );
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$this->assertArrayHasKey( 'shipping', SetupSteps::left() );

		require_once ABSPATH . 'wp-admin/includes/template.php';
		ob_start();
		( new SetupScreen() )->render();
		$html = (string) ob_get_clean();
		$this->assertStringContainsString( '<a href="#vitrine-setup-shipping">Shipping zones</a>', $html );
		$this->assertStringContainsString( '<input name="rate" value="5.00">', $html );

		$this->save_step( 'shipping', array( 'rate' => 'O\'Neil 7.50' ) );
		$this->assertSame( 'O\'Neil 7.50', $step->got['rate'], 'unslashed' );
		$this->assertArrayNotHasKey( 'shipping', SetupSteps::left() );
	}
}
