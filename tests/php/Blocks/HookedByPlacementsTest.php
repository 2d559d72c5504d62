<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Blocks;

use Vitrine\Blocks\BlockTypes;
use Vitrine\Likes\LikePlacement;
use Vitrine\Tests\TestCase;

/**
 * The blocks a block theme's page registers up front: those the placements hook into its
 * templates, as the `hooked_block_types` filter answers at their anchors.
 */
final class HookedByPlacementsTest extends TestCase {

	private const SUPPORTS = array( 'vitrine-like-button', 'vitrine-account-link', 'vitrine-cart-link' );

	/**
	 * The supports the active theme declared (the Vitrine theme places all three itself).
	 *
	 * @var list<string>
	 */
	private array $declared = array();

	protected function setUp(): void {
		parent::setUp();
		// As under a theme that places none of them (Twenty Twenty-Five).
		$this->declared = array_values( array_filter( self::SUPPORTS, 'current_theme_supports' ) );
		array_map( 'remove_theme_support', self::SUPPORTS );
		update_option( LikePlacement::OPTION, LikePlacement::EVERYWHERE );
	}

	protected function tearDown(): void {
		array_map( 'remove_theme_support', self::SUPPORTS );
		array_map( 'add_theme_support', $this->declared );
		parent::tearDown();
	}

	public function test_a_fresh_site_hooks_the_like_button_and_the_headers_account_and_cart_links(): void {
		$hooked = BlockTypes::hooked_by_placements();
		sort( $hooked );

		$this->assertSame( array( 'vitrine/account', 'vitrine/cart-link', 'vitrine/like' ), $hooked );
	}

	public function test_placements_turned_off_by_a_setting_a_theme_or_a_filter_are_not_registered(): void {
		update_option( LikePlacement::OPTION, LikePlacement::OFF );
		add_theme_support( 'vitrine-cart-link' );
		add_filter(
			'hooked_block_types',
			static fn( $blocks ) => array_values( array_diff( (array) $blocks, array( 'vitrine/account' ) ) ),
			20
		);

		$this->assertSame( array(), BlockTypes::hooked_by_placements() );
	}
}
