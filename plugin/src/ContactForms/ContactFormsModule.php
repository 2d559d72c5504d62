<?php
/**
 * Contact forms.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\ContactForms;

use Vitrine\ContactForms\Admin\FormEditor;
use Vitrine\ContactForms\Admin\SubmissionsPage;
use Vitrine\ContactForms\Fallback\FallbackFormHandler;
use Vitrine\ContactForms\Rendering\FormRenderer;
use Vitrine\ContactForms\Rest\FeedbackController;
use Vitrine\ContactForms\Submission\Mailer;
use Vitrine\ContactForms\Submission\SpamGuard;
use Vitrine\ContactForms\Submission\SubmissionRepository;
use Vitrine\ContactForms\Submission\SubmissionService;
use Vitrine\ContactForms\Submission\UploadStore;
use Vitrine\Core\LazyHooks;
use Vitrine\Core\Module;
use Vitrine\Core\RateLimiter\RateLimiter;

defined( 'ABSPATH' ) || exit;

/**
 * Wires contact forms: the `vitrine_form` post type and its editor, the REST routes, the
 * shortcode and block, the submissions screen and the daily clean-up of old uploads.
 */
final class ContactFormsModule implements Module {

	public const SHORTCODE = 'vitrine_contact_form';

	/**
	 * Forms.
	 *
	 * @var FormRepository
	 */
	private ?FormRepository $forms = null;

	/**
	 * Renderer.
	 *
	 * @var FormRenderer
	 */
	private ?FormRenderer $renderer = null;

	/**
	 * Submissions.
	 *
	 * @var SubmissionService
	 */
	private ?SubmissionService $service = null;

	/**
	 * Submission storage.
	 *
	 * @var SubmissionRepository
	 */
	private ?SubmissionRepository $submissions = null;

	/**
	 * {@inheritDoc}
	 */
	public function register(): void {

		add_action( 'init', array( FormPostType::class, 'register' ) );
		add_action( 'enqueue_block_editor_assets', array( $this, 'editor_data' ) );
		// The services and handlers are built when a hook needs them, not on every page.
		add_action( 'rest_api_init', LazyHooks::call( fn() => new FeedbackController( $this->forms(), new SchemaBuilder(), $this->service() ), 'register_routes' ) );
		add_action( UploadStore::PURGE_HOOK, array( $this, 'purge_uploads' ) );
		add_action( 'init', array( $this, 'schedule_purge' ) );
		FallbackFormHandler::register( LazyHooks::once( fn() => new FallbackFormHandler( $this->forms(), $this->service() ) ) );

		if ( is_admin() ) {
			( new FormEditor( $this->forms() ) )->register();
			( new SubmissionsPage( $this->forms(), $this->submissions(), new Mailer() ) )->register();
		}
	}

	/**
	 * The renderer (for the template function).
	 */
	private function service(): SubmissionService {
		return $this->service ??= new SubmissionService( new SchemaBuilder(), new SpamGuard( new RateLimiter() ), new UploadStore(), $this->submissions(), new Mailer() );
	}

	/**
	 * The submissions' repository.
	 */
	private function submissions(): SubmissionRepository {
		return $this->submissions ??= new SubmissionRepository();
	}

	/**
	 * The form renderer.
	 */
	public function renderer(): FormRenderer {
		return $this->renderer ??= new FormRenderer( $this->forms(), new SchemaBuilder() );
	}

	/**
	 * The form storage.
	 */
	public function forms(): FormRepository {
		return $this->forms ??= new FormRepository();
	}

	/**
	 * `[vitrine_contact_form id="12"]`, `[vitrine_contact_form id="contact"]` or
	 * `[vitrine_contact_form slug="contact"]`.
	 *
	 * @param mixed $atts Shortcode attributes.
	 */
	public function shortcode( $atts ): string {
		$atts = shortcode_atts(
			array(
				'id'   => '',
				'slug' => '',
			),
			(array) $atts,
			self::SHORTCODE
		);
		$form = '' !== (string) $atts['id'] ? (string) $atts['id'] : (string) $atts['slug'];
		return $this->renderer()->render( ctype_digit( $form ) ? (int) $form : sanitize_title( $form ) );
	}

	/**
	 * Hands the block's editor script the list of forms to choose from.
	 */
	public function editor_data(): void {
		$handle = generate_block_asset_handle( 'vitrine/contact-form', 'editorScript' );
		if ( wp_script_is( $handle, 'registered' ) ) {
			wp_add_inline_script( $handle, 'window.vitrineContactForms = ' . wp_json_encode( $this->forms()->all() ) . ';', 'before' );
		}
	}

	/**
	 * Schedules the daily clean-up of old uploads.
	 */
	public function schedule_purge(): void {
		if ( ! wp_next_scheduled( UploadStore::PURGE_HOOK ) ) {
			wp_schedule_event( time() + HOUR_IN_SECONDS, 'daily', UploadStore::PURGE_HOOK );
		}
	}

	/**
	 * Deletes uploaded files older than the retention period; the submissions keep the names.
	 */
	public function purge_uploads(): int {
		/**
		 * Filters how many days uploaded files of contact form submissions are kept.
		 *
		 * @since 0.1.0
		 *
		 * @param int $days Retention in days (default 30).
		 */
		$days    = max( 0, (int) apply_filters( 'vitrine_contact_form_upload_retention_days', 30 ) );
		$before  = gmdate( 'Y-m-d H:i:s', time() - $days * DAY_IN_SECONDS );
		$uploads = new UploadStore();
		$purged  = 0;
		foreach ( $this->submissions()->with_files_before( $before ) as $submission ) {
			$this->submissions()->set_files( $submission->id, $uploads->delete( $submission->files ) );
			++$purged;
		}
		return $purged;
	}
}
