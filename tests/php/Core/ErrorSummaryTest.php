<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Core;

use Vitrine\Core\Forms\ErrorSummary;
use Vitrine\Tests\TestCase;

/**
 * The one error summary of the checkout and the account forms: focused on load, a link per
 * field in the order given, everything escaped; fields point at their own message.
 */
final class ErrorSummaryTest extends TestCase {

	public function test_the_summary_takes_the_focus_and_links_each_field_in_order(): void {
		$html = ErrorSummary::render(
			'form-errors',
			'Please check your details',
			'Please correct the fields below.',
			array(
				'first_name' => 'First name is a required field.',
				'email'      => 'Please enter a valid <email>.',
			),
			3
		);
		$this->assertSame(
			'<div class="vitrine-error-summary" id="form-errors" role="alert" tabindex="-1" autofocus aria-labelledby="form-errors-title" data-vitrine-error-summary>'
			. '<h3 id="form-errors-title" class="vitrine-error-summary__title">Please check your details</h3><p>Please correct the fields below.</p>'
			. '<ul class="vitrine-error-summary__list"><li><a href="#first_name">First name is a required field.</a></li><li><a href="#email">Please enter a valid &lt;email&gt;.</a></li></ul></div>',
			$html
		);
		$this->assertTrue( wp_style_is( ErrorSummary::STYLE, 'enqueued' ) );
	}

	public function test_a_refusal_without_fields_has_no_list_and_the_heading_stays_in_range(): void {
		$html = ErrorSummary::render( 'x', 'T', 'Your session has expired.', array(), 9 );
		$this->assertStringContainsString( '<h6 id="x-title"', $html );
		$this->assertStringNotContainsString( '<ul', $html );
	}

	public function test_a_field_points_at_its_hint_and_its_message(): void {
		$this->assertSame( '', ErrorSummary::field_attributes( 'email', '' ) );
		$this->assertSame( ' aria-describedby="pw-hint"', ErrorSummary::field_attributes( 'pw', '', true ) );
		$this->assertSame( ' aria-invalid="true" aria-describedby="email-error"', ErrorSummary::field_attributes( 'email', 'Invalid.' ) );
		$this->assertSame( ' aria-invalid="true" aria-describedby="pw-hint pw-error"', ErrorSummary::field_attributes( 'pw', 'Too weak.', true ) );
	}
}
