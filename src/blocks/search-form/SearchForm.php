<?php
/**
 * Search form widget.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Search;

defined( 'ABSPATH' ) || exit;

/**
 * A search form in three variants: classic (the form), expanding (a search link that opens the
 * form in place) and fullscreen (a search link that opens it in an overlay), with optional
 * type and category filters. The server prints a plain GET form to `/?s=` with the filters as
 * query arguments, and for the expanding and fullscreen variants a link to the search page:
 * all of it works without JavaScript; the widget adds live suggestions and the opening.
 */
final class SearchForm {

	public const VARIANTS = array( 'classic', 'expanding', 'fullscreen' );

	private const ICON = '<svg class="vitrine-search-form__icon" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" aria-hidden="true" focusable="false"><circle cx="11" cy="11" r="7"/><path d="m20 20-3.5-3.5"/></svg>';

	/**
	 * Renders the widget.
	 *
	 * @param array<string, mixed> $settings `variant`, `postTypes` (allowed slugs; empty: all
	 *                                       public), `typeFilter`, `categoryFilter`,
	 *                                       `suggestions`, `placeholder`, `label`; for themes
	 *                                       `id` (the panel's id), `toggleClass`, `panelClass`.
	 */
	public static function render( array $settings ): string {
		$variant = in_array( $settings['variant'] ?? '', self::VARIANTS, true ) ? (string) $settings['variant'] : 'classic';
		$id      = sanitize_html_class( (string) ( $settings['id'] ?? '' ) );
		$id      = '' === $id ? wp_unique_id( 'vitrine-search-' ) : $id;
		$label   = sanitize_text_field( (string) ( $settings['label'] ?? '' ) );
		$label   = '' === $label ? __( 'Search the site', 'vitrine' ) : $label;
		$types   = ! empty( $settings['typeFilter'] ) ? SearchFilters::allowed_types( $settings['postTypes'] ?? array() ) : array();

		$form = self::form( $id, $label, $settings, $types, ! empty( $settings['categoryFilter'] ) );
		if ( 'classic' === $variant ) {
			$inner = '<div id="' . esc_attr( $id ) . '" class="vitrine-search-form__panel">' . $form . '</div>';
		} else {
			$inner = sprintf(
				'<a class="%1$s" href="%2$s" data-vitrine-search-toggle>%3$s<span class="screen-reader-text">%4$s</span></a><div id="%5$s" class="%6$s" data-vitrine-search-panel hidden>%7$s</div>',
				esc_attr( trim( 'vitrine-search-form__toggle ' . (string) ( $settings['toggleClass'] ?? '' ) ) ),
				esc_url( home_url( '/?s=' ) ),
				self::ICON,
				esc_html__( 'Search', 'vitrine' ),
				esc_attr( $id ),
				esc_attr( trim( 'vitrine-search-form__panel ' . (string) ( $settings['panelClass'] ?? '' ) ) ),
				$form
			);
		}

		return vitrine_render_widget(
			'search-form',
			array(
				'variant'     => $variant,
				'panelId'     => $id,
				'label'       => $label,
				'suggestions' => ! isset( $settings['suggestions'] ) || (bool) $settings['suggestions'],
				'minLength'   => 2,
				'perPage'     => 6,
			),
			$inner,
			array( 'class' => 'vitrine-search-form--' . $variant )
		);
	}

	/**
	 * The GET form: the field, the filters, the submit button.
	 *
	 * @param string                $id         The panel's id (prefix of the field ids).
	 * @param string                $label      The form's accessible name.
	 * @param array<string, mixed>  $settings   Widget settings (placeholder).
	 * @param array<string, string> $types      Types offered in the filter, slug => label.
	 * @param bool                  $categories Whether to offer the category filter.
	 */
	private static function form( string $id, string $label, array $settings, array $types, bool $categories ): string {
		$placeholder = sanitize_text_field( (string) ( $settings['placeholder'] ?? '' ) );
		$placeholder = '' === $placeholder ? __( 'Search stories and products…', 'vitrine' ) : $placeholder;
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- Reading the current public search.
		$current = SearchFilters::from_request( wp_unslash( $_GET ) );

		$filters = '';
		if ( count( $types ) > 1 ) {
			$options = '<option value="">' . esc_html__( 'Everything', 'vitrine' ) . '</option>';
			foreach ( $types as $slug => $name ) {
				$options .= sprintf( '<option value="%1$s"%2$s>%3$s</option>', esc_attr( $slug ), selected( $current['post_type'], $slug, false ), esc_html( $name ) );
			}
			$filters .= self::select( $id . '-type', 'post_type', __( 'Content type', 'vitrine' ), $options );
		}
		if ( $categories ) {
			$terms = get_terms(
				array(
					'taxonomy'   => 'category',
					'hide_empty' => true,
				)
			);
			if ( is_array( $terms ) && $terms ) {
				$options = '<option value="">' . esc_html__( 'All categories', 'vitrine' ) . '</option>';
				foreach ( $terms as $term ) {
					if ( $term instanceof \WP_Term ) {
						$options .= sprintf( '<option value="%1$s" data-term-id="%2$d"%3$s>%4$s</option>', esc_attr( $term->slug ), $term->term_id, selected( $current['category'], $term->slug, false ), esc_html( $term->name ) );
					}
				}
				$filters .= self::select( $id . '-category', 'category', __( 'Category', 'vitrine' ), $options );
			}
		}

		return sprintf(
			'<form role="search" method="get" class="search-form vitrine-search-form__form" action="%1$s" aria-label="%2$s"><div class="vitrine-search-form__bar"><label class="screen-reader-text" for="%3$s">%4$s</label><input type="search" id="%3$s" class="search-form__field vitrine-search-form__field" name="s" value="%5$s" placeholder="%6$s"><button type="submit" class="search-form__submit vitrine-search-form__submit">%7$s<span class="screen-reader-text">%8$s</span></button></div>%9$s</form>',
			esc_url( home_url( '/' ) ),
			esc_attr( $label ),
			esc_attr( $id . '-field' ),
			esc_html__( 'Search for:', 'vitrine' ),
			esc_attr( get_search_query( false ) ),
			esc_attr( $placeholder ),
			self::ICON,
			esc_html__( 'Search', 'vitrine' ),
			'' === $filters ? '' : '<div class="vitrine-search-form__filters">' . $filters . '</div>'
		);
	}

	/**
	 * A labelled filter select.
	 *
	 * @param string $id      Its id.
	 * @param string $name    Query argument.
	 * @param string $label   Visible label.
	 * @param string $options Escaped options.
	 */
	private static function select( string $id, string $name, string $label, string $options ): string {
		return sprintf(
			'<p class="vitrine-search-form__filter"><label for="%1$s">%2$s</label><select id="%1$s" name="%3$s">%4$s</select></p>',
			esc_attr( $id ),
			esc_html( $label ),
			esc_attr( $name ),
			$options
		);
	}
}
