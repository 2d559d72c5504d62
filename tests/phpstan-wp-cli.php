<?php
/**
 * The part of WP-CLI's API the plugin calls, for PHPStan (WP-CLI is not installed here).
 *
 * @package Vitrine
 */

// phpcs:disable
class WP_CLI {
	/**
	 * @param string $name
	 * @param callable|object|string $callable
	 * @param array<string, mixed> $args
	 */
	public static function add_command( $name, $callable, $args = array() ): bool { return true; }
	/** @param string $message */
	public static function success( $message ): void {}
	/** @param string $message */
	public static function log( $message ): void {}
	/** @param string $message */
	public static function error( $message ): void {}
}
