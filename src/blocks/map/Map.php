<?php
/**
 * Map.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Interactive;

defined( 'ABSPATH' ) || exit;

/**
 * A map on Leaflet with pins, routes and areas. Tiles come from the block's tile source, the
 * `VITRINE_MAP_TILES` constant or the `vitrine_map_tiles` filter; without one, the widget draws
 * an offline vector base map (the world's countries from world-atlas), so the map needs no
 * network. Without scripting, the places are listed with links to OpenStreetMap. A pin's
 * content is printed once, in that list: the props carry the settings only, and the widget
 * shows the listed content in the pin's popup (src/blocks/map/map.ts).
 */
final class Map {

	public const DEFAULT_PIN_SIZE = 50;
	public const NAVIGATION_ZOOM  = 18;
	public const FIT_DELAY_MS     = 2000;
	public const MAX_ITEMS        = 100;

	/**
	 * The zoom a map opens at without one set: the spec's navigation zoom
	 * (docs/product-spec.md §9); a map with several pins fits them all after FIT_DELAY_MS.
	 */
	public const DEFAULT_ZOOM = 18;

	/**
	 * Renders a map.
	 *
	 * @param array<string, mixed> $settings Block attributes: `pins` (list of id, lat, lng,
	 *        title, trigger click|hover|always, icon URL, content HTML), `routes` and `areas`
	 *        (lists of name, color, points as "lat, lng" lines), `center` ("lat, lng"), `zoom`,
	 *        `height`, `pinSize`, `tiles`, `attribution`, `mapStyle` (JSON object of colours), `label`.
	 *        A string `style` is the colours' name before 0.2 (core's supports now store their
	 *        object there): it is read when `mapStyle` is empty, so saved maps keep their look.
	 */
	public static function render( array $settings ): string {
		$pins = self::pins( (array) ( $settings['pins'] ?? array() ) );
		if ( ! $pins ) {
			return '';
		}
		$label = sanitize_text_field( (string) ( $settings['label'] ?? '' ) );
		$label = '' === $label ? __( 'Map', 'vitrine' ) : $label;
		$size  = absint( $settings['pinSize'] ?? 0 );
		$zoom  = absint( $settings['zoom'] ?? 0 );
		$tiles = self::tiles( (string) ( $settings['tiles'] ?? '' ) );
		$style = json_decode( self::style_json( $settings ), true );
		$id    = wp_unique_id( 'vitrine-map-' );

		$props = array(
			'id'          => $id,
			'label'       => $label,
			// Each pin without its content, which the list of places holds.
			'pins'        => array_map( static fn( array $pin ): array => array_diff_key( $pin, array( 'content' => true ) ), $pins ),
			'routes'      => self::lines( (array) ( $settings['routes'] ?? array() ) ),
			'areas'       => self::lines( (array) ( $settings['areas'] ?? array() ) ),
			'center'      => self::points( (string) ( $settings['center'] ?? '' ) )[0] ?? array( $pins[0]['lat'], $pins[0]['lng'] ),
			'zoom'        => min( self::NAVIGATION_ZOOM, max( 1, $zoom ? $zoom : self::DEFAULT_ZOOM ) ),
			'maxZoom'     => self::NAVIGATION_ZOOM,
			'fitDelay'    => self::FIT_DELAY_MS,
			'height'      => min( 1200, max( 200, absint( $settings['height'] ?? 0 ) ? absint( $settings['height'] ) : 420 ) ),
			'pinSize'     => min( 120, max( 16, $size ? $size : self::DEFAULT_PIN_SIZE ) ),
			'tiles'       => $tiles,
			'attribution' => wp_kses( (string) ( $settings['attribution'] ?? '' ), array( 'a' => array( 'href' => true ) ) ),
			// Not an object: the editor said "Invalid JSON"; the map keeps its default look.
			'style'       => is_array( $style ) && ! array_is_list( $style ) ? $style : (object) array(),
		);
		return vitrine_render_widget( 'map', $props, self::fallback( $id, $label, $pins, $props['height'] ) );
	}

	/**
	 * The colours' JSON: `mapStyle`, else the string `style` a map saved before the rename has.
	 *
	 * @param array<string, mixed> $settings Block attributes.
	 */
	private static function style_json( array $settings ): string {
		$json = (string) ( $settings['mapStyle'] ?? '' );
		if ( '' === trim( $json ) && is_string( $settings['style'] ?? null ) ) {
			return $settings['style'];
		}
		return $json;
	}

	/**
	 * The tile URL template: the block's, else the site's constant or filter; '' for the
	 * offline base map. Only http(s) templates with {z}, {x} and {y} are used.
	 *
	 * @param string $block The block's template.
	 */
	private static function tiles( string $block ): string {
		$template = '' !== trim( $block ) ? $block : ( defined( 'VITRINE_MAP_TILES' ) ? (string) constant( 'VITRINE_MAP_TILES' ) : '' );
		/**
		 * Filters the map tile URL template (e.g. `https://tile.openstreetmap.org/{z}/{x}/{y}.png`);
		 * '' draws the offline vector base map.
		 *
		 * @since 0.1.0
		 *
		 * @param string $template Template.
		 */
		$template = (string) apply_filters( 'vitrine_map_tiles', trim( $template ) );
		// esc_url_raw() would strip the braces: check the URL with sample values in their place.
		$sample = str_replace( array( '{z}', '{x}', '{y}', '{s}', '{r}' ), array( '1', '2', '3', 'a', '' ), $template );
		$valid  = preg_match( '#^https?://#', $template ) && str_contains( $template, '{z}' ) && str_contains( $template, '{x}' ) && str_contains( $template, '{y}' )
			&& esc_url_raw( $sample, array( 'http', 'https' ) ) === $sample;
		return $valid ? $template : '';
	}

	/**
	 * Pins with readable coordinates.
	 *
	 * @param array<mixed> $raw Raw pins.
	 * @return list<array{id: string, lat: float, lng: float, title: string, trigger: string, icon: string, content: string}>
	 */
	private static function pins( array $raw ): array {
		$pins = array();
		foreach ( array_slice( $raw, 0, self::MAX_ITEMS ) as $index => $pin ) {
			$pin = (array) $pin;
			$lat = is_numeric( $pin['lat'] ?? null ) ? (float) $pin['lat'] : null;
			$lng = is_numeric( $pin['lng'] ?? null ) ? (float) $pin['lng'] : null;
			if ( null === $lat || null === $lng || abs( $lat ) > 90 || abs( $lng ) > 180 ) {
				continue;
			}
			$trigger = (string) ( $pin['trigger'] ?? 'click' );
			$pins[]  = array(
				'id'      => sanitize_key( (string) ( $pin['id'] ?? '' ) ) ? sanitize_key( (string) $pin['id'] ) : 'pin-' . ( $index + 1 ),
				'lat'     => $lat,
				'lng'     => $lng,
				'title'   => sanitize_text_field( (string) ( $pin['title'] ?? '' ) ),
				'trigger' => in_array( $trigger, array( 'click', 'hover', 'always' ), true ) ? $trigger : 'click',
				'icon'    => esc_url_raw( (string) ( $pin['icon'] ?? '' ) ),
				'content' => wp_kses_post( (string) ( $pin['content'] ?? '' ) ),
			);
		}
		return $pins;
	}

	/**
	 * Routes or areas: a name, a colour and at least two points.
	 *
	 * @param array<mixed> $raw Raw lines.
	 * @return list<array{name: string, color: string, points: list<array{0: float, 1: float}>}>
	 */
	private static function lines( array $raw ): array {
		$lines = array();
		foreach ( array_slice( $raw, 0, self::MAX_ITEMS ) as $line ) {
			$line   = (array) $line;
			$points = self::points( (string) ( $line['points'] ?? '' ) );
			if ( count( $points ) >= 2 ) {
				$lines[] = array(
					'name'   => sanitize_text_field( (string) ( $line['name'] ?? '' ) ),
					'color'  => (string) sanitize_hex_color( (string) ( $line['color'] ?? '' ) ),
					'points' => $points,
				);
			}
		}
		return $lines;
	}

	/**
	 * Coordinates typed one "lat, lng" pair per line (or separated by semicolons).
	 *
	 * @param string $text Text.
	 * @return list<array{0: float, 1: float}>
	 */
	public static function points( string $text ): array {
		$points = array();
		foreach ( preg_split( '/[\n;]+/', $text ) ? preg_split( '/[\n;]+/', $text ) : array() as $line ) {
			$pair = array_map( 'trim', explode( ',', $line ) );
			if ( 2 === count( $pair ) && is_numeric( $pair[0] ) && is_numeric( $pair[1] ) && abs( (float) $pair[0] ) <= 90 && abs( (float) $pair[1] ) <= 180 ) {
				$points[] = array( (float) $pair[0], (float) $pair[1] );
			}
		}
		return array_slice( $points, 0, 1000 );
	}

	/**
	 * The places as a list, each with a link to OpenStreetMap, in a box of the map's height.
	 *
	 * @param string                                                  $id     Widget id.
	 * @param string                                                  $label  Map name.
	 * @param list<array{id: string, lat: float, lng: float, title: string, content: string}> $pins Pins.
	 * @param int                                                     $height Map height.
	 */
	private static function fallback( string $id, string $label, array $pins, int $height ): string {
		$items = '';
		foreach ( $pins as $pin ) {
			$url    = sprintf( 'https://www.openstreetmap.org/?mlat=%1$s&mlon=%2$s#map=16/%1$s/%2$s', $pin['lat'], $pin['lng'] );
			$items .= sprintf(
				'<li class="vitrine-map__place" data-place="%5$s">%1$s<div class="vitrine-map__place-content">%2$s</div><a class="vitrine-map__osm" href="%3$s">%4$s</a></li>',
				'' === $pin['title'] ? '' : '<strong class="vitrine-map__place-title">' . esc_html( $pin['title'] ) . '</strong>',
				$pin['content'],
				esc_url( $url ),
				esc_html__( 'Open in OpenStreetMap', 'vitrine' ),
				esc_attr( $pin['id'] )
			);
		}
		return sprintf(
			'<div class="vitrine-map__canvas" style="--vitrine-map-height:%1$dpx" aria-hidden="true"></div><h3 class="vitrine-map__places-title" id="%2$s-places">%3$s</h3><ul class="vitrine-map__places" aria-labelledby="%2$s-places">%4$s</ul>',
			$height,
			esc_attr( $id ),
			esc_html( $label ),
			$items
		);
	}
}
