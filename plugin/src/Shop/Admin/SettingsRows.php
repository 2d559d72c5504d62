<?php
/**
 * Repeating rows on a settings tab.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Shop\Admin;

defined( 'ABSPATH' ) || exit;

/**
 * A table of rows of one list option (bank accounts, shipping zones, tax rates): one row per
 * stored entry and one empty row to add another (saving with it filled adds it; emptying a
 * row's fields removes it). Each column's header labels its inputs for screen readers.
 */
final class SettingsRows {

	/**
	 * Prints the table.
	 *
	 * @param string                                                            $option  Option name (the inputs' name prefix).
	 * @param array<string, array{label: string, type?: string, class?: string}> $columns Columns by field: label, `text` (default) or `checkbox`.
	 * @param list<array<string, mixed>>                                        $rows    Stored rows.
	 * @param string                                                            $caption What the rows are (the table's caption, for screen readers).
	 */
	public static function render( string $option, array $columns, array $rows, string $caption ): void {
		echo '<table class="widefat striped vitrine-settings-rows" id="' . esc_attr( $option ) . '"><caption class="screen-reader-text">' . esc_html( $caption ) . '</caption><thead><tr>';
		foreach ( $columns as $column ) {
			echo '<th scope="col">' . esc_html( $column['label'] ) . '</th>';
		}
		echo '</tr></thead><tbody>';
		$rows[] = array();
		foreach ( array_values( $rows ) as $index => $row ) {
			echo '<tr>';
			foreach ( $columns as $field => $column ) {
				$name  = sprintf( '%1$s[%2$d][%3$s]', $option, $index, $field );
				$value = $row[ $field ] ?? '';
				$label = sprintf(
					/* translators: 1: a column's name, e.g. "IBAN", 2: the row's number. */
					__( '%1$s, row %2$d', 'vitrine' ),
					$column['label'],
					$index + 1
				);
				if ( 'checkbox' === ( $column['type'] ?? 'text' ) ) {
					printf( '<td><input type="checkbox" name="%1$s" value="1" aria-label="%2$s"%3$s></td>', esc_attr( $name ), esc_attr( $label ), checked( (bool) $value, true, false ) );
					continue;
				}
				$class = '' !== ( $column['class'] ?? '' ) ? $column['class'] : 'widefat';
				$text  = is_array( $value ) ? implode( ', ', array_map( 'strval', $value ) ) : (string) $value;
				printf(
					'<td><input type="text" name="%1$s" value="%2$s" aria-label="%3$s" class="%4$s"></td>',
					esc_attr( $name ),
					esc_attr( $text ),
					esc_attr( $label ),
					esc_attr( $class )
				);
			}
			echo '</tr>';
		}
		echo '</tbody></table><p class="description">' . esc_html__( 'Fill the empty row and save to add one more; empty a row to remove it.', 'vitrine' ) . '</p>';
	}

	/**
	 * The submitted rows as arrays of strings, without the empty ones.
	 *
	 * @param mixed $value The submitted option.
	 * @return list<array<string, string>>
	 */
	public static function submitted( $value ): array {
		$rows = array();
		foreach ( is_array( $value ) ? $value : array() as $row ) {
			if ( ! is_array( $row ) ) {
				continue;
			}
			$clean = array();
			foreach ( $row as $key => $field ) {
				$clean[ (string) $key ] = is_scalar( $field ) ? trim( (string) $field ) : ( is_array( $field ) ? implode( ',', array_map( 'strval', array_filter( $field, 'is_scalar' ) ) ) : '' );
			}
			if ( '' !== implode( '', $clean ) ) {
				$rows[] = $clean;
			}
		}
		return $rows;
	}
}
