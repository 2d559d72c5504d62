<?php
/**
 * REST: contact form feedback, schema and refill.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\ContactForms\Rest;

use Vitrine\ContactForms\ContactForm;
use Vitrine\ContactForms\FormRepository;
use Vitrine\ContactForms\Quiz;
use Vitrine\ContactForms\SchemaBuilder;
use Vitrine\ContactForms\Submission\FormToken;
use Vitrine\ContactForms\Submission\SpamGuard;
use Vitrine\ContactForms\Submission\SubmissionService;
use Vitrine\Core\Visitor\ClientIp;
use WP_Error;
use WP_REST_Controller;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * `POST contact-forms/{id}/feedback`, `GET contact-forms/{id}/feedback/schema` and
 * `GET contact-forms/{id}/refill` under `vitrine/v1`, with the reference's wire format.
 *
 * All three are public: a contact form is for anyone, on pages that may be cached, so there is
 * no nonce to check (guests send none; a logged-in visitor's `X-WP-Nonce` is checked by core's
 * cookie authentication). Abuse is limited where it costs something: a submission passes the
 * honeypot, a per-IP rate limit and either the signed minimum fill time or, without a token
 * (Contact Form 7's own client sends none), a stricter per-IP limit before anything is mailed.
 *
 * Errors carry Contact Form 7's codes (`wpcf7_not_found`, `wpcf7_unsupported_media_type`,
 * `wpcf7_unit_tag_not_found`) as `code`, and Vitrine's codes for the same errors
 * (`vitrine_form_not_found`, …) in `additional_errors`.
 */
final class FeedbackController extends WP_REST_Controller {

	/**
	 * Sets up the controller.
	 *
	 * @param FormRepository    $forms   Forms.
	 * @param SchemaBuilder     $schemas Schema builder.
	 * @param SubmissionService $service Submissions.
	 */
	public function __construct( private FormRepository $forms, private SchemaBuilder $schemas, private SubmissionService $service ) {
		$this->namespace = 'vitrine/v1';
		$this->rest_base = 'contact-forms';
	}

	/**
	 * {@inheritDoc}
	 */
	public function register_routes(): void {
		// The form is the path's {id} and nothing else: no `id` argument is declared, and
		// form() reads the URL parameters only, so `?id=` or a posted `id` cannot pick
		// another form (WordPress would let a query or body parameter override the path's).
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base . '/(?P<id>[0-9]+)/feedback',
			array(
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'create_item' ),
					'permission_callback' => array( $this, 'public_permissions_check' ),
					'args'                => $this->feedback_args(),
				),
			)
		);
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base . '/(?P<id>[0-9]+)/feedback/schema',
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_schema' ),
					'permission_callback' => array( $this, 'public_permissions_check' ),
				),
			)
		);
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base . '/(?P<id>[0-9]+)/refill',
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_refill' ),
					'permission_callback' => array( $this, 'public_permissions_check' ),
				),
			)
		);
	}

	/**
	 * The hidden fields a submission carries.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	private function feedback_args(): array {
		$text = static fn( string $description ): array => array(
			'description'       => $description,
			'type'              => 'string',
			'sanitize_callback' => 'sanitize_text_field',
		);
		return array(
			'_wpcf7'                  => $text( __( 'The form id, repeated by the form.', 'vitrine' ) ),
			'_wpcf7_version'          => $text( __( 'The version the form was rendered with.', 'vitrine' ) ),
			'_wpcf7_locale'           => $text( __( 'The locale the form was rendered in.', 'vitrine' ) ),
			'_wpcf7_unit_tag'         => $text( __( 'Identifies this form on the page: wpcf7-f{id}-p{post}-o{n}.', 'vitrine' ) ),
			'_wpcf7_container_post'   => $text( __( 'The post the form is placed in.', 'vitrine' ) ),
			'_wpcf7_posted_data_hash' => $text( __( 'The hash of the previous submission’s values.', 'vitrine' ) ),
			'_vitrine_form_token'     => $text( __( 'Optional: the signed fill-time token from the refill route. Without it, a stricter per-address limit applies.', 'vitrine' ) ),
		);
	}

	/**
	 * Contact forms are public (see the class comment for what limits abuse).
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function public_permissions_check( $request ): bool {
		unset( $request );
		return true;
	}

	/**
	 * Handles a submission.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function create_item( $request ) {
		$type = (string) ( $request->get_content_type()['value'] ?? '' );
		if ( 'multipart/form-data' !== $type ) {
			return self::error( 'wpcf7_unsupported_media_type', 'vitrine_unsupported_media_type', __( 'The request body must be sent as multipart/form-data.', 'vitrine' ), 415 );
		}
		$form = $this->form( $request );
		if ( is_wp_error( $form ) ) {
			return $form;
		}
		$unit_tag = (string) $request->get_param( '_wpcf7_unit_tag' );
		if ( '' === $unit_tag || ! preg_match( '/^[A-Za-z0-9_-]{1,100}$/', $unit_tag ) ) {
			return self::error( 'wpcf7_unit_tag_not_found', 'vitrine_missing_unit_tag', __( 'The submission has no valid unit tag (_wpcf7_unit_tag).', 'vitrine' ), 400 );
		}

		$result   = $this->service->submit(
			$form,
			$request->get_body_params(),
			$request->get_file_params(),
			$unit_tag,
			array(
				'ip'         => ClientIp::get(),
				'user_agent' => sanitize_text_field( (string) $request->get_header( 'user_agent' ) ),
				'user_id'    => get_current_user_id(),
			)
		);
		$response = rest_ensure_response( $result );
		$response->header( 'Cache-Control', 'no-store' );
		return $response;
	}

	/**
	 * The form's validation schema.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function get_schema( $request ) {
		$form = $this->form( $request );
		if ( is_wp_error( $form ) ) {
			return $form;
		}
		return rest_ensure_response( $this->schemas->build( $form ) );
	}

	/**
	 * Fresh per-load values for cached pages: quiz questions and the fill-time token.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function get_refill( $request ) {
		$form = $this->form( $request );
		if ( is_wp_error( $form ) ) {
			return $form;
		}
		$refill = array();
		foreach ( $form->fields_of( 'quiz' ) as $quiz ) {
			$refill['quiz'][ $quiz['name'] ] = Quiz::pick( $quiz );
		}
		$refill['_vitrine_form_token'] = FormToken::issue( $form->id );
		// The widget holds a send asked for sooner than this after the token arrived.
		$refill['_vitrine_min_fill_time'] = SpamGuard::min_fill_time( $form );

		$response = rest_ensure_response( $refill );
		$response->header( 'Cache-Control', 'no-store, private, max-age=0' );
		return $response;
	}

	/**
	 * The form named by the path's {id} (never by a query or body `id`), or a 404.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return ContactForm|WP_Error
	 */
	private function form( WP_REST_Request $request ) {
		$id   = absint( $request->get_url_params()['id'] ?? 0 );
		$form = $id > 0 ? $this->forms->find( $id ) : null;
		return $form ?? self::error( 'wpcf7_not_found', 'vitrine_form_not_found', __( 'The requested contact form was not found.', 'vitrine' ), 404 );
	}

	/**
	 * An error under Contact Form 7's code, which its clients read as `code`, with Vitrine's
	 * own code for the same error in `additional_errors`.
	 *
	 * @param string $cf7_code     Contact Form 7's code.
	 * @param string $vitrine_code Vitrine's code.
	 * @param string $message      Message.
	 * @param int    $status       HTTP status.
	 */
	private static function error( string $cf7_code, string $vitrine_code, string $message, int $status ): WP_Error {
		$error = new WP_Error( $cf7_code, $message, array( 'status' => $status ) );
		$error->add( $vitrine_code, $message, array( 'status' => $status ) );
		return $error;
	}
}
