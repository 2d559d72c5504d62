<?php
/**
 * Prints the popups of the current page.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Popups;

use Vitrine\Widgets\WidgetRenderer;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * Each published popup whose conditions match the page becomes a `popup` widget mount point
 * in the footer. The browser then checks the timing rules against the visitor's own counters
 * (localStorage) and arms the triggers; nothing here depends on who is visiting.
 */
final class PopupRenderer {


	/**
	 * Hooked on `wp_footer` first of all: the runtime still prints after it, and the popups'
	 * styles are enqueued before WordPress decides which styles to print inline.
	 */
	public static function print_popups(): void {
		if ( is_admin() || is_feed() || is_embed() ) {
			return;
		}
		// Output is escaped by render(): mount point attributes and filtered post content.
		echo self::render_matching(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
	}

	/**
	 * Mount points of the popups whose conditions match the current page.
	 */
	public static function render_matching(): string {
		$matching = array_keys( array_filter( PopupIndex::conditions(), array( PopupConditions::class, 'match_current' ) ) );
		if ( array() === $matching ) {
			return '';
		}
		$popups = get_posts(
			array(
				'post_type'        => PopupPostType::POST_TYPE,
				'post_status'      => 'publish',
				'post__in'         => $matching,
				'numberposts'      => 20, // At most the index's 20.
				'orderby'          => 'post__in',
				'suppress_filters' => false,
			)
		);
		$html   = '';
		foreach ( $popups as $popup ) {
			$html .= self::render( $popup, PopupSettings::of( $popup->ID ) );
		}
		return $html;
	}

	/**
	 * One popup's mount point. Without JavaScript nothing shows (a popup is an extra, the page
	 * is complete without it), so the fallback is empty.
	 *
	 * @param WP_Post              $popup    Popup post.
	 * @param array<string, mixed> $settings Sanitised settings.
	 */
	public static function render( WP_Post $popup, array $settings ): string {
		$props = array(
			'id'                => $popup->ID,
			'slug'              => $popup->post_name,
			'title'             => get_the_title( $popup ),
			'html'              => 'content' === $settings['type'] ? self::content( $popup ) : '',
			'type'              => $settings['type'],
			'url'               => $settings['url'],
			'selector'          => $settings['selector'],
			'timing'            => (object) $settings['timing'],
			'triggers'          => (object) $settings['triggers'],
			'close'             => $settings['close'],
			'siteOffsetMinutes' => (int) round( (float) get_option( 'gmt_offset', 0 ) * 60 ),
			'loadingLabel'      => __( 'Loading…', 'vitrine' ),
		);
		return WidgetRenderer::render( 'popup', $props, '', array( 'class' => 'vitrine-popup-mount' ) );
	}

	/**
	 * The popup's blocks rendered like post content.
	 *
	 * @param WP_Post $popup Popup post.
	 */
	private static function content( WP_Post $popup ): string {
		return (string) apply_filters( 'the_content', $popup->post_content ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- core's filter.
	}
}
