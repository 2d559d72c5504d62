<?php
/**
 * The widget popup (the add-on variant placed inline in content).
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Popups;

use Vitrine\Widgets\WidgetRenderer;

defined( 'ABSPATH' ) || exit;

/**
 * Renders `vitrine/widget-popup` and `[vitrine_widget_popup]`: inner blocks (or shortcode
 * content) shown in a dialog when a trigger fires — click on its button or on a selector,
 * a delay, scrolling past an amount or to an element, exit intent — at most `popup_times`
 * per `popup_days` 24-hour days. Without JavaScript the content sits in a `<details>`
 * disclosure, so nothing is lost. The content is printed once, there: the props carry the
 * settings only, and the widget moves the disclosure's content into its dialog
 * (src/widgets/inline-popup/launcher.ts).
 */
final class WidgetPopup {

	public const TRIGGERS = array( 'click', 'delay', 'scroll', 'exit' );

	/**
	 * `[vitrine_widget_popup id="spring" trigger="click|delay|scroll|exit" label="…" title="…"
	 * selector="" delay="3" scroll_amount="50" scroll_selector="" popup_times="1" popup_days="1"]content[/vitrine_widget_popup]`.
	 *
	 * @param mixed  $atts    Shortcode attributes.
	 * @param string $content Enclosed content.
	 */
	public static function shortcode( $atts, $content = '' ): string {
		$atts = shortcode_atts(
			array(
				'id'              => '',
				'trigger'         => 'click',
				'label'           => '',
				'title'           => '',
				'selector'        => '',
				'delay'           => 3,
				'scroll_amount'   => 50,
				'scroll_selector' => '',
				'popup_times'     => 0,
				'popup_days'      => 1,
			),
			is_array( $atts ) ? $atts : array()
		);
		return self::render(
			array(
				'id'             => $atts['id'],
				'trigger'        => $atts['trigger'],
				'label'          => $atts['label'],
				'title'          => $atts['title'],
				'clickSelector'  => $atts['selector'],
				'delay'          => $atts['delay'],
				'scrollAmount'   => $atts['scroll_amount'],
				'scrollSelector' => $atts['scroll_selector'],
				'popupTimes'     => $atts['popup_times'],
				'popupDays'      => $atts['popup_days'],
			),
			do_shortcode( (string) $content )
		);
	}

	/**
	 * The settings the front end receives, every value bounded (not the content: the widget
	 * reads it from the fallback).
	 *
	 * @param array<string, mixed> $settings Block attributes (or shortcode attributes mapped to them).
	 * @param string               $content  Rendered inner content (for the fallback id).
	 * @return array<string, mixed>
	 */
	public static function props( array $settings, string $content ): array {
		$id = sanitize_title( (string) ( $settings['id'] ?? '' ) );
		if ( '' === $id || ! preg_match( '/^[a-z0-9][a-z0-9-]*$/', $id ) ) {
			// Stable per content, so the frequency key survives page loads.
			$id = 'popup-' . substr( md5( $content ), 0, 8 );
		}
		$trigger = (string) ( $settings['trigger'] ?? 'click' );
		$trigger = in_array( $trigger, self::TRIGGERS, true ) ? $trigger : 'click';
		$label   = sanitize_text_field( (string) ( $settings['label'] ?? '' ) );
		$click   = self::selector( $settings['clickSelector'] ?? '' );
		if ( '' === $label && 'click' === $trigger && '' === $click ) {
			$label = __( 'Open', 'vitrine' );
		}
		return array(
			'id'             => $id,
			'trigger'        => $trigger,
			'label'          => $label,
			'title'          => sanitize_text_field( (string) ( $settings['title'] ?? '' ) ),
			'clickSelector'  => $click,
			'delay'          => self::bounded( $settings['delay'] ?? 3, 0, 3600 ),
			'scrollAmount'   => (int) self::bounded( $settings['scrollAmount'] ?? 50, 0, 100 ),
			'scrollSelector' => self::selector( $settings['scrollSelector'] ?? '' ),
			'frequency'      => array(
				'times' => (int) self::bounded( $settings['popupTimes'] ?? 0, 0, 100 ),
				'days'  => (int) self::bounded( $settings['popupDays'] ?? 1, 1, 365 ),
			),
		);
	}

	/**
	 * Renders the mount point with its no-JS disclosure.
	 *
	 * @param array<string, mixed> $settings See props().
	 * @param string               $content  Rendered inner content.
	 */
	public static function render( array $settings, string $content ): string {
		$props    = self::props( $settings, $content );
		$summary  = '' !== $props['label'] ? $props['label'] : ( '' !== $props['title'] ? $props['title'] : __( 'More', 'vitrine' ) );
		$title    = '' !== $props['title'] ? sprintf( '<h2 class="vitrine-inline-popup__title">%s</h2>', esc_html( $props['title'] ) ) : '';
		$fallback = sprintf(
			'<details class="vitrine-inline-popup__fallback"><summary>%1$s</summary>%2$s<div class="vitrine-inline-popup__content">%3$s</div></details>',
			esc_html( $summary ),
			$title,
			wp_kses_post( $content )
		);
		return WidgetRenderer::render( 'inline-popup', $props, $fallback );
	}

	/**
	 * A number within bounds (non-numeric input becomes the minimum).
	 *
	 * @param mixed $value Value.
	 * @param float $min   Minimum.
	 * @param float $max   Maximum.
	 */
	private static function bounded( $value, float $min, float $max ): float {
		$number = is_numeric( $value ) ? (float) $value : $min;
		return max( $min, min( $max, $number ) );
	}

	/**
	 * A CSS selector as plain text (no markup, no line breaks, at most 200 characters).
	 *
	 * @param mixed $value Value.
	 */
	private static function selector( $value ): string {
		return substr( trim( wp_strip_all_tags( is_scalar( $value ) ? (string) $value : '', true ) ), 0, 200 );
	}
}
