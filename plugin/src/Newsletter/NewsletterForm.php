<?php
/**
 * The sign-up form: settings and mount point.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Newsletter;

use Vitrine\Widgets\WidgetRenderer;

defined( 'ABSPATH' ) || exit;

/**
 * Turns a placement's settings (block attributes, shortcode attributes or the PHP template
 * function's array) into the `newsletter` widget's props and a server-rendered fallback.
 *
 * The consent text is not a per-placement setting: it belongs to the list, so the server can
 * always tell which text a person agreed to from the `list_id` the form posts (the wire
 * payload carries nothing else that identifies the form).
 */
final class NewsletterForm {

	public const MODES          = array( 'message', 'summary', 'redirect' );
	public const OPTIONAL       = array( 'first_name', 'last_name', 'telephone' );
	public const DEFAULT_FIELDS = array( 'first_name' );

	/**
	 * Sets up the form.
	 *
	 * @param ListRepository $lists Lists.
	 */
	public function __construct( private ListRepository $lists ) {}

	/**
	 * Settings with defaults, validated. Accepts the block's camelCase attribute names and
	 * the shortcode's snake_case ones.
	 *
	 * @param array<string, mixed> $raw Raw settings.
	 * @return array{listId: int, title: string, fields: list<string>, onSubmission: string, redirectUrl: string, successMessage: string, buttonLabel: string, className: string}
	 */
	public static function settings( array $raw ): array {
		$get = static function ( string $camel, string $snake ) use ( $raw ): mixed {
			return $raw[ $camel ] ?? $raw[ $snake ] ?? $raw[ strtolower( $camel ) ] ?? null;
		};

		$fields = $get( 'fields', 'fields' );
		if ( is_string( $fields ) ) {
			$fields = preg_split( '/[\s,]+/', $fields, -1, PREG_SPLIT_NO_EMPTY );
		}
		$fields = is_array( $fields )
			? array_values( array_intersect( self::OPTIONAL, array_map( 'strval', $fields ) ) )
			: self::DEFAULT_FIELDS;

		$mode     = (string) $get( 'onSubmission', 'on_submission' );
		$mode     = in_array( $mode, self::MODES, true ) ? $mode : 'message';
		$redirect = RedirectUrl::normalize( (string) $get( 'redirectUrl', 'redirect_url' ) );
		if ( 'redirect' === $mode && '' === $redirect ) {
			$mode = 'message'; // A redirect without a usable address would strand the visitor.
		}

		return array(
			'listId'         => absint( $get( 'listId', 'list' ) ?? $raw['list_id'] ?? 0 ),
			'title'          => sanitize_text_field( (string) $get( 'title', 'title' ) ),
			'fields'         => $fields,
			'onSubmission'   => $mode,
			'redirectUrl'    => $redirect,
			'successMessage' => sanitize_textarea_field( (string) $get( 'successMessage', 'success_message' ) ),
			'buttonLabel'    => sanitize_text_field( (string) $get( 'buttonLabel', 'button_label' ) ),
			'className'      => implode( ' ', array_map( 'sanitize_html_class', (array) preg_split( '/\s+/', (string) $get( 'className', 'class' ), -1, PREG_SPLIT_NO_EMPTY ) ) ),
		);
	}

	/**
	 * The widget's props for these settings.
	 *
	 * @param array<string, mixed> $raw Raw settings.
	 * @return array<string, mixed>
	 */
	public function props( array $raw ): array {
		$settings = self::settings( $raw );
		$list     = ( $settings['listId'] > 0 ? $this->lists->find( $settings['listId'] ) : null ) ?? $this->lists->default_list();

		return array(
			'listId'         => $list->is_default() ? null : $list->id,
			'title'          => $settings['title'],
			'fields'         => array(
				'firstName' => in_array( 'first_name', $settings['fields'], true ),
				'lastName'  => in_array( 'last_name', $settings['fields'], true ),
				'telephone' => in_array( 'telephone', $settings['fields'], true ),
			),
			'consentText'    => $list->requires_consent() ? $list->consent_text : '',
			'doubleOptIn'    => $list->double_opt_in,
			'onSubmission'   => $settings['onSubmission'],
			'redirectUrl'    => $settings['redirectUrl'],
			'successMessage' => $settings['successMessage'],
			'buttonLabel'    => $settings['buttonLabel'],
		);
	}

	/**
	 * Returns the mount point with a fallback that looks like the form (disabled until the
	 * widget mounts, so nothing jumps) and says that sign-up needs JavaScript.
	 *
	 * @param array<string, mixed> $raw Raw settings.
	 */
	public function render( array $raw ): string {
		$settings = self::settings( $raw );
		$props    = $this->props( $raw );
		/** @var array{firstName: bool, lastName: bool, telephone: bool} $fields */
		$fields = $props['fields'];

		$inputs = array();
		if ( $fields['firstName'] ) {
			$inputs[] = array( 'text', __( 'First name', 'vitrine' ) );
		}
		if ( $fields['lastName'] ) {
			$inputs[] = array( 'text', __( 'Last name', 'vitrine' ) );
		}
		$inputs[] = array( 'email', __( 'Email address', 'vitrine' ) );
		if ( $fields['telephone'] ) {
			$inputs[] = array( 'tel', __( 'Telephone', 'vitrine' ) );
		}

		$html = '';
		if ( '' !== $props['title'] ) {
			$html .= '<h3 class="vitrine-newsletter__title">' . esc_html( (string) $props['title'] ) . '</h3>';
		}
		$html .= '<div class="vitrine-newsletter__form is-fallback" aria-hidden="true"><div class="vitrine-newsletter__fields">';
		foreach ( $inputs as $input ) {
			$html .= '<span class="vitrine-newsletter__field"><span class="vitrine-newsletter__label">' . esc_html( $input[1] ) . '</span><input class="vitrine-newsletter__input" type="' . esc_attr( $input[0] ) . '" disabled tabindex="-1"></span>';
		}
		$html .= '</div>';
		if ( '' !== $props['consentText'] ) {
			$html .= '<span class="vitrine-newsletter__consent"><input type="checkbox" disabled tabindex="-1"> <span>' . esc_html( (string) $props['consentText'] ) . '</span></span>';
		}
		$label = '' !== $props['buttonLabel'] ? (string) $props['buttonLabel'] : __( 'Subscribe', 'vitrine' );
		// The same boxes as the mounted form (actions row, empty feedback row), so nothing moves.
		$html .= '<div class="vitrine-newsletter__actions"><span class="vitrine-newsletter__submit wp-element-button button">' . esc_html( $label ) . '</span></div>';
		$html .= '<div class="vitrine-newsletter__feedback"></div></div>';
		$html .= '<noscript><p class="vitrine-newsletter__noscript">' . esc_html__( 'Please enable JavaScript to sign up for the newsletter.', 'vitrine' ) . '</p></noscript>';

		return WidgetRenderer::render( 'newsletter', $props, $html, array( 'class' => $settings['className'] ) );
	}
}
