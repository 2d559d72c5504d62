<?php
/**
 * The block template of a service's page.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Content;

defined( 'ABSPATH' ) || exit;

/**
 * Under a block theme a service's page would take the theme's `single` template, made for blog
 * posts: an empty "Written by … in …" line (services have no author or category) and the blog's
 * latest posts under it. The plugin registers `single-vitrine_service` instead (WordPress 6.7+),
 * which a site builder edits in the Site Editor and a theme's own template of that name
 * replaces: the theme's header and footer around the title, the summary, the featured picture
 * (wide, responsive), the content (closed by {@see ServiceCallToAction}) and the links to the
 * neighbouring services. Classic themes keep their own `single` template.
 */
final class ServiceTemplate {

	/** The template's id. */
	public const ID = 'vitrine//single-' . Services::POST_TYPE;

	/**
	 * Hooks in.
	 */
	public function register(): void {
		add_action( 'init', array( self::class, 'register_block_template' ), 20 );
	}

	/**
	 * Registers the template. Runs on `init`.
	 */
	public static function register_block_template(): void {
		if ( ! function_exists( 'register_block_template' ) || \WP_Block_Templates_Registry::get_instance()->is_registered( self::ID ) ) {
			return;
		}
		register_block_template(
			self::ID,
			array(
				'title'       => __( 'Single service', 'vitrine' ),
				'description' => __( 'A service’s page: title, summary, picture, text, a call to action and the neighbouring services.', 'vitrine' ),
				'content'     => self::markup(),
			)
		);
	}

	/**
	 * The template's block markup.
	 */
	public static function markup(): string {
		return '<!-- wp:template-part {"slug":"header","tagName":"header"} /-->'
			. '<!-- wp:group {"tagName":"main","style":{"spacing":{"margin":{"top":"0"},"padding":{"top":"var:preset|spacing|50","bottom":"var:preset|spacing|50"}}},"layout":{"type":"constrained"}} -->'
			. '<main class="wp-block-group" style="margin-top:0;padding-top:var(--wp--preset--spacing--50);padding-bottom:var(--wp--preset--spacing--50)">'
			. '<!-- wp:post-title {"level":1} /-->'
			. '<!-- wp:post-excerpt {"fontSize":"large"} /-->'
			. '<!-- wp:post-featured-image {"aspectRatio":"3/2","align":"wide"} /-->'
			. '<!-- wp:post-content {"align":"full","layout":{"type":"constrained"}} /-->'
			. '<!-- wp:group {"style":{"spacing":{"margin":{"top":"var:preset|spacing|50"}}},"layout":{"type":"flex","justifyContent":"space-between","flexWrap":"wrap"}} -->'
			. '<div class="wp-block-group" style="margin-top:var(--wp--preset--spacing--50)">'
			. '<!-- wp:post-navigation-link {"type":"previous","showTitle":true,"arrow":"arrow"} /-->'
			. '<!-- wp:post-navigation-link {"showTitle":true,"arrow":"arrow"} /-->'
			. '</div><!-- /wp:group -->'
			. '</main><!-- /wp:group -->'
			. '<!-- wp:template-part {"slug":"footer","tagName":"footer"} /-->';
	}
}
