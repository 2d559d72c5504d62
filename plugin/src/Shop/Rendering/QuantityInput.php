<?php
/**
 * The quantity input.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Shop\Rendering;

use Vitrine\Widgets\WidgetRenderer;

defined( 'ABSPATH' ) || exit;

/**
 * A quantity field: a number input (the no-JS fallback, submitted as is) that the `quantity`
 * widget turns into − / + buttons around the same input (`src/lib/quantity.ts` has the rules).
 */
final class QuantityInput {

	/**
	 * Renders the field.
	 *
	 * @param array{name: string, value: int, min: int, max: int|null, step: int, label: string} $field Field.
	 */
	public static function render( array $field ): string {
		$id    = wp_unique_id( 'vitrine-quantity-' );
		$input = sprintf(
			'<label class="screen-reader-text" for="%1$s">%2$s</label><input type="number" id="%1$s" class="vitrine-quantity__input" name="%3$s" value="%4$d" min="%5$d"%6$s step="%7$d" inputmode="numeric" autocomplete="off">',
			esc_attr( $id ),
			esc_html( $field['label'] ),
			esc_attr( $field['name'] ),
			$field['value'],
			$field['min'],
			null === $field['max'] ? '' : ' max="' . (int) $field['max'] . '"',
			max( 1, $field['step'] )
		);
		return WidgetRenderer::render(
			'quantity',
			array(
				'id'    => $id,
				'name'  => $field['name'],
				'value' => $field['value'],
				'min'   => $field['min'],
				'max'   => $field['max'],
				'step'  => $field['step'],
				'label' => $field['label'],
			),
			$input,
			array( 'class' => 'vitrine-quantity' )
		);
	}
}
