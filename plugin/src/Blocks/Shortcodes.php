<?php
/**
 * The shortcodes the block folders declare.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Blocks;

use Vitrine\Core\Assets;
use Vitrine\Core\Module;

defined( 'ABSPATH' ) || exit;

/**
 * Registers `vitrine_<name>` for every block folder with a `shortcode.php`
 * (`src/blocks/<name>/shortcode.php`, a file returning the shortcode's callback), from the map
 * the build writes (`build/blocks-shortcodes.php`). A callback's file is read the first time a
 * page uses its shortcode, so pages pay for none they do not use.
 */
final class Shortcodes implements Module {

	/**
	 * Callbacks read so far, by tag.
	 *
	 * @var array<string, callable>
	 */
	private array $callbacks = array();

	/**
	 * {@inheritDoc}
	 */
	public function register(): void {
		add_action( 'init', array( $this, 'register_shortcodes' ) );
	}

	/**
	 * Registers every shortcode of the map.
	 *
	 * @param mixed $map_file The map (tag => file relative to it); the build's by default (init
	 *                        passes an empty string).
	 */
	public function register_shortcodes( $map_file = '' ): void {
		$map_file = is_string( $map_file ) && '' !== $map_file ? $map_file : Assets::build_dir() . '/blocks-shortcodes.php';
		if ( ! is_readable( $map_file ) ) {
			return; // Not built yet.
		}
		$base = dirname( $map_file );
		foreach ( (array) require $map_file as $tag => $file ) {
			$path = $base . '/' . $file;
			add_shortcode(
				(string) $tag,
				fn( $atts, $content = '' ): string => (string) $this->callback( (string) $tag, $path )( $atts, (string) $content )
			);
		}
	}

	/**
	 * The callback a shortcode's file returns, read once.
	 *
	 * @param string $tag  Shortcode.
	 * @param string $path Its file.
	 */
	private function callback( string $tag, string $path ): callable {
		if ( ! isset( $this->callbacks[ $tag ] ) ) {
			$callback                = require $path;
			$this->callbacks[ $tag ] = is_callable( $callback ) ? $callback : static fn(): string => '';
		}
		return $this->callbacks[ $tag ];
	}
}
