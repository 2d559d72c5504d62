<?php
/**
 * Sending contact-form submissions through the real REST route in tests.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\ContactForms;

use Vitrine\ContactForms\Submission\FormToken;
use Vitrine\ContactForms\Submission\Submission;
use Vitrine\ContactForms\Submission\SubmissionRepository;
use WP_REST_Request;
use WP_REST_Response;

/**
 * Captures mail, builds valid submissions and uploads, posts them, and reads what was stored.
 */
trait SubmitsFeedback {

	/**
	 * Temporary files to remove.
	 *
	 * @var list<string>
	 */
	private array $temp = array();

	protected function setUp(): void { // phpcs:ignore WordPress.NamingConventions.ValidFunctionName.MethodNameInvalid -- PHPUnit's fixture method.
		parent::setUp();
		$this->capture_mail();
	}

	protected function tearDown(): void { // phpcs:ignore WordPress.NamingConventions.ValidFunctionName.MethodNameInvalid -- PHPUnit's fixture method.
		foreach ( $this->temp as $file ) {
			if ( is_file( $file ) ) {
				unlink( $file );
			}
		}
		parent::tearDown();
	}

	/**
	 * A valid submission of the demo form.
	 *
	 * @param int $form Form id.
	 * @return array<string, string>
	 */
	private function valid( int $form ): array {
		return array(
			'_wpcf7'                  => (string) $form,
			'_wpcf7_version'          => '0.1.0',
			'_wpcf7_locale'           => 'en_US',
			'_wpcf7_unit_tag'         => "wpcf7-f{$form}-p0-o1",
			'_wpcf7_container_post'   => '0',
			'_wpcf7_posted_data_hash' => '',
			'_vitrine_website'        => '',
			'_vitrine_form_token'     => FormToken::issue( $form, time() - 10 ),
			'your-name'               => 'Ada Lovelace',
			'your-email'              => 'ada@example.com',
			'your-tel'                => '+44 20 7946 0958',
			'your-website'            => 'https://example.com',
			'your-subject'            => 'A quote',
			'your-message'            => 'I would like a quote, please.',
			'your-consent'            => '1',
		);
	}

	/**
	 * Posts a submission.
	 *
	 * @param int                  $form  Form id.
	 * @param array<string, mixed> $body  Fields.
	 * @param array<string, mixed> $files $_FILES.
	 * @param string|null          $type  Content type (null: none).
	 */
	private function submit( int $form, array $body, array $files = array(), ?string $type = 'multipart/form-data; boundary=----x' ): WP_REST_Response {
		$request = new WP_REST_Request( 'POST', "/vitrine/v1/contact-forms/{$form}/feedback" );
		if ( null !== $type ) {
			$request->set_header( 'content-type', $type );
		}
		$request->set_header( 'user_agent', 'PHPUnit' );
		$request->set_body_params( $body );
		$request->set_file_params( $files );
		return rest_get_server()->dispatch( $request );
	}

	/**
	 * A temporary file as PHP would have received it.
	 *
	 * @param string $name    Client file name.
	 * @param string $content Content.
	 * @param string $type    Client MIME type.
	 * @return array<string, mixed>
	 */
	private function upload( string $name, string $content, string $type ): array {
		$tmp = (string) tempnam( sys_get_temp_dir(), 'vtr' );
		file_put_contents( $tmp, $content );
		$this->temp[] = $tmp;
		add_filter( 'vitrine_contact_form_accept_local_file', '__return_true' );
		return array(
			'name'     => $name,
			'type'     => $type,
			'tmp_name' => $tmp,
			'error'    => UPLOAD_ERR_OK,
			'size'     => strlen( $content ),
		);
	}

	/**
	 * Stored submissions, newest first.
	 *
	 * @return list<Submission>
	 */
	private function stored(): array {
		return ( new SubmissionRepository() )->find( array(), 100 );
	}
}
