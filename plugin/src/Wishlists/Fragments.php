<?php
/**
 * Per-visitor pieces of cached pages.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Wishlists;

use Vitrine\Core\Visitor\Visitor;

defined( 'ABSPATH' ) || exit;

/**
 * The HTML pieces a cached page asks for after it loads (`fragments` of the wishlist
 * actions): `count` (items in all the visitor's lists) and `wishlist` (a list's table; options
 * `token`, `page`, `per_page`; the visitor's default list without a token). Unknown names are
 * left out.
 */
final class Fragments {

	/**
	 * Sets up the renderer.
	 *
	 * @param WishlistService $service Rules.
	 * @param WishlistView    $view    Page data.
	 */
	public function __construct( private WishlistService $service, private WishlistView $view ) {}

	/**
	 * Renders the requested fragments.
	 *
	 * @param Visitor                             $visitor   Who asks.
	 * @param array<string, array<string, mixed>> $requested Options by fragment name.
	 * @return array<string, string> HTML by fragment name.
	 */
	public function render( Visitor $visitor, array $requested ): array {
		$html = array();
		foreach ( $requested as $name => $options ) {
			if ( 'count' === $name ) {
				$html['count'] = $this->count( $visitor );
			} elseif ( 'wishlist' === $name ) {
				$data = $this->view_data( $visitor, $options );
				if ( null !== $data ) {
					$html['wishlist'] = WishlistTableMarkup::render( $data );
				}
			}
		}
		return $html;
	}

	/**
	 * The view data for a `wishlist` fragment's options, or null when the visitor may not see
	 * the list (or, without a token, has none yet).
	 *
	 * @param Visitor              $visitor Who asks.
	 * @param array<string, mixed> $options Fragment options.
	 * @return array<string, mixed>|null
	 */
	public function view_data( Visitor $visitor, array $options ): ?array {
		$token = is_string( $options['token'] ?? null ) ? strtoupper( $options['token'] ) : '';
		if ( '' === $token ) {
			$list = '' === $visitor->key() ? null : $this->service->repository()->default_for( $visitor->key() );
		} else {
			$list = $this->service->viewable( $visitor, $token );
			$list = is_wp_error( $list ) ? null : $list;
		}
		if ( null === $list ) {
			return null;
		}
		return $this->view->build( $visitor, $list, (int) ( $options['page'] ?? 1 ), (int) ( $options['per_page'] ?? WishlistView::PER_PAGE ) );
	}

	/**
	 * The item counter.
	 *
	 * @param Visitor $visitor Who asks.
	 */
	private function count( Visitor $visitor ): string {
		$count = 0;
		foreach ( $this->service->summary( $visitor ) as $list ) {
			$count += count( $list['products'] );
		}
		return '<span class="vitrine-wishlist-count" data-count="' . $count . '">' . $count . '</span>';
	}
}
