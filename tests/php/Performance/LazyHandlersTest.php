<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Performance;

use Vitrine\Tests\Lifecycle\InstallsOwnSite;
use Vitrine\Tests\TestCase;

/**
 * A page that uses none of the plugin's widgets should not pay for its ajax, REST and
 * form-post handlers or the services behind them: modules hook closures that build them when
 * their hook fires (Core\LazyHooks), and the Retry-After header's REST filter is hooked by a
 * refusal (Core\Http\RetryAfter). Checked in a request of its own (a child process on a
 * site of the test's own), since this process has loaded every class long ago.
 */
final class LazyHandlersTest extends TestCase {

	use InstallsOwnSite;

	protected function setUp(): void {
		parent::setUp();
		$this->install_own_site();
	}

	protected function tearDown(): void {
		$this->remove_own_site();
		parent::tearDown();
	}

	public function test_a_front_end_page_without_widgets_builds_no_handler_or_service(): void {
		$page = $this->site()->run( 'front' );

		$this->assertTrue( $page['rendered'], 'the post was rendered' );
		$this->assertContains( 'Vitrine\Plugin', $page['classes'], 'the plugin booted' );
		$built = array_intersect(
			array(
				'Vitrine\Account\LoginService',
				'Vitrine\ContactForms\Rest\FeedbackController',
				'Vitrine\ContactForms\Submission\SpamGuard',
				'Vitrine\ContactForms\Submission\SubmissionService',
				// Hooked by a rate limit's refusal, not on every request.
				'Vitrine\Core\Http\RetryAfter',
				'Vitrine\Newsletter\SubscriptionService',
				'Vitrine\Wishlists\EstimateMailer',
				'Vitrine\Wishlists\Fragments',
				'Vitrine\Wishlists\WishlistService',
			),
			$page['classes']
		);
		$this->assertSame( array(), array_values( $built ) );
	}
}
