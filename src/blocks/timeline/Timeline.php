<?php
/**
 * The timeline.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Presentation;

use Vitrine\Content\TimelineEntries;

defined( 'ABSPATH' ) || exit;

/**
 * Timeline entries in order, as an ordered list. Pure markup and CSS: nothing to load.
 */
final class Timeline {

	/**
	 * Renders the timeline.
	 *
	 * @param array{count?: int} $settings `count` (default all).
	 */
	public static function render( array $settings = array() ): string {
		$entries = TimelineEntries::items( array( 'limit' => max( 0, (int) ( $settings['count'] ?? 0 ) ) ) );
		if ( ! $entries ) {
			return '';
		}
		wp_enqueue_style( 'vitrine-widget-timeline' );
		$html = '';
		foreach ( $entries as $entry ) {
			$html .= sprintf(
				'<li class="vitrine-timeline__entry"><p class="vitrine-timeline__date">%1$s</p><div class="vitrine-timeline__body"><h3 class="vitrine-timeline__title">%2$s</h3>%3$s</div></li>',
				esc_html( (string) $entry['date_label'] ),
				esc_html( (string) $entry['title'] ),
				wp_kses_post( wpautop( wp_strip_all_tags( (string) $entry['content'] ) ) )
			);
		}
		return '<div class="vitrine-timeline"><ol class="vitrine-timeline__list">' . $html . '</ol></div>';
	}
}
