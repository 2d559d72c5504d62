<?php
/**
 * Prints the authentication keys and salts for a local wp-config.php.
 */

declare( strict_types = 1 );

echo "<?php\n";
foreach ( array( 'AUTH_KEY', 'SECURE_AUTH_KEY', 'LOGGED_IN_KEY', 'NONCE_KEY', 'AUTH_SALT', 'SECURE_AUTH_SALT', 'LOGGED_IN_SALT', 'NONCE_SALT' ) as $name ) {
	printf( "define( '%s', '%s' );\n", $name, bin2hex( random_bytes( 32 ) ) );
}
