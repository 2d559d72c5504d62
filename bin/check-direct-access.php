<?php
/**
 * Every PHP file the plugin and the theme ship must exit quietly when it is requested directly
 * (https://example.com/wp-content/plugins/vitrine/src/...): without WordPress loaded, a class
 * file whose parent class is missing dies with a fatal error and a path in the log. The first
 * statement after the file's docblock, `declare`, `namespace` and `use` lines must be
 *
 *     defined( 'ABSPATH' ) || exit;
 *
 * (uninstall.php checks WP_UNINSTALL_PLUGIN instead; a file that only returns data, such as a
 * generated *.asset.php or *.l10n.php, needs nothing).
 *
 * Usage: php bin/check-direct-access.php [--fix] [path ...]
 * With no path it checks plugin/ (not build/, not src/Demo/), theme/ and src/blocks/ (each
 * block's render.php is copied into plugin/build/). --fix adds the guard where it is missing.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

require_once __DIR__ . '/check-php-files.php';

const VITRINE_GUARD = "defined( 'ABSPATH' ) || exit;";

/**
 * Where a file's header ends: the byte offset after its opening docblock and its declare,
 * namespace and use statements, and the index of the first token after them.
 *
 * @param list<array{0: int, 1: string}|string> $tokens token_get_all() of the file.
 * @return array{0: int, 1: int} Offset and token index.
 */
function vitrine_guard_header_end( array $tokens ): array {
	$offset = 0;
	$end    = 0;
	$index  = 0;
	$count  = count( $tokens );
	$first  = true;
	while ( $index < $count ) {
		$token = $tokens[ $index ];
		$type  = is_array( $token ) ? $token[0] : null;
		$text  = is_array( $token ) ? $token[1] : $token;
		if ( T_OPEN_TAG === $type || T_WHITESPACE === $type ) {
			$offset += strlen( $text );
			++$index;
			if ( T_OPEN_TAG === $type ) {
				$end = $offset;
			}
			continue;
		}
		if ( T_DOC_COMMENT === $type || T_COMMENT === $type ) {
			// The file's own docblock belongs to the header; a later one documents what follows.
			$offset += strlen( $text );
			++$index;
			if ( $first ) {
				$end = $offset;
			}
			$first = false;
			continue;
		}
		if ( T_DECLARE === $type || T_NAMESPACE === $type || T_USE === $type ) {
			while ( $index < $count && ';' !== $tokens[ $index ] ) {
				$offset += strlen( is_array( $tokens[ $index ] ) ? $tokens[ $index ][1] : $tokens[ $index ] );
				++$index;
			}
			++$offset;
			++$index;
			$end   = $offset;
			$first = false;
			continue;
		}
		break;
	}
	// Back to the first token after $end that is neither white space nor a comment.
	$offset = 0;
	foreach ( $tokens as $i => $token ) {
		if ( $offset >= $end && ! ( is_array( $token ) && in_array( $token[0], array( T_WHITESPACE, T_COMMENT, T_DOC_COMMENT ), true ) ) ) {
			return array( $end, $i );
		}
		$offset += strlen( is_array( $token ) ? $token[1] : $token );
	}
	return array( $end, count( $tokens ) );
}

/**
 * The significant tokens from an index on, as one string without white space or comments.
 *
 * @param list<array{0: int, 1: string}|string> $tokens Tokens.
 * @param int                                   $from   First index.
 */
function vitrine_guard_code( array $tokens, int $from ): string {
	$code = '';
	for ( $i = $from, $count = count( $tokens ); $i < $count; $i++ ) {
		$token = $tokens[ $i ];
		if ( is_array( $token ) && in_array( $token[0], array( T_WHITESPACE, T_COMMENT, T_DOC_COMMENT ), true ) ) {
			continue;
		}
		$code .= is_array( $token ) ? $token[1] : $token;
	}
	return $code;
}

/**
 * Whether a file's code after its header is only `return <literal data>;`.
 *
 * @param list<array{0: int, 1: string}|string> $tokens Tokens.
 * @param int                                   $from   First index after the header.
 */
function vitrine_guard_returns_data( array $tokens, int $from ): bool {
	$allowed = array( T_RETURN, T_ARRAY, T_CONSTANT_ENCAPSED_STRING, T_LNUMBER, T_DNUMBER, T_DOUBLE_ARROW, T_WHITESPACE, T_COMMENT, T_DOC_COMMENT, T_CLOSE_TAG );
	$first   = null;
	for ( $i = $from, $count = count( $tokens ); $i < $count; $i++ ) {
		$token = $tokens[ $i ];
		if ( is_array( $token ) ) {
			if ( ! in_array( $token[0], $allowed, true ) && ! ( T_STRING === $token[0] && in_array( strtolower( $token[1] ), array( 'true', 'false', 'null' ), true ) ) ) {
				return false;
			}
			$first ??= T_WHITESPACE === $token[0] ? null : $token[0];
		} elseif ( ! in_array( $token, array( '[', ']', '(', ')', ',', ';', '-' ), true ) ) {
			return false;
		}
	}
	return T_RETURN === $first;
}

$fix   = in_array( '--fix', $argv, true );
$paths = array_values( array_filter( array_slice( $argv, 1 ), static fn( $arg ) => '--fix' !== $arg ) );
chdir( dirname( __DIR__ ) );
$paths   = $paths ? $paths : array( 'plugin', 'theme', 'src/blocks' );
$missing = array();
foreach ( vitrine_shipped_php_files( $paths ) as $file ) {
	$source             = (string) file_get_contents( $file );
	$tokens             = token_get_all( $source );
	list( $end, $next ) = vitrine_guard_header_end( $tokens );
	$code               = vitrine_guard_code( $tokens, $next );
	$guard              = str_replace( ' ', '', VITRINE_GUARD );
	if ( 'plugin/uninstall.php' === $file ) {
		$guard = "defined('WP_UNINSTALL_PLUGIN')||exit;";
	}
	if ( str_starts_with( $code, $guard ) || vitrine_guard_returns_data( $tokens, $next ) ) {
		continue;
	}
	if ( ! $fix || 'plugin/uninstall.php' === $file ) {
		$missing[] = $file;
		continue;
	}
	// Keep the indentation of the line the guard goes before, and close PHP after it if the
	// header ends the PHP block (a template whose docblock is followed by the closing tag and HTML).
	$rest  = substr( $source, $end );
	$space = (string) preg_replace( '/^\s*?([ \t]*)(?=\S|$).*/s', '$1', $rest );
	$after = ltrim( $rest );
	$glue  = str_starts_with( $after, '?>' ) ? "\n" : "\n\n";
	file_put_contents( $file, rtrim( substr( $source, 0, $end ) ) . "\n\n" . VITRINE_GUARD . $glue . $space . $after );
	echo "added the guard to {$file}\n";
}
if ( $missing ) {
	fwrite( STDERR, 'These PHP files must exit when requested directly; add `' . VITRINE_GUARD . "` after the file's docblock, declare, namespace and use lines (php bin/check-direct-access.php --fix):\n  " . implode( "\n  ", $missing ) . "\n" );
	exit( 1 );
}
