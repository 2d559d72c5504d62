<?php
/**
 * Prints a template with every {{NAME}} replaced by the environment variable NAME.
 *
 * Usage: php render-template.php <template>
 */

declare( strict_types = 1 );

$template = file_get_contents( $argv[1] );
echo preg_replace_callback(
	'/\{\{([A-Z0-9_]+)\}\}/',
	static function ( array $m ): string {
		$value = getenv( $m[1] );
		if ( false === $value ) {
			fwrite( STDERR, "render-template: {$m[1]} is not set\n" );
			exit( 1 );
		}
		return $value;
	},
	$template
);
