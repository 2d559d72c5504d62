<?php
/**
 * The shortcode `[vitrine_tabs label="…"][vitrine_tab title="…"]content[/vitrine_tab]…[/vitrine_tabs]`.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

use Vitrine\Blocks\ShortcodeAtts;
use Vitrine\Core\ShortcodeAttributes;
use Vitrine\Presentation\Tabs;

defined( 'ABSPATH' ) || exit;

return static function ( $atts, string $content ): string {
	$atts = ShortcodeAtts::parse( $atts, array( 'label' => '' ) );
	preg_match_all( '/' . get_shortcode_regex( array( 'vitrine_tab' ) ) . '/s', $content, $matches, PREG_SET_ORDER );
	$tabs = array();
	foreach ( $matches as $match ) {
		$inner  = ShortcodeAttributes::parse( $match[3] );
		$tabs[] = array(
			'title'   => $inner['title'] ?? '',
			'content' => do_shortcode( trim( $match[5] ) ),
		);
	}
	return Tabs::render( $tabs, (string) $atts['label'] );
};
