<?php
/**
 * Background video and slideshow: the block setting.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Builder;

use Vitrine\Widgets\WidgetRenderer;

defined( 'ABSPATH' ) || exit;

/**
 * The `vitrineBackground` attribute that groups and covers get (registered here for the
 * server and in `src/editor/block-effects/background.tsx` for the editor), and the one reading of
 * it that the renderer trusts: a video (a media-library file or a YouTube / Vimeo link, start
 * and end times, play once, a fallback image) or a slideshow (media-library images, duration,
 * fade or slide, Ken Burns zoom). Anything else means no moving background.
 */
final class BackgroundSettings {

	public const ATTRIBUTE = 'vitrineBackground';

	/** The blocks that take the setting. */
	public const BLOCKS = array( 'core/group', 'core/cover' );

	/** Slides in one slideshow, at most. */
	public const MAX_SLIDES = 12;

	/** Slideshow defaults: 5 s a slide, 500 ms transitions. */
	public const DEFAULT_DURATION = 5000;
	public const DEFAULT_SPEED    = 500;

	/**
	 * Hooks the attribute's registration and the renderer.
	 */
	public static function register(): void {
		add_filter( 'register_block_type_args', array( self::class, 'add_attribute' ), 10, 2 );
		// Only the blocks that can carry a background: `render_block` runs for every block of a page.
		foreach ( self::BLOCKS as $name ) {
			add_filter( 'render_block_' . $name, array( BackgroundRenderer::class, 'filter' ), 10, 2 );
		}
		add_action( 'wp_enqueue_scripts', array( self::class, 'enqueue_early' ) );
	}

	/**
	 * Classic themes render the content after `wp_head`: a page whose content has a moving
	 * background gets the layer's stylesheet in the head, so the first image never flashes
	 * unstyled. (Block themes render the content before `wp_head` anyway.)
	 */
	public static function enqueue_early(): void {
		$post = is_singular() ? get_queried_object() : null;
		if ( $post instanceof \WP_Post && str_contains( $post->post_content, '"' . self::ATTRIBUTE . '"' ) ) {
			WidgetRenderer::enqueue( 'background' );
		}
	}

	/**
	 * Adds the attribute to the blocks that take it (so the server keeps it when it renders).
	 *
	 * @param array<string, mixed> $args Block type arguments.
	 * @param string               $name Block name.
	 * @return array<string, mixed>
	 */
	public static function add_attribute( array $args, string $name ): array {
		if ( in_array( $name, self::BLOCKS, true ) ) {
			$attributes                    = is_array( $args['attributes'] ?? null ) ? $args['attributes'] : array();
			$attributes[ self::ATTRIBUTE ] = array( 'type' => 'object' );
			$args['attributes']            = $attributes;
		}
		return $args;
	}

	/**
	 * The block's background, read and cleaned, or null for none.
	 *
	 * @param array<string, mixed> $attributes Block attributes.
	 * @return array<string, mixed>|null `type` video: `src`, `start`, `end`, `playOnce`, `fallback`;
	 *                                   `type` slideshow: `slides` (attachment ids), `duration`,
	 *                                   `speed`, `transition`, `kenBurns`.
	 */
	public static function read( array $attributes ): ?array {
		$raw = $attributes[ self::ATTRIBUTE ] ?? null;
		if ( ! is_array( $raw ) ) {
			return null;
		}
		$type = $raw['type'] ?? '';
		if ( 'video' === $type ) {
			return self::video( $raw );
		}
		return 'slideshow' === $type ? self::slideshow( $raw ) : null;
	}

	/**
	 * A video background; the file wins over the link when both are set.
	 *
	 * @param array<mixed> $raw Raw setting.
	 * @return array<string, mixed>|null
	 */
	private static function video( array $raw ): ?array {
		$src  = '';
		$file = absint( $raw['videoId'] ?? 0 );
		if ( $file && str_starts_with( (string) get_post_mime_type( $file ), 'video/' ) ) {
			$src = (string) wp_get_attachment_url( $file );
		}
		if ( '' === $src ) {
			$src = self::video_site_url( (string) ( $raw['videoUrl'] ?? '' ) );
		}
		if ( '' === $src ) {
			return null;
		}
		$start = self::seconds( $raw['start'] ?? 0 );
		$end   = self::seconds( $raw['end'] ?? 0 );
		return array(
			'type'     => 'video',
			'src'      => $src,
			'start'    => $start,
			'end'      => $end > $start ? $end : 0,
			'playOnce' => ! empty( $raw['playOnce'] ),
			'fallback' => absint( $raw['fallbackId'] ?? 0 ),
		);
	}

	/**
	 * A YouTube or Vimeo link, or '' (other sites are not played).
	 *
	 * @param string $url Link.
	 */
	public static function video_site_url( string $url ): string {
		$url  = esc_url_raw( trim( $url ), array( 'https', 'http' ) );
		$host = strtolower( (string) wp_parse_url( $url, PHP_URL_HOST ) );
		$host = (string) preg_replace( '/^(www|m)\./', '', $host );
		return in_array( $host, array( 'youtube.com', 'youtu.be', 'youtube-nocookie.com', 'vimeo.com', 'player.vimeo.com' ), true ) ? $url : '';
	}

	/**
	 * A slideshow background: at least one image.
	 *
	 * @param array<mixed> $raw Raw setting.
	 * @return array<string, mixed>|null
	 */
	private static function slideshow( array $raw ): ?array {
		$ids    = is_array( $raw['images'] ?? null ) ? array_map( 'absint', $raw['images'] ) : array();
		$slides = array_values( array_filter( array_unique( $ids ), static fn( int $id ) => $id > 0 && wp_attachment_is_image( $id ) ) );
		if ( ! $slides ) {
			return null;
		}
		$duration = is_numeric( $raw['duration'] ?? null ) ? (int) $raw['duration'] : self::DEFAULT_DURATION;
		return array(
			'type'       => 'slideshow',
			'slides'     => array_slice( $slides, 0, self::MAX_SLIDES ),
			'duration'   => max( 1000, min( 30000, $duration ) ),
			'speed'      => self::DEFAULT_SPEED,
			'transition' => 'slide' === ( $raw['transition'] ?? '' ) ? 'slide' : 'fade',
			'kenBurns'   => ! empty( $raw['kenBurns'] ),
		);
	}

	/**
	 * A time in seconds (0 for anything else), to a tenth.
	 *
	 * @param mixed $value Raw value.
	 */
	private static function seconds( mixed $value ): float {
		return is_numeric( $value ) ? max( 0.0, round( (float) $value, 1 ) ) : 0.0;
	}
}
