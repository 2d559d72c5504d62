<?php
/**
 * The no-JavaScript submission.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\ContactForms\Fallback;

use Vitrine\ContactForms\FormRepository;
use Vitrine\ContactForms\Submission\SubmissionService;
use Vitrine\Core\LazyHooks;
use Vitrine\Core\Visitor\ClientIp;

defined( 'ABSPATH' ) || exit;

/**
 * `admin-post.php?action=vitrine_contact_form` (guests and logged-in people alike): the server
 * rendered form posts here when the widget's script does not run. It hands the submission to the
 * same service as the REST route, then answers 303 See Other back to the page the form is on,
 * with the outcome as a signed key ({@see FallbackResult}) that the page turns into the
 * message above the form.
 *
 * The path carries no nonce (the page stays cacheable), so it never acts as the logged-in
 * user: the submission is recorded as a guest's, exactly like a REST submission without a
 * nonce. It carries no fill-time token either (printing one would make it stale in a page cache);
 * {@see \Vitrine\ContactForms\Submission\SpamGuard} applies the stricter per-IP limit of
 * token-less submissions instead, shared with token-less REST submissions.
 */
final class FallbackFormHandler {

	public const ACTION = 'vitrine_contact_form';

	/**
	 * Sets up the handler.
	 *
	 * @param FormRepository    $forms   Forms.
	 * @param SubmissionService $service Submissions.
	 */
	public function __construct( private FormRepository $forms, private SubmissionService $service ) {}

	/**
	 * Adds the hooks; the handler is built when a form posts here.
	 *
	 * @param \Closure(): FallbackFormHandler $handler Builds (once) the handler.
	 */
	public static function register( \Closure $handler ): void {
		add_action( 'admin_post_nopriv_' . self::ACTION, LazyHooks::call( $handler, 'handle' ) );
		add_action( 'admin_post_' . self::ACTION, LazyHooks::call( $handler, 'handle' ) );
	}

	/**
	 * admin-post: handles the submission and redirects back.
	 */
	public function handle(): void {
		// phpcs:disable WordPress.Security.NonceVerification.Missing -- a public form on cacheable pages; see the class comment.
		$posted = wp_unslash( $_POST ); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- each field is cleaned by the submission service.
		$files  = $_FILES; // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- checked by UploadStore.
		// phpcs:enable
		$referer = wp_get_referer();
		$url     = $this->process( (array) $posted, (array) $files, false !== $referer ? $referer : '' );
		wp_safe_redirect( $url, 303 );
		exit;
	}

	/**
	 * Submits and returns where to send the person back to.
	 *
	 * @param array<string, mixed> $posted  Posted fields (unslashed).
	 * @param array<string, mixed> $files   $_FILES.
	 * @param string               $referer The referring URL, already limited to this site (or '').
	 * @return string A URL on this site.
	 */
	public function process( array $posted, array $files, string $referer ): string {
		$form_id = is_scalar( $posted['_wpcf7'] ?? null ) ? absint( $posted['_wpcf7'] ) : 0;
		$form    = $form_id ? $this->forms->find( $form_id ) : null;
		$unit    = is_scalar( $posted['_wpcf7_unit_tag'] ?? null ) ? (string) $posted['_wpcf7_unit_tag'] : '';
		$back    = $this->back_url( $posted, $referer );
		if ( null === $form || ! preg_match( '/^[A-Za-z0-9_-]{1,100}$/', $unit ) ) {
			return $back;
		}
		$response = $this->service->submit(
			$form,
			$posted,
			$files,
			$unit,
			array(
				'ip'         => ClientIp::get(),
				'user_agent' => isset( $_SERVER['HTTP_USER_AGENT'] ) ? sanitize_text_field( wp_unslash( $_SERVER['HTTP_USER_AGENT'] ) ) : '',
				'user_id'    => 0,
			)
		);
		$url      = add_query_arg( FallbackResult::QUERY_ARG, FallbackResult::encode( $form, $unit, $response ), $back );
		return $url . '#' . $unit . '-form';
	}

	/**
	 * The page the form is on: its container post when that is public, else the referring page
	 * on this site, else the home page. Never another site.
	 *
	 * @param array<string, mixed> $posted  Posted fields.
	 * @param string               $referer Referring URL on this site, or ''.
	 */
	private function back_url( array $posted, string $referer ): string {
		$container = is_scalar( $posted['_wpcf7_container_post'] ?? null ) ? absint( $posted['_wpcf7_container_post'] ) : 0;
		$post      = $container ? get_post( $container ) : null;
		if ( null !== $post && 'publish' === $post->post_status && is_post_publicly_viewable( $post ) ) {
			$url = (string) get_permalink( $post );
		} else {
			$url = $referer;
		}
		$url = '' !== $url ? remove_query_arg( FallbackResult::QUERY_ARG, (string) strtok( $url, '#' ) ) : '';
		return '' !== $url ? wp_validate_redirect( $url, home_url( '/' ) ) : home_url( '/' );
	}
}
