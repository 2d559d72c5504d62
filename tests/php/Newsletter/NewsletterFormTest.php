<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Newsletter;

use Vitrine\Newsletter\ListRepository;
use Vitrine\Newsletter\NewsletterForm;
use Vitrine\Newsletter\NewsletterModule;
use Vitrine\Plugin;
use Vitrine\Newsletter\RedirectUrl;

/**
 * The form's settings (block, shortcode, template function) and its mount point.
 */
final class NewsletterFormTest extends NewsletterTestCase {

	/**
	 * Props in a rendered mount point.
	 *
	 * @param string $html Markup.
	 * @return array<string, mixed>
	 */
	private static function props_in( string $html ): array {
		self::assertMatchesRegularExpression( '/data-vitrine-widget="newsletter"/', $html );
		preg_match( '/data-vitrine-props="([^"]*)"/', $html, $match );
		return (array) json_decode( html_entity_decode( $match[1] ?? '' ), true );
	}

	/**
	 * @return list<array{string, string}>
	 */
	public static function shared_vectors(): array {
		$file = dirname( __DIR__, 2 ) . '/fixtures/newsletter-redirect.json';
		$data = json_decode( (string) file_get_contents( $file ), true );
		return array_map( static fn( $v ) => array( $v['input'], $v['expected'] ), $data['vectors'] );
	}

	/**
	 * @dataProvider shared_vectors
	 *
	 * @param string $input    Configured address.
	 * @param string $expected After the spec's rule.
	 */
	public function test_the_redirect_rule_matches_the_shared_vectors( string $input, string $expected ): void {
		$this->assertSame( $expected, RedirectUrl::with_scheme( $input ) );
	}

	public function test_the_server_keeps_only_usable_http_urls(): void {
		$this->assertSame( 'https://example.com/thanks', RedirectUrl::normalize( 'example.com/thanks' ) );
		$this->assertSame( home_url( '/thanks/' ), RedirectUrl::normalize( '/thanks/' ) );
		$this->assertSame( '', RedirectUrl::normalize( '   ' ) );
		$this->assertStringStartsNotWith( 'javascript', RedirectUrl::normalize( 'javascript:alert(1)' ) );
		$this->assertStringNotContainsString( '"', RedirectUrl::normalize( 'example.com/"onmouseover="x' ) );
	}

	public function test_block_attributes_become_props(): void {
		$list  = $this->single_opt_in_list( 'Only shop news, promise.' );
		$props = self::props_in(
			render_block(
				array(
					'blockName'    => 'vitrine/newsletter',
					'attrs'        => array(
						'listId'         => $list,
						'title'          => 'Join us',
						'fields'         => array( 'first_name', 'last_name', 'telephone' ),
						'onSubmission'   => 'redirect',
						'redirectUrl'    => 'example.com/welcome',
						'successMessage' => 'See you soon',
					),
					'innerBlocks'  => array(),
					'innerHTML'    => '',
					'innerContent' => array(),
				)
			)
		);

		$this->assertSame( $list, $props['listId'] );
		$this->assertSame( 'Join us', $props['title'] );
		$this->assertSame(
			array(
				'firstName' => true,
				'lastName'  => true,
				'telephone' => true,
			),
			$props['fields']
		);
		$this->assertSame( 'Only shop news, promise.', $props['consentText'] );
		$this->assertFalse( $props['doubleOptIn'] );
		$this->assertSame( 'redirect', $props['onSubmission'] );
		$this->assertSame( 'https://example.com/welcome', $props['redirectUrl'] );
		$this->assertSame( 'See you soon', $props['successMessage'] );
	}

	public function test_the_shortcode_takes_the_same_settings(): void {
		// The attributes as WordPress parses them from `[vitrine_newsletter …]`.
		$atts  = shortcode_parse_atts( 'fields="last_name, telephone" on_submission="summary" title="Letters"' );
		$props = self::props_in( Plugin::instance()->module( NewsletterModule::class )->shortcode( $atts ) );

		$this->assertNull( $props['listId'], 'the default list posts an empty list_id' );
		$this->assertSame(
			array(
				'firstName' => false,
				'lastName'  => true,
				'telephone' => true,
			),
			$props['fields']
		);
		$this->assertSame( 'summary', $props['onSubmission'] );
		$this->assertSame( ( new ListRepository() )->default_list()->consent_text, $props['consentText'] );
		$this->assertTrue( $props['doubleOptIn'] );
	}

	public function test_a_redirect_without_a_usable_address_falls_back_to_the_message(): void {
		$settings = NewsletterForm::settings(
			array(
				'onSubmission' => 'redirect',
				'redirectUrl'  => '',
			)
		);

		$this->assertSame( 'message', $settings['onSubmission'] );
		$this->assertSame( 'message', NewsletterForm::settings( array( 'on_submission' => 'explode' ) )['onSubmission'] );
	}

	public function test_the_template_function_prints_no_nonce_and_a_usable_fallback(): void {
		$html = vitrine_render_newsletter( array( 'title' => 'Letters <b>now</b>' ) );

		$this->assertStringNotContainsString( wp_create_nonce( 'ce4wp_form_submission' ), $html );
		$this->assertStringContainsString( '>Letters now</h3>', $html );
		$this->assertStringNotContainsString( '<b>', $html );
		$this->assertStringContainsString( 'vitrine-newsletter__form is-fallback', $html );
		$this->assertStringContainsString( '<noscript>', $html );
	}

	public function test_the_block_is_registered_with_its_attributes(): void {
		$block = \WP_Block_Type_Registry::get_instance()->get_registered( 'vitrine/newsletter' );

		$this->assertNotNull( $block );
		$this->assertSame( array( 'listId', 'title', 'fields', 'onSubmission', 'redirectUrl', 'successMessage', 'buttonLabel' ), array_values( array_diff( array_keys( $block->attributes ), array( 'lock', 'metadata', 'className', 'align', 'style', 'anchor', 'backgroundColor', 'textColor', 'fontSize', 'borderColor' ) ) ) );
	}
}
