<?php
/**
 * Plugin Name: Vitrine local stack
 * Description: The browser tests' and the bench's hooks. Written by bin/lib.sh for the local stack only (mail: vitrine-mail-sink.php).
 */

/*
 * Benchmark support (npm run bench), local stack only: a no-op admin-ajax action to compare
 * the like endpoint against, and no like rate limit for loopback requests that ask for it.
 */
add_action(
	'wp_ajax_nopriv_vitrine_bench_noop',
	static function () {
		wp_die( '0', '', array( 'response' => 200 ) );
	}
);
// The REST twin of the no-op above, for the latency ratios of refresh-loop and add-to-cart.
add_action(
	'rest_api_init',
	static function () {
		register_rest_route(
			'vitrine-bench/v1',
			'/noop',
			array(
				'methods'             => 'POST',
				'callback'            => static fn() => array( 'data' => '' ),
				'permission_callback' => '__return_true',
			)
		);
	}
);
/*
 * The plugin's cost on a page that uses none of it (npm run bench): a loopback request
 * carrying `X-Vitrine-Bench-Plugin: off` is served as if Vitrine were deactivated (WordPress
 * never loads it), so both sides of the comparison come from one site, interleaved.
 */
if ( isset( $_SERVER['REMOTE_ADDR'], $_SERVER['HTTP_X_VITRINE_BENCH_PLUGIN'] ) && in_array( $_SERVER['REMOTE_ADDR'], array( '127.0.0.1', '::1' ), true ) && 'off' === $_SERVER['HTTP_X_VITRINE_BENCH_PLUGIN'] ) {
	add_filter(
		'option_active_plugins',
		static fn( $plugins ) => array_values( array_diff( (array) $plugins, array( 'vitrine/vitrine.php' ) ) )
	);
}
// `X-Vitrine-Bench-Id: <id>`: the request's CPU time from here (before any plugin loads) to its
// end, appended as "<id> <ms> <queries> <peak MB>" to uploads/vitrine-bench-cpu.log once the response has gone, so
// the bench can compare what each side costs the machine, which its noise does not inflate.
if ( isset( $_SERVER['REMOTE_ADDR'], $_SERVER['HTTP_X_VITRINE_BENCH_ID'] ) && in_array( $_SERVER['REMOTE_ADDR'], array( '127.0.0.1', '::1' ), true ) && preg_match( '/^[a-z0-9-]{1,40}$/', (string) $_SERVER['HTTP_X_VITRINE_BENCH_ID'] ) ) {
	$vitrine_bench_cpu   = static function (): float {
		$usage = getrusage();
		return ( $usage['ru_utime.tv_sec'] + $usage['ru_stime.tv_sec'] ) * 1000 + ( $usage['ru_utime.tv_usec'] + $usage['ru_stime.tv_usec'] ) / 1000;
	};
	$vitrine_bench_start = $vitrine_bench_cpu();
	// Registered after WordPress's own shutdown work, so that is counted too.
	register_shutdown_function(
		static function () use ( $vitrine_bench_cpu, $vitrine_bench_start ) {
			$spent = $vitrine_bench_cpu() - $vitrine_bench_start;
			if ( function_exists( 'fastcgi_finish_request' ) ) {
				fastcgi_finish_request();
			}
			// Then the request's database queries and its peak memory in MB (npm run bench:scale).
			$queries = isset( $GLOBALS['wpdb'] ) ? (int) $GLOBALS['wpdb']->num_queries : 0;
			file_put_contents( WP_CONTENT_DIR . '/uploads/vitrine-bench-cpu.log', sprintf( "%s %.3f %d %.1f\n", $_SERVER['HTTP_X_VITRINE_BENCH_ID'], $spent, $queries, memory_get_peak_usage() / 1048576 ), FILE_APPEND | LOCK_EX );
		}
	);
	unset( $vitrine_bench_cpu, $vitrine_bench_start );
}
// `X-Vitrine-Bench-Placements: none`: the same site with none of the widgets the plugin places
// by default (like button, related stories, the header's account and cart links), through the filters a
// site owner would use, so the bench can tell the plugin's baseline from its placed widgets.
if ( isset( $_SERVER['REMOTE_ADDR'], $_SERVER['HTTP_X_VITRINE_BENCH_PLACEMENTS'] ) && in_array( $_SERVER['REMOTE_ADDR'], array( '127.0.0.1', '::1' ), true ) && 'none' === $_SERVER['HTTP_X_VITRINE_BENCH_PLACEMENTS'] ) {
	add_filter( 'vitrine_like_placement', static fn() => 'off' );
	add_filter( 'vitrine_related_posts_enabled', '__return_false' );
	add_filter(
		'hooked_block_types',
		static fn( $blocks ) => array_values( array_diff( (array) $blocks, array( 'vitrine/account', 'vitrine/cart-link' ) ) ),
		20
	);
}
add_filter(
	'vitrine_like_rate_limit',
	static function ( $limit ) {
		$loopback = isset( $_SERVER['REMOTE_ADDR'] ) && '127.0.0.1' === $_SERVER['REMOTE_ADDR'];
		return $loopback && isset( $_SERVER['HTTP_X_VITRINE_BENCH'] ) ? PHP_INT_MAX : $limit;
	}
);

/*
 * Browser tests (local stack only): the suite places many orders from 127.0.0.1 (32 at once in
 * checkout-concurrency.spec.ts, and the cart, attribution, demo and page-cache flows), far past
 * the checkout's per-address limit. Loopback requests are not held to it unless they carry
 * `X-Vitrine-Real-Limits: 1`, which the tests of the limits send (docs/testing.md); every
 * other address keeps the real limits.
 */
add_filter(
	'vitrine_checkout_rate_limit',
	static function ( $limits ) {
		$loopback = isset( $_SERVER['REMOTE_ADDR'] ) && in_array( $_SERVER['REMOTE_ADDR'], array( '127.0.0.1', '::1' ), true );
		$real     = isset( $_SERVER['HTTP_X_VITRINE_REAL_LIMITS'] ) && '1' === $_SERVER['HTTP_X_VITRINE_REAL_LIMITS'];
		if ( ! $loopback || $real ) {
			return $limits;
		}
		return array(
			'ip'    => PHP_INT_MAX,
			'email' => PHP_INT_MAX,
		) + (array) $limits;
	}
);

/*
 * Browser tests (local stack only): a loopback request may name the client address it is to
 * be counted as, so login-policy tests can play an attacker and an owner on two addresses,
 * and the failed logins tests make never lock the machine's own address out.
 */
add_filter(
	'vitrine_client_ip',
	static function ( $ip ) {
		$loopback = isset( $_SERVER['REMOTE_ADDR'] ) && in_array( $_SERVER['REMOTE_ADDR'], array( '127.0.0.1', '::1' ), true );
		$claimed  = isset( $_SERVER['HTTP_X_VITRINE_TEST_CLIENT_IP'] ) ? (string) $_SERVER['HTTP_X_VITRINE_TEST_CLIENT_IP'] : '';
		return $loopback && filter_var( $claimed, FILTER_VALIDATE_IP ) ? $claimed : $ip;
	}
);

/*
 * Browser tests (local stack only): a loopback request for a contact form's fill-time token
 * carrying `X-Vitrine-Test-Form-Shown-Ago: <seconds>` (0 to 3600) gets a token issued that
 * long ago, so tests/e2e/contact-form-visitors.spec.ts plays visitors who spent seconds or
 * minutes on the form without waiting for them. The check when the message is sent is the real one.
 */
add_filter(
	'vitrine_contact_form_token_time',
	static function ( $time ) {
		$loopback = isset( $_SERVER['REMOTE_ADDR'] ) && in_array( $_SERVER['REMOTE_ADDR'], array( '127.0.0.1', '::1' ), true );
		$ago      = isset( $_SERVER['HTTP_X_VITRINE_TEST_FORM_SHOWN_AGO'] ) ? (string) $_SERVER['HTTP_X_VITRINE_TEST_FORM_SHOWN_AGO'] : '';
		return $loopback && preg_match( '/^[0-9]{1,4}$/', $ago ) && (int) $ago <= 3600 ? (int) $time - (int) $ago : $time;
	}
);

/*
 * Browser tests (local stack only): widgets mount when they come near the viewport, but most
 * browser tests act on a widget as soon as its page is ready, without scrolling to it first the
 * way a reader would. A loopback request carrying `X-Vitrine-Test-Mount: eager` (Playwright
 * sends it, playwright.config.ts) gets every widget marked to mount at once;
 * tests/e2e/islands.spec.ts sends none and checks the real behaviour, and the bench measures it.
 */
add_filter(
	'vitrine_widget_loads_eagerly',
	static function ( $eager ) {
		$loopback = isset( $_SERVER['REMOTE_ADDR'] ) && in_array( $_SERVER['REMOTE_ADDR'], array( '127.0.0.1', '::1' ), true );
		return $eager || ( $loopback && isset( $_SERVER['HTTP_X_VITRINE_TEST_MOUNT'] ) && 'eager' === $_SERVER['HTTP_X_VITRINE_TEST_MOUNT'] );
	}
);

/*
 * Browser tests under other themes (tests/e2e/themes.spec.ts), local stack only: a request
 * carrying the cookie `vitrine_e2e_theme=<installed theme>` is rendered with that theme, as if
 * the site had switched to it (menu locations carried over like switch_theme() maps them),
 * while every other request, including the other test worker's, keeps the active theme.
 * Such pages are never cacheable.
 */
$vitrine_e2e_theme = isset( $_COOKIE['vitrine_e2e_theme'] ) ? preg_replace( '/[^a-z0-9-]/', '', (string) $_COOKIE['vitrine_e2e_theme'] ) : '';
if ( '' !== $vitrine_e2e_theme && is_dir( WP_CONTENT_DIR . '/themes/' . $vitrine_e2e_theme ) ) {
	$vitrine_use_theme = static fn() => $vitrine_e2e_theme;
	add_filter( 'pre_option_stylesheet', $vitrine_use_theme );
	add_filter( 'pre_option_template', $vitrine_use_theme );
	/*
	 * Menu locations as switching themes maps them: the Vitrine theme's, kept only where the
	 * theme under test registers the location, so a block theme (it registers none) has no
	 * menu locations, whatever mods an earlier request stored for it.
	 */
	add_filter(
		'theme_mod_nav_menu_locations',
		static function () {
			$active = (array) get_option( 'theme_mods_vitrine', array() );
			return array_intersect_key( (array) ( $active['nav_menu_locations'] ?? array() ), get_registered_nav_menus() );
		}
	);
	add_action( 'send_headers', 'nocache_headers' );
	/*
	 * With the cookie `vitrine_e2e_footer_widget=1` as well (tests/e2e/themes-native.spec.ts),
	 * a classic theme's first widget area (Twenty Twenty-One's footer) carries a Text widget
	 * with a slider and nested shortcodes, as a site owner would put there: kept out of the
	 * stored widgets, which every request under the Vitrine theme (no widget areas) would move
	 * to the inactive ones, and out of the other tests' pages.
	 */
	if ( isset( $_COOKIE['vitrine_e2e_footer_widget'] ) ) {
		add_filter(
			'sidebars_widgets',
			static function ( $sidebars ) {
				if ( ! is_admin() && isset( $GLOBALS['wp_registered_sidebars']['sidebar-1'] ) ) {
					$sidebars['sidebar-1'] = array_merge( array( 'text-990' ), (array) ( $sidebars['sidebar-1'] ?? array() ) );
				}
				return $sidebars;
			}
		);
		add_filter(
			'option_widget_text',
			static fn( $instances ) => array(
				990 => array(
					'title'  => '',
					'text'   => "[vitrine_testimonial_slider]\n\n[vitrine_accordion][vitrine_toggle title=\"Shipping costs\"]Free from 50 euros.[/vitrine_toggle][vitrine_toggle title=\"Returns\"]Thirty days.[/vitrine_toggle][/vitrine_accordion]",
					'filter' => true,
					'visual' => true,
				),
			) + (array) $instances
		);
	}
}
unset( $vitrine_e2e_theme );

/*
 * --- Guest row limits (issue 29, items 5–8) -------------------------------------------------
 * Browser tests (local stack only): the suite starts many guest carts and wishlists from this
 * machine's address, so loopback requests are not counted against the new-guest-rows limit
 * (GuestRows) unless they carry `X-Vitrine-Real-Limits: 1`, as the limit tests do. Nothing
 * else is lifted: the per-owner wishlist cap stays.
 */
add_filter(
	'vitrine_guest_rows_limit',
	static function ( $limit ) {
		$loopback = isset( $_SERVER['REMOTE_ADDR'] ) && in_array( $_SERVER['REMOTE_ADDR'], array( '127.0.0.1', '::1' ), true );
		$real     = isset( $_SERVER['HTTP_X_VITRINE_REAL_LIMITS'] ) && '1' === $_SERVER['HTTP_X_VITRINE_REAL_LIMITS'];
		return $loopback && ! $real ? PHP_INT_MAX : $limit;
	}
);
// --- end of guest row limits ---------------------------------------------------------------

/*
 * The nodes instance (bin/test-nodes.sh): each reply says whether its node used the shared
 * Redis object cache, so tests/e2e/nodes.spec.ts can see that both nodes do.
 */
add_action(
	'send_headers',
	static function () {
		global $wp_object_cache;
		if ( wp_using_ext_object_cache() && is_object( $wp_object_cache ) && method_exists( $wp_object_cache, 'connected' ) ) {
			header( 'X-Vitrine-Object-Cache: ' . ( $wp_object_cache->connected() ? 'redis' : 'unreachable' ) );
		}
	}
);
