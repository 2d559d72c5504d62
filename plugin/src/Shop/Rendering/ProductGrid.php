<?php
/**
 * A grid of product cards.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Shop\Rendering;

use Vitrine\Shop\Catalogue\CatalogueFactory;
use Vitrine\Shop\Catalogue\ProductQuery;
use Vitrine\Shop\Product;
use Vitrine\Widgets\WidgetRenderer;

defined( 'ABSPATH' ) || exit;

/**
 * Product cards in a responsive grid, named (`data-loop-name`) so that the quick view steps
 * through this list only, with the list's `quick-view` widget (a hidden mount point that
 * enhances the cards' quick view buttons).
 */
final class ProductGrid {

	/**
	 * Renders a list of products.
	 *
	 * @param list<Product> $products  Products.
	 * @param string        $loop_name The list's name.
	 * @param int           $columns   Columns on desktop, 2 to 4.
	 * @param int           $eager     How many first pictures load at once.
	 * @param string        $class     Extra classes (e.g. `alignwide`).
	 */
	public static function render( array $products, string $loop_name, int $columns = 4, int $eager = 0, string $class = '' ): string {
		if ( ! $products ) {
			return '';
		}
		// The grid's own styles (a style-only widget), with the cards.
		WidgetRenderer::enqueue( 'products' );
		$columns = max( 2, min( 4, $columns ) );
		$sizes   = sprintf( '(min-width: 1024px) %dpx, (min-width: 640px) 33vw, 50vw', (int) round( 1200 / $columns ) );
		$cards   = '';
		foreach ( array_values( $products ) as $position => $product ) {
			$cards .= ProductCard::render( $product, $loop_name, $position, $sizes, $position < $eager );
		}
		// Fewer products than columns (a category's last related products): one column each, as
		// wide as a full row's, instead of empty columns after them (products/style.css).
		$classes = count( $products ) < $columns ? ' vitrine-products--few' : '';
		return sprintf(
			'<div class="vitrine-products vitrine-products--columns-%1$d%5$s" data-loop-name="%2$s"><ul class="vitrine-products__list">%3$s</ul>%4$s</div>',
			$columns,
			esc_attr( $loop_name ),
			$cards,
			WidgetRenderer::render( 'quick-view', array(), '', array( 'tag' => 'span' ) ),
			esc_attr( $classes . ( '' === $class ? '' : ' ' . $class ) )
		);
	}

	/**
	 * The `vitrine/products` block and `[vitrine_products]` shortcode: products of a category.
	 *
	 * @param array{category?: string, count?: int, columns?: int, order?: string, align?: string} $settings `category` (slug, '' for all), `count` (1–24, default 4), `columns` (2–4, default 4), `order` (a ProductQuery sort, default menu order), `align` (`wide` or `full`, from the block).
	 */
	public static function render_settings( array $settings ): string {
		$count        = max( 1, min( 24, (int) ( $settings['count'] ?? 4 ) ) );
		$page         = CatalogueFactory::catalogue()->query(
			new ProductQuery(
				category: sanitize_title( (string) ( $settings['category'] ?? '' ) ),
				sort: (string) ( $settings['order'] ?? ProductQuery::SORT_MENU_ORDER ),
				per_page: $count
			)
		);
		static $lists = 0;
		++$lists;
		$align = in_array( $settings['align'] ?? '', array( 'wide', 'full' ), true ) ? 'align' . $settings['align'] : '';
		return self::render( $page->products, 'products-' . $lists, (int) ( $settings['columns'] ?? 4 ), 0, $align );
	}
}
