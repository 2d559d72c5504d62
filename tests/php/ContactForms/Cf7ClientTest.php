<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\ContactForms;

use ReflectionProperty;
use Vitrine\ContactForms\Fallback\FallbackFormHandler;
use Vitrine\ContactForms\FormRepository;
use Vitrine\ContactForms\Rendering\FormRenderer;
use Vitrine\ContactForms\SchemaBuilder;
use Vitrine\ContactForms\Submission\FormToken;
use Vitrine\ContactForms\Submission\Mailer;
use Vitrine\ContactForms\Submission\SpamGuard;
use Vitrine\ContactForms\Submission\Submission;
use Vitrine\ContactForms\Submission\SubmissionRepository;
use Vitrine\ContactForms\Submission\SubmissionService;
use Vitrine\ContactForms\Submission\UploadStore;
use Vitrine\Core\RateLimiter\RateLimiter;
use Vitrine\Tests\TestCase;
use WP_REST_Request;
use WP_REST_Response;

/**
 * What Contact Form 7's own front-end client sends and reads: no fill-time token (it posts the
 * form's fields only), CF7's error codes, `idref`, and routes that trust only the path's id.
 */
final class Cf7ClientTest extends TestCase {

	use FormFactory;
	use SubmitsFeedback;

	/**
	 * A valid submission as CF7's client posts it: the form's fields, no token.
	 *
	 * @param int $form Form id.
	 * @return array<string, string>
	 */
	private function tokenless( int $form ): array {
		$body = $this->valid( $form );
		unset( $body['_vitrine_form_token'] );
		return $body;
	}

	/**
	 * Sends a valid submission through the no-JavaScript path.
	 *
	 * @param int $form Form id.
	 */
	private function submit_without_javascript( int $form ): void {
		$handler = new FallbackFormHandler(
			new FormRepository(),
			new SubmissionService( new SchemaBuilder(), new SpamGuard( new RateLimiter() ), new UploadStore(), new SubmissionRepository(), new Mailer() )
		);
		$handler->process( array( 'action' => FallbackFormHandler::ACTION ) + $this->tokenless( $form ), array(), '' );
	}

	/**
	 * Dispatches a request whose query (and body) carry their own `id`.
	 *
	 * @param string               $method Method.
	 * @param string               $route  Route.
	 * @param array<string, mixed> $query  Query arguments.
	 * @param array<string, mixed> $body   Body fields.
	 */
	private function dispatch( string $method, string $route, array $query, array $body = array() ): WP_REST_Response {
		$request = new WP_REST_Request( $method, $route );
		$request->set_query_params( $query );
		if ( $body ) {
			$request->set_header( 'content-type', 'multipart/form-data; boundary=----x' );
			$request->set_body_params( $body );
		}
		return rest_get_server()->dispatch( $request );
	}

	public function test_a_valid_submission_without_a_token_is_sent(): void {
		$form = $this->create_form();
		$data = $this->submit( $form, $this->tokenless( $form ) )->get_data();

		$this->assertSame( 'mail_sent', $data['status'] );
		$this->assertNotSame( '', $data['posted_data_hash'] );
		$this->assertCount( 1, $this->mails );
		$this->assertSame( Submission::SENT, $this->stored()[0]->status );
	}

	public function test_token_less_submissions_get_the_no_javascript_limit_shared_with_that_path(): void {
		$form = $this->create_form();
		for ( $i = 1; $i <= 3; $i++ ) {
			$this->assertSame( 'mail_sent', $this->submit( $form, $this->tokenless( $form ) )->get_data()['status'], "Submission {$i}" );
		}
		$this->assertSame( 'spam', $this->submit( $form, $this->tokenless( $form ) )->get_data()['status'], 'The fourth in ten minutes is refused.' );
		$this->assertCount( 3, $this->stored(), 'Over the limit nothing is stored.' );

		$this->submit_without_javascript( $form );
		$this->assertCount( 3, $this->mails, 'The no-JavaScript path draws on the same allowance.' );

		$this->assertSame( 'mail_sent', $this->submit( $form, $this->valid( $form ) )->get_data()['status'], 'A valid token keeps the normal limit.' );

		$_SERVER['REMOTE_ADDR'] = '203.0.113.9';
		$this->assertSame( 'mail_sent', $this->submit( $form, $this->tokenless( $form ) )->get_data()['status'], 'Another address has its own allowance.' );
	}

	public function test_the_no_javascript_path_spends_the_allowance_of_token_less_rest_submissions(): void {
		$form = $this->create_form();
		for ( $i = 1; $i <= 3; $i++ ) {
			$this->submit_without_javascript( $form );
		}
		$this->assertCount( 3, $this->mails );
		$this->assertSame( 'spam', $this->submit( $form, $this->tokenless( $form ) )->get_data()['status'] );
		$this->assertCount( 3, $this->mails );
	}

	public function test_the_token_less_limit_is_filterable(): void {
		$form = $this->create_form();
		add_filter(
			'vitrine_contact_form_fallback_rate_limit',
			static fn(): array => array(
				'limit'  => 1,
				'window' => 600,
			)
		);
		$this->assertSame( 'mail_sent', $this->submit( $form, $this->tokenless( $form ) )->get_data()['status'] );
		$this->assertSame( 'spam', $this->submit( $form, $this->tokenless( $form ) )->get_data()['status'] );
	}

	public function test_a_token_less_submission_still_meets_the_honeypot(): void {
		$form                     = $this->create_form();
		$body                     = $this->tokenless( $form );
		$body['_vitrine_website'] = 'http://spam.example';
		$this->assertSame( 'spam', $this->submit( $form, $body )->get_data()['status'] );
		$this->assertSame( 'honeypot', $this->stored()[0]->fields['_spam_reason'] );
		$this->assertSame( array(), $this->mails );
	}

	public function test_a_bad_or_too_young_token_is_still_spam(): void {
		$form = $this->create_form();
		foreach ( array(
			'forged'      => ( time() - 60 ) . '.' . str_repeat( 'a', 64 ),
			'too young'   => FormToken::issue( $form, time() - 1 ),
			'other form'  => FormToken::issue( $form + 1, time() - 60 ),
			'not a token' => 'x',
		) as $case => $token ) {
			$body                        = $this->tokenless( $form );
			$body['_vitrine_form_token'] = $token;
			$this->assertSame( 'spam', $this->submit( $form, $body )->get_data()['status'], $case );
		}
		$this->assertSame( array( 'token' ), array_values( array_unique( array_map( static fn( Submission $s ): string => (string) $s->fields['_spam_reason'], $this->stored() ) ) ) );
		$this->assertSame( array(), $this->mails );
	}

	public function test_only_the_path_id_counts_on_every_route(): void {
		$form  = $this->create_form();
		$other = $this->create_form(
			array(
				'fields' => array(
					array(
						'name'     => 'only-here',
						'type'     => 'text',
						'required' => true,
					),
				),
				'mail'   => array( 'to' => 'a@example.com' ),
			)
		);

		$schema = $this->dispatch( 'GET', "/vitrine/v1/contact-forms/{$form}/feedback/schema", array( 'id' => $other ) );
		$this->assertSame( 200, $schema->get_status() );
		$this->assertNotContains( 'only-here', array_column( $schema->get_data()['rules'], 'field' ) );
		$this->assertContains( 'your-email', array_column( $schema->get_data()['rules'], 'field' ) );

		foreach ( array( '/feedback/schema', '/refill' ) as $tail ) {
			$response = $this->dispatch( 'GET', '/vitrine/v1/contact-forms/999999' . $tail, array( 'id' => $form ) );
			$this->assertSame( 404, $response->get_status(), $tail );
		}

		$body = array( 'id' => (string) $form ) + $this->tokenless( $form );
		$this->assertSame( 404, $this->dispatch( 'POST', '/vitrine/v1/contact-forms/999999/feedback', array( 'id' => $form ), $body )->get_status() );
		$sent = $this->dispatch( 'POST', "/vitrine/v1/contact-forms/{$other}/feedback", array( 'id' => $form ), $body )->get_data();
		$this->assertSame( $other, $sent['contact_form_id'] );
		$this->assertSame( 'validation_failed', $sent['status'], 'Judged by the path’s form, which wants only-here.' );
		$this->assertSame( array(), $this->mails );
	}

	public function test_errors_carry_cf7s_codes_and_ours(): void {
		$form = $this->create_form();

		$codes = static function ( WP_REST_Response $response ): array {
			$data = $response->get_data();
			return array_merge( array( $data['code'] ), array_column( $data['additional_errors'] ?? array(), 'code' ) );
		};

		$response = $this->rest( 'GET', '/vitrine/v1/contact-forms/999999/feedback/schema' );
		$this->assertSame( 404, $response->get_status() );
		$this->assertSame( array( 'wpcf7_not_found', 'vitrine_form_not_found' ), $codes( $response ) );

		$response = $this->submit( $form, $this->valid( $form ), array(), 'application/json' );
		$this->assertSame( 415, $response->get_status() );
		$this->assertSame( array( 'wpcf7_unsupported_media_type', 'vitrine_unsupported_media_type' ), $codes( $response ) );

		$body = $this->valid( $form );
		unset( $body['_wpcf7_unit_tag'] );
		$response = $this->submit( $form, $body );
		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( array( 'wpcf7_unit_tag_not_found', 'vitrine_missing_unit_tag' ), $codes( $response ) );
	}

	public function test_invalid_fields_point_at_the_control_by_id(): void {
		$form               = $this->create_form();
		$body               = $this->valid( $form );
		$body['your-email'] = 'nope';
		$data               = $this->submit( $form, $body )->get_data();

		$unit = "wpcf7-f{$form}-p0-o1";
		$this->assertSame(
			array(
				'field'    => 'your-email',
				'message'  => 'Please enter a valid email address.',
				'idref'    => $unit . '-your-email',
				'error_id' => $unit . '-ve-your-email',
			),
			$data['invalid_fields'][0]
		);

		( new ReflectionProperty( FormRenderer::class, 'count' ) )->setValue( null, 0 );
		$html = vitrine_render_contact_form( $form );
		$this->assertMatchesRegularExpression( '/<input[^>]*id="wpcf7-f' . $form . '-p[0-9]+-o1-your-email"/', $html, 'The control the idref names exists.' );
	}
}
