<?php
/**
 * Unfold / read more.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Interactive;

defined( 'ABSPATH' ) || exit;

/**
 * A long text shown folded to a height, with a "Read more" button that unfolds it. The server
 * prints the whole text (readable without scripting and by search engines); the widget folds
 * that same markup and animates the height (src/blocks/unfold/unfold.ts, no React). The props
 * carry only the settings.
 */
final class Unfold {

	/**
	 * Renders an unfold block.
	 *
	 * @param string                                       $content  HTML (filtered by wp_kses_post).
	 * @param array{height?: mixed, more?: mixed, less?: mixed} $settings Folded height in px (40–2000, default 160) and the button's labels.
	 */
	public static function render( string $content, array $settings = array() ): string {
		$html = wp_kses_post( wpautop( $content ) );
		if ( '' === trim( $html ) ) {
			return '';
		}
		$height = absint( $settings['height'] ?? 160 );
		$height = min( 2000, max( 40, $height ? $height : 160 ) );
		$more   = sanitize_text_field( (string) ( $settings['more'] ?? '' ) );
		$less   = sanitize_text_field( (string) ( $settings['less'] ?? '' ) );
		return vitrine_render_widget(
			'unfold',
			// The text is the markup below, which the widget folds: nothing of it is sent twice.
			array(
				'id'     => wp_unique_id( 'vitrine-unfold-' ),
				'height' => $height,
				'more'   => '' === $more ? __( 'Read more', 'vitrine' ) : $more,
				'less'   => '' === $less ? __( 'Read less', 'vitrine' ) : $less,
			),
			// The height lets the stylesheet fold the text from the first paint when scripting is on.
			'<div class="vitrine-unfold__content" style="--vitrine-unfold-height:' . $height . 'px">' . $html . '</div>'
		);
	}
}
