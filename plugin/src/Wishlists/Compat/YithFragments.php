<?php
/**
 * The `fragments` of a wishlist reply, for YITH's script and Vitrine's widgets alike.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Wishlists\Compat;

use Vitrine\Core\Visitor\Visitor;
use Vitrine\Wishlists\Fragments;
use Vitrine\Wishlists\WishlistService;
use Vitrine\Wishlists\WishlistUrls;
use Vitrine\Wishlists\WishlistView;

defined( 'ABSPATH' ) || exit;

/**
 * Answers every requested key with fresh HTML under the same key. YITH's script replaces the
 * page's element matching the key's classes with the element matching them in the reply, so
 * each rendered root carries the key's classes. Which template a key wants is its options'
 * `item` (YITH's convention): `add_to_wishlist` (the product's button) and `wishlist` (the
 * list's form); other items answer '' (as YITH does for items no plugin renders). Keys
 * without `item` are Vitrine's own (`count`, `wishlist`), rendered by {@see Fragments}.
 * The result is always a JSON object, `{}` when nothing was asked.
 */
final class YithFragments {

	/**
	 * Sets up the renderer.
	 *
	 * @param WishlistService $service   Rules.
	 * @param Fragments       $fragments Vitrine's own fragments.
	 */
	public function __construct( private WishlistService $service, private Fragments $fragments ) {}

	/**
	 * The visitor's lists while a reply is rendered.
	 *
	 * @var list<array{id: int, token: string, name: string, privacy: int, default: bool, products: list<int>}>|null
	 */
	private ?array $summary = null;

	/**
	 * Renders the requested fragments.
	 *
	 * @param Visitor                              $visitor   Who asks.
	 * @param array<string, array<string, string>> $requested Options by key ({@see YithFragmentRequest::read()}).
	 */
	public function render( Visitor $visitor, array $requested ): object {
		$html          = array();
		$this->summary = null;
		foreach ( $requested as $key => $options ) {
			$item = $options['item'] ?? '';
			if ( '' === $item ) {
				$html += $this->fragments->render( $visitor, array( $key => $options ) );
				continue;
			}
			$classes = YithFragmentRequest::classes( $key );
			if ( 'add_to_wishlist' === $item ) {
				$html[ $key ] = $this->add_button( $visitor, $classes, $options );
			} elseif ( 'wishlist' === $item ) {
				$html[ $key ] = $this->wishlist( $visitor, $classes, $options );
			} else {
				$html[ $key ] = '';
			}
		}
		return (object) $html;
	}

	/**
	 * A product's add-to-wishlist block for this visitor.
	 *
	 * @param Visitor               $visitor Who asks.
	 * @param list<string>          $classes The key's classes.
	 * @param array<string, string> $options Fragment options (`product_id`).
	 */
	private function add_button( Visitor $visitor, array $classes, array $options ): string {
		$product_id = absint( $options['product_id'] ?? 0 );
		if ( 0 === $product_id ) {
			foreach ( $classes as $name ) {
				if ( preg_match( '/^add-to-wishlist-(\d+)$/', $name, $match ) ) {
					$product_id = (int) $match[1];
				}
			}
		}
		$state      = array(
			'product_id'   => $product_id,
			'product_type' => sanitize_key( $options['product_type'] ?? '' ),
			'item_id'      => 0,
			'list_url'     => WishlistUrls::page(),
		);
		$repository = $this->service->repository();
		// A shop page holds a button per product: the visitor's lists are read once per reply.
		$this->summary ??= $this->service->summary( $visitor );
		foreach ( $this->summary as $list ) {
			if ( in_array( $product_id, $list['products'], true ) ) {
				$item = $repository->item_of_product( $list['id'], $product_id );
				if ( null !== $item ) {
					$state['item_id']      = $item->id;
					$state['product_type'] = '' === $item->product_type ? $state['product_type'] : $item->product_type;
					$state['list_url']     = add_query_arg( WishlistUrls::QUERY_VAR, $list['token'], WishlistUrls::page() );
					break;
				}
			}
		}
		if ( '' === $state['product_type'] ) {
			$state['product_type'] = 'simple';
		}
		return YithMarkup::add_button( $classes, $options, $state );
	}

	/**
	 * A list's form, '' when the visitor may not see it.
	 *
	 * @param Visitor               $visitor Who asks.
	 * @param list<string>          $classes The key's classes.
	 * @param array<string, string> $options Fragment options (`wishlist_id` is YITH's token, `current_page`, `per_page`).
	 */
	private function wishlist( Visitor $visitor, array $classes, array $options ): string {
		$view = $this->view( $visitor, $options );
		return null === $view ? '' : YithMarkup::wishlist_form( $classes, $options, $view );
	}

	/**
	 * The view data of the list YITH's options name (its token, or the default list).
	 *
	 * @param Visitor               $visitor Who asks.
	 * @param array<string, string> $options Fragment options.
	 * @return array<string, mixed>|null
	 */
	public function view( Visitor $visitor, array $options ): ?array {
		$token = $options['wishlist_id'] ?? ( $options['token'] ?? '' );
		return $this->fragments->view_data(
			$visitor,
			array(
				'token'    => ctype_alnum( $token ) ? $token : '',
				'page'     => max( 1, absint( $options['current_page'] ?? ( $options['page'] ?? 1 ) ) ),
				'per_page' => max( 1, absint( $options['per_page'] ?? WishlistView::PER_PAGE ) ),
			)
		);
	}
}
