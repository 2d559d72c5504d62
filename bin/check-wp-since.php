<?php
/**
 * The plugin and the theme call no WordPress function or class newer than their "Requires at
 * least". PHPStan checks calls against php-stubs/wordpress-stubs, but the package mirror holds
 * only stubs newer than the oldest WordPress we support (issue 41), so PHPStan alone would not
 * notice a function added after it. The stubs keep core's docblocks: a function's or class's
 * earliest `@since` is the release that added it, and this script refuses any call to one added
 * after the version in plugin/vitrine.php's header.
 *
 * Usage: php bin/check-wp-since.php [path ...]
 * With no path it checks plugin/ (not build/, not src/Demo/), theme/ and src/blocks/.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

require_once __DIR__ . '/check-php-files.php';

const VITRINE_STUBS = 'vendor/php-stubs/wordpress-stubs/wordpress-stubs.php';

/**
 * The oldest WordPress the plugin supports, from its header.
 */
function vitrine_required_wordpress(): string {
	$header = (string) file_get_contents( 'plugin/vitrine.php', false, null, 0, 4096 );
	if ( ! preg_match( '/^\s*\*\s*Requires at least:\s*([0-9.]+)/m', $header, $match ) ) {
		fwrite( STDERR, "plugin/vitrine.php has no \"Requires at least\" header\n" );
		exit( 2 );
	}
	return $match[1];
}

/**
 * The stubs' top-level functions and classes added after the given version, lower-cased name
 * => the version that added it. The stubs indent top-level declarations by four spaces inside
 * `namespace { … }`; methods (eight spaces) are left to PHPStan.
 *
 * @return array{functions: array<string, string>, classes: array<string, string>}
 */
function vitrine_newer_symbols( string $required ): array {
	$stubs = (string) file_get_contents( VITRINE_STUBS );
	preg_match_all(
		'#/\*\*((?:(?!\*/).)*)\*/\s*\n {4}(?:final |abstract )?(function|class|interface|trait)\s+&?(\w+)#s',
		$stubs,
		$declarations,
		PREG_SET_ORDER
	);
	$newer = array(
		'functions' => array(),
		'classes'   => array(),
	);
	foreach ( $declarations as list( , $docblock, $kind, $name ) ) {
		if ( ! preg_match_all( '/@since\s+(\d+\.\d+(?:\.\d+)?)/', $docblock, $since ) ) {
			continue;
		}
		$versions = $since[1];
		usort( $versions, 'version_compare' );
		$added = $versions[0];
		if ( version_compare( vitrine_major( $added ), vitrine_major( $required ), '>' ) ) {
			$newer[ 'function' === $kind ? 'functions' : 'classes' ][ strtolower( $name ) ] = $added;
		}
	}
	return $newer;
}

/**
 * "6.8.1" → "6.8": a point release adds no API, and "Requires at least: 6.8" means any 6.8.x.
 */
function vitrine_major( string $version ): string {
	return implode( '.', array_slice( explode( '.', $version ), 0, 2 ) );
}

/**
 * Each call to a global function and each use of a global class in a file, as [name, line, kind].
 * A name after `->`, `::`, `function`, `const` or a namespace separator of our own is not core's.
 *
 * @return list<array{0: string, 1: int, 2: string}>
 */
function vitrine_used_symbols( string $file ): array {
	$tokens = token_get_all( (string) file_get_contents( $file ) );
	$code   = array_values(
		array_filter(
			$tokens,
			static fn( $token ) => ! is_array( $token ) || ! in_array( $token[0], array( T_WHITESPACE, T_COMMENT, T_DOC_COMMENT ), true )
		)
	);
	$used   = array();
	foreach ( $code as $index => $token ) {
		if ( ! is_array( $token ) ) {
			continue;
		}
		$previous = $code[ $index - 1 ] ?? null;
		$next     = $code[ $index + 1 ] ?? null;
		$after    = is_array( $previous ) ? $previous[0] : $previous;
		if ( in_array( $after, array( T_OBJECT_OPERATOR, T_NULLSAFE_OBJECT_OPERATOR, T_DOUBLE_COLON, T_FUNCTION, T_CONST ), true ) ) {
			continue;
		}
		$is_class = T_NEW === $after || T_INSTANCEOF === $after || ( is_array( $next ) && T_DOUBLE_COLON === $next[0] );
		if ( T_NAME_FULLY_QUALIFIED === $token[0] ) {
			$used[] = array( ltrim( $token[1], '\\' ), $token[2], $is_class || '(' !== $next ? 'class' : 'function' );
		} elseif ( T_STRING === $token[0] && ( $is_class || '(' === $next ) ) {
			$used[] = array( $token[1], $token[2], $is_class ? 'class' : 'function' );
		}
	}
	return $used;
}

$required = vitrine_required_wordpress();
$newer    = vitrine_newer_symbols( $required );
$paths    = array_slice( $argv, 1 );
$problems = 0;
foreach ( vitrine_shipped_php_files( $paths ? $paths : array( 'plugin', 'theme', 'src/blocks' ) ) as $file ) {
	foreach ( vitrine_used_symbols( $file ) as list( $name, $line, $kind ) ) {
		$added = $newer[ 'function' === $kind ? 'functions' : 'classes' ][ strtolower( $name ) ] ?? null;
		if ( null !== $added ) {
			printf( "%s:%d: %s %s was added in WordPress %s; the plugin requires %s\n", $file, $line, $kind, $name . ( 'function' === $kind ? '()' : '' ), $added, $required );
			++$problems;
		}
	}
}
if ( $problems ) {
	exit( 1 );
}
printf(
	"WordPress API: nothing newer than %s (%d functions and %d classes of the stubs are newer)\n",
	$required,
	count( $newer['functions'] ),
	count( $newer['classes'] )
);
