<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Interactive;

use Vitrine\Interactive\DataTable;
use Vitrine\Tests\TestCase;
use WP_Block_Type_Registry;

/**
 * The interactive widgets' server side: every shortcode and block renders an escaped, usable
 * fallback through the mount-point contract, with props the widget can read.
 */
final class InteractiveWidgetsTest extends TestCase {

	/**
	 * The JSON props of the first mount point of a widget in some HTML.
	 *
	 * @param string $html HTML.
	 * @param string $name Widget name.
	 * @return array<string, mixed>
	 */
	private function props( string $html, string $name ): array {
		$this->assertMatchesRegularExpression( '/data-vitrine-widget="' . $name . '" data-vitrine-props="([^"]*)"/', $html );
		preg_match( '/data-vitrine-widget="' . $name . '" data-vitrine-props="([^"]*)"/', $html, $match );
		return (array) json_decode( html_entity_decode( $match[1], ENT_QUOTES ), true );
	}

	public function test_every_interactive_block_is_registered_from_its_block_json(): void {
		foreach ( array( 'accordion', 'switcher', 'unfold', 'slide-menu', 'table', 'age-gate' ) as $name ) {
			$block = WP_Block_Type_Registry::get_instance()->get_registered( 'vitrine/' . $name );
			$this->assertNotNull( $block, $name );
			$this->assertTrue( $block->is_dynamic(), $name );
		}
	}

	public function test_the_accordion_shortcode_prints_details_that_work_without_javascript(): void {
		$html = do_shortcode( '[vitrine_accordion open="2"][vitrine_toggle title="First <b>one</b>"]Alpha & omega[/vitrine_toggle][vitrine_toggle title="Second"]<script>x()</script>Beta[/vitrine_toggle][vitrine_toggle title=""]Lost[/vitrine_toggle][/vitrine_accordion]' );

		$this->assertSame( 2, substr_count( $html, '<details class="vitrine-accordion__item"' ) );
		$this->assertStringContainsString( '<details class="vitrine-accordion__item" open><summary class="vitrine-accordion__title">Second</summary>', $html );
		$this->assertStringContainsString( 'Alpha &amp; omega', $html );
		$this->assertStringNotContainsString( '<script>', $html );
		$this->assertStringNotContainsString( 'Lost', $html );
		$props = $this->props( $html, 'accordion' );
		$this->assertArrayNotHasKey( 'items', $props, 'the sections are sent once, as the details' );
		$this->assertSame( 2, $props['open'] );
		$this->assertFalse( $props['multiple'] );
	}

	public function test_the_switcher_needs_two_contents_and_shows_both_without_javascript(): void {
		$this->assertSame( '', do_shortcode( '[vitrine_switcher][vitrine_switch title="Monthly"]€ 39[/vitrine_switch][/vitrine_switcher]' ) );

		$html = render_block(
			array(
				'blockName' => 'vitrine/switcher',
				'attrs'     => array(
					'items' => array(
						array(
							'title'   => 'Monthly',
							'content' => '€ 39',
						),
						array(
							'title'   => 'Yearly',
							'content' => '€ 390',
						),
						array(
							'title'   => 'Forever',
							'content' => 'never',
						),
					),
				),
			)
		);
		$this->assertSame( 2, substr_count( $html, 'class="vitrine-switcher__panel"' ) );
		$this->assertStringNotContainsString( 'Forever', $html );
		$props = $this->props( $html, 'switcher' );
		$this->assertSame( 'Yearly', $props['label'] );
		$this->assertArrayNotHasKey( 'items', $props, 'the contents are sent once, as the panels' );
		$this->assertSame( 1, substr_count( $html, '€ 390' ) );
	}

	public function test_unfold_prints_the_whole_text_and_clamps_the_folded_height(): void {
		$html  = do_shortcode( '[vitrine_unfold height="5" more="Tell me more"]A long story.[/vitrine_unfold]' );
		$props = $this->props( $html, 'unfold' );

		$this->assertSame( 1, substr_count( $html, 'A long story.' ), 'the text is sent once, as HTML' );
		$this->assertStringContainsString( '<p>A long story.</p>', $html );
		$this->assertArrayNotHasKey( 'html', $props );
		$this->assertSame( 40, $props['height'] );
		$this->assertSame( 'Tell me more', $props['more'] );
		$this->assertSame( 'Read less', $props['less'] );
		$this->assertStringContainsString( '--vitrine-unfold-height:40px', $html );
		$this->assertSame( '', do_shortcode( '[vitrine_unfold][/vitrine_unfold]' ) );
	}

	public function test_the_slide_menu_prints_a_menu_s_levels_as_nested_links(): void {
		$menu   = wp_create_nav_menu( 'Slide test' );
		$parent = wp_update_nav_menu_item(
			$menu,
			0,
			array(
				'menu-item-title'  => 'Rooms',
				'menu-item-url'    => '#',
				'menu-item-status' => 'publish',
			)
		);
		wp_update_nav_menu_item(
			$menu,
			0,
			array(
				'menu-item-title'     => 'Kitchen <em>&</em>',
				'menu-item-url'       => 'https://example.org/kitchen/',
				'menu-item-parent-id' => $parent,
				'menu-item-status'    => 'publish',
			)
		);

		$html  = do_shortcode( '[vitrine_slide_menu menu="' . $menu . '" label="Rooms menu"]' );
		$props = $this->props( $html, 'slide-menu' );

		$this->assertStringContainsString( '<nav class="vitrine-slide-menu__nav" aria-label="Rooms menu">', $html );
		$this->assertStringContainsString( '<span class="vitrine-slide-menu__label">Rooms</span><ul class="vitrine-slide-menu__list">', $html );
		$this->assertStringContainsString( '<a class="vitrine-slide-menu__link" href="https://example.org/kitchen/">', $html );
		$this->assertSame( 'Rooms', $props['items'][0]['label'] );
		$this->assertSame( 'https://example.org/kitchen/', $props['items'][0]['children'][0]['url'] );
		$this->assertSame( '', do_shortcode( '[vitrine_slide_menu menu="no-such-menu"]' ) );
	}

	public function test_csv_is_parsed_with_quotes_semicolons_and_ragged_rows(): void {
		$this->assertSame(
			array(
				array( 'Name', 'Note' ),
				array( 'Bowl', 'Blue, "glazed" by hand' ),
				array( 'Cup', '' ),
			),
			DataTable::parse( "\xEF\xBB\xBFName,Note\r\nBowl,\"Blue, \"\"glazed\"\"\nby hand\"\r\n\r\nCup\r\n" )
		);
		$this->assertSame( array( array( 'a', 'b' ), array( '1', '2' ) ), DataTable::parse( "a;b\n1;2;3" ) );
		$this->assertSame( array( array( 'x' ) ), DataTable::parse( '<b>x</b>' ) );
	}

	public function test_the_table_prints_a_complete_table_and_props_for_sorting(): void {
		$html  = render_block(
			array(
				'blockName' => 'vitrine/table',
				'attrs'     => array(
					'csv'     => "Item,Price\nOak table,1200\n<img src=x onerror=alert(1)>Cup,24",
					'caption' => 'Prices',
					'search'  => true,
					'perPage' => 10,
					'layout'  => 'stack',
				),
			)
		);
		$props = $this->props( $html, 'table' );

		$this->assertStringContainsString( 'vitrine-table--stack', $html );
		$this->assertStringContainsString( '<th scope="col">Price</th>', $html );
		$this->assertStringContainsString( '<td data-label="Price">1200</td>', $html );
		$this->assertStringContainsString( 'Prices</caption>', $html );
		$this->assertStringNotContainsString( '<img', $html );
		$this->assertSame( array( 'Item', 'Price' ), $props['headers'] );
		$this->assertSame( array( 'Cup', '24' ), $props['rows'][1] );
		$this->assertTrue( $props['sortable'] );
		$this->assertTrue( $props['search'] );
		$this->assertSame( 10, $props['perPage'] );
		$this->assertSame( '', do_shortcode( '[vitrine_table][/vitrine_table]' ) );
	}

	public function test_the_table_shortcode_reads_csv_lines_that_the_editor_wrapped_in_paragraphs(): void {
		$props = $this->props( do_shortcode( "[vitrine_table per_page=\"3\"]<p>A,B<br />\n1,2</p>[/vitrine_table]" ), 'table' );
		$this->assertSame( array( 'A', 'B' ), $props['headers'] );
		$this->assertSame( array( array( '1', '2' ) ), $props['rows'] );
		$this->assertSame( 3, $props['perPage'] );
	}

	public function test_the_age_gate_uses_the_absolute_minimum_and_leaves_the_page_to_the_server(): void {
		$html  = do_shortcode( '[vitrine_age_gate minimum="-21" mode="birthdate" refusal="clear"]' );
		$props = $this->props( $html, 'age-gate' );

		$this->assertSame( 21, $props['minimum'] );
		$this->assertSame( 'birthdate', $props['mode'] );
		$this->assertSame( 'clear', $props['refusal'] );
		$this->assertSame( 'This page is for visitors aged 21 or over.', $props['message'] );
		$this->assertMatchesRegularExpression( '/data-vitrine-props="[^"]*" data-vitrine-load="eager"><\/div>$/', $html, 'no fallback: the server renders the page; the gate mounts at once' );

		$defaults = $this->props( do_shortcode( '[vitrine_age_gate mode="other" refusal="other"]' ), 'age-gate' );
		$this->assertSame( 18, $defaults['minimum'] );
		$this->assertSame( 'age', $defaults['mode'] );
		$this->assertSame( 'remove', $defaults['refusal'] );
	}

	public function test_the_map_keeps_valid_pins_routes_and_areas_and_lists_the_places_without_javascript(): void {
		$html  = render_block(
			array(
				'blockName' => 'vitrine/map',
				'attrs'     => array(
					'pins'     => array(
						array(
							'id'      => 'studio',
							'lat'     => '45.764',
							'lng'     => '4.8357',
							'title'   => 'Studio <b>Lyon</b>',
							'trigger' => 'always',
							'content' => '<p>Open</p><script>x()</script>',
						),
						array(
							'lat' => '95',
							'lng' => '4',
						),
						array(
							'lat'     => '46.5',
							'lng'     => '6',
							'trigger' => 'sometimes',
						),
					),
					'routes'   => array(
						array(
							'name'   => 'Run',
							'color'  => '#abcdef',
							'points' => "45.7, 4.8\nnowhere\n46.5, 6",
						),
						array( 'points' => '45, 4' ),
					),
					'mapStyle' => '[1, 2]',
				),
			)
		);
		$props = $this->props( $html, 'map' );

		$this->assertCount( 2, $props['pins'] );
		$this->assertSame( 'Studio Lyon', $props['pins'][0]['title'] );
		$this->assertSame( 'always', $props['pins'][0]['trigger'] );
		$this->assertSame( 'click', $props['pins'][1]['trigger'] );
		$this->assertSame( 'pin-3', $props['pins'][1]['id'] );
		$this->assertArrayNotHasKey( 'content', $props['pins'][0], 'a pin\'s content is sent once, in the list of places the widget reads it from' );
		$this->assertStringNotContainsString( '<script>', $html );
		$this->assertSame( 1, substr_count( $html, '<p>Open</p>' ) );
		$this->assertStringContainsString( '<li class="vitrine-map__place" data-place="studio"><strong class="vitrine-map__place-title">Studio Lyon</strong><div class="vitrine-map__place-content"><p>Open</p>', $html );
		$this->assertStringContainsString( '<li class="vitrine-map__place" data-place="pin-3">', $html );
		// Equals: 6.0 comes back from JSON as 6.
		$this->assertEquals(
			array(
				array(
					'name'   => 'Run',
					'color'  => '#abcdef',
					'points' => array( array( 45.7, 4.8 ), array( 46.5, 6.0 ) ),
				),
			),
			$props['routes']
		);
		$this->assertSame( array( 45.764, 4.8357 ), $props['center'] );
		$this->assertSame( 50, $props['pinSize'] );
		$this->assertSame( 18, $props['maxZoom'] );
		$this->assertSame( 2000, $props['fitDelay'] );
		$this->assertSame( '', $props['tiles'] );
		$this->assertSame( array(), $props['style'] );
		$this->assertStringContainsString( 'href="https://www.openstreetmap.org/?mlat=45.764&#038;mlon=4.8357#map=16/45.764/4.8357"', $html );
		$this->assertSame( '', do_shortcode( '[vitrine_map][vitrine_pin lat="x" lng="4"][/vitrine_pin][/vitrine_map]' ) );
	}

	public function test_a_shortcode_maps_pins_run_their_nested_shortcodes_into_the_list_of_places_only(): void {
		add_shortcode( 'vitrine_map_test_hours', static fn(): string => '<em>9–18</em>' );
		$html = do_shortcode( '[vitrine_map][vitrine_pin id="shop" lat="45" lng="4" title="Shop"]Hours: [vitrine_map_test_hours][/vitrine_pin][/vitrine_map]' );

		$props = $this->props( $html, 'map' );
		$this->assertSame( 'shop', $props['pins'][0]['id'] );
		$this->assertArrayNotHasKey( 'content', $props['pins'][0] );
		$this->assertStringContainsString( '<li class="vitrine-map__place" data-place="shop"><strong class="vitrine-map__place-title">Shop</strong><div class="vitrine-map__place-content">Hours: <em>9–18</em></div>', $html );
	}

	public function test_a_map_saved_with_its_colours_in_style_keeps_them_and_takes_the_editors_colours(): void {
		$pin    = array(
			array(
				'lat'   => 45.76,
				'lng'   => 4.83,
				'title' => 'Lyon',
			),
		);
		$colors = '{"land":"#efe9df","water":"#cfe0e3"}';
		// As a post saved before `mapStyle` holds it: the colours a string in `style`.
		$old = $this->props(
			do_blocks(
				'<!-- wp:vitrine/map ' . wp_json_encode(
					array(
						'pins'  => $pin,
						'style' => $colors,
					)
				) . ' /-->'
			),
			'map'
		);
		$this->assertSame(
			array(
				'land'  => '#efe9df',
				'water' => '#cfe0e3',
			),
			$old['style']
		);

		// The new name, beside core's colour and spacing in `style`, which reach the wrapper.
		$html = do_blocks(
			'<!-- wp:vitrine/map ' . wp_json_encode(
				array(
					'pins'            => $pin,
					'mapStyle'        => '{"land":"#000000"}',
					'backgroundColor' => 'base',
					'style'           => array( 'spacing' => array( 'padding' => array( 'top' => '7px' ) ) ),
				)
			) . ' /-->'
		);
		$this->assertSame( array( 'land' => '#000000' ), $this->props( $html, 'map' )['style'] );
		$this->assertStringContainsString( 'has-base-background-color', $html );
		$this->assertStringContainsString( 'padding-top:7px', $html );
	}

	public function test_map_tiles_come_from_the_block_or_the_filter_and_must_be_a_tile_template(): void {
		$pin = '[vitrine_pin lat="45" lng="4" title="Here"]Hi[/vitrine_pin]';
		$this->assertSame( 'https://tiles.example/{z}/{x}/{y}.png', $this->props( do_shortcode( '[vitrine_map tiles="https://tiles.example/{z}/{x}/{y}.png"]' . $pin . '[/vitrine_map]' ), 'map' )['tiles'] );
		$this->assertSame( '', $this->props( do_shortcode( '[vitrine_map tiles="javascript:alert(1)//{z}{x}{y}"]' . $pin . '[/vitrine_map]' ), 'map' )['tiles'] );

		add_filter( 'vitrine_map_tiles', static fn() => 'https://filtered.example/{z}/{x}/{y}.png' );
		$props = $this->props( do_shortcode( '[vitrine_map pin_size="30"]' . $pin . '[/vitrine_map]' ), 'map' );
		$this->assertSame( 'https://filtered.example/{z}/{x}/{y}.png', $props['tiles'] );
		$this->assertSame( 30, $props['pinSize'] );
		$this->assertSame( 'Here', $props['pins'][0]['title'] );
	}

	public function test_a_map_without_a_zoom_opens_at_the_specs_navigation_zoom_18(): void {
		$pin = '[vitrine_pin lat="45" lng="4" title="Here"]Hi[/vitrine_pin]';
		$this->assertSame( 18, $this->props( do_shortcode( '[vitrine_map]' . $pin . '[/vitrine_map]' ), 'map' )['zoom'] );
		$this->assertSame( 18, $this->props( do_blocks( '<!-- wp:vitrine/map {"pins":[{"lat":45,"lng":4,"title":"Here"}]} /-->' ), 'map' )['zoom'] );
		$this->assertSame( 6, $this->props( do_shortcode( '[vitrine_map zoom="6"]' . $pin . '[/vitrine_map]' ), 'map' )['zoom'] );
	}
}
