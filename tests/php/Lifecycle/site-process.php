<?php
/**
 * A WordPress request in its own PHP process, for the tests that need one: the uninstall
 * (WordPress loads uninstall.php without the plugin, and it drops tables the test run needs)
 * and the burst of simultaneous requests after a schema version bump.
 *
 * Usage: php site-process.php <seed|uninstall|report|upgrade|front|checkout|cancel> [remove-all]
 * Environment: WP_DIR, SITE_URL, VITRINE_DB_NAME (the database), VITRINE_TEST_UPLOADS (an
 * uploads folder of the test's own), VITRINE_TEST_BARRIER (upgrade, checkout, cancel: a folder where
 * the process says it is ready and waits for `go`), VITRINE_TEST_VISITOR (checkout: the visitor
 * key whose cart is checked out), VITRINE_TEST_ORDER (cancel: the order). Prints one line of JSON.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

// phpcs:disable WordPress.WP.GlobalVariablesOverride.Prohibited -- a standalone script: it sets WordPress's globals up before loading it.

$mode = (string) ( $argv[1] ?? '' );
$url  = (array) parse_url( (string) getenv( 'SITE_URL' ) );

$_SERVER['HTTP_HOST']   = ( $url['host'] ?? 'localhost' ) . ( isset( $url['port'] ) ? ':' . $url['port'] : '' );
$_SERVER['SERVER_NAME'] = 'localhost';
$_SERVER['REQUEST_URI'] = '/';
$_SERVER['REMOTE_ADDR'] = '127.0.0.1';

if ( 'front' === $mode ) {
	define( 'WP_USE_THEMES', true );
} elseif ( 'network-install' === $mode ) {
	define( 'WP_INSTALLING_NETWORK', true );
} elseif ( str_starts_with( $mode, 'network-' ) ) {
	// The network's constants, which a real network keeps in wp-config.php.
	define( 'MULTISITE', true );
	define( 'SUBDOMAIN_INSTALL', false );
	define( 'DOMAIN_CURRENT_SITE', 'localhost' );
	define( 'PATH_CURRENT_SITE', '/' );
	define( 'SITE_ID_CURRENT_SITE', 1 );
	define( 'BLOG_ID_CURRENT_SITE', 1 );
	$_SERVER['HTTP_HOST'] = 'localhost';
}

$hook = static fn( callable $callback, int $priority = 10, int $args = 1 ): array => array(
	$priority => array(
		array(
			'function'      => $callback,
			'accepted_args' => $args,
		),
	),
);

// Hooks that must be in place before WordPress loads the plugin (core builds them into WP_Hook).
$wp_filter = array(
	'upload_dir' => $hook(
		static function ( array $dirs ): array {
			$base            = (string) getenv( 'VITRINE_TEST_UPLOADS' );
			$dirs['basedir'] = $base;
			$dirs['path']    = $base . $dirs['subdir'];
			return $dirs;
		}
	),
);
if ( 'uninstall' === $mode ) {
	// WordPress runs uninstall.php with the plugin deactivated: it is not loaded.
	$wp_filter['option_active_plugins'] = $hook( static fn( $plugins ) => array_values( array_diff( (array) $plugins, array( 'vitrine/vitrine.php' ) ) ) );
}
$vitrine_upgrades = 0;
if ( 'upgrade' === $mode ) {
	$barrier                              = (string) getenv( 'VITRINE_TEST_BARRIER' );
	$wp_filter['plugins_loaded']          = $hook(
		static function () use ( $barrier ): void {
			// Every process reaches the upgrade check at the same moment.
			touch( $barrier . '/ready-' . getmypid() );
			while ( ! file_exists( $barrier . '/go' ) ) {
				usleep( 1000 );
			}
		},
		0,
		0
	);
	$wp_filter['vitrine_schema_upgraded'] = $hook(
		static function () use ( &$vitrine_upgrades ): void {
			++$vitrine_upgrades;
		}
	);
}

require (string) getenv( 'WP_DIR' ) . '/wp-load.php';

/**
 * Says this process is ready and waits for the test's `go`, so that every process acts at the
 * same moment.
 */
function vitrine_test_barrier(): void {
	$barrier = (string) getenv( 'VITRINE_TEST_BARRIER' );
	touch( $barrier . '/ready-' . getmypid() );
	while ( ! file_exists( $barrier . '/go' ) ) {
		usleep( 1000 );
	}
}

/**
 * What the plugin leaves in the database and the uploads folder.
 *
 * @return array<string, mixed>
 */
function vitrine_test_report(): array {
	global $wpdb;
	$crons = array();
	foreach ( (array) _get_cron_array() as $events ) {
		foreach ( array_keys( (array) $events ) as $name ) {
			if ( str_starts_with( (string) $name, 'vitrine' ) ) {
				$crons[] = $name;
			}
		}
	}
	return array(
		'tables'  => $wpdb->get_col( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->esc_like( $wpdb->prefix . 'vitrine' ) . '%' ) ),
		'options' => $wpdb->get_col( $wpdb->prepare( 'SELECT option_name FROM %i WHERE option_name LIKE %s OR option_name LIKE %s', $wpdb->options, 'vitrine%', '%transient%vitrine%' ) ),
		'crons'   => $crons,
		'posts'   => (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM %i WHERE post_type LIKE %s', $wpdb->posts, 'vitrine%' ) ),
		'terms'   => (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM %i WHERE taxonomy LIKE %s', $wpdb->term_taxonomy, 'vitrine%' ) ),
		'uploads' => is_dir( getenv( 'VITRINE_TEST_UPLOADS' ) . '/vitrine-private' ),
		'roles'   => array(
			'shop_manager'        => null !== get_role( 'shop_manager' ),
			'admin_edit_products' => (bool) get_role( 'administrator' )?->has_cap( 'edit_products' ),
		),
	);
}

switch ( $mode ) {
	case 'seed':
		// The plugin's init scheduled its events; add content of every kind it owns.
		$product = wp_insert_post(
			array(
				'post_type'   => 'vitrine_product',
				'post_title'  => 'Lamp',
				'post_status' => 'publish',
			)
		);
		wp_set_object_terms( $product, array( 'Lights' ), 'vitrine_product_cat' );
		foreach ( array( 'vitrine_form', 'vitrine_popup', 'vitrine_service' ) as $type ) {
			wp_insert_post(
				array(
					'post_type'   => $type,
					'post_title'  => $type,
					'post_status' => 'publish',
				)
			);
		}
		$subscribers = new \Vitrine\Newsletter\SubscriberRepository();
		$subscribers->upsert( 1, 'ada@example.test', 'Ada', '', '', 'subscribed' );
		$base = ( new \Vitrine\ContactForms\Submission\UploadStore() )->base_dir();
		file_put_contents( $base . '/cv.txt', 'A file sent with a message.' ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- a test fixture.
		set_transient( 'vitrine_form_errors_1', array( 'x' ), HOUR_IN_SECONDS );
		update_option( \Vitrine\Core\Lifecycle\RemoveDataSetting::OPTION, 'remove-all' === ( $argv[2] ?? '' ) );
		echo wp_json_encode( vitrine_test_report() ), "\n";
		break;
	case 'uninstall':
		define( 'WP_UNINSTALL_PLUGIN', 'vitrine/vitrine.php' );
		include WP_PLUGIN_DIR . '/vitrine/uninstall.php';
		echo wp_json_encode( vitrine_test_report() ), "\n";
		break;
	case 'report':
		echo wp_json_encode( vitrine_test_report() ), "\n";
		break;
	case 'front':
		// A guest's front-end page rendered in full (a post with none of the widgets), then
		// which of the plugin's classes that request loaded.
		$post                   = wp_insert_post(
			array(
				'post_title'   => 'Plain',
				'post_content' => '<!-- wp:paragraph --><p>Words only.</p><!-- /wp:paragraph -->',
				'post_status'  => 'publish',
			)
		);
		$_SERVER['REQUEST_URI'] = '/?p=' . $post;
		$_GET['p']              = (string) $post;
		remove_action( 'template_redirect', 'redirect_canonical' ); // It would redirect ?p= and exit.
		$level = ob_get_level();
		ob_start();
		wp();
		require ABSPATH . WPINC . '/template-loader.php';
		while ( ob_get_level() > $level + 1 ) {
			ob_end_flush(); // The plugin's own buffers, if any.
		}
		$html = (string) ob_get_clean();
		echo wp_json_encode(
			array(
				'rendered' => str_contains( $html, 'Words only.' ),
				'classes'  => array_values( array_filter( get_declared_classes(), static fn( string $name ): bool => str_starts_with( $name, 'Vitrine\\' ) ) ),
			)
		), "\n";
		break;
	case 'upgrade':
		global $EZSQL_ERROR; // phpcs:ignore WordPress.NamingConventions.ValidVariableName.VariableNotSnakeCase -- core's name.
		echo wp_json_encode(
			array(
				'upgrades' => $vitrine_upgrades,
				'errors'   => array_column( (array) $EZSQL_ERROR, 'error_str' ), // phpcs:ignore WordPress.NamingConventions.ValidVariableName.VariableNotSnakeCase -- core's name.
			)
		), "\n";
		break;
	case 'checkout':
		// One visitor's "Place order", as its POST runs it, at the same moment as the others.
		add_filter( 'pre_wp_mail', '__return_true' );
		$visitor = (string) getenv( 'VITRINE_TEST_VISITOR' );
		$billing = array(
			'first_name' => 'Ada',
			'last_name'  => 'Lovelace',
			'email'      => 'ada@example.com',
			'phone'      => '+44 20 7946 0000',
			'address'    => '12 St James’s Square',
			'city'       => 'London',
			'postcode'   => 'SW1Y 4JH',
			'country'    => 'GB',
		);
		vitrine_test_barrier();
		$result = ( new \Vitrine\Shop\Orders\OrderService() )->place( \Vitrine\Shop\Cart\CartFactory::for_key( $visitor ), $billing, 'cod', array(), 0, $visitor );
		echo wp_json_encode( $result instanceof WP_Error ? array( 'error' => $result->get_error_code() ) : array( 'order' => $result->id ) ), "\n";
		break;
	case 'cancel':
		// An admin's "Cancel order" of one order, at the same moment as the others.
		add_filter( 'pre_wp_mail', '__return_true' );
		vitrine_test_barrier();
		$result = ( new \Vitrine\Shop\Orders\OrderLifecycle() )->cancel( (int) getenv( 'VITRINE_TEST_ORDER' ) );
		echo wp_json_encode( $result instanceof WP_Error ? array( 'error' => $result->get_error_code() ) : array( 'moved' => $result ) ), "\n";
		break;
	case 'status':
		// A shop manager's status change of one order, at the same moment as the others.
		vitrine_test_barrier();
		$moved = ( new \Vitrine\Shop\Orders\OrderRepository() )->transition_status( (int) getenv( 'VITRINE_TEST_ORDER' ), (string) getenv( 'VITRINE_TEST_FROM' ), (string) getenv( 'VITRINE_TEST_TO' ) );
		echo wp_json_encode( array( 'moved' => $moved ) ), "\n";
		break;
	case 'network-install':
		global $wpdb;
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		// As wp-admin/network.php does: name the network's tables before creating them.
		foreach ( $wpdb->tables( 'ms_global' ) as $table => $prefixed_table ) {
			$wpdb->$table = $prefixed_table;
		}
		install_network();
		// Vitrine network-active from the start.
		add_filter( 'populate_network_meta', static fn( $meta ) => array( 'active_sitewide_plugins' => array( 'vitrine/vitrine.php' => time() ) ) + (array) $meta );
		$result = populate_network( 1, 'localhost', 'admin@vitrine.test', 'Vitrine network', '/', false );
		echo wp_json_encode( array( 'network' => ! is_wp_error( $result ) ) ), "\n";
		break;
	case 'network-scenario':
		global $wpdb;
		$count_tables = static fn( int $id ): int => count( $wpdb->get_col( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->esc_like( $wpdb->get_blog_prefix( $id ) . 'vitrine_' ) . '%' ) ) );
		$site         = wp_insert_site(
			array(
				'domain'  => 'localhost',
				'path'    => '/two/',
				'title'   => 'Two',
				'user_id' => 1,
			)
		);
		$id           = is_wp_error( $site ) ? 0 : (int) $site;
		$report       = array( 'tables_of_new_site' => $count_tables( $id ) );

		// Five failed logins at one account from one address, on site two…
		$_SERVER['REMOTE_ADDR'] = '203.0.113.9';
		switch_to_blog( $id );
		for ( $i = 0; $i < 5; $i++ ) {
			wp_authenticate( 'admin', 'wrong password' );
		}
		restore_current_blog();
		// …and the sixth, on the main site, is refused, even with the right password.
		$sixth                      = wp_authenticate( 'admin', 'password' );
		$report['main_site_answer'] = is_wp_error( $sixth ) ? $sixth->get_error_code() : 'signed in';

		wp_delete_site( $id );
		$report['tables_after_delete'] = $count_tables( $id );
		echo wp_json_encode( $report ), "\n";
		break;
	default:
		fwrite( STDERR, "unknown mode\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- CLI.
		exit( 1 );
}
