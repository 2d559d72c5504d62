<?php
/**
 * The thirteen wishlist admin-ajax actions.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Wishlists\Ajax;

use Vitrine\Core\Http\AjaxError;
use Vitrine\Core\Http\NonceField;
use Vitrine\Core\Visitor\Visitor;
use Vitrine\Wishlists\Compat\YithFragmentRequest;
use Vitrine\Wishlists\Compat\YithFragments;
use Vitrine\Wishlists\Compat\YithMarkup;
use Vitrine\Wishlists\EstimateMailer;
use Vitrine\Wishlists\Fragments;
use Vitrine\Wishlists\Privacy;
use Vitrine\Wishlists\Wishlist;
use Vitrine\Wishlists\WishlistService;
use Vitrine\Wishlists\WishlistUrls;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * The reference's wire actions (names, parameters and replies of YITH WooCommerce Wishlist),
 * each a thin handler over {@see WishlistService}. Every one checks its nonce (nonce action =
 * action name, field `nonce`); every change also refuses other sites' pages, and the service
 * checks ownership. Refusals answer `{"success":false,"data":{code,message}}` with a 4xx,
 * never a silent `{"result":false}`.
 */
final class WishlistAjax {

	/**
	 * Action name => handler method.
	 */
	private const ACTIONS = array(
		'add_to_wishlist'                 => 'add_to_wishlist',
		'remove_from_wishlist'            => 'remove_from_wishlist',
		'remove_from_all_wishlists'       => 'remove_from_all_wishlists',
		'delete_item'                     => 'delete_item',
		'update_item_quantity'            => 'update_item_quantity',
		'sort_wishlist_items'             => 'sort_wishlist_items',
		'save_title'                      => 'save_title',
		'save_privacy'                    => 'save_privacy',
		'move_to_another_wishlist'        => 'move_to_another_wishlist',
		'ask_an_estimate'                 => 'ask_an_estimate',
		'load_fragments'                  => 'load_fragments',
		'load_mobile'                     => 'load_mobile',
		'reload_wishlist_and_adding_elem' => 'reload_wishlist_and_adding_elem',
	);

	/**
	 * Read-only actions (no cross-site check needed, still a nonce).
	 */
	private const READ_ONLY = array( 'load_fragments', 'load_mobile' );

	/**
	 * YITH's fragments, built on first use.
	 *
	 * @var YithFragments|null
	 */
	private ?YithFragments $yith = null;

	/**
	 * Sets up the handlers.
	 *
	 * @param WishlistService $service   Rules.
	 * @param Fragments       $fragments Fragment renderer.
	 * @param EstimateMailer  $estimates Estimate mail.
	 */
	public function __construct( private WishlistService $service, private Fragments $fragments, private EstimateMailer $estimates ) {}

	/**
	 * The action names.
	 *
	 * @return list<string>
	 */
	public static function actions(): array {
		return array_keys( self::ACTIONS );
	}

	/**
	 * Hooks every action for members and guests; the handler is built on the ajax request
	 * that needs it, not on every page.
	 *
	 * @param \Closure(): WishlistAjax $ajax Builds (once) the handler.
	 */
	public static function register( \Closure $ajax ): void {
		foreach ( array_keys( self::ACTIONS ) as $action ) {
			$handler = static function () use ( $ajax, $action ): void {
				$ajax()->handle( $action );
			};
			add_action( 'wp_ajax_' . $action, $handler );
			add_action( 'wp_ajax_nopriv_' . $action, $handler );
		}
	}

	/**
	 * Answers one of the actions.
	 *
	 * @param string $action One of the action names.
	 */
	public function handle( string $action ): void {
		$this->begin( $action );
		$this->{self::ACTIONS[ $action ]}( Visitor::current() );
	}

	/**
	 * Checks the request's origin (for changes) and its nonce.
	 *
	 * @param string $action Action, also the nonce action.
	 */
	private function begin( string $action ): void {
		if ( ! in_array( $action, self::READ_ONLY, true ) ) {
			AjaxError::refuse_cross_site();
		}
		if ( ! NonceField::ajax_valid( $action, 'nonce' ) ) {
			AjaxError::send( 'vitrine_invalid_nonce', __( 'Your session has expired. Please reload the page and try again.', 'vitrine' ), 403 );
		}
		nocache_headers();
	}

	/**
	 * `add_to_wishlist`: adds a product to the default list, a list of the visitor's, or a new one.
	 *
	 * @param Visitor $visitor Who asks.
	 */
	private function add_to_wishlist( Visitor $visitor ): void {
		$product_id = AjaxRequest::int( 'add_to_wishlist' );
		if ( $product_id < 1 ) {
			AjaxError::send( 'vitrine_wishlist_missing_product', __( 'Which product? The product id is missing.', 'vitrine' ), 400, 'add_to_wishlist' );
		}
		$added = $this->service->add(
			$visitor,
			$product_id,
			AjaxRequest::text( 'wishlist_id' ),
			AjaxRequest::text( 'wishlist_name' ),
			$this->privacy_field( 'wishlist_visibility' ),
			max( 1, AjaxRequest::int( 'quantity' ) ),
			AjaxRequest::text( 'product_type' )
		);
		$this->fail_on_error( $added );
		$item = $this->service->repository()->item_of_product( $added['wishlist']->id, $product_id );
		wp_send_json(
			array(
				'prod_id'        => $product_id,
				'result'         => $added['result'],
				'message'        => 'true' === $added['result'] ? __( 'Product added!', 'vitrine' ) : __( 'The product is already in your wishlist!', 'vitrine' ),
				'fragments'      => $this->fragments_for( $visitor ),
				'user_wishlists' => $this->user_wishlists( $visitor, $product_id ),
				'wishlist_url'   => WishlistUrls::of( $added['wishlist'] ),
				'wishlist_id'    => $added['wishlist']->id,
				'product_type'   => null === $item ? '' : $item->product_type,
			)
		);
	}

	/**
	 * `remove_from_wishlist`: removes a product (the reference's "row id") from one of the
	 * visitor's lists, by `wishlist_id` or `wishlist_token`, or from the default list.
	 *
	 * @param Visitor $visitor Who asks.
	 */
	private function remove_from_wishlist( Visitor $visitor ): void {
		$product_id = AjaxRequest::int( 'remove_from_wishlist' );
		$list       = $this->list_from_request( $visitor );
		$this->fail_on_error( $list );
		$this->fail_on_error( $this->service->remove_product( $visitor, $product_id, $list->id ) );
		wp_send_json( array( 'fragments' => $this->fragments_for( $visitor ) ) );
	}

	/**
	 * `remove_from_all_wishlists`: removes a product from all the visitor's lists (or one).
	 *
	 * @param Visitor $visitor Who asks.
	 */
	private function remove_from_all_wishlists( Visitor $visitor ): void {
		$wishlist_id = AjaxRequest::int( 'wishlist_id' );
		$this->fail_on_error( $this->service->remove_product( $visitor, AjaxRequest::int( 'prod_id' ), $wishlist_id > 0 ? $wishlist_id : null ) );
		wp_send_json(
			array(
				'result'    => true,
				'fragments' => $this->fragments_for( $visitor ),
			)
		);
	}

	/**
	 * `delete_item`: removes an item by its id.
	 *
	 * @param Visitor $visitor Who asks.
	 */
	private function delete_item( Visitor $visitor ): void {
		$this->fail_on_error( $this->service->delete_item( $visitor, AjaxRequest::int( 'item_id' ) ) );
		wp_send_json(
			array(
				'result'    => true,
				'message'   => __( 'Product removed from your wishlist.', 'vitrine' ),
				'fragments' => $this->fragments_for( $visitor ),
			)
		);
	}

	/**
	 * `update_item_quantity`: answers an empty body.
	 *
	 * @param Visitor $visitor Who asks.
	 */
	private function update_item_quantity( Visitor $visitor ): void {
		$quantity = AjaxRequest::text( 'quantity' );
		$this->fail_on_error(
			$this->service->set_quantity(
				$visitor,
				AjaxRequest::text( 'wishlist_token' ),
				AjaxRequest::int( 'product_id' ),
				ctype_digit( $quantity ) ? (int) $quantity : 0
			)
		);
		$this->empty_reply();
	}

	/**
	 * `sort_wishlist_items`: the rows in their new order on page `page`. YITH's script posts
	 * its rows' ids, which are product ids, as an array (`positions[]=…`); Vitrine's widget
	 * posts item ids as one comma-separated field.
	 *
	 * @param Visitor $visitor Who asks.
	 */
	private function sort_wishlist_items( Visitor $visitor ): void {
		$token     = strtoupper( AjaxRequest::text( 'wishlist_token' ) );
		$positions = AjaxRequest::ids( 'positions' );
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- verified in begin(); only the field's shape is read.
		if ( isset( $_POST['positions'] ) && is_array( $_POST['positions'] ) ) {
			$positions = $this->item_ids_of_products( $token, $positions );
		}
		$this->fail_on_error(
			$this->service->sort(
				$visitor,
				$token,
				$positions,
				max( 1, AjaxRequest::int( 'page' ) ),
				AjaxRequest::int( 'per_page' )
			)
		);
		$this->empty_reply();
	}

	/**
	 * `save_title`: renames a list (non-empty).
	 *
	 * @param Visitor $visitor Who asks.
	 */
	private function save_title( Visitor $visitor ): void {
		$list = $this->service->rename( $visitor, AjaxRequest::int( 'wishlist_id' ), AjaxRequest::text( 'title' ) );
		$this->fail_on_error( $list );
		wp_send_json(
			array(
				'result'    => true,
				'title'     => $list->display_name(),
				'fragments' => $this->fragments_for( $visitor ),
			)
		);
	}

	/**
	 * `save_privacy`: 0 public, 1 shared, 2 private.
	 *
	 * @param Visitor $visitor Who asks.
	 */
	private function save_privacy( Visitor $visitor ): void {
		$list = $this->service->set_privacy( $visitor, AjaxRequest::int( 'wishlist_id' ), AjaxRequest::text( 'privacy' ) );
		$this->fail_on_error( $list );
		wp_send_json(
			array(
				'result'    => true,
				'share_url' => Privacy::PRIVATE === $list->privacy ? '' : WishlistUrls::of( $list ),
				'fragments' => $this->fragments_for( $visitor ),
			)
		);
	}

	/**
	 * `move_to_another_wishlist`: `destination_wishlist_token` `new` creates the destination.
	 * YITH's script sends the product id as `item_id` (its rows' `data-row-id`); Vitrine's
	 * widget sends its row id as `row_id`.
	 *
	 * @param Visitor $visitor Who asks.
	 */
	private function move_to_another_wishlist( Visitor $visitor ): void {
		$from_token = strtoupper( AjaxRequest::text( 'wishlist_token' ) );
		$to         = $this->service->move(
			$visitor,
			$from_token,
			AjaxRequest::text( 'destination_wishlist_token' ),
			$this->moved_item_id( $from_token ),
			AjaxRequest::text( 'wishlist_name' ),
			$this->privacy_field( 'wishlist_visibility' )
		);
		$this->fail_on_error( $to );
		wp_send_json(
			array(
				'result'         => true,
				/* translators: %s: wishlist name. */
				'message'        => sprintf( __( 'Item moved to “%s”.', 'vitrine' ), $to->display_name() ),
				'fragments'      => $this->fragments_for( $visitor ),
				'user_wishlists' => $this->user_wishlists( $visitor, 0 ),
			)
		);
	}

	/**
	 * `ask_an_estimate`: mails the shop the list with the reply address and notes.
	 *
	 * @param Visitor $visitor Who asks.
	 */
	private function ask_an_estimate( Visitor $visitor ): void {
		$this->fail_on_error(
			$this->estimates->send(
				$visitor,
				strtoupper( AjaxRequest::text( 'wishlist_token' ) ),
				AjaxRequest::text( 'reply_email' ),
				AjaxRequest::textarea( 'additional_notes' )
			)
		);
		$message = __( 'Thank you: your estimate request has been sent. We will answer you by email.', 'vitrine' );
		wp_send_json(
			array(
				'result'   => true,
				'message'  => $message,
				'template' => '<p class="vitrine-wishlist-estimate__sent" role="status">' . esc_html( $message ) . '</p>',
			)
		);
	}

	/**
	 * `load_fragments`: the requested per-visitor pieces; when the `wishlist` fragment is asked
	 * for, the list's data too (`wishlist`, null when it cannot be seen) for the page widget.
	 *
	 * @param Visitor $visitor Who asks.
	 */
	private function load_fragments( Visitor $visitor ): void {
		$requested = AjaxRequest::fragments();
		$reply     = array( 'fragments' => $this->fragments_for( $visitor ) );
		if ( isset( $requested['wishlist'] ) && ! isset( $requested['wishlist']['item'] ) ) {
			$reply['wishlist'] = $this->fragments->view_data( $visitor, $requested['wishlist'] );
		}
		wp_send_json( $reply );
	}

	/**
	 * `load_mobile`: the same fragments (the layout is responsive, there is no mobile template).
	 *
	 * @param Visitor $visitor Who asks.
	 */
	private function load_mobile( Visitor $visitor ): void {
		wp_send_json( array( 'fragments' => $this->fragments_for( $visitor ) ) );
	}

	/**
	 * `reload_wishlist_and_adding_elem`: adds `add_to_wishlist` to the list `wishlist_token`
	 * (the visitor's), then answers the list's `#yith-wcwl-form` inside a `<div>` as HTML, which
	 * YITH's script finds in the reply and puts in place of the page's form.
	 *
	 * @param Visitor $visitor Who asks.
	 */
	private function reload_wishlist_and_adding_elem( Visitor $visitor ): void {
		$list = $this->service->owned( $visitor, $this->service->repository()->find_by_token( strtoupper( AjaxRequest::text( 'wishlist_token' ) ) ) );
		$this->fail_on_error( $list );
		$product_id = AjaxRequest::int( 'add_to_wishlist' );
		if ( $product_id > 0 ) {
			$this->fail_on_error( $this->service->add( $visitor, $product_id, (string) $list->id, '', 0, 1, AjaxRequest::text( 'product_type' ) ) );
		}
		$options = array(
			'item'         => 'wishlist',
			'wishlist_id'  => $list->token,
			'current_page' => (string) max( 1, AjaxRequest::int( 'page' ) ),
			'per_page'     => (string) max( 1, AjaxRequest::int( 'per_page' ) ),
		);
		$data    = (array) $this->yith()->view( $visitor, $options );
		header( 'Content-Type: text/html; charset=' . get_option( 'blog_charset' ) );
		echo '<div>' . YithMarkup::wishlist_form( array(), $options, $data ) . '</div>'; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by the markup class.
		wp_die( '', '', array( 'response' => 200 ) );
	}

	/**
	 * The requested fragments, rendered: an object keyed like the request, always.
	 *
	 * @param Visitor $visitor Who asks.
	 */
	private function fragments_for( Visitor $visitor ): object {
		return $this->yith()->render( $visitor, YithFragmentRequest::read() );
	}

	/**
	 * The renderer of YITH's fragments (and Vitrine's).
	 */
	private function yith(): YithFragments {
		return $this->yith ??= new YithFragments( $this->service, $this->fragments );
	}

	/**
	 * The item ids of products in a list, in the products' order (unknown products left out).
	 *
	 * @param string    $token    List token.
	 * @param list<int> $products Product ids.
	 * @return list<int>
	 */
	private function item_ids_of_products( string $token, array $products ): array {
		$repository = $this->service->repository();
		$list       = $repository->find_by_token( $token );
		$ids        = array();
		foreach ( null === $list ? array() : $products as $product ) {
			$item = $repository->item_of_product( $list->id, $product );
			if ( null !== $item ) {
				$ids[] = $item->id;
			}
		}
		return $ids;
	}

	/**
	 * The row id of the item a move names: `row_id` (Vitrine's widget), else the item of the
	 * product `item_id` in the source list (YITH), else `item_id` as a row id.
	 *
	 * @param string $from_token Source list token.
	 */
	private function moved_item_id( string $from_token ): int {
		$row_id = AjaxRequest::int( 'row_id' );
		if ( $row_id > 0 ) {
			return $row_id;
		}
		$item_id    = AjaxRequest::int( 'item_id' );
		$repository = $this->service->repository();
		$from       = $repository->find_by_token( $from_token );
		$item       = null === $from ? null : $repository->item_of_product( $from->id, $item_id );
		return null === $item ? $item_id : $item->id;
	}

	/**
	 * The list named by `wishlist_id` or `wishlist_token`, else the visitor's default list;
	 * the visitor must own it.
	 *
	 * @param Visitor $visitor Who asks.
	 * @return Wishlist|WP_Error
	 */
	private function list_from_request( Visitor $visitor ) {
		$repository = $this->service->repository();
		$id         = AjaxRequest::int( 'wishlist_id' );
		$token      = strtoupper( AjaxRequest::text( 'wishlist_token' ) );
		if ( $id > 0 ) {
			$list = $repository->find( $id );
		} elseif ( '' !== $token ) {
			$list = $repository->find_by_token( $token );
		} else {
			$list = '' === $visitor->key() ? null : $repository->default_for( $visitor->key() );
		}
		return $this->service->owned( $visitor, $list );
	}

	/**
	 * The reference's `user_wishlists`.
	 *
	 * @param Visitor $visitor    Who asks.
	 * @param int     $product_id Product the "add to this list" links add (0: none).
	 * @return list<array<string, mixed>>
	 */
	private function user_wishlists( Visitor $visitor, int $product_id ): array {
		$lists = array();
		foreach ( $this->service->summary( $visitor ) as $summary ) {
			$lists[] = array(
				'id'                       => $summary['id'],
				'token'                    => $summary['token'],
				'wishlist_name'            => $summary['name'],
				'default'                  => $summary['default'],
				'products'                 => $summary['products'],
				'add_to_this_wishlist_url' => $product_id > 0 ? WishlistUrls::add_to( $product_id, $summary['id'] ) : '',
			);
		}
		return $lists;
	}

	/**
	 * A privacy field, the site's default for new lists when missing or invalid.
	 *
	 * @param string $key Field name.
	 */
	private function privacy_field( string $key ): int {
		$value = AjaxRequest::text( $key );
		return Privacy::is_valid( $value ) ? (int) $value : Privacy::for_new_lists();
	}

	/**
	 * Ends the request with the error, if it is one.
	 *
	 * @param mixed $result A service result.
	 * @phpstan-assert !WP_Error $result
	 */
	private function fail_on_error( $result ): void {
		if ( $result instanceof WP_Error ) {
			AjaxError::from_wp_error( $result );
		}
	}

	/**
	 * The reference's empty success reply.
	 *
	 * @return never
	 */
	private function empty_reply(): void {
		wp_die( '', '', array( 'response' => 200 ) );
	}
}
