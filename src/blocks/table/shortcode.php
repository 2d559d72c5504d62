<?php
/**
 * The shortcode `[vitrine_table caption="…" sortable="1" search="1" per_page="10" layout="scroll|stack"]CSV[/vitrine_table]`: the block's settings in snake_case.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

use Vitrine\Blocks\ShortcodeAtts;
use Vitrine\Interactive\DataTable;

defined( 'ABSPATH' ) || exit;

return static function ( $atts, string $content ): string {
	$atts = ShortcodeAtts::parse(
		$atts,
		array(
			'caption'  => '',
			'sortable' => 1,
			'search'   => 0,
			'per_page' => 0,
			'layout'   => 'scroll',
		)
	);
	// The editor's autop may have wrapped lines of CSV in paragraphs.
	$csv             = trim( (string) preg_replace( '#</?(p|br)\s*/?>#i', "\n", $content ) );
	$atts['perPage'] = $atts['per_page'];
	return DataTable::render( $csv, $atts );
};
