<?php
/**
 * The shortcode `[vitrine_age_gate minimum="18" mode="age|birthdate" refusal="remove|clear" title="…" message="…" error="…"]`: the block's settings in snake_case.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

use Vitrine\Interactive\AgeGate;

defined( 'ABSPATH' ) || exit;

return static function ( $atts, string $content ): string {
	return AgeGate::render(
		shortcode_atts(
			array(
				'minimum' => 18,
				'mode'    => 'age',
				'refusal' => 'remove',
				'title'   => '',
				'message' => '',
				'error'   => '',
			),
			is_array( $atts ) ? $atts : array()
		)
	);
};
