<?php
/**
 * Interactive widgets.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Interactive;

use Vitrine\Core\Module;

defined( 'ABSPATH' ) || exit;

/**
 * The accordion, switcher, unfold, slide menu, table, age gate, map, events calendar,
 * upcoming events and countdown as shortcodes. Each is also a block, in its own folder `src/blocks/<name>/`
 * (block.json, editor script, render.php calling the render class here, the widget).
 */
final class InteractiveModule implements Module {

	/**
	 * {@inheritDoc}
	 */
	public function register(): void {
		add_action( 'init', array( $this, 'register_shortcodes' ) );
	}

	/**
	 * Registers the shortcodes:
	 * `[vitrine_accordion multiple="1" open="1"][vitrine_toggle title="…"]…[/vitrine_toggle]…[/vitrine_accordion]`,
	 * `[vitrine_switcher label="…"][vitrine_switch title="Monthly"]…[/vitrine_switch][vitrine_switch title="Yearly"]…[/vitrine_switch][/vitrine_switcher]`,
	 * `[vitrine_unfold height="160" more="Read more" less="Read less"]…[/vitrine_unfold]`,
	 * `[vitrine_slide_menu location="primary" menu="" label="…"]`,
	 * `[vitrine_table caption="…" sortable="1" search="1" per_page="10" layout="scroll|stack"]CSV[/vitrine_table]`,
	 * `[vitrine_age_gate minimum="18" mode="age|birthdate" refusal="remove|clear" title="…" message="…" error="…"]`,
	 * `[vitrine_events_calendar view="month|week|list" upcoming="5" label="…"]`, `[vitrine_upcoming_events count="5"]`,
	 * `[vitrine_countdown date="2026-12-24 18:00" label="…" end_action="message|hide" end_message="…"]`,
	 * `[vitrine_map center="45.76,4.83" zoom="6" height="420" tiles="https://…/{z}/{x}/{y}.png" label="…"][vitrine_pin lat="45.76" lng="4.83" title="…" trigger="click|hover|always" icon="…"]content[/vitrine_pin]…[/vitrine_map]`.
	 */
	public function register_shortcodes(): void {
		add_shortcode(
			'vitrine_accordion',
			static function ( $atts, $content = '' ) {
				$atts = self::atts(
					$atts,
					array(
						'multiple' => 0,
						'open'     => 0,
					)
				);
				return Accordion::render( Items::from_shortcodes( (string) $content, 'vitrine_toggle' ), $atts );
			}
		);
		add_shortcode(
			'vitrine_switcher',
			static function ( $atts, $content = '' ) {
				$atts = self::atts( $atts, array( 'label' => '' ) );
				return Switcher::render( Items::from_shortcodes( (string) $content, 'vitrine_switch' ), (string) $atts['label'] );
			}
		);
		add_shortcode(
			'vitrine_unfold',
			static function ( $atts, $content = '' ) {
				return Unfold::render(
					do_shortcode( (string) $content ),
					self::atts(
						$atts,
						array(
							'height' => 160,
							'more'   => '',
							'less'   => '',
						)
					)
				);
			}
		);
		add_shortcode(
			'vitrine_slide_menu',
			static fn( $atts ) => SlideMenu::render(
				self::atts(
					$atts,
					array(
						'location' => 'primary',
						'menu'     => '',
						'label'    => '',
					)
				)
			)
		);
		add_shortcode(
			'vitrine_table',
			static function ( $atts, $content = '' ) {
				$atts = self::atts(
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
				$csv             = trim( (string) preg_replace( '#</?(p|br)\s*/?>#i', "\n", (string) $content ) );
				$atts['perPage'] = $atts['per_page'];
				return DataTable::render( $csv, $atts );
			}
		);
		add_shortcode(
			'vitrine_map',
			static function ( $atts, $content = '' ) {
				$atts         = shortcode_atts(
					array(
						'center'      => '',
						'zoom'        => 0,
						'height'      => 0,
						'pin_size'    => 0,
						'tiles'       => '',
						'attribution' => '',
						'label'       => '',
					),
					is_array( $atts ) ? $atts : array()
				);
				$atts['pins'] = Items::from_shortcodes( (string) $content, 'vitrine_pin' );
				return Map::render( $atts + array( 'pinSize' => $atts['pin_size'] ) );
			}
		);
		add_shortcode(
			'vitrine_events_calendar',
			static fn( $atts ) => EventsCalendar::render(
				self::atts(
					$atts,
					array(
						'view'     => 'month',
						'label'    => '',
						'upcoming' => 5,
					)
				)
			)
		);
		add_shortcode(
			'vitrine_upcoming_events',
			static fn( $atts ) => EventsCalendar::upcoming_block( (int) self::atts( $atts, array( 'count' => 5 ) )['count'] )
		);
		add_shortcode(
			'vitrine_countdown',
			static function ( $atts ) {
				$atts = self::atts(
					$atts,
					array(
						'date'        => '',
						'label'       => '',
						'end_action'  => 'message',
						'end_message' => '',
					)
				);
				return Countdown::render(
					array(
						'date'       => $atts['date'],
						'label'      => $atts['label'],
						'endAction'  => $atts['end_action'],
						'endMessage' => $atts['end_message'],
					)
				);
			}
		);
		add_shortcode(
			'vitrine_age_gate',
			static fn( $atts ) => AgeGate::render(
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
			)
		);
	}

	/**
	 * Shortcode attributes with defaults, numbers as integers.
	 *
	 * @param mixed                     $atts     Raw attributes.
	 * @param array<string, int|string> $defaults Defaults.
	 * @return array<string, mixed>
	 */
	private static function atts( $atts, array $defaults ): array {
		$atts = shortcode_atts( $defaults, is_array( $atts ) ? $atts : array() );
		foreach ( $defaults as $key => $default ) {
			if ( is_int( $default ) ) {
				$atts[ $key ] = absint( $atts[ $key ] );
			}
		}
		return $atts;
	}
}
