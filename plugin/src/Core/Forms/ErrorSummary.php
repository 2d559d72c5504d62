<?php
/**
 * The error summary of a refused form.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Core\Forms;

defined( 'ABSPATH' ) || exit;

/**
 * One summary for every form the server refuses (the checkout, the account page's forms), as
 * GOV.UK's and WooCommerce's checkouts do: a titled box above the form that takes the focus when
 * the page loads (`autofocus`, and `src/widgets/error-summary/enhance.ts` for browsers that
 * ignore it on a non-control), the refusal's message, and one link per field at fault, in the
 * fields' order, each to its field; the fields carry `aria-invalid` and `aria-describedby` to
 * their own message ({@see ErrorSummary::field_attributes()}). Its style is
 * `src/widgets/error-summary/style.css` ({@see ErrorSummary::STYLE}).
 */
final class ErrorSummary {

	public const STYLE = 'vitrine-widget-error-summary';

	/**
	 * The summary's markup; enqueues its style.
	 *
	 * @param string                $id      The box's id (its title's is `<id>-title`).
	 * @param string                $title   Its heading.
	 * @param string                $message The refusal's message.
	 * @param array<string, string> $fields  Messages by the id of the field at fault, in the order the fields stand.
	 * @param int                   $level   The heading's level (2 above a form, 3 inside a titled section).
	 */
	public static function render( string $id, string $title, string $message, array $fields, int $level = 2 ): string {
		wp_enqueue_style( self::STYLE );
		$links = '';
		foreach ( $fields as $field => $text ) {
			$links .= sprintf( '<li><a href="#%1$s">%2$s</a></li>', esc_attr( $field ), esc_html( $text ) );
		}
		$tag = 'h' . min( 6, max( 2, $level ) );
		return sprintf(
			// tabindex=-1 and autofocus: a refused post lands on the reason, not on <body>.
			'<div class="vitrine-error-summary" id="%1$s" role="alert" tabindex="-1" autofocus aria-labelledby="%1$s-title" data-vitrine-error-summary><%2$s id="%1$s-title" class="vitrine-error-summary__title">%3$s</%2$s><p>%4$s</p>%5$s</div>',
			esc_attr( $id ),
			$tag,
			esc_html( $title ),
			esc_html( $message ),
			'' !== $links ? '<ul class="vitrine-error-summary__list">' . $links . '</ul>' : ''
		);
	}

	/**
	 * A field's attributes for its state: ` aria-invalid="true"` when it has an error, and
	 * `aria-describedby` naming its hint and its message (`<id>-hint`, `<id>-error`).
	 *
	 * @param string $id       The field's id.
	 * @param string $error    Its error, '' for none.
	 * @param bool   $has_hint Whether a hint `<id>-hint` describes it.
	 */
	public static function field_attributes( string $id, string $error, bool $has_hint = false ): string {
		$described = array();
		if ( $has_hint ) {
			$described[] = $id . '-hint';
		}
		if ( '' !== $error ) {
			$described[] = $id . '-error';
		}
		return ( '' !== $error ? ' aria-invalid="true"' : '' )
			. ( $described ? ' aria-describedby="' . esc_attr( implode( ' ', $described ) ) . '"' : '' );
	}
}
