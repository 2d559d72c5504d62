<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Account\Customer;

use Vitrine\Account\Customer\AccountFormHandler;
use Vitrine\Account\Customer\OrderView;
use Vitrine\Tests\TestCase;

/**
 * The account page as printed: the login form and lookup for guests, a member's own orders
 * and their detail, the one refusal for anyone else's, the same page from block and shortcode.
 */
final class AccountViewTest extends TestCase {

	use OrdersFixture;

	protected function tearDown(): void {
		AccountFormHandler::reset();
		parent::tearDown();
	}

	public function test_a_guest_gets_the_login_form_and_the_order_lookup(): void {
		$html = do_shortcode( '[vitrine_my_account]' );

		$this->assertStringContainsString( 'id="vitrine-account-login"', $html );
		$this->assertStringContainsString( 'name="order_number"', $html );
		$this->assertStringContainsString( 'name="order_email"', $html );
		$this->assertStringContainsString( 'name="' . AccountFormHandler::NONCE_FIELD . '"', $html );
		$this->assertStringNotContainsString( 'vitrine-my-account__orders', $html );
	}

	public function test_a_member_sees_their_orders_and_the_detail_of_their_own_only(): void {
		$ada    = $this->create_user();
		$other  = $this->create_user();
		$mine   = $this->store_order( $ada );
		$theirs = $this->store_order( $other, 'other@example.com' );
		wp_set_current_user( $ada );

		$list = render_block(
			array(
				'blockName'    => 'vitrine/my-account',
				'attrs'        => array(),
				'innerBlocks'  => array(),
				'innerHTML'    => '',
				'innerContent' => array(),
			)
		);
		$this->assertStringContainsString( 'view-order=' . $mine, $list );
		$this->assertStringNotContainsString( 'view-order=' . $theirs, $list );
		$this->assertStringContainsString( '_wpnonce=', $list, 'log out carries its nonce' );
		$this->assertStringStartsWith( '<div class="vitrine-my-account ', $list, 'one root, carrying the block\'s classes' );

		$_GET['view-order'] = (string) $mine;
		$detail             = do_shortcode( '[vitrine_my_account]' );
		$this->assertStringContainsString( 'Order #' . $mine, $detail );
		$this->assertStringContainsString( 'Stoneware cup', $detail );
		$this->assertStringContainsString( 'SW1Y 4JH London', $detail );
		$this->assertStringContainsString( 'Direct bank transfer', $detail );

		$_GET['view-order'] = (string) $theirs;
		$refused            = do_shortcode( '[vitrine_my_account]' );
		$this->assertStringContainsString( 'This order could not be found.', $refused );
		$this->assertStringNotContainsString( 'other@example.com', $refused );
	}

	public function test_an_order_address_names_its_country_as_the_order_received_page_does(): void {
		$html = OrderView::address(
			array(
				'first_name' => 'Grace',
				'last_name'  => 'Hopper',
				'city'       => 'Brest',
				'postcode'   => '29200',
				'country'    => 'FR',
			)
		);

		$this->assertStringContainsString( '29200 Brest<br>France', $html );
	}
}
