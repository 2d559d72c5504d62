<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\ContactForms;

use ReflectionProperty;
use Vitrine\ContactForms\Fallback\FallbackFormHandler;
use Vitrine\ContactForms\Fallback\FallbackResult;
use Vitrine\ContactForms\FormRepository;
use Vitrine\ContactForms\Rendering\FormRenderer;
use Vitrine\ContactForms\SchemaBuilder;
use Vitrine\ContactForms\Submission\Mailer;
use Vitrine\ContactForms\Submission\SpamGuard;
use Vitrine\ContactForms\Submission\Submission;
use Vitrine\ContactForms\Submission\SubmissionRepository;
use Vitrine\ContactForms\Submission\SubmissionService;
use Vitrine\ContactForms\Submission\UploadStore;
use Vitrine\Core\RateLimiter\RateLimiter;
use Vitrine\Tests\TestCase;

/**
 * The form without JavaScript: it posts to admin-post.php, the same service decides, and the
 * person lands back on the page with the outcome above the form.
 */
final class FallbackTest extends TestCase {

	use FormFactory;

	protected function setUp(): void {
		parent::setUp();
		$this->capture_mail();
		( new ReflectionProperty( FormRenderer::class, 'count' ) )->setValue( null, 0 );
	}

	protected function tearDown(): void {
		unset( $_GET[ FallbackResult::QUERY_ARG ] );
		parent::tearDown();
	}

	private function handler(): FallbackFormHandler {
		return new FallbackFormHandler(
			new FormRepository(),
			new SubmissionService( new SchemaBuilder(), new SpamGuard( new RateLimiter() ), new UploadStore(), new SubmissionRepository(), new Mailer() )
		);
	}

	/**
	 * What the server-rendered form posts, without a token.
	 *
	 * @param int $form Form id.
	 * @param int $page Container post.
	 * @return array<string, string>
	 */
	private function posted( int $form, int $page ): array {
		return array(
			'action'                => FallbackFormHandler::ACTION,
			'_wpcf7'                => (string) $form,
			'_wpcf7_unit_tag'       => "wpcf7-f{$form}-p{$page}-o1",
			'_wpcf7_container_post' => (string) $page,
			'_vitrine_website'      => '',
			'your-name'             => 'Ada Lovelace',
			'your-email'            => 'ada@example.com',
			'your-subject'          => 'Without JavaScript',
			'your-message'          => 'Hello from a text browser.',
			'your-consent'          => '1',
		);
	}

	/**
	 * The form rendered on a page, as a visitor arriving at `$url` sees it.
	 *
	 * @param int    $form Form id.
	 * @param int    $page Container post.
	 * @param string $url  URL the person was sent to.
	 */
	private function render_on( int $form, int $page, string $url ): string {
		parse_str( (string) wp_parse_url( $url, PHP_URL_QUERY ), $query );
		$_GET = $query;
		$this->go_to( get_permalink( $page ) );
		( new ReflectionProperty( FormRenderer::class, 'count' ) )->setValue( null, 0 );
		return vitrine_render_contact_form( $form );
	}

	/**
	 * Points the main query at a URL.
	 *
	 * @param string $url URL.
	 */
	private function go_to( string $url ): void {
		global $wp_query, $wp_the_query;
		$wp_query     = new \WP_Query( array( 'page_id' => url_to_postid( $url ) ) ); // phpcs:ignore WordPress.WP.GlobalVariablesOverride
		$wp_the_query = $wp_query; // phpcs:ignore WordPress.WP.GlobalVariablesOverride
	}

	public function test_the_server_rendered_form_posts_to_admin_post(): void {
		$form = $this->create_form();
		$html = vitrine_render_contact_form( $form );
		$this->assertStringContainsString( 'action="' . esc_url( admin_url( 'admin-post.php' ) ) . '"', $html );
		$this->assertStringContainsString( '<input type="hidden" name="action" value="vitrine_contact_form">', $html );
		$this->assertNotFalse( has_action( 'admin_post_nopriv_vitrine_contact_form' ) );
		$this->assertNotFalse( has_action( 'admin_post_vitrine_contact_form' ) );
	}

	public function test_a_valid_submission_without_a_token_is_sent_and_shown_above_the_form(): void {
		$form = $this->create_form();
		$page = $this->create_post(
			array(
				'post_type'  => 'page',
				'post_title' => 'Talk to us',
			)
		);
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$url = $this->handler()->process( $this->posted( $form, $page ), array(), '' );
		wp_set_current_user( 0 );

		$this->assertStringStartsWith( get_permalink( $page ), $url );
		$this->assertStringEndsWith( "#wpcf7-f{$form}-p{$page}-o1-form", $url );
		$this->assertStringContainsString( FallbackResult::QUERY_ARG . '=', $url );
		$this->assertStringNotContainsString( 'Thank', $url, 'No message text in the URL.' );
		$this->assertCount( 1, $this->mails );
		$stored = ( new SubmissionRepository() )->find( array(), 5 );
		$this->assertSame( Submission::SENT, $stored[0]->status );
		$this->assertSame( 0, $stored[0]->user_id, 'Without a nonce the path never acts as the logged-in user.' );

		$html = $this->render_on( $form, $page, $url );
		$this->assertStringContainsString( '<form class="vitrine-form wpcf7-form sent"', $html );
		$this->assertMatchesRegularExpression( '/<form[^>]*>\s*<div class="vitrine-form__response vitrine-form__result wpcf7-response-output" id="[^"]+-result" role="status">Thank you for your message. It has been sent.<\/div>/', $html );
	}

	public function test_field_errors_come_back_as_tips(): void {
		$form                   = $this->create_form();
		$page                   = $this->create_post( array( 'post_type' => 'page' ) );
		$posted                 = $this->posted( $form, $page );
		$posted['your-email']   = 'not an email';
		$posted['your-subject'] = '';
		$url                    = $this->handler()->process( $posted, array(), '' );
		$html                   = $this->render_on( $form, $page, $url );

		$unit = "wpcf7-f{$form}-p{$page}-o1";
		$this->assertStringContainsString( 'class="vitrine-form wpcf7-form invalid"', $html );
		$this->assertStringContainsString( 'role="alert">One or more fields have an error. Please check and try again.</div>', $html );
		$this->assertStringContainsString( 'id="' . $unit . '-ve-your-email">Please enter a valid email address.</span>', $html );
		$this->assertStringContainsString( 'id="' . $unit . '-ve-your-subject">Please fill out this field.</span>', $html );
		$this->assertMatchesRegularExpression( '/id="' . $unit . '-your-email"[^>]*aria-invalid="true"/', $html );
		$this->assertStringNotContainsString( 'not an email', $url, 'What was typed never travels in the URL.' );
		$this->assertSame( array(), $this->mails );
	}

	public function test_the_honeypot_and_a_stricter_rate_limit_guard_the_tokenless_path(): void {
		$form = $this->create_form();
		$page = $this->create_post( array( 'post_type' => 'page' ) );

		$bot                     = $this->posted( $form, $page );
		$bot['_vitrine_website'] = 'http://spam.example';
		$html                    = $this->render_on( $form, $page, $this->handler()->process( $bot, array(), '' ) );
		$this->assertStringContainsString( 'class="vitrine-form wpcf7-form spam"', $html );
		$this->assertSame( array(), $this->mails );

		for ( $i = 1; $i <= 2; $i++ ) {
			$this->handler()->process( $this->posted( $form, $page ), array(), '' );
		}
		$this->assertCount( 2, $this->mails, 'Three per IP and form in ten minutes (the honeypot hit counted).' );
		$html = $this->render_on( $form, $page, $this->handler()->process( $this->posted( $form, $page ), array(), '' ) );
		$this->assertStringContainsString( 'class="vitrine-form wpcf7-form spam"', $html );
		$this->assertCount( 2, $this->mails );
		$this->assertCount( 3, ( new SubmissionRepository() )->find( array(), 10 ), 'Over the limit nothing is stored.' );
	}

	public function test_it_never_redirects_off_site_or_to_a_page_that_is_not_public(): void {
		$form  = $this->create_form();
		$draft = $this->create_post(
			array(
				'post_type'   => 'page',
				'post_status' => 'draft',
			)
		);
		$home  = home_url( '/' );

		foreach ( array( 'https://evil.example/contact/', '//evil.example/', 'javascript:alert(1)' ) as $referer ) {
			$url = $this->handler()->process( $this->posted( $form, 0 ), array(), $referer );
			$this->assertStringStartsWith( $home, $url, $referer );
		}
		$this->assertStringStartsWith( $home . '?', $this->handler()->process( $this->posted( $form, $draft ), array(), '' ) );
		$this->assertStringStartsWith( home_url( '/about/' ), $this->handler()->process( $this->posted( $form, 0 ), array(), home_url( '/about/?vitrine_form_result=old#x' ) ) );
		$this->assertSame( $home, $this->handler()->process( array( '_wpcf7' => '999999' ), array(), 'https://evil.example/' ), 'An unknown form goes home.' );
	}

	public function test_a_result_key_cannot_be_forged_reused_elsewhere_or_kept(): void {
		$form    = $this->create_form();
		$other   = $this->create_form();
		$contact = ( new FormRepository() )->find( $form );
		$unit    = "wpcf7-f{$form}-p0-o1";
		$key     = FallbackResult::encode( $contact, $unit, array( 'status' => 'mail_sent' ) );

		$this->assertSame( 'Thank you for your message. It has been sent.', FallbackResult::decode( $key, $contact, $unit )['message'] );
		$this->assertNull( FallbackResult::decode( $key, ( new FormRepository() )->find( $other ), $unit ), 'Another form.' );
		$this->assertNull( FallbackResult::decode( $key, $contact, "wpcf7-f{$form}-p0-o2" ), 'Another placement.' );
		$this->assertNull( FallbackResult::decode( $key, $contact, $unit, time() + 11 * MINUTE_IN_SECONDS ), 'Expired.' );

		list( $payload ) = explode( '.', $key );
		$forged          = rtrim( strtr( base64_encode( (string) wp_json_encode( array( $form, $unit, 'spam', array(), time() ) ) ), '+/', '-_' ), '=' ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode -- forging a key.
		$this->assertNull( FallbackResult::decode( $forged . '.' . explode( '.', $key )[1], $contact, $unit ) );
		$this->assertNull( FallbackResult::decode( $payload . '.' . str_repeat( '0', 64 ), $contact, $unit ) );

		$_GET[ FallbackResult::QUERY_ARG ] = $forged . '.' . str_repeat( 'a', 64 );
		$html                              = vitrine_render_contact_form( $form );
		$this->assertStringContainsString( '<form class="vitrine-form wpcf7-form init"', $html );
		$this->assertStringNotContainsString( 'vitrine-form__result', $html );
	}
}
