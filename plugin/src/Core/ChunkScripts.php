<?php
/**
 * Which core scripts each lazily loaded chunk of the runtime needs.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Core;

defined( 'ABSPATH' ) || exit;

/**
 * Reads `runtime.chunks.json`, which the build writes (bin/webpack/chunk-scripts-plugin.js):
 * the core scripts (`wp-element`, `react-jsx-runtime`, `wp-api-fetch`…) the runtime itself
 * needs, each chunk needs by chunk id, and each widget's chunks need together.
 *
 * With it a page enqueues only what its widgets use, so a page whose only widget is the login
 * popup's launcher loads no React, and the runtime loads the rest on demand (a dialog opened
 * later, widgets in HTML fetched later) from the URLs this class describes.
 */
final class ChunkScripts {

	/**
	 * Scripts whose inline set-up holds per-visitor values (api-fetch's nonce) and must stay
	 * out of settings that pages print for every visitor: src/runtime/api-fetch.ts sets
	 * api-fetch up itself, with the session's nonce.
	 */
	private const WITHOUT_INLINE = array( 'wp-api-fetch' );

	/**
	 * Polyfills for browsers older than any the runtime runs in (it needs `<dialog>` and
	 * ES2020). Core makes `wp-url` depend on core-js: loaded with api-fetch, it cost a phone
	 * 13 KB and a long task for nothing.
	 */
	private const NOT_NEEDED = array( 'wp-polyfill' );

	/**
	 * The build's map, once read.
	 *
	 * @var array{entry: list<string>, chunks: array<string, list<string>>, groups: array<string, list<string>>}|null
	 */
	private static ?array $map = null;

	/**
	 * The core scripts the runtime entry needs itself, or null when the build wrote no map
	 * (an older build): then the runtime keeps every dependency its asset file lists.
	 *
	 * @return list<string>|null
	 */
	public static function for_runtime(): ?array {
		$map = self::map();
		return null === $map ? null : $map['entry'];
	}

	/**
	 * The core scripts a widget's chunks need (its chunk group is named after the widget).
	 *
	 * @param string $widget Widget name.
	 * @return list<string>
	 */
	public static function for_widget( string $widget ): array {
		return self::map()['groups'][ $widget ] ?? array();
	}

	/**
	 * The core scripts each chunk needs, by webpack chunk id.
	 *
	 * @return array<string, list<string>>
	 */
	public static function by_chunk(): array {
		return self::map()['chunks'] ?? array();
	}

	/**
	 * What the runtime needs to load any chunk's core scripts itself: each script, and each
	 * script those depend on, with its URL, dependencies and inline scripts, as WordPress
	 * registered them.
	 *
	 * @return array<string, array{src: string, deps: list<string>, before?: string, after?: string}>
	 */
	public static function sources(): array {
		$scripts = wp_scripts();
		$sources = array();
		$pending = array_merge( array(), ...array_values( self::by_chunk() ) );
		while ( $pending ) {
			$handle = (string) array_shift( $pending );
			$script = $scripts->query( $handle, 'registered' );
			if ( isset( $sources[ $handle ] ) || ! $script instanceof \_WP_Dependency ) {
				continue;
			}
			$source = array(
				'src'  => self::url( $script ),
				'deps' => array_values( array_diff( array_map( 'strval', $script->deps ), self::NOT_NEEDED ) ),
			);
			foreach ( in_array( $handle, self::WITHOUT_INLINE, true ) ? array() : array( 'before', 'after' ) as $position ) {
				$inline = $scripts->get_inline_script_data( $handle, $position );
				if ( '' !== $inline ) {
					$source[ $position ] = $inline;
				}
			}
			$sources[ $handle ] = $source;
			$pending            = array_merge( $pending, $source['deps'] );
		}
		// Aliases (no file of their own, e.g. `wp-polyfill` on some versions) only group others.
		return array_filter( $sources, static fn ( array $source ): bool => '' !== $source['src'] || array() !== $source['deps'] );
	}

	/**
	 * Forgets the map read (tests build their own).
	 */
	public static function reset(): void {
		self::$map = null;
	}

	/**
	 * A registered script's URL with its version, as WordPress prints it.
	 *
	 * @param \_WP_Dependency $script Registered script.
	 */
	private static function url( \_WP_Dependency $script ): string {
		$src = (string) $script->src;
		if ( '' === $src ) {
			return '';
		}
		if ( ! preg_match( '|^(https?:)?//|', $src ) ) {
			$src = wp_scripts()->base_url . $src;
		}
		$version = false === $script->ver ? get_bloginfo( 'version' ) : $script->ver;
		if ( null !== $version ) {
			$src = add_query_arg( 'ver', $version, $src );
		}
		/** This filter is documented in wp-includes/class-wp-scripts.php */
		return (string) esc_url_raw( (string) apply_filters( 'script_loader_src', $src, $script->handle ) ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- Core's filter, applied as core applies it.
	}

	/**
	 * Reads the build's map once.
	 *
	 * @return array{entry: list<string>, chunks: array<string, list<string>>, groups: array<string, list<string>>}|null
	 */
	private static function map(): ?array {
		if ( null === self::$map ) {
			$file = Assets::build_dir() . '/runtime.chunks.json';
			$json = is_readable( $file ) ? json_decode( (string) file_get_contents( $file ), true ) : null; // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- A local build file.
			if ( ! is_array( $json ) ) {
				return null;
			}
			self::$map = array(
				'entry'  => array_values( array_map( 'strval', (array) ( $json['entry'] ?? array() ) ) ),
				'chunks' => array_map( static fn ( $handles ): array => array_values( array_map( 'strval', (array) $handles ) ), (array) ( $json['chunks'] ?? array() ) ),
				'groups' => array_map( static fn ( $handles ): array => array_values( array_map( 'strval', (array) $handles ) ), (array) ( $json['groups'] ?? array() ) ),
			);
		}
		return self::$map;
	}
}
