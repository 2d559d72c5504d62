<?php
/**
 * Where the like button appears when the theme does not place it.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Likes;

use Vitrine\Core\Admin\SettingsScreen;
use Vitrine\Core\Http\VisitorPage;
use Vitrine\Core\StoredDefaults;

defined( 'ABSPATH' ) || exit;

/**
 * Keeps the like button on any theme. A theme that places it itself declares
 * `add_theme_support( 'vitrine-like-button' )` and gets nothing added. Otherwise, per the
 * "Like button" setting (Vitrine → Settings → General): classic themes get it appended to the post's
 * content (single posts) and to post lists' excerpts or content; block themes get the
 * `vitrine/like` block hooked after the Post Content and Post Excerpt blocks of their
 * templates (the Block Hooks API), which covers single templates and query loops alike.
 */
final class LikePlacement {

	public const OPTION = 'vitrine_like_placement';

	/** Single posts and post lists. */
	public const EVERYWHERE = 'everywhere';

	/** Single posts only. */
	public const SINGLE = 'single';

	/** Never: the site places the block or calls vitrine_like_button() itself. */
	public const OFF = 'off';

	/**
	 * Hooks the placement in.
	 */
	public function register(): void {
		add_filter( 'the_content', array( $this, 'append_to_content' ), 20 );
		add_filter( 'the_excerpt', array( $this, 'append_to_excerpt' ), 20 );
		add_filter( 'hooked_block_types', array( $this, 'hook_block' ), 10, 3 );
		add_action( 'init', array( self::class, 'store_default' ) );
		// Not on a visitor's page, as for every settings class (SettingsFields).
		if ( ! VisitorPage::is_current() ) {
			add_action( 'init', array( $this, 'register_setting' ) );
		}
		add_action( 'admin_init', array( $this, 'add_settings_field' ) );
	}

	/**
	 * Where the button goes on this site: `everywhere`, `single` or `off`.
	 */
	public static function placement(): string {
		if ( current_theme_supports( 'vitrine-like-button' ) ) {
			return self::OFF;
		}
		$placement = (string) get_option( self::OPTION, self::EVERYWHERE );

		/**
		 * Filters where the like button is added for themes that do not place it themselves
		 * (they declare `add_theme_support( 'vitrine-like-button' )` and are never asked).
		 *
		 * @since 0.1.0
		 *
		 * @param string $placement `everywhere` (single posts and post lists), `single` or `off`.
		 *                          Default: the "Like button" setting, `everywhere`.
		 */
		$placement = (string) apply_filters( 'vitrine_like_placement', $placement );
		return in_array( $placement, array( self::EVERYWHERE, self::SINGLE ), true ) ? $placement : self::OFF;
	}

	/**
	 * Appends the button to the content of the main query's posts (classic themes).
	 *
	 * @param string $content Post content.
	 */
	public function append_to_content( string $content ): string {
		return $this->should_append() ? $content . $this->button_row() : $content;
	}

	/**
	 * Appends the button to excerpts in post lists (classic themes print `the_excerpt()` there).
	 *
	 * @param string $excerpt Excerpt HTML.
	 */
	public function append_to_excerpt( string $excerpt ): string {
		return $this->should_append() && ! is_singular() ? $excerpt . $this->button_row() : $excerpt;
	}

	/**
	 * Hooks the Like block after Post Content and Post Excerpt in block themes' templates.
	 *
	 * @param list<string> $hooked_blocks Blocks hooked at this position.
	 * @param string       $position      `before`, `after`, `first_child` or `last_child`.
	 * @param string       $anchor_block  The anchor block's name.
	 * @return list<string>
	 */
	public function hook_block( $hooked_blocks, $position, $anchor_block ) {
		if ( 'after' === $position && in_array( $anchor_block, array( 'core/post-content', 'core/post-excerpt' ), true )
			&& self::OFF !== self::placement() ) {
			$hooked_blocks[] = 'vitrine/like';
		}
		return $hooked_blocks;
	}

	/**
	 * Stores the default once, so every page reads it with the autoloaded options.
	 */
	public static function store_default(): void {
		StoredDefaults::ensure( array( self::OPTION => self::EVERYWHERE ) );
	}

	/**
	 * Registers the setting (sanitized to one of the three values).
	 */
	public function register_setting(): void {
		self::store_default();
		register_setting(
			SettingsScreen::group( 'general' ),
			self::OPTION,
			array(
				'type'              => 'string',
				'default'           => self::EVERYWHERE,
				'label'             => __( 'Like button', 'vitrine' ),
				'description'       => __( 'Where the like button is added for themes that do not place it themselves.', 'vitrine' ),
				'sanitize_callback' => array( self::class, 'sanitize' ),
				'show_in_rest'      => array(
					'schema' => array(
						'enum' => array( self::EVERYWHERE, self::SINGLE, self::OFF ),
					),
				),
			)
		);
	}

	/**
	 * One of the three placements; `everywhere` otherwise.
	 *
	 * @param mixed $value The submitted value.
	 */
	public static function sanitize( $value ): string {
		return in_array( $value, array( self::EVERYWHERE, self::SINGLE, self::OFF ), true ) ? $value : self::EVERYWHERE;
	}

	/**
	 * Adds the "Like button" field to Vitrine → Settings → General.
	 */
	public function add_settings_field(): void {
		$page = SettingsScreen::page( 'general' );
		add_settings_section( 'vitrine_likes', __( 'Likes', 'vitrine' ), '__return_false', $page );
		add_settings_field(
			self::OPTION,
			__( 'Like button', 'vitrine' ),
			array( $this, 'render_field' ),
			$page,
			'vitrine_likes',
			array( 'label_for' => self::OPTION )
		);
	}

	/**
	 * Prints the setting's select.
	 */
	public function render_field(): void {
		$choices = array(
			self::EVERYWHERE => __( 'Under single posts and in post lists', 'vitrine' ),
			self::SINGLE     => __( 'Under single posts only', 'vitrine' ),
			self::OFF        => __( 'Nowhere: I place the Like block or vitrine_like_button() myself', 'vitrine' ),
		);
		$current = (string) get_option( self::OPTION, self::EVERYWHERE );
		printf( '<select name="%1$s" id="%1$s">', esc_attr( self::OPTION ) );
		foreach ( $choices as $value => $label ) {
			printf( '<option value="%1$s"%2$s>%3$s</option>', esc_attr( $value ), selected( $current, $value, false ), esc_html( $label ) );
		}
		echo '</select>';
		if ( current_theme_supports( 'vitrine-like-button' ) ) {
			echo '<p class="description">' . esc_html__( 'The active theme places the like button itself, so this setting has no effect.', 'vitrine' ) . '</p>';
		}
	}

	/**
	 * Whether to append to the current post's content: classic themes only (block themes get
	 * the hooked block), in the main query's loop, on single posts or also in lists.
	 */
	private function should_append(): bool {
		// Excerpts generated from the content run `the_content` too: never add a button there.
		if ( wp_is_block_theme() || ! in_the_loop() || ! is_main_query() || is_admin() || is_feed() || doing_filter( 'get_the_excerpt' ) ) {
			return false;
		}
		$placement = self::placement();
		if ( self::OFF === $placement ) {
			return false;
		}
		return is_singular( LikeService::post_types() ) || ( self::EVERYWHERE === $placement && ! is_singular() );
	}

	/**
	 * The button in a paragraph of its own ('' for posts that cannot be loved).
	 */
	private function button_row(): string {
		$button = LikeButton::render( get_post() );
		return '' === $button ? '' : '<p class="vitrine-like-row">' . $button . '</p>';
	}
}
