<?php
/**
 * The shop listing.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Shop\Rendering;

use Vitrine\Shop\Catalogue\CatalogueFactory;
use Vitrine\Shop\Catalogue\ProductPage;
use Vitrine\Shop\Catalogue\ProductQuery;
use Vitrine\Shop\ProductPostType as Type;
use Vitrine\Shop\ShopRequest;
use WP_Term;

defined( 'ABSPATH' ) || exit;

/**
 * The body of /shop/ and of the category archives: category links, result count, sort form,
 * product grid, pagination. Everything works without JavaScript (links and a GET form).
 */
final class ShopPage {

	/**
	 * Renders the listing the main query answered ('' outside the shop).
	 */
	public static function render(): string {
		$page  = ShopRequest::page();
		$query = ShopRequest::query();
		return $page && $query ? self::listing( $page, $query ) : '';
	}

	/**
	 * The `vitrine/product-catalogue` block: on the shop and its categories, the listing the
	 * main query answered (on the shop's first page, after the Shop page's text when asked);
	 * anywhere else (a page, the Site Editor's preview), the first page of every product.
	 *
	 * @param bool $with_intro Whether to put the Shop page's text first.
	 */
	public static function render_block( bool $with_intro = true ): string {
		$page  = ShopRequest::page();
		$query = ShopRequest::query();
		if ( ! $page || ! $query ) {
			$query = new ProductQuery( per_page: ShopRequest::PER_PAGE );
			$page  = CatalogueFactory::catalogue()->query( $query );
			return self::listing( $page, $query, false );
		}
		$intro = $with_intro && 1 === $page->page && '' === $query->category && '' === $query->tag ? ShopIntro::render() : '';
		return $intro . self::listing( $page, $query );
	}

	/**
	 * Category links, count, sort form, grid and (when the page is the address's) pages.
	 *
	 * @param ProductPage  $page      Products shown.
	 * @param ProductQuery $query     Query they answer.
	 * @param bool         $paginated Whether page links may follow (only where the address pages).
	 */
	private static function listing( ProductPage $page, ProductQuery $query, bool $paginated = true ): string {
		$grid = ProductGrid::render( $page->products, 'shop', 4, 2 );
		if ( '' === $grid ) {
			$grid = '<p class="vitrine-shop__empty">' . esc_html__( 'No products were found matching your selection.', 'vitrine' ) . '</p>';
		}
		return '<div class="vitrine-shop">'
			. self::categories( $query )
			. '<div class="vitrine-shop__toolbar">' . self::result_count( $page ) . self::sort_form( $query ) . '</div>'
			// The cards' titles are h3s, as in every product grid; this keeps the outline whole.
			. '<h2 class="screen-reader-text">' . esc_html__( 'Products', 'vitrine' ) . '</h2>'
			. $grid
			. ( $paginated ? self::pagination( $page ) : '' )
			. '</div>';
	}

	/**
	 * Links to every category with products, the current one marked.
	 *
	 * @param ProductQuery $query Current query.
	 */
	private static function categories( ProductQuery $query ): string {
		$terms = get_terms(
			array(
				'taxonomy'   => Type::CATEGORY,
				'hide_empty' => true,
				'orderby'    => 'name',
			)
		);
		if ( ! is_array( $terms ) || ! $terms ) {
			return '';
		}
		$sort  = ProductQuery::SORT_MENU_ORDER !== $query->sort() ? array( 'orderby' => $query->sort() ) : array();
		$links = array( self::category_link( (string) get_post_type_archive_link( Type::POST_TYPE ), __( 'All', 'vitrine' ), '' === $query->category, $sort ) );
		foreach ( $terms as $term ) {
			if ( $term instanceof WP_Term ) {
				$url     = get_term_link( $term );
				$links[] = self::category_link( is_string( $url ) ? $url : '', $term->name, $query->category === $term->slug, $sort );
			}
		}
		return '<nav class="vitrine-shop__categories" aria-label="' . esc_attr__( 'Product categories', 'vitrine' ) . '"><ul>' . implode( '', $links ) . '</ul></nav>';
	}

	/**
	 * One category link.
	 *
	 * @param string                $url     Address.
	 * @param string                $label   Name.
	 * @param bool                  $current Whether it is the category shown.
	 * @param array<string, string> $args    Query arguments to keep (the sort).
	 */
	private static function category_link( string $url, string $label, bool $current, array $args ): string {
		return sprintf(
			'<li><a class="vitrine-shop__category%1$s" href="%2$s"%3$s>%4$s</a></li>',
			$current ? ' is-current' : '',
			esc_url( add_query_arg( $args, $url ) ),
			$current ? ' aria-current="page"' : '',
			esc_html( $label )
		);
	}

	/**
	 * "Showing 1–8 of 13 results".
	 *
	 * @param ProductPage $page Page.
	 */
	private static function result_count( ProductPage $page ): string {
		$first = ( $page->page - 1 ) * $page->per_page + 1;
		$last  = min( $page->total, $first + count( $page->products ) - 1 );
		if ( 0 === $page->total ) {
			return '<p class="vitrine-shop__count">' . esc_html__( 'No results', 'vitrine' ) . '</p>';
		}
		$text = $page->total <= $page->per_page
			/* translators: %d: number of products. */
			? sprintf( _n( 'Showing %d result', 'Showing all %d results', $page->total, 'vitrine' ), $page->total )
			/* translators: 1: first result shown, 2: last result shown, 3: number of results. */
			: sprintf( _x( 'Showing %1$d–%2$d of %3$d results', 'product listing', 'vitrine' ), $first, $last, $page->total );
		return '<p class="vitrine-shop__count" role="status">' . esc_html( $text ) . '</p>';
	}

	/**
	 * The sort form: a GET form on the current listing's first page.
	 *
	 * @param ProductQuery $query Current query.
	 */
	private static function sort_form( ProductQuery $query ): string {
		$options = '';
		foreach ( ProductQuery::sorts() as $sort => $label ) {
			$options .= sprintf( '<option value="%1$s"%2$s>%3$s</option>', esc_attr( $sort ), selected( $sort, $query->sort(), false ), esc_html( $label ) );
		}
		$action  = '' !== $query->category ? get_term_link( $query->category, Type::CATEGORY ) : get_post_type_archive_link( Type::POST_TYPE );
		$filters = '';
		foreach ( array(
			'on_sale'  => array( $query->on_sale, __( 'On sale', 'vitrine' ) ),
			'in_stock' => array( $query->in_stock, __( 'In stock', 'vitrine' ) ),
		) as $name => list( $checked, $label ) ) {
			$filters .= sprintf( '<label class="vitrine-shop__filter"><input type="checkbox" name="%1$s" value="1"%2$s> %3$s</label>', esc_attr( $name ), checked( $checked, true, false ), esc_html( $label ) );
		}
		// The search words stay with the listing they found.
		$search = '' !== $query->search ? '<input type="hidden" name="s" value="' . esc_attr( $query->search ) . '">' : '';
		return sprintf(
			'<form class="vitrine-shop__sort" method="get" action="%1$s">%5$s%6$s<label class="screen-reader-text" for="vitrine-shop-orderby">%2$s</label><select id="vitrine-shop-orderby" name="orderby" class="vitrine-shop__select">%3$s</select><button type="submit" class="wp-element-button vitrine-button vitrine-button--ghost vitrine-shop__sort-button">%4$s</button></form>',
			esc_url( is_string( $action ) ? $action : '' ),
			esc_html__( 'Shop order', 'vitrine' ),
			$options,
			esc_html__( 'Sort', 'vitrine' ),
			$search,
			$filters
		);
	}

	/**
	 * Page links, keeping the sort, filters and search. Number links address pages by number
	 * (read by offset near either end of the listing); Next carries a keyset cursor, the last
	 * product shown, so walking through a deep listing never reads past what it shows.
	 *
	 * @param ProductPage $page Page.
	 */
	private static function pagination( ProductPage $page ): string {
		if ( $page->pages() < 2 ) {
			return '';
		}
		$without_cursor = static fn( $link ) => is_string( $link ) ? remove_query_arg( 'after', $link ) : $link;
		add_filter( 'paginate_links', $without_cursor );
		$links          = paginate_links(
			array(
				'total'     => $page->pages(),
				'current'   => $page->page,
				'type'      => 'array',
				'prev_text' => esc_html__( 'Previous', 'vitrine' ),
				'next_text' => esc_html__( 'Next', 'vitrine' ),
			)
		);
		remove_filter( 'paginate_links', $without_cursor );
		$links = is_array( $links ) ? $links : array();
		$shown = $page->products;
		$last  = end( $shown );
		if ( $last && $page->page < $page->pages() ) {
			$next = add_query_arg( 'after', $last->id, remove_query_arg( 'after', get_pagenum_link( $page->page + 1, false ) ) );
			// paginate_links() puts Next last; its address becomes the cursor's.
			$links[ count( $links ) - 1 ] = sprintf( '<a class="next page-numbers" href="%1$s">%2$s</a>', esc_url( $next ), esc_html__( 'Next', 'vitrine' ) );
		}
		$items = implode( '', array_map( static fn( string $link ) => '<li>' . $link . '</li>', $links ) );
		return '<nav class="vitrine-shop__pagination" aria-label="' . esc_attr__( 'Products pages', 'vitrine' ) . '"><ul class="page-numbers">' . $items . '</ul></nav>';
	}
}
