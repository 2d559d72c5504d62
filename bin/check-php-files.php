<?php
/**
 * The PHP files the checks in bin/ read (bin/check-direct-access.php, bin/check-wp-since.php):
 * those the plugin and the theme ship, not the build's copies, not the demo seeder
 * (development only, it leaves the plugin when packaged), not the translations' `.l10n.php`
 * (generated data: an array, like WordPress's own, written by `npm run i18n`).
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

/**
 * The shipped PHP files under the given paths, sorted.
 *
 * @param list<string> $paths Files or folders, relative to the repository.
 * @return list<string>
 */
function vitrine_shipped_php_files( array $paths ): array {
	$files = array();
	foreach ( $paths as $path ) {
		if ( is_file( $path ) ) {
			$files[] = $path;
			continue;
		}
		$iterator = new RecursiveIteratorIterator( new RecursiveDirectoryIterator( $path, FilesystemIterator::SKIP_DOTS ) );
		foreach ( $iterator as $file ) {
			$name = str_replace( '\\', '/', (string) $file );
			if ( str_ends_with( $name, '.php' ) && ! str_ends_with( $name, '.l10n.php' ) && ! preg_match( '#^plugin/(build|src/Demo)/#', $name ) ) {
				$files[] = $name;
			}
		}
	}
	sort( $files );
	return $files;
}
