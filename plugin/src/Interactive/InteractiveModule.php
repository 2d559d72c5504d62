<?php
/**
 * Interactive widgets.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Interactive;

use Vitrine\Core\Assets;
use Vitrine\Core\Module;
use const Vitrine\PLUGIN_FILE;

/**
 * The accordion, switcher, unfold, slide menu, table, age gate, map, events calendar and
 * upcoming events, each as a block (settings
 * in the editor's sidebar, described by plugin/blocks/<name>/block.json) and a shortcode.
 */
final class InteractiveModule implements Module {

	public const EDITOR_SCRIPT = 'vitrine-block-interactive';

	/**
	 * {@inheritDoc}
	 */
	public function register(): void {
		add_action( 'init', array( $this, 'register_shortcodes' ) );
		add_action( 'init', array( $this, 'register_blocks' ) );
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
	 * Registers the blocks (rendered by the server; the editor script adds the settings).
	 */
	public function register_blocks(): void {
		$asset = Assets::asset( 'block-interactive' );
		if ( $asset ) {
			wp_register_script( self::EDITOR_SCRIPT, plugins_url( 'build/block-interactive.js', PLUGIN_FILE ), $asset['dependencies'], $asset['version'], true );
			wp_set_script_translations( self::EDITOR_SCRIPT, 'vitrine', dirname( PLUGIN_FILE ) . '/languages' );
		}
		$renders = array(
			'accordion'       => static fn( array $a ) => Accordion::render( array_values( array_map( static fn( $item ) => (array) $item, (array) $a['items'] ) ), $a ),
			'switcher'        => static fn( array $a ) => Switcher::render( array_values( array_map( static fn( $item ) => (array) $item, (array) $a['items'] ) ), (string) $a['label'] ),
			'unfold'          => static fn( array $a ) => Unfold::render( (string) $a['content'], $a ),
			'slide-menu'      => static fn( array $a ) => SlideMenu::render( $a ),
			'table'           => static fn( array $a ) => DataTable::render( (string) $a['csv'], $a ),
			'age-gate'        => static fn( array $a ) => AgeGate::render( $a ),
			'map'             => static fn( array $a ) => Map::render( $a ),
			'events-calendar' => static fn( array $a ) => EventsCalendar::render( $a ),
			'upcoming-events' => static fn( array $a ) => EventsCalendar::upcoming_block( absint( $a['count'] ) ),
		);
		foreach ( $renders as $name => $render ) {
			$style = 'vitrine-widget-' . $name;
			register_block_type(
				dirname( PLUGIN_FILE ) . '/blocks/' . $name,
				array(
					'render_callback'       => static fn( $attributes ) => $render( (array) $attributes ),
					'editor_script_handles' => $asset ? array( self::EDITOR_SCRIPT ) : array(),
					'editor_style_handles'  => wp_style_is( $style, 'registered' ) ? array( $style ) : array(),
				)
			);
		}
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
