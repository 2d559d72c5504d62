<?php
/**
 * Order attribution.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Shop\Attribution;

use Vitrine\Core\Admin\SettingsScreen;
use Vitrine\Core\Assets;
use Vitrine\Core\Http\VisitorPage;
use Vitrine\Core\Module;
use Vitrine\Core\StoredDefaults;
use const Vitrine\PLUGIN_FILE;

defined( 'ABSPATH' ) || exit;

/**
 * Where orders come from, the WooCommerce way: the `attribution` script (sourcebuster) on every
 * front-end page, the hidden `wc_order_attribution_*` inputs in the checkout form, the fields
 * stored as `_wc_order_attribution_*` order meta, and three settings on Vitrine → Settings → Shop:
 * tracking on/off (off: the script expires every tracking cookie and leaves the inputs
 * empty), cookie lifetime in months and session length in minutes.
 *
 * Consent: the `vitrine_attribution_allow_tracking` filter (true by default) decides at page
 * load; a consent tool can change it later with `window.vitrineOrderAttribution.setConsent()`.
 */
final class AttributionModule implements Module {

	public const OPTION_ENABLED  = 'vitrine_attribution_enabled';
	public const OPTION_LIFETIME = 'vitrine_attribution_lifetime';
	public const OPTION_SESSION  = 'vitrine_attribution_session_length';

	private const HANDLE = 'vitrine-attribution';

	/**
	 * WooCommerce's attribution script's handle.
	 */
	public const WC_HANDLE = 'wc-order-attribution';

	/**
	 * {@inheritDoc}
	 */
	public function register(): void {
		add_action( 'init', array( $this, 'store_defaults' ) );
		add_action( 'wp_enqueue_scripts', array( $this, 'enqueue' ) );
		// After themes and plugins enqueued theirs.
		add_action( 'wp_enqueue_scripts', array( $this, 'describe_woocommerce_script' ), 1000 );
		add_action( 'vitrine_checkout_form_fields', array( $this, 'print_inputs' ) );
		add_filter( 'vitrine_checkout_order_meta', array( $this, 'order_meta' ), 10, 2 );
		// Not on a visitor's page, as for every settings class (SettingsFields).
		if ( ! VisitorPage::is_current() ) {
			add_action( 'init', array( $this, 'register_settings' ) );
		}
		add_action( 'admin_init', array( $this, 'add_settings_fields' ) );
	}

	/**
	 * The script reads the three settings on every page: stored once, they come with the
	 * autoloaded options instead of a query each.
	 */
	public function store_defaults(): void {
		StoredDefaults::ensure(
			array(
				self::OPTION_ENABLED  => 'yes',
				self::OPTION_LIFETIME => 0.00001,
				self::OPTION_SESSION  => 30,
			)
		);
	}

	/**
	 * Whether tracking is on.
	 */
	public static function enabled(): bool {
		return 'no' !== get_option( self::OPTION_ENABLED, 'yes' );
	}

	/**
	 * The script's settings.
	 *
	 * @return array{enabled: bool, allowed: bool, lifetime: float, session: int}
	 */
	public static function settings(): array {
		/**
		 * Filters whether order attribution may track the visitor now (e.g. from a consent
		 * tool's cookie). A consent given later in the browser calls
		 * `window.vitrineOrderAttribution.setConsent( true )`.
		 *
		 * @since 0.1.0
		 *
		 * @param bool $allowed Default true.
		 */
		$allowed = (bool) apply_filters( 'vitrine_attribution_allow_tracking', true );
		return array(
			'enabled'  => self::enabled(),
			'allowed'  => $allowed,
			'lifetime' => (float) get_option( self::OPTION_LIFETIME, 0.00001 ),
			'session'  => max( 1, (int) get_option( self::OPTION_SESSION, 30 ) ),
		);
	}

	/**
	 * The script, in the footer, on every front-end page (also when tracking is off: it then
	 * expires the cookies set while it was on).
	 */
	public function enqueue(): void {
		$asset = Assets::asset( 'attribution' );
		if ( ! $asset ) {
			return;
		}
		wp_enqueue_script(
			self::HANDLE,
			plugins_url( 'build/attribution.js', PLUGIN_FILE ),
			$asset['dependencies'],
			$asset['version'],
			array(
				'in_footer' => true,
				'strategy'  => 'defer',
			)
		);
		wp_add_inline_script( self::HANDLE, 'window.vitrineAttributionSettings = ' . wp_json_encode( self::settings() ) . ';', 'before' );
	}

	/**
	 * The 16 hidden inputs in the checkout form, inside WooCommerce's
	 * `<wc-order-attribution-inputs>` element: Vitrine's script fills the inputs; WooCommerce's
	 * own `order-attribution.js`, when a theme or plugin puts it on the page, turns the element
	 * into its custom element, which stamps inputs of the same names and fills them. Either
	 * way the form posts the same fields.
	 */
	public function print_inputs(): void {
		if ( ! self::enabled() ) {
			return;
		}
		echo '<wc-order-attribution-inputs>';
		foreach ( AttributionFields::names() as $name ) {
			printf( '<input type="hidden" name="%s" value="">', esc_attr( AttributionFields::INPUT_PREFIX . $name ) );
		}
		echo '</wc-order-attribution-inputs>';
	}

	/**
	 * WooCommerce's attribution script reads `window.wc_order_attribution` (`params` and the
	 * `fields` it maps from sourcebuster): when a theme or plugin enqueued that script
	 * (handle `wc-order-attribution`) without WooCommerce to describe it, this does.
	 */
	public function describe_woocommerce_script(): void {
		if ( ! wp_script_is( self::WC_HANDLE, 'enqueued' ) || '' !== (string) wp_scripts()->get_data( self::WC_HANDLE, 'data' ) ) {
			return;
		}
		$settings = self::settings();
		wp_localize_script(
			self::WC_HANDLE,
			'wc_order_attribution',
			array(
				'params' => array(
					'lifetime'      => $settings['lifetime'],
					'session'       => $settings['session'],
					'base64'        => false,
					'ajaxurl'       => admin_url( 'admin-ajax.php' ),
					'prefix'        => AttributionFields::INPUT_PREFIX,
					'allowTracking' => $settings['enabled'] && $settings['allowed'],
				),
				'fields' => AttributionFields::sourcebuster_paths(),
			)
		);
	}

	/**
	 * `vitrine_checkout_order_meta`: the posted attribution fields as order meta.
	 *
	 * @param array<string, string> $meta   Meta so far.
	 * @param array<string, mixed>  $posted The posted form, unslashed.
	 * @return array<string, string>
	 */
	public function order_meta( $meta, $posted ) {
		$meta = (array) $meta;
		return self::enabled() ? $meta + AttributionFields::meta_from_post( (array) $posted ) : $meta;
	}

	/**
	 * The three settings (Vitrine → Settings → Shop, and `/wp/v2/settings`).
	 */
	public function register_settings(): void {
		$group = SettingsScreen::group( 'shop' );
		register_setting(
			$group,
			self::OPTION_ENABLED,
			array(
				'type'              => 'string',
				'label'             => __( 'Track where orders come from', 'vitrine' ),
				'default'           => 'yes',
				'sanitize_callback' => static fn( $value ): string => 'yes' === $value ? 'yes' : 'no',
				'show_in_rest'      => array( 'schema' => array( 'enum' => array( 'yes', 'no' ) ) ),
			)
		);
		register_setting(
			$group,
			self::OPTION_LIFETIME,
			array(
				'type'              => 'number',
				'label'             => __( 'Cookie lifetime (months)', 'vitrine' ),
				'default'           => 0.00001,
				'sanitize_callback' => static fn( $value ): float => max( 0.00001, min( 24.0, (float) $value ) ),
				'show_in_rest'      => array(
					'schema' => array(
						'minimum' => 0.00001,
						'maximum' => 24,
					),
				),
			)
		);
		register_setting(
			$group,
			self::OPTION_SESSION,
			array(
				'type'              => 'integer',
				'label'             => __( 'Session length (minutes)', 'vitrine' ),
				'default'           => 30,
				'sanitize_callback' => static fn( $value ): int => max( 1, min( 1440, absint( $value ) ) ),
				'show_in_rest'      => array(
					'schema' => array(
						'minimum' => 1,
						'maximum' => 1440,
					),
				),
			)
		);
	}

	/**
	 * The three fields on Vitrine → Settings → Shop.
	 */
	public function add_settings_fields(): void {
		$page = SettingsScreen::page( 'shop' );
		add_settings_section( 'vitrine_attribution', __( 'Order attribution', 'vitrine' ), '__return_false', $page );
		add_settings_field(
			self::OPTION_ENABLED,
			__( 'Track where orders come from', 'vitrine' ),
			static function (): void {
				printf(
					'<input type="hidden" name="%1$s" value="no"><label><input type="checkbox" name="%1$s" value="yes"%2$s> %3$s</label>',
					esc_attr( self::OPTION_ENABLED ),
					checked( self::enabled(), true, false ),
					esc_html__( 'Record the source of each order (cookies; off expires them and stores nothing).', 'vitrine' )
				);
			},
			$page,
			'vitrine_attribution'
		);
		add_settings_field(
			self::OPTION_LIFETIME,
			__( 'Cookie lifetime (months)', 'vitrine' ),
			static function (): void {
				printf( '<input type="number" name="%1$s" id="%1$s" value="%2$s" min="0.00001" max="24" step="any" class="small-text">', esc_attr( self::OPTION_LIFETIME ), esc_attr( rtrim( rtrim( sprintf( '%.5F', (float) get_option( self::OPTION_LIFETIME, 0.00001 ) ), '0' ), '.' ) ) ); // A float prints as 1.0E-5, which a number field cannot show.
			},
			$page,
			'vitrine_attribution',
			array( 'label_for' => self::OPTION_LIFETIME )
		);
		add_settings_field(
			self::OPTION_SESSION,
			__( 'Session length (minutes)', 'vitrine' ),
			static function (): void {
				printf( '<input type="number" name="%1$s" id="%1$s" value="%2$d" min="1" max="1440" class="small-text">', esc_attr( self::OPTION_SESSION ), (int) get_option( self::OPTION_SESSION, 30 ) );
			},
			$page,
			'vitrine_attribution',
			array( 'label_for' => self::OPTION_SESSION )
		);
	}
}
