<?php
/**
 * Shop → Setup: the short first-run setup with its checklist.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Shop\Setup;

use Vitrine\Core\Admin\AdminMenu;
use Vitrine\Core\Assets;
use const Vitrine\PLUGIN_FILE;

defined( 'ABSPATH' ) || exit;

/**
 * One screen: the checklist (every step, done or not, linking to its section), then each step
 * as a short form with its own button, posting to admin-post.php. Saving one step never
 * touches another's values; a refused value comes back as a notice above its form.
 */
final class SetupScreen {

	public const SLUG = 'vitrine-setup';

	public const ACTION = 'vitrine_setup_save';

	public const CAPABILITY = 'manage_options';

	/**
	 * Hooks in.
	 */
	public function register(): void {
		add_action( 'admin_menu', array( $this, 'add_menu' ) );
		add_action( 'admin_post_' . self::ACTION, array( $this, 'handle_save' ) );
	}

	/**
	 * The screen's address.
	 *
	 * @param array<string, string> $args Query arguments.
	 */
	public static function url( array $args = array() ): string {
		return AdminMenu::url( self::SLUG, AdminMenu::SHOP_PARENT, $args );
	}

	/**
	 * Adds Shop → Setup.
	 */
	public function add_menu(): void {
		$hook = add_submenu_page(
			AdminMenu::SHOP_PARENT,
			__( 'Set up your shop', 'vitrine' ),
			__( 'Setup', 'vitrine' ),
			self::CAPABILITY,
			self::SLUG,
			array( $this, 'render' )
		);
		if ( $hook ) {
			add_action( 'load-' . $hook, array( $this, 'enqueue' ) );
		}
	}

	/**
	 * The media library for the logo, and the script that opens it.
	 */
	public function enqueue(): void {
		wp_enqueue_media();
		$asset = Assets::asset( 'admin-setup' );
		if ( null === $asset ) {
			return; // Not built: the forms work without the logo picker and the styles.
		}
		wp_enqueue_script( 'vitrine-admin-setup', plugins_url( 'build/admin-setup.js', PLUGIN_FILE ), $asset['dependencies'], $asset['version'], true );
		wp_set_script_translations( 'vitrine-admin-setup', 'vitrine', dirname( PLUGIN_FILE ) . '/languages' );
		wp_enqueue_style( 'vitrine-admin-setup', plugins_url( 'build/admin-setup.css', PLUGIN_FILE ), array(), $asset['version'] );
	}

	/**
	 * Prints the screen.
	 */
	public function render(): void {
		if ( ! current_user_can( self::CAPABILITY ) ) {
			return;
		}
		$steps = SetupSteps::all();
		$done  = count( array_filter( $steps, array( SetupSteps::class, 'is_done' ) ) );
		$error = self::take_error();
		echo '<div class="wrap vitrine-setup"><h1>' . esc_html__( 'Set up your shop', 'vitrine' ) . '</h1>';
		printf(
			'<p>%s</p>',
			/* translators: 1: steps done, 2: all steps. */
			esc_html( sprintf( _n( '%1$d of %2$d step done.', '%1$d of %2$d steps done.', count( $steps ), 'vitrine' ), $done, count( $steps ) ) )
		);
		echo '<ol class="vitrine-setup__checklist">';
		foreach ( $steps as $id => $step ) {
			$is_done = SetupSteps::is_done( $step );
			printf(
				'<li class="%1$s"><a href="#vitrine-setup-%2$s">%3$s</a> <span class="%4$s">%5$s</span></li>',
				esc_attr( $is_done ? 'is-done' : 'is-todo' ),
				esc_attr( $id ),
				esc_html( $step->title() ),
				esc_attr( $is_done ? 'vitrine-setup__state is-done' : 'vitrine-setup__state' ),
				esc_html( $is_done ? __( 'Done', 'vitrine' ) : __( 'To do', 'vitrine' ) )
			);
		}
		echo '</ol>';
		foreach ( $steps as $id => $step ) {
			printf( '<section class="vitrine-setup__step card" id="vitrine-setup-%1$s" aria-labelledby="vitrine-setup-%1$s-title"><h2 id="vitrine-setup-%1$s-title">%2$s</h2>', esc_attr( $id ), esc_html( $step->title() ) );
			if ( $error && $error['step'] === $id ) {
				printf( '<div class="notice notice-error inline" role="alert"><p>%s</p></div>', esc_html( $error['message'] ) );
			} elseif ( isset( $_GET['saved'] ) && $id === $_GET['saved'] ) { // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- only says what was saved.
				echo '<div class="notice notice-success inline" role="status"><p>' . esc_html__( 'Saved.', 'vitrine' ) . '</p></div>';
			}
			printf( '<form method="post" action="%s">', esc_url( admin_url( 'admin-post.php' ) ) );
			printf( '<input type="hidden" name="action" value="%1$s"><input type="hidden" name="step" value="%2$s">', esc_attr( self::ACTION ), esc_attr( $id ) );
			wp_nonce_field( self::ACTION . ':' . $id );
			$step->render();
			// A step with nothing left to do (every page exists) offers no button.
			if ( '' !== $step->button() ) {
				submit_button( $step->button(), 'primary', 'submit', true, array( 'id' => 'vitrine-setup-' . $id . '-submit' ) );
			}
			echo '</form></section>';
		}
		echo '</div>';
	}

	/**
	 * Saves one step's form and goes back to it.
	 */
	public function handle_save(): void {
		$id   = isset( $_POST['step'] ) ? sanitize_key( wp_unslash( $_POST['step'] ) ) : '';
		$step = SetupSteps::all()[ $id ] ?? null;
		if ( ! current_user_can( self::CAPABILITY ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to set up the shop.', 'vitrine' ), '', array( 'response' => 403 ) );
		}
		if ( null === $step ) {
			wp_die( esc_html__( 'This setup step does not exist.', 'vitrine' ), '', array( 'response' => 400 ) );
		}
		check_admin_referer( self::ACTION . ':' . $id );
		$posted = wp_unslash( $_POST ); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- each step sanitizes its own fields.
		$error  = $step->save( is_array( $posted ) ? $posted : array() );
		if ( null === $error ) {
			SetupSteps::mark_saved( $id );
		} else {
			set_transient(
				'vitrine_setup_error_' . get_current_user_id(),
				array(
					'step'    => $id,
					'message' => $error->get_error_message(),
				),
				MINUTE_IN_SECONDS
			);
		}
		$back = null === $error ? array( 'saved' => $id ) : array( 'failed' => $id );
		wp_safe_redirect( self::url( $back ) . '#vitrine-setup-' . $id );
		exit;
	}

	/**
	 * The refused step's message, once.
	 *
	 * @return array{step: string, message: string}|null
	 */
	private static function take_error(): ?array {
		$key   = 'vitrine_setup_error_' . get_current_user_id();
		$error = get_transient( $key );
		if ( ! is_array( $error ) || ! isset( $error['step'], $error['message'] ) ) {
			return null;
		}
		delete_transient( $key );
		return array(
			'step'    => (string) $error['step'],
			'message' => (string) $error['message'],
		);
	}
}
