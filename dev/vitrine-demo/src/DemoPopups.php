<?php
/**
 * The demo's popups.
 *
 * @package VitrineDemo
 */

declare( strict_types = 1 );

namespace Vitrine\Demo;

use Vitrine\Popups\PopupPostType;
use Vitrine\Popups\PopupSettings;

defined( 'ABSPATH' ) || exit;

/**
 * Three popups on the /widgets/ page, each showing one side of the feature: one that waits
 * for two more page views and then for the pointer to leave through the top (with "do not show
 * again"), one opened only by a `#vitrine-action:popup/open/studio-hours` link, and one whose
 * schedule ended long ago (so it never shows). Missing ones are created; edited ones are left.
 */
final class DemoPopups {

	/**
	 * Creates the missing popups.
	 *
	 * @param ContentStore       $content Finds and creates posts.
	 * @param SeedReport         $report  Report; counts `popup`s.
	 * @param array<string, int> $pages   Page ids by slug.
	 */
	public static function seed( ContentStore $content, SeedReport $report, array $pages ): void {
		$widgets = (int) ( $pages['widgets'] ?? 0 );
		if ( ! $widgets ) {
			return;
		}
		$on_widgets = array(
			'include' => 'ids',
			'ids'     => array( $widgets ),
		);
		foreach ( self::popups( $on_widgets ) as $slug => $popup ) {
			if ( $content->find( PopupPostType::POST_TYPE, $slug ) ) {
				continue;
			}
			$id = $content->create(
				array(
					'post_type'    => PopupPostType::POST_TYPE,
					'post_status'  => 'publish',
					'post_name'    => $slug,
					'post_title'   => $popup['title'],
					'post_content' => BlockMarkup::render( $popup['blocks'] ),
				)
			);
			update_post_meta( $id, PopupSettings::META_KEY, wp_slash( PopupSettings::sanitize_json( $popup['settings'] ) ) );
			$report->add( 'popup' );
		}
	}

	/**
	 * The popups by slug.
	 *
	 * @param array<string, mixed> $conditions Where they show.
	 * @return array<string, array{title: string, blocks: list<array<int, mixed>>, settings: array<string, mixed>}>
	 */
	private static function popups( array $conditions ): array {
		return array(
			'before-you-go'           => array(
				'title'    => 'Before you go',
				'blocks'   => array(
					array( 'p', 'Letters from the workshop arrive once a month: new pieces, open-studio dates and a story from the bench. No noise, unsubscribe in one click.' ),
					array( 'button', 'Read the latest letter', home_url( '/blog/' ) ),
				),
				'settings' => array(
					'conditions' => $conditions,
					'timing'     => array( 'pageViews' => array( 'views' => 2 ) ),
					'triggers'   => array( 'exitIntent' => array( 'sensitivity' => 300 ) ),
					'close'      => array(
						'backdrop'      => true,
						'escape'        => true,
						'dontShowAgain' => true,
					),
				),
			),
			'studio-hours'            => array(
				'title'    => 'Studio hours',
				'blocks'   => array(
					array( 'p', 'Thursdays and Saturdays, 10 am to 6 pm, and by appointment on other days. 14 rue des Tanneurs, Lyon.' ),
				),
				'settings' => array(
					'conditions' => $conditions,
					'triggers'   => array(),
				),
			),
			'spring-open-studio-2020' => array(
				'title'    => 'Spring open studio 2020',
				'blocks'   => array(
					array( 'p', 'Join us for the spring open studio, 4 to 6 April 2020.' ),
				),
				'settings' => array(
					'conditions' => $conditions,
					'timing'     => array(
						'schedule' => array(
							'start'    => '2020-03-01T00:00',
							'end'      => '2020-04-06T18:00',
							'timezone' => 'site',
						),
					),
					'triggers'   => array( 'pageLoad' => array( 'delay' => 0 ) ),
				),
			),
		);
	}
}
