<?php
/**
 * Sliders.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Sliders;

use Vitrine\Core\Module;
use Vitrine\Sliders\Cards\PostCard;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * Renders the slider widgets, each a block folder (`src/blocks/<name>/`: block `vitrine/<name>`,
 * shortcode `[vitrine_<name>]`) per widget in the catalog, and the related-posts slider (its
 * folder too, and under every single post unless the theme places it itself).
 */
final class SlidersModule implements Module {

	public const RELATED = 'related-posts';

	/** How many related posts by default. */
	private const RELATED_COUNT = 6;

	/** How many items a slider shows by default. */
	private const COUNT = 6;

	/**
	 * {@inheritDoc}
	 */
	public function register(): void {
		// After the like button (priority 10), so the slider closes the post.
		add_filter( 'the_content', array( $this, 'append_related_posts' ), 20 );
		RelatedPostsCache::register();
	}

	/**
	 * Renders a slider's shortcode (`src/blocks/<name>/shortcode.php`).
	 *
	 * @param string               $name Widget name from the catalog, or `related-posts`.
	 * @param array<string, mixed> $atts Shortcode attributes.
	 */
	public function render_shortcode( string $name, array $atts ): string {
		return $this->render_any( $name, $atts );
	}

	/**
	 * Renders a slider's block (its render.php). The editor's class, anchor, align and colours
	 * reach the slider's root through Vitrine\Blocks\BlockWrapper. The related-posts block in
	 * a query loop's post template shows the neighbours of the loop's post (block context),
	 * not of the page around the loop.
	 *
	 * @param string               $name       Widget name from the catalog, or `related-posts`.
	 * @param array<string, mixed> $attributes Block attributes.
	 * @param \WP_Block|null       $block      The block, for its context.
	 */
	public function render_block( string $name, array $attributes, ?\WP_Block $block = null ): string {
		$context_post = (int) ( $block->context['postId'] ?? 0 );
		if ( self::RELATED === $name && '' === (string) ( $attributes['post'] ?? '' ) && $context_post > 0 ) {
			$attributes['post'] = (string) $context_post;
		}
		return $this->render_any( $name, $attributes );
	}

	/**
	 * Renders a slider of the catalog or the related-posts slider.
	 *
	 * @param string               $name Widget name from the catalog, or `related-posts`.
	 * @param array<string, mixed> $atts Attributes.
	 */
	private function render_any( string $name, array $atts ): string {
		return self::RELATED === $name ? $this->render_related_for( $atts ) : $this->render( $name, $atts );
	}

	/**
	 * Renders a slider widget.
	 *
	 * Attributes (block names or shortcode names): `heading`, `count` (1–12), `per_view`
	 * (1–4), `autoplay`, `delay` and `speed` (ms), `category` (post slider: a category slug),
	 * `class`.
	 *
	 * @param string               $name Widget name from the catalog.
	 * @param array<string, mixed> $atts Attributes.
	 */
	public function render( string $name, array $atts ): string {
		$widget = SliderCatalog::get( $name );
		if ( null === $widget ) {
			return '';
		}
		$items = ( $widget['items'] )( self::count( $atts, self::COUNT ), $atts );
		return SliderMarkup::render(
			$widget['variant'],
			array_map( $widget['card'], $items ),
			SliderSettings::from( $atts, $widget['defaults'] ),
			self::labels( $atts, $widget['label'] )
		);
	}

	/**
	 * Renders the related-posts slider of a post (the current one by default).
	 *
	 * @param WP_Post|null         $post Post.
	 * @param array<string, mixed> $atts Attributes as for a slider; without `heading`, the heading is "Related stories".
	 */
	public function render_related( ?WP_Post $post, array $atts ): string {
		$post = $post ?? get_post();
		if ( ! $post instanceof WP_Post ) {
			return '';
		}
		// Without a `heading` setting it has a visible one; an empty heading means none.
		$atts += array( 'heading' => __( 'Related stories', 'vitrine' ) );
		$posts = RelatedPostsQuery::for_post( $post, self::count( $atts, self::RELATED_COUNT ) );
		return SliderMarkup::render(
			'posts',
			array_map( array( PostCard::class, 'render' ), $posts ),
			SliderSettings::from( $atts ),
			self::labels( array( 'class' => 'vitrine-carousel--related ' . ( $atts['class'] ?? '' ) ) + $atts, __( 'Related stories', 'vitrine' ) )
		);
	}

	/**
	 * Appends the related-posts slider to single posts, unless the theme places it itself
	 * (`add_theme_support( 'vitrine-related-posts' )`) or the filter turns it off.
	 *
	 * @param string $content Post content.
	 */
	public function append_related_posts( string $content ): string {
		if ( current_theme_supports( 'vitrine-related-posts' ) || ! is_singular( 'post' ) || ! in_the_loop() || ! is_main_query() ) {
			return $content;
		}
		$post = get_post();
		/**
		 * Filters whether the related-posts slider closes a single post's content. Themes that
		 * print it themselves declare `add_theme_support( 'vitrine-related-posts' )` instead.
		 *
		 * @since 0.1.0
		 *
		 * @param bool         $enabled Whether to append it (default true).
		 * @param WP_Post|null $post    The post shown.
		 */
		if ( ! $post instanceof WP_Post || ! apply_filters( 'vitrine_related_posts_enabled', true, $post ) ) {
			return $content;
		}
		return $content . $this->render_related( $post, array() );
	}

	/**
	 * Renders the related-posts slider of the post named by a `post` attribute (an id or a
	 * post slug; nothing when that post is not published), or of the current post.
	 *
	 * @param array<string, mixed> $atts Attributes, as for render_related() plus `post`.
	 */
	public function render_related_for( array $atts ): string {
		$named = (string) ( $atts['post'] ?? '' );
		if ( '' === $named ) {
			return $this->render_related( null, $atts );
		}
		$post = ctype_digit( $named ) ? get_post( (int) $named ) : get_page_by_path( sanitize_title( $named ), OBJECT, 'post' );
		return $post instanceof WP_Post && 'publish' === $post->post_status ? $this->render_related( $post, $atts ) : '';
	}

	/**
	 * The number of items asked for, between 1 and 12.
	 *
	 * @param array<string, mixed> $atts     Attributes.
	 * @param int                  $fallback Default.
	 */
	private static function count( array $atts, int $fallback ): int {
		$count = $atts['count'] ?? null;
		return is_numeric( $count ) ? max( 1, min( 12, (int) $count ) ) : $fallback;
	}

	/**
	 * The accessible name, the visible heading and the extra classes.
	 *
	 * @param array<string, mixed> $atts  Attributes.
	 * @param string               $label Default accessible name.
	 * @return array{label: string, heading: string, class: string}
	 */
	private static function labels( array $atts, string $label ): array {
		return array(
			'label'   => $label,
			'heading' => sanitize_text_field( (string) ( $atts['heading'] ?? '' ) ),
			'class'   => implode( ' ', array_map( 'sanitize_html_class', (array) preg_split( '/\s+/', (string) ( $atts['class'] ?? '' ), -1, PREG_SPLIT_NO_EMPTY ) ) ),
		);
	}
}
