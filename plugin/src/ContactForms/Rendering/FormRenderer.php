<?php
/**
 * Placing a form on a page.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\ContactForms\Rendering;

use Vitrine\ContactForms\ContactForm;
use Vitrine\ContactForms\Fallback\FallbackFormHandler;
use Vitrine\ContactForms\Fallback\FallbackResult;
use Vitrine\ContactForms\FormRepository;
use Vitrine\ContactForms\Quiz;
use Vitrine\ContactForms\SchemaBuilder;
use Vitrine\ContactForms\Submission\SpamGuard;
use Vitrine\Widgets\WidgetRenderer;
use const Vitrine\VERSION;

defined( 'ABSPATH' ) || exit;

/**
 * Prints the `contact-form` widget: its props (fields, schema, messages…) and a complete,
 * accessible server-rendered form with the class names the widget uses, so the page reads the
 * same before the script runs, and Contact Form 7's markup beside them. Nothing per visitor goes into the markup (pages stay cacheable):
 * the fill-time token and fresh quiz values come from the refill route.
 */
final class FormRenderer {

	/**
	 * Forms rendered in this request, for unit tags (`-o{n}`).
	 *
	 * @var int
	 */
	private static int $count = 0;

	/**
	 * Sets up the renderer.
	 *
	 * @param FormRepository $forms   Forms.
	 * @param SchemaBuilder  $schemas Schema builder.
	 */
	public function __construct( private FormRepository $forms, private SchemaBuilder $schemas ) {}

	/**
	 * A form's widget markup, or '' (a visible note for editors) when the form does not exist.
	 *
	 * @param int|string $form Form id or slug.
	 */
	public function render( int|string $form ): string {
		$found = $this->forms->find( $form );
		if ( null === $found ) {
			return current_user_can( 'edit_posts' )
				? '<p class="vitrine-form-missing">' . esc_html__( 'This contact form does not exist (any more).', 'vitrine' ) . '</p>'
				: '';
		}
		$props = $this->props( $found );
		return WidgetRenderer::render( 'contact-form', $props, $this->fallback( $found, $props ) );
	}

	/**
	 * The widget's props.
	 *
	 * @param ContactForm $form Form.
	 * @return array<string, mixed>
	 */
	public function props( ContactForm $form ): array {
		++self::$count;
		$container = in_the_loop() ? (int) get_the_ID() : (int) get_queried_object_id();
		$fields    = array();
		foreach ( $form->fields() as $field ) {
			if ( 'quiz' === $field['type'] ) {
				$field['quiz'] = Quiz::public_pairs( $field ); // Questions with answer hashes, never the answers.
			}
			if ( 'file' === $field['type'] ) {
				$field['maxFileSize'] = SchemaBuilder::max_file_size( $field ); // What the server really takes, as in the schema.
			}
			$fields[] = $field;
		}
		return array(
			'id'            => $form->id,
			'slug'          => $form->slug,
			'unitTag'       => sprintf( 'wpcf7-f%d-p%d-o%d', $form->id, $container, self::$count ),
			'containerPost' => $container,
			'version'       => VERSION,
			'locale'        => determine_locale(),
			'fields'        => $fields,
			'schema'        => $this->schemas->build( $form ),
			'messages'      => $form->messages(),
			'submitLabel'   => $form->submit_label(),
			'honeypot'      => SpamGuard::HONEYPOT,
			'hasRefill'     => true,
		);
	}

	/**
	 * The outcome of a no-JavaScript submission of this form, from the redirect's signed key.
	 *
	 * @param ContactForm $form Form.
	 * @param string      $unit Unit tag.
	 * @return array{status: string, message: string, invalid: array<string, string>}|null
	 */
	private function result( ContactForm $form, string $unit ): ?array {
		$key = isset( $_GET[ FallbackResult::QUERY_ARG ] ) && is_string( $_GET[ FallbackResult::QUERY_ARG ] ) ? sanitize_text_field( wp_unslash( $_GET[ FallbackResult::QUERY_ARG ] ) ) : ''; // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a signed, read-only key.
		return '' !== $key ? FallbackResult::decode( $key, $form, $unit ) : null;
	}

	/**
	 * The server-rendered form. Without JavaScript it posts to admin-post.php
	 * ({@see FallbackFormHandler}) and, back on the page, shows the outcome above the fields.
	 *
	 * It is also Contact Form 7 6.x's markup, beside Vitrine's classes: `div.wpcf7` (id: the
	 * unit tag; `no-js`, which CF7's client turns into `js`; lang, dir) holding the
	 * screen-reader response and `form.wpcf7-form` with `data-status`, the hidden `_wpcf7*`
	 * inputs in a hidden fieldset, CF7's field structure ({@see FieldMarkup}), a
	 * `wpcf7-submit` and `div.wpcf7-response-output`. So CF7's own front-end script attaches
	 * to it unchanged and a theme's CF7 styles apply, while Vitrine's widget mounts on the
	 * outer mount point and replaces all of it.
	 *
	 * @param ContactForm          $form  Form.
	 * @param array<string, mixed> $props Props.
	 */
	public function fallback( ContactForm $form, array $props ): string {
		$unit   = (string) $props['unitTag'];
		$result = $this->result( $form, $unit );
		$status = null !== $result ? FallbackResult::css_class( $result['status'] ) : 'init';
		$locale = (string) $props['locale'];
		$lang   = str_replace( '_', '-', $locale );
		if ( preg_match( '/^([a-z]+-[a-z]+)-/i', $lang, $m ) ) {
			$lang = $m[1]; // Language and region only, as CF7 prints it.
		}

		$html  = sprintf(
			'<div class="wpcf7 no-js" id="%1$s" lang="%2$s" dir="%3$s" data-wpcf7-id="%4$d">',
			esc_attr( $unit ),
			esc_attr( $lang ),
			is_rtl() ? 'rtl' : 'ltr',
			$form->id
		);
		$html .= '<div class="screen-reader-response"><p role="status" aria-live="polite" aria-atomic="true"></p> <ul></ul></div>';
		$html .= sprintf(
			'<form class="vitrine-form wpcf7-form %4$s" id="%1$s-form" method="post" action="%2$s" enctype="multipart/form-data" aria-label="%3$s" novalidate data-status="%4$s">',
			esc_attr( $unit ),
			esc_url( admin_url( 'admin-post.php' ) ),
			esc_attr( $form->title ),
			esc_attr( $status )
		);
		if ( null !== $result ) {
			// The outcome, where a person looks first; it is also CF7's response output.
			$html .= sprintf(
				'<div class="vitrine-form__response vitrine-form__result wpcf7-response-output" id="%1$s-result" role="%2$s">%3$s</div>',
				esc_attr( $unit ),
				'sent' === $status ? 'status' : 'alert',
				esc_html( $result['message'] )
			);
		}
		$hidden = array(
			'action'                  => FallbackFormHandler::ACTION,
			'_wpcf7'                  => (string) $form->id,
			'_wpcf7_version'          => VERSION,
			'_wpcf7_locale'           => $locale,
			'_wpcf7_unit_tag'         => $unit,
			'_wpcf7_container_post'   => (string) $props['containerPost'],
			'_wpcf7_posted_data_hash' => '',
		);
		$html  .= '<fieldset class="hidden-fields-container" hidden>';
		foreach ( $hidden as $name => $value ) {
			$html .= sprintf( '<input type="hidden" name="%s" value="%s">', esc_attr( $name ), esc_attr( $value ) );
		}
		$html .= '</fieldset>';

		foreach ( (array) $props['fields'] as $field ) {
			$html .= FieldMarkup::render( $field, $unit, (string) ( $result['invalid'][ (string) $field['name'] ] ?? '' ) );
		}

		// The honeypot: hidden from people and assistive technology, tempting to bots.
		$html .= sprintf(
			'<div class="vitrine-form__hp" aria-hidden="true"><label for="%1$s-hp">%2$s</label><input type="text" id="%1$s-hp" name="%3$s" value="" tabindex="-1" autocomplete="off"></div>',
			esc_attr( $unit ),
			esc_html__( 'Leave this field empty', 'vitrine' ),
			esc_attr( SpamGuard::HONEYPOT )
		);
		$html .= '<div class="vitrine-form__actions"><button type="submit" class="vitrine-form__submit wp-element-button button wpcf7-form-control wpcf7-submit has-spinner">' . esc_html( $form->submit_label() ) . '</button></div>';
		if ( null === $result ) {
			// CF7's client writes the reply here and announces it through the screen-reader
			// response above, hence aria-hidden (as CF7 prints it).
			$html .= '<div class="vitrine-form__response wpcf7-response-output" aria-hidden="true"></div>';
		}
		return $html . '</form></div>';
	}
}
