<?php
/**
 * The account link: "Log in" for guests, "My account" for members.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Account;

use WP_Block;

defined( 'ABSPATH' ) || exit;

/**
 * Renders the links that open the login popup, for the `vitrine/account` block, the
 * `vitrine_account_link()` template function and classic themes' menus. The markup is the
 * same for every visitor (pages stay cacheable): the popup's launcher turns the login link
 * into "My account" and hides the register link once the session says the visitor is signed
 * in. Without JavaScript the links lead to wp-login.php.
 */
final class AccountLink {

	public const STYLE = 'vitrine-block-account';

	/**
	 * In block themes that do not place an account link themselves
	 * (`add_theme_support( 'vitrine-account-link' )`), hooks the block after the Navigation
	 * block of their headers (the Block Hooks API); `hooked_block_types` can take it out.
	 *
	 * @param list<string> $hooked_blocks Blocks hooked at this position.
	 * @param string       $position      `before`, `after`, `first_child` or `last_child`.
	 * @param string       $anchor_block  The anchor block's name.
	 * @param mixed        $context       The template, template part or pattern being read.
	 * @return list<string>
	 */
	public function hook_block( $hooked_blocks, $position, $anchor_block, $context = null ) {
		if ( 'after' === $position && 'core/navigation' === $anchor_block && self::is_header( $context )
			&& ! current_theme_supports( 'vitrine-account-link' ) ) {
			$hooked_blocks[] = 'vitrine/account';
		}
		return $hooked_blocks;
	}

	/**
	 * Whether the block-hooks context is a header: a header template part, or a pattern made
	 * for one (footers have navigation blocks too, and need no account link).
	 *
	 * @param mixed $context A WP_Block_Template, a pattern's properties, or null.
	 */
	public static function is_header( $context ): bool {
		if ( $context instanceof \WP_Block_Template ) {
			return 'wp_template_part' === $context->type && 'header' === $context->area;
		}
		if ( is_array( $context ) ) {
			return in_array( 'core/template-part/header', (array) ( $context['blockTypes'] ?? array() ), true )
				|| in_array( 'header', (array) ( $context['categories'] ?? array() ), true );
		}
		return false;
	}

	/**
	 * Renders the block.
	 *
	 * @param array<string, mixed> $attributes Block attributes.
	 * @param string               $content    Inner content (none).
	 * @param WP_Block|null        $block      The block.
	 */
	public function render_block( array $attributes = array(), string $content = '', ?WP_Block $block = null ): string {
		// The block's supports reach this root through Vitrine\Blocks\BlockWrapper.
		return '<div class="vitrine-account">' . self::links( ! empty( $attributes['showRegister'] ) ) . '</div>';
	}

	/**
	 * Returns the login link, and the register link when asked and registration is open.
	 *
	 * @param bool $with_register Whether to add the "Register" link.
	 */
	public static function links( bool $with_register = false ): string {
		$html = sprintf(
			'<a class="vitrine-account__link vitrine-account__login" href="%1$s" data-vitrine-login-open>%2$s<span data-vitrine-login-label>%3$s</span></a>',
			esc_url( wp_login_url() ),
			self::icon(),
			esc_html__( 'Log in', 'vitrine' )
		);
		if ( $with_register && RegistrationService::is_open() ) {
			$html .= sprintf(
				'<a class="vitrine-account__link vitrine-account__register" href="%1$s" data-vitrine-login-open="register">%2$s</a>',
				esc_url( wp_registration_url() ),
				esc_html__( 'Register', 'vitrine' )
			);
		}
		wp_enqueue_style( self::STYLE );
		return $html;
	}

	/**
	 * The person icon in front of the login link.
	 */
	private static function icon(): string {
		return '<svg class="vitrine-account__icon" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" aria-hidden="true" focusable="false"><circle cx="12" cy="8" r="4"/><path d="M4.5 20c1.4-3.6 4.2-5.5 7.5-5.5s6.1 1.9 7.5 5.5"/></svg>';
	}
}
