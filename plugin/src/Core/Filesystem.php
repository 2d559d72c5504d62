<?php
/**
 * Writing the plugin's own files through WordPress's filesystem API.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Core;

use WP_Filesystem_Direct;

defined( 'ABSPATH' ) || exit;

/**
 * The few files the plugin writes are the web server's own, under the uploads folder or PHP's
 * temporary folder, written during a visitor's or an editor's request: exactly what WordPress
 * writes with the direct method when it stores an upload. The FTP and SSH methods exist for
 * updating core, plugins and themes as another user and need credentials no such request has,
 * so this always uses WP_Filesystem_Direct (WooCommerce's FilesystemUtil falls back to it the
 * same way) and never touches the global $wp_filesystem another plugin may have set up.
 */
final class Filesystem {

	/**
	 * The direct filesystem.
	 */
	private static function direct(): WP_Filesystem_Direct {
		static $direct = null;
		if ( null === $direct ) {
			require_once ABSPATH . 'wp-admin/includes/file.php';
			require_once ABSPATH . 'wp-admin/includes/class-wp-filesystem-base.php';
			require_once ABSPATH . 'wp-admin/includes/class-wp-filesystem-direct.php';
			$direct = new WP_Filesystem_Direct( null );
		}
		return $direct;
	}

	/**
	 * Writes a file, with the permissions WordPress gives the files it creates.
	 *
	 * @param string $file     Absolute path.
	 * @param string $contents What to write.
	 * @return bool Whether it was written.
	 */
	public static function put_contents( string $file, string $contents ): bool {
		// WP_Filesystem() defines FS_CHMOD_FILE; without it, the same rule as core's.
		$mode = defined( 'FS_CHMOD_FILE' ) ? (int) FS_CHMOD_FILE : ( fileperms( ABSPATH . 'index.php' ) & 0777 | 0644 );
		return self::direct()->put_contents( $file, $contents, $mode );
	}

	/**
	 * Removes an empty folder; one that is not empty stays.
	 *
	 * @param string $dir Absolute path.
	 * @return bool Whether it was removed.
	 */
	public static function remove_empty_dir( string $dir ): bool {
		return self::direct()->rmdir( $dir );
	}
}
