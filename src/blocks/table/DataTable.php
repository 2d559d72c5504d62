<?php
/**
 * Table.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Interactive;

defined( 'ABSPATH' ) || exit;

/**
 * A data table from CSV text (typed in the block's settings or read from an uploaded file),
 * with optional sorting per column, search and pagination. The server prints the whole table,
 * usable without scripting; the widget adds the sort buttons, the search field and the pages.
 */
final class DataTable {

	public const MAX_ROWS    = 2000;
	public const MAX_COLUMNS = 30;

	/**
	 * Renders a table.
	 *
	 * @param string $csv      CSV text; the first row holds the column headings.
	 * @param array{caption?: mixed, sortable?: mixed, search?: mixed, perPage?: mixed, layout?: mixed} $settings Settings: `layout` `scroll` (default) or `stack` (cards on phones).
	 */
	public static function render( string $csv, array $settings = array() ): string {
		$rows = self::parse( $csv );
		if ( count( $rows ) < 1 ) {
			return '';
		}
		$headers = array_shift( $rows );
		$caption = sanitize_text_field( (string) ( $settings['caption'] ?? '' ) );
		$layout  = 'stack' === ( $settings['layout'] ?? '' ) ? 'stack' : 'scroll';
		$id      = wp_unique_id( 'vitrine-table-' );

		$head = '';
		foreach ( $headers as $header ) {
			$head .= '<th scope="col">' . esc_html( $header ) . '</th>';
		}
		$body = '';
		foreach ( $rows as $row ) {
			$body .= '<tr>';
			foreach ( $headers as $index => $header ) {
				$body .= '<td data-label="' . esc_attr( $header ) . '">' . esc_html( $row[ $index ] ?? '' ) . '</td>';
			}
			$body .= '</tr>';
		}
		$fallback = sprintf(
			'<div class="vitrine-table__scroll" role="region" aria-labelledby="%1$s-caption" tabindex="0"><table class="vitrine-table__table"><caption id="%1$s-caption" class="vitrine-table__caption">%2$s</caption><thead><tr>%3$s</tr></thead><tbody>%4$s</tbody></table></div>',
			esc_attr( $id ),
			esc_html( '' === $caption ? __( 'Table', 'vitrine' ) : $caption ),
			$head,
			$body
		);
		return vitrine_render_widget(
			'table',
			array(
				'id'       => $id,
				'caption'  => $caption,
				'headers'  => $headers,
				'rows'     => $rows,
				'sortable' => ! empty( $settings['sortable'] ),
				'search'   => ! empty( $settings['search'] ),
				'perPage'  => min( 500, absint( $settings['perPage'] ?? 0 ) ),
			),
			$fallback,
			array( 'class' => 'vitrine-table--' . $layout )
		);
	}

	/**
	 * CSV text as rows of plain-text cells: blank lines dropped, every row as long as the
	 * header row, at most MAX_ROWS rows and MAX_COLUMNS columns. Commas or semicolons
	 * (spreadsheets in many locales save those) separate cells, whichever the first line uses.
	 *
	 * @param string $csv CSV text.
	 * @return list<list<string>>
	 */
	public static function parse( string $csv ): array {
		$csv   = preg_replace( '/^\xEF\xBB\xBF/', '', str_replace( array( "\r\n", "\r" ), "\n", $csv ) ) ?? '';
		$first = strtok( $csv, "\n" );
		$comma = substr_count( (string) $first, ',' );
		$semi  = substr_count( (string) $first, ';' );
		$sep   = $semi > $comma ? ';' : ',';

		$rows  = array();
		$width = 0;
		foreach ( self::records( $csv ) as $record ) {
			$cells = array_map(
				static fn( $cell ) => sanitize_text_field( (string) $cell ),
				array_slice( str_getcsv( $record, $sep, '"', '' ), 0, self::MAX_COLUMNS )
			);
			if ( '' === implode( '', $cells ) ) {
				continue;
			}
			$width  = $width ? $width : count( $cells );
			$rows[] = array_slice( array_pad( $cells, $width, '' ), 0, $width );
			if ( count( $rows ) > self::MAX_ROWS ) {
				break;
			}
		}
		return $rows;
	}

	/**
	 * Splits CSV text into records, keeping line breaks inside quoted cells.
	 *
	 * @param string $csv CSV text with "\n" line ends.
	 * @return list<string>
	 */
	private static function records( string $csv ): array {
		$records = array();
		$current = '';
		foreach ( explode( "\n", $csv ) as $line ) {
			$current = '' === $current ? $line : $current . "\n" . $line;
			if ( 0 === substr_count( $current, '"' ) % 2 ) {
				$records[] = $current;
				$current   = '';
			}
		}
		if ( '' !== $current ) {
			$records[] = $current;
		}
		return $records;
	}
}
