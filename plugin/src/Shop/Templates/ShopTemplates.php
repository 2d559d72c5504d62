<?php
/**
 * The shop's pages under any theme.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Shop\Templates;

use Vitrine\Shop\ProductPostType as Type;

defined( 'ABSPATH' ) || exit;

/**
 * Gives /shop/, the product categories and tags and the product pages templates of the
 * plugin's own, the way WooCommerce does, so that a theme that knows nothing of products
 * still shows prices, add to cart, sort and quick view:
 *
 * - block themes get block templates registered with `register_block_template()` (header
 *   and footer template parts around the `vitrine/product-catalogue` block, or around the
 *   product part blocks: `vitrine/product-gallery`, `vitrine/product-title`… in columns),
 *   which a site builder edits in the Site Editor;
 * - classic themes get `plugin/templates/*.php` through `template_include`, inside the
 *   theme's own header and footer.
 *
 * A theme's own template for the page (a block theme's `archive-vitrine_product.html`, a
 * classic theme's `single-vitrine_product.php`…) wins, as in core's template hierarchy, and
 * so does `add_theme_support( 'vitrine-shop' )` (the theme prints the shop itself).
 */
final class ShopTemplates {

	/**
	 * Namespace of the registered block templates (`vitrine//<slug>`).
	 */
	public const PLUGIN = 'vitrine';

	/**
	 * Hooks in.
	 */
	public function register(): void {
		add_action( 'init', array( self::class, 'register_block_templates' ), 20 );
		add_filter( 'template_include', array( self::class, 'classic_template' ), 20 );
	}

	/**
	 * The block templates, by slug: title, description and markup.
	 *
	 * @return array<string, array{title: string, description: string, content: string}>
	 */
	public static function block_templates(): array {
		$archive = self::markup( 'archive' );
		return array(
			'archive-' . Type::POST_TYPE => array(
				'title'       => __( 'Shop', 'vitrine' ),
				'description' => __( 'The shop (/shop/): the Shop page’s text, category links, sort and product cards.', 'vitrine' ),
				'content'     => $archive,
			),
			'taxonomy-' . Type::CATEGORY => array(
				'title'       => __( 'Product category', 'vitrine' ),
				'description' => __( 'The products of one category.', 'vitrine' ),
				'content'     => $archive,
			),
			'taxonomy-' . Type::TAG      => array(
				'title'       => __( 'Product tag', 'vitrine' ),
				'description' => __( 'The products of one tag.', 'vitrine' ),
				'content'     => $archive,
			),
			'single-' . Type::POST_TYPE  => array(
				'title'       => __( 'Single product', 'vitrine' ),
				'description' => __( 'A product page: gallery, title, price, add to cart, description and related products.', 'vitrine' ),
				'content'     => self::markup( 'single' ),
			),
		);
	}

	/**
	 * Registers the block templates (WordPress 6.7+). Runs on `init`.
	 */
	public static function register_block_templates(): void {
		if ( ! function_exists( 'register_block_template' ) ) {
			return;
		}
		foreach ( self::block_templates() as $slug => $template ) {
			if ( ! \WP_Block_Templates_Registry::get_instance()->is_registered( self::PLUGIN . '//' . $slug ) ) {
				register_block_template( self::PLUGIN . '//' . $slug, $template );
			}
		}
	}

	/**
	 * A template's block markup: the theme's header and footer parts around a main group
	 * holding the page's block (the archive's title and description come first).
	 *
	 * @param string $kind `archive` or `single`.
	 */
	private static function markup( string $kind ): string {
		$body = 'archive' === $kind
			? '<!-- wp:query-title {"type":"archive","showPrefix":false,"align":"wide"} /-->'
				. '<!-- wp:term-description {"align":"wide"} /-->'
				. '<!-- wp:vitrine/product-catalogue {"align":"wide"} /-->'
			: self::single_product_blocks();
		return '<!-- wp:template-part {"slug":"header","tagName":"header"} /-->'
			. '<!-- wp:group {"tagName":"main","style":{"spacing":{"margin":{"top":"0"},"padding":{"top":"var:preset|spacing|50","bottom":"var:preset|spacing|50"}}},"layout":{"type":"constrained"}} -->'
			. '<main class="wp-block-group" style="margin-top:0;padding-top:var(--wp--preset--spacing--50);padding-bottom:var(--wp--preset--spacing--50)">'
			. $body
			. '</main><!-- /wp:group -->'
			. '<!-- wp:template-part {"slug":"footer","tagName":"footer"} /-->';
	}

	/**
	 * The product page as product blocks, the way a commerce theme lays it out: the gallery
	 * beside a column of the category, title, price, short description, stock, add to cart,
	 * the wishlist button and the details; the description and related products below. A site
	 * builder moves, removes or restyles each in the Site Editor. No `core/post-title` or
	 * `core/post-featured-image`: the product blocks print the title and pictures once.
	 */
	public static function single_product_blocks(): string {
		$summary = '<!-- wp:vitrine/product-meta {"showCategory":true,"showDetails":false} /-->'
			. '<!-- wp:vitrine/product-title /-->'
			. '<!-- wp:vitrine/product-price /-->'
			. '<!-- wp:vitrine/product-excerpt /-->'
			. '<!-- wp:vitrine/product-stock /-->'
			. '<!-- wp:vitrine/product-add-to-cart /-->'
			. '<!-- wp:vitrine/wishlist-button /-->'
			. '<!-- wp:vitrine/product-meta /-->';
		return '<!-- wp:group {"align":"wide","className":"vitrine-product","layout":{"type":"default"}} -->'
			. '<div class="wp-block-group alignwide vitrine-product">'
			. '<!-- wp:columns {"align":"wide","style":{"spacing":{"blockGap":{"left":"4rem"}}}} -->'
			. '<div class="wp-block-columns alignwide">'
			. '<!-- wp:column {"width":"54%"} --><div class="wp-block-column" style="flex-basis:54%">'
			. '<!-- wp:vitrine/product-gallery /-->'
			. '</div><!-- /wp:column -->'
			. '<!-- wp:column {"width":"46%","style":{"spacing":{"blockGap":"1.25rem"}},"layout":{"type":"flex","orientation":"vertical","justifyContent":"stretch"}} --><div class="wp-block-column" style="flex-basis:46%">'
			. $summary
			. '</div><!-- /wp:column -->'
			. '</div><!-- /wp:columns -->'
			. '<!-- wp:vitrine/product-description {"align":"wide"} /-->'
			. '<!-- wp:vitrine/related-products {"align":"wide"} /-->'
			. '</div><!-- /wp:group -->';
	}

	/**
	 * Under classic themes, the plugin's template for a shop page the theme has no template
	 * for. Hooked on `template_include`.
	 *
	 * @param string $template Template WordPress chose.
	 * @return string
	 */
	public static function classic_template( $template ) {
		$kind = self::kind();
		if ( '' === $kind || wp_is_block_theme() || current_theme_supports( 'vitrine-shop' ) || '' !== locate_template( self::theme_templates() ) ) {
			return $template;
		}
		$file = dirname( __DIR__, 3 ) . '/templates/' . ( 'single' === $kind ? 'single-product.php' : 'archive-product.php' );
		/**
		 * Filters the plugin's template for a shop page under a classic theme that has none.
		 *
		 * @since 0.2.0
		 *
		 * @param string $file     The plugin's template file.
		 * @param string $kind     `archive` (the shop, a category or tag) or `single` (a product).
		 * @param string $template The template WordPress chose.
		 */
		return (string) apply_filters( 'vitrine_shop_template', $file, $kind, $template );
	}

	/**
	 * Which shop page the request is: `archive`, `single` or ''.
	 */
	public static function kind(): string {
		if ( is_singular( Type::POST_TYPE ) ) {
			return 'single';
		}
		if ( is_post_type_archive( Type::POST_TYPE ) || is_tax( array( Type::CATEGORY, Type::TAG ) ) ) {
			return 'archive';
		}
		return '';
	}

	/**
	 * The theme templates that, in core's hierarchy, would be made for this shop page.
	 *
	 * @return list<string>
	 */
	public static function theme_templates(): array {
		if ( is_singular( Type::POST_TYPE ) ) {
			$post = get_queried_object();
			$slug = $post instanceof \WP_Post ? $post->post_name : '';
			return array_values( array_filter( array( '' !== $slug ? 'single-' . Type::POST_TYPE . '-' . $slug . '.php' : '', 'single-' . Type::POST_TYPE . '.php' ) ) );
		}
		if ( is_tax() ) {
			$term = get_queried_object();
			if ( $term instanceof \WP_Term ) {
				return array( 'taxonomy-' . $term->taxonomy . '-' . $term->slug . '.php', 'taxonomy-' . $term->taxonomy . '.php' );
			}
		}
		return array( 'archive-' . Type::POST_TYPE . '.php' );
	}
}
