<?php
/**
 * The trusted reverse proxies setting.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Core\Visitor;

use Vitrine\Core\Admin\SettingsScreen;
use Vitrine\Core\Module;

defined( 'ABSPATH' ) || exit;

/**
 * Behind a load balancer or reverse proxy every request comes from the proxy's address, so
 * rate limits would count all visitors as one. The owner lists the proxies (addresses or CIDR
 * ranges, IPv4 and IPv6) and the header they write; {@see ClientIp} then reads the visitor's
 * address from that header, for connections from those proxies only. Empty by default: a
 * header anyone can send must not decide whose allowance a request uses.
 *
 * Set in Vitrine → Settings → Advanced, or in wp-config.php with `VITRINE_TRUSTED_PROXIES` (a string or
 * an array) and `VITRINE_FORWARDED_HEADER` (`x-forwarded-for` or `forwarded`), which win over
 * the field and lock it. Not in the REST API: who is trusted is not a setting to edit from
 * a script. See
 * docs/web-nodes.md.
 */
final class TrustedProxySetting implements Module {

	public const OPTION          = 'vitrine_trusted_proxies';
	public const HEADER_OPTION   = 'vitrine_forwarded_header';
	public const CONSTANT        = 'VITRINE_TRUSTED_PROXIES';
	public const HEADER_CONSTANT = 'VITRINE_FORWARDED_HEADER';
	public const SECTION         = 'vitrine_proxy';

	/**
	 * {@inheritDoc}
	 */
	public function register(): void {
		add_action( 'admin_init', array( $this, 'register_setting' ) );
	}

	/**
	 * The trusted addresses and ranges in force.
	 *
	 * @return list<string>
	 */
	public static function ranges(): array {
		$list = defined( self::CONSTANT ) ? constant( self::CONSTANT ) : get_option( self::OPTION, array() );
		return TrustedProxies::parse( is_string( $list ) || is_array( $list ) ? $list : '' )['valid'];
	}

	/**
	 * The header that carries the forwarded chain.
	 */
	public static function header(): string {
		$header = defined( self::HEADER_CONSTANT ) ? constant( self::HEADER_CONSTANT ) : get_option( self::HEADER_OPTION );
		return self::sanitize_header( $header );
	}

	/**
	 * The headers an owner can choose, with their labels.
	 *
	 * @return array<string, string>
	 */
	public static function headers(): array {
		return array(
			TrustedProxies::HEADER_X_FORWARDED_FOR => 'X-Forwarded-For',
			TrustedProxies::HEADER_FORWARDED       => __( 'Forwarded (RFC 7239)', 'vitrine' ),
		);
	}

	/**
	 * Registers the two options and their fields in Vitrine → Settings → Advanced.
	 */
	public function register_setting(): void {
		$group = SettingsScreen::group( 'advanced' );
		$page  = SettingsScreen::page( 'advanced' );
		register_setting(
			$group,
			self::OPTION,
			array(
				'type'              => 'array',
				'default'           => array(),
				'sanitize_callback' => array( self::class, 'sanitize' ),
			)
		);
		register_setting(
			$group,
			self::HEADER_OPTION,
			array(
				'type'              => 'string',
				'default'           => TrustedProxies::HEADER_X_FORWARDED_FOR,
				'sanitize_callback' => array( self::class, 'sanitize_header' ),
			)
		);
		add_settings_section( self::SECTION, __( 'Reverse proxy or load balancer', 'vitrine' ), '__return_false', $page );
		add_settings_field(
			self::OPTION,
			__( 'Trusted proxies', 'vitrine' ),
			array( $this, 'render_field' ),
			$page,
			self::SECTION,
			array( 'label_for' => self::OPTION )
		);
		add_settings_field(
			self::HEADER_OPTION,
			__( 'Header with the visitor’s address', 'vitrine' ),
			array( $this, 'render_header_field' ),
			$page,
			self::SECTION,
			array( 'label_for' => self::HEADER_OPTION )
		);
	}

	/**
	 * Keeps the valid entries and names the refused ones in a settings error.
	 *
	 * WordPress sanitizes a new option twice (update_option, then add_option); the second time
	 * it gets this method's own list back, which holds nothing to refuse.
	 *
	 * @param mixed $value The submitted text (or a list).
	 * @return list<string>
	 */
	public static function sanitize( $value ): array {
		$parsed = TrustedProxies::parse( is_string( $value ) || is_array( $value ) ? $value : '' );
		if ( $parsed['invalid'] && function_exists( 'add_settings_error' ) ) {
			add_settings_error(
				self::OPTION,
				'vitrine_trusted_proxies_invalid',
				sprintf(
					/* translators: %s: the refused entries, separated by commas. */
					__( 'Trusted proxies: these entries were not saved because they are not an IP address or a network range (CIDR, such as 10.0.0.0/8 or 2001:db8::/32): %s', 'vitrine' ),
					implode( ', ', array_map( 'sanitize_text_field', $parsed['invalid'] ) )
				)
			);
		}
		return $parsed['valid'];
	}

	/**
	 * One of the known headers; X-Forwarded-For otherwise.
	 *
	 * @param mixed $value The submitted header.
	 */
	public static function sanitize_header( $value ): string {
		$value = is_string( $value ) ? strtolower( trim( $value ) ) : '';
		return array_key_exists( $value, self::headers() ) ? $value : TrustedProxies::HEADER_X_FORWARDED_FOR;
	}

	/**
	 * Prints the list, what it does, and what this request looks like to the server, which is
	 * what an owner needs to fill it in.
	 */
	public function render_field(): void {
		$locked = defined( self::CONSTANT );
		printf(
			'<textarea name="%1$s" id="%1$s" rows="3" cols="40" class="code" aria-describedby="%1$s-description"%2$s>%3$s</textarea>',
			esc_attr( self::OPTION ),
			disabled( $locked, true, false ),
			esc_textarea( implode( "\n", self::ranges() ) )
		);
		echo '<p class="description" id="' . esc_attr( self::OPTION ) . '-description">'
			. esc_html__( 'Only when this site runs behind a load balancer or reverse proxy: its addresses or network ranges (CIDR), one per line, IPv4 or IPv6. Requests from these addresses are taken to come from the address they forward, so rate limits count each visitor separately. Leave empty otherwise: anyone can send the header, and only a proxy listed here is believed.', 'vitrine' )
			. '</p>';
		if ( $locked ) {
			echo '<p class="description">' . esc_html(
				/* translators: %s: the constant's name. */
				sprintf( __( 'Set by %s in wp-config.php.', 'vitrine' ), self::CONSTANT )
			) . '</p>';
		}
		$remote = isset( $_SERVER['REMOTE_ADDR'] ) && is_string( $_SERVER['REMOTE_ADDR'] ) ? sanitize_text_field( wp_unslash( $_SERVER['REMOTE_ADDR'] ) ) : '';
		echo '<p class="description">' . esc_html(
			sprintf(
				/* translators: 1: an IP address, 2: the address Vitrine uses for this visitor. */
				__( 'This request reached the server from %1$s; Vitrine counts it as coming from %2$s.', 'vitrine' ),
				'' === $remote ? '?' : $remote,
				ClientIp::get()
			)
		) . '</p>';
	}

	/**
	 * Prints the header choice.
	 */
	public function render_header_field(): void {
		printf(
			'<select name="%1$s" id="%1$s"%2$s>',
			esc_attr( self::HEADER_OPTION ),
			disabled( defined( self::HEADER_CONSTANT ), true, false )
		);
		foreach ( self::headers() as $value => $label ) {
			printf( '<option value="%1$s"%2$s>%3$s</option>', esc_attr( $value ), selected( self::header(), $value, false ), esc_html( $label ) );
		}
		echo '</select>';
	}
}
