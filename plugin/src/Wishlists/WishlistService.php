<?php
/**
 * Wishlist rules.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Wishlists;

use Vitrine\Core\Http\RetryAfter;
use Vitrine\Core\Database\Transaction;
use Vitrine\Core\RateLimiter\GuestRows;
use Vitrine\Core\Visitor\Visitor;
use Vitrine\Shop\Catalogue\CatalogueFactory;
use Vitrine\Shop\Money;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Everything a visitor may do with lists, whoever asks (the admin-ajax actions, the login
 * merge, tests). Every change checks that the visitor owns the list; refusals are WP_Errors
 * with a 4xx status.
 */
final class WishlistService {

	/**
	 * Lists one owner may keep, unless filtered.
	 */
	public const MAX_LISTS = 50;

	/**
	 * Sets up the service.
	 *
	 * @param WishlistRepository $repository Storage.
	 * @param GuestRows          $guests     Counts new guest lists per client address.
	 */
	public function __construct( private WishlistRepository $repository, private GuestRows $guests = new GuestRows() ) {}

	/**
	 * The storage.
	 */
	public function repository(): WishlistRepository {
		return $this->repository;
	}

	/**
	 * How long a guest's lists live after their last change.
	 */
	public static function guest_days(): int {
		/**
		 * Filters how many days a guest's wishlists live after their last change.
		 *
		 * @since 0.1.0
		 *
		 * @param int $days Days (30 by default).
		 */
		return max( 1, (int) apply_filters( 'vitrine_wishlist_guest_days', 30 ) );
	}

	/**
	 * How many lists one owner, guest or member, may keep.
	 */
	public static function max_lists(): int {
		/**
		 * Filters how many wishlists one owner (a guest or a member) may keep; creating one
		 * more is refused with HTTP 409.
		 *
		 * @since 0.1.0
		 *
		 * @param int $max Lists per owner (50 by default).
		 */
		return max( 1, (int) apply_filters( 'vitrine_wishlist_max_lists', self::MAX_LISTS ) );
	}

	/**
	 * Adds a product to a list: the default one (`''`, created on the first add), a new one
	 * (`'new'`, with a non-empty name) or one of the visitor's lists by id.
	 *
	 * @param Visitor    $visitor     Who asks.
	 * @param int        $product_id  Product id.
	 * @param string     $wishlist_id '', 'new' or a list id.
	 * @param string     $name        New list's name.
	 * @param int|null   $privacy     New list's privacy (null: the site's default).
	 * @param int        $quantity    Quantity.
	 * @param string     $type        Product type as the client names it (YITH's `product_type`).
	 * @return array{result: string, wishlist: Wishlist}|WP_Error `result` is 'true' or 'exists'.
	 */
	public function add( Visitor $visitor, int $product_id, string $wishlist_id, string $name = '', ?int $privacy = null, int $quantity = 1, string $type = '' ) {
		$product = CatalogueFactory::catalogue()->get( $product_id );
		if ( null === $product ) {
			return new WP_Error( 'vitrine_wishlist_product_not_found', __( 'This product does not exist or is no longer for sale.', 'vitrine' ), array( 'status' => 404 ) );
		}
		$wishlist = $this->target_list( $visitor, $wishlist_id, $name, $privacy ?? Privacy::for_new_lists() );
		if ( is_wp_error( $wishlist ) ) {
			return $wishlist;
		}
		$price = $product->effective_price();
		$added = $this->repository->add_item( $wishlist->id, $product_id, max( 1, $quantity ), '' === $price ? null : $price, Money::currency(), substr( sanitize_key( $type ), 0, 32 ) );
		$this->touched( $wishlist->owner );
		return array(
			'result'   => $added ? 'true' : 'exists',
			'wishlist' => $wishlist,
		);
	}

	/**
	 * The list an add goes to, created when it is the first default list or a new one.
	 *
	 * @param Visitor $visitor     Who asks.
	 * @param string  $wishlist_id '', 'new' or a list id.
	 * @param string  $name        New list's name.
	 * @param int     $privacy     New list's privacy.
	 * @return Wishlist|WP_Error
	 */
	private function target_list( Visitor $visitor, string $wishlist_id, string $name, int $privacy ) {
		if ( 'new' === $wishlist_id ) {
			return $this->create( $visitor, $name, $privacy );
		}
		if ( '' === $wishlist_id || '0' === $wishlist_id ) {
			return $this->default_list( $visitor->ensure_key() );
		}
		return $this->owned( $visitor, ctype_digit( $wishlist_id ) ? $this->repository->find( (int) $wishlist_id ) : null );
	}

	/**
	 * An owner's default list, made if they have none (one even under concurrent requests).
	 *
	 * @param string $owner Visitor key.
	 * @return Wishlist|WP_Error
	 */
	public function default_list( string $owner ) {
		$list = $this->repository->default_for( $owner );
		if ( null !== $list ) {
			return $list;
		}
		$refusal = $this->creation_refusal( $owner );
		if ( null !== $refusal ) {
			return $refusal;
		}
		$list = $this->repository->create( $owner, '', Privacy::for_new_lists(), true, $this->expiry_for( $owner ) )
			?? $this->repository->default_for( $owner );
		return $list ?? new WP_Error( 'vitrine_wishlist_not_saved', __( 'Your wishlist could not be saved. Please try again.', 'vitrine' ), array( 'status' => 500 ) );
	}

	/**
	 * Creates a named list (several lists must be allowed).
	 *
	 * @param Visitor $visitor Who asks.
	 * @param string  $name    Name (required).
	 * @param int     $privacy Privacy.
	 * @return Wishlist|WP_Error
	 */
	public function create( Visitor $visitor, string $name, int $privacy ) {
		if ( ! WishlistSettings::get()['multi'] ) {
			return new WP_Error( 'vitrine_wishlist_single', __( 'This shop keeps one wishlist per visitor.', 'vitrine' ), array( 'status' => 400 ) );
		}
		$name = $this->clean_name( $name );
		if ( '' === $name ) {
			return new WP_Error(
				'vitrine_wishlist_name_required',
				__( 'Please give the new wishlist a name.', 'vitrine' ),
				array(
					'status' => 400,
					'field'  => 'wishlist_name',
				)
			);
		}
		$owner   = $visitor->ensure_key();
		$refusal = $this->creation_refusal( $owner );
		if ( null !== $refusal ) {
			return $refusal;
		}
		// The first list anyone makes is their default one, so "add" without a list finds it.
		$is_default = null === $this->repository->default_for( $owner );
		$list       = $this->repository->create( $owner, $name, $privacy, $is_default, $this->expiry_for( $owner ) )
			?? $this->repository->create( $owner, $name, $privacy, false, $this->expiry_for( $owner ) );
		return $list ?? new WP_Error( 'vitrine_wishlist_not_saved', __( 'Your wishlist could not be saved. Please try again.', 'vitrine' ), array( 'status' => 500 ) );
	}

	/**
	 * Why an owner may not start another list, or null when they may: the per-owner cap
	 * (409: a state the owner can see and change, not a matter of waiting), then, for guests,
	 * the new lists per client address (429: wait and try again).
	 *
	 * @param string $owner Visitor key.
	 */
	private function creation_refusal( string $owner ): ?WP_Error {
		$max = self::max_lists();
		if ( $this->repository->count_for_owner( $owner ) >= $max ) {
			return new WP_Error(
				'vitrine_wishlist_limit_reached',
				sprintf(
					/* translators: %d: number of wishlists. */
					_n( 'You already have %d wishlist, the most one visitor can keep. Please add the product to it instead.', 'You already have %d wishlists, the most one visitor can keep. Please add the product to one of them instead.', $max, 'vitrine' ),
					$max
				),
				array(
					'status' => 409,
					'max'    => $max,
				)
			);
		}
		if ( ! $this->guests->allow( GuestRows::WISHLIST, $owner ) ) {
			return RetryAfter::refusal(
				'vitrine_wishlist_rate_limited',
				__( 'Too many new wishlists from your network. Please wait a while and try again.', 'vitrine' ),
				HOUR_IN_SECONDS
			);
		}
		return null;
	}

	/**
	 * Removes an item from one of the visitor's lists.
	 *
	 * @param Visitor $visitor Who asks.
	 * @param int     $item_id Item id.
	 * @return WishlistItem|WP_Error The removed item.
	 */
	public function delete_item( Visitor $visitor, int $item_id ) {
		$item = $this->owned_item( $visitor, $item_id );
		if ( is_wp_error( $item ) ) {
			return $item;
		}
		$this->repository->delete_item( $item->id );
		return $item;
	}

	/**
	 * Removes a product from all the visitor's lists, or from one of them.
	 *
	 * @param Visitor  $visitor     Who asks.
	 * @param int      $product_id  Product id.
	 * @param int|null $wishlist_id One list, or null for all.
	 * @return int|WP_Error Rows removed.
	 */
	public function remove_product( Visitor $visitor, int $product_id, ?int $wishlist_id ) {
		if ( null !== $wishlist_id ) {
			$list = $this->owned( $visitor, $this->repository->find( $wishlist_id ) );
			if ( is_wp_error( $list ) ) {
				return $list;
			}
		}
		return $this->repository->remove_product( $visitor->key(), $product_id, $wishlist_id );
	}

	/**
	 * Sets the quantity of a product in one of the visitor's lists.
	 *
	 * @param Visitor $visitor    Who asks.
	 * @param string  $token      List token.
	 * @param int     $product_id Product id.
	 * @param int     $quantity   New quantity (1 or more).
	 * @return true|WP_Error
	 */
	public function set_quantity( Visitor $visitor, string $token, int $product_id, int $quantity ) {
		$list = $this->owned( $visitor, $this->repository->find_by_token( $token ) );
		if ( is_wp_error( $list ) ) {
			return $list;
		}
		if ( $quantity < 1 || $quantity > 9999 ) {
			return new WP_Error(
				'vitrine_wishlist_bad_quantity',
				__( 'The quantity must be a whole number from 1 to 9999.', 'vitrine' ),
				array(
					'status' => 400,
					'field'  => 'quantity',
				)
			);
		}
		$item = $this->repository->item_of_product( $list->id, $product_id );
		if ( null === $item ) {
			return $this->item_not_found();
		}
		$this->repository->set_quantity( $item->id, $quantity );
		$this->touched( $list->owner );
		return true;
	}

	/**
	 * Reorders the items shown on one page of a list, in one statement whatever their number.
	 *
	 * @param Visitor   $visitor   Who asks.
	 * @param string    $token     List token.
	 * @param list<int> $positions Item ids in their new order.
	 * @param int       $page      Page, from 1.
	 * @param int       $per_page  Items per page (0: one page).
	 * @return true|WP_Error
	 */
	public function sort( Visitor $visitor, string $token, array $positions, int $page, int $per_page ) {
		$list = $this->owned( $visitor, $this->repository->find_by_token( $token ) );
		if ( is_wp_error( $list ) ) {
			return $list;
		}
		$start = $per_page > 0 ? ( max( 1, $page ) - 1 ) * $per_page : 0;
		$this->repository->reorder( $list->id, array_values( array_unique( $positions ) ), $start );
		$this->touched( $list->owner );
		return true;
	}

	/**
	 * Renames one of the visitor's lists.
	 *
	 * @param Visitor $visitor     Who asks.
	 * @param int     $wishlist_id List id.
	 * @param string  $title       New name (not empty).
	 * @return Wishlist|WP_Error
	 */
	public function rename( Visitor $visitor, int $wishlist_id, string $title ) {
		$list = $this->owned( $visitor, $this->repository->find( $wishlist_id ) );
		if ( is_wp_error( $list ) ) {
			return $list;
		}
		$title = $this->clean_name( $title );
		if ( '' === $title ) {
			return new WP_Error(
				'vitrine_wishlist_name_required',
				__( 'A wishlist needs a name.', 'vitrine' ),
				array(
					'status' => 400,
					'field'  => 'title',
				)
			);
		}
		$this->repository->rename( $list->id, $title );
		$this->touched( $list->owner );
		return $this->repository->find( $list->id ) ?? $list;
	}

	/**
	 * Changes the privacy of one of the visitor's lists.
	 *
	 * @param Visitor $visitor     Who asks.
	 * @param int     $wishlist_id List id.
	 * @param string  $privacy     '0', '1' or '2'.
	 * @return Wishlist|WP_Error
	 */
	public function set_privacy( Visitor $visitor, int $wishlist_id, string $privacy ) {
		$list = $this->owned( $visitor, $this->repository->find( $wishlist_id ) );
		if ( is_wp_error( $list ) ) {
			return $list;
		}
		if ( ! Privacy::is_valid( $privacy ) ) {
			return new WP_Error(
				'vitrine_wishlist_bad_privacy',
				__( 'Choose public, shared or private.', 'vitrine' ),
				array(
					'status' => 400,
					'field'  => 'privacy',
				)
			);
		}
		$this->repository->set_privacy( $list->id, (int) $privacy );
		$this->touched( $list->owner );
		return $this->repository->find( $list->id ) ?? $list;
	}

	/**
	 * Deletes one of the visitor's lists with its items. When it was their default list, their
	 * oldest remaining list becomes the default one, so "add" without a list still finds one.
	 *
	 * @param Visitor $visitor     Who asks.
	 * @param int     $wishlist_id List id.
	 * @return Wishlist|WP_Error The deleted list.
	 */
	public function delete_list( Visitor $visitor, int $wishlist_id ) {
		$list = $this->owned( $visitor, $wishlist_id > 0 ? $this->repository->find( $wishlist_id ) : null );
		if ( is_wp_error( $list ) ) {
			return $list;
		}
		$this->repository->delete( $list->id );
		if ( $list->is_default ) {
			$rest = $this->repository->for_owner( $list->owner );
			if ( $rest ) {
				$this->repository->make_default( $rest[0]->id );
			}
		}
		$this->touched( $list->owner );
		return $list;
	}

	/**
	 * Moves an item to another of the visitor's lists (`'new'` creates it first).
	 *
	 * @param Visitor $visitor     Who asks.
	 * @param string  $from_token  Source list token.
	 * @param string  $to_token    Destination token or 'new'.
	 * @param int     $item_id     Item id.
	 * @param string  $name        New list's name.
	 * @param int|null $privacy    New list's privacy (null: the site's default).
	 * @return Wishlist|WP_Error The destination.
	 */
	public function move( Visitor $visitor, string $from_token, string $to_token, int $item_id, string $name = '', ?int $privacy = null ) {
		$from = $this->owned( $visitor, $this->repository->find_by_token( $from_token ) );
		if ( is_wp_error( $from ) ) {
			return $from;
		}
		$item = $this->repository->item( $item_id );
		if ( null === $item || $item->wishlist_id !== $from->id ) {
			return $this->item_not_found();
		}
		$to = 'new' === $to_token
			? $this->create( $visitor, $name, $privacy ?? Privacy::for_new_lists() )
			: $this->owned( $visitor, $this->repository->find_by_token( $to_token ) );
		if ( is_wp_error( $to ) ) {
			return $to;
		}
		if ( $to->id !== $from->id ) {
			$this->repository->move_item( $item, $to->id );
		}
		$this->touched( $from->owner );
		return $to;
	}

	/**
	 * A list the visitor may see, by token: its owner's, or anyone's unless private.
	 *
	 * @param Visitor $visitor Who asks.
	 * @param string  $token   Token.
	 * @return Wishlist|WP_Error
	 */
	public function viewable( Visitor $visitor, string $token ) {
		$list = $this->repository->find_by_token( $token );
		// A private list answers like a missing one, so tokens cannot be probed.
		if ( null === $list || ! $list->is_visible_to( $visitor->key() ) ) {
			return $this->not_found();
		}
		return $list;
	}

	/**
	 * Gives a guest's lists to the member who just logged in. Default lists merge: the
	 * member's default keeps its items and gains the guest's other products; a product
	 * already there stays once (the unique key), so nothing appears twice.
	 *
	 * @param string $guest_key  The guest's visitor key.
	 * @param string $member_key The member's visitor key.
	 */
	public function merge( string $guest_key, string $member_key ): void {
		if ( '' === $guest_key || $guest_key === $member_key ) {
			return;
		}
		// One transaction: the items, the lists and the counters move together or not at all.
		Transaction::run(
			function () use ( $guest_key, $member_key ): void {
				$guest_default  = $this->repository->default_for( $guest_key );
				$member_default = $this->repository->default_for( $member_key );
				if ( $guest_default && $member_default ) {
					$this->repository->merge_items( $guest_default->id, $member_default->id );
					$this->repository->delete( $guest_default->id );
					$guest_default = null;
				}
				$this->repository->transfer( $guest_key, $member_key );
				if ( $guest_default ) {
					$this->repository->make_default( $guest_default->id );
				}
			}
		);
	}

	/**
	 * The visitor's lists with their product ids, for the session.
	 *
	 * @param Visitor $visitor Who asks.
	 * @return list<array{id: int, token: string, name: string, privacy: int, default: bool, products: list<int>}>
	 */
	public function summary( Visitor $visitor ): array {
		$key = $visitor->key();
		if ( '' === $key ) {
			return array();
		}
		$products = $this->repository->product_ids_by_list( $key );
		return array_map(
			static fn( Wishlist $list ) => array(
				'id'       => $list->id,
				'token'    => $list->token,
				'name'     => $list->display_name(),
				'privacy'  => $list->privacy,
				'default'  => $list->is_default,
				'products' => $products[ $list->id ] ?? array(),
			),
			$this->repository->for_owner( $key )
		);
	}

	/**
	 * An item in one of the visitor's lists.
	 *
	 * @param Visitor $visitor Who asks.
	 * @param int     $item_id Item id.
	 * @return WishlistItem|WP_Error
	 */
	public function owned_item( Visitor $visitor, int $item_id ) {
		$item = $this->repository->item( $item_id );
		if ( null === $item ) {
			return $this->item_not_found();
		}
		$list = $this->owned( $visitor, $this->repository->find( $item->wishlist_id ) );
		return is_wp_error( $list ) ? $list : $item;
	}

	/**
	 * The list if the visitor owns it; 404 when missing (or private to someone else), 403
	 * when someone else's list is visible but not theirs to change.
	 *
	 * @param Visitor       $visitor Who asks.
	 * @param Wishlist|null $list    The list.
	 * @return Wishlist|WP_Error
	 */
	public function owned( Visitor $visitor, ?Wishlist $list ) {
		if ( null === $list || ! $list->is_visible_to( $visitor->key() ) ) {
			return $this->not_found();
		}
		if ( ! $list->is_owned_by( $visitor->key() ) ) {
			return new WP_Error( 'vitrine_wishlist_forbidden', __( 'Only the owner of this wishlist can change it.', 'vitrine' ), array( 'status' => 403 ) );
		}
		return $list;
	}

	/**
	 * Keeps a guest's lists alive for another period after a change.
	 *
	 * @param string $owner Visitor key.
	 */
	private function touched( string $owner ): void {
		$expiry = $this->expiry_for( $owner );
		if ( null !== $expiry ) {
			$this->repository->extend_expiry( $owner, $expiry );
		}
	}

	/**
	 * The expiry of a new or changed list: guests' lists expire, members' do not.
	 *
	 * @param string $owner Visitor key.
	 */
	private function expiry_for( string $owner ): ?string {
		return str_starts_with( $owner, 'g:' ) ? gmdate( 'Y-m-d H:i:s', time() + self::guest_days() * DAY_IN_SECONDS ) : null;
	}

	/**
	 * A name without tags or surrounding space, at most 190 characters.
	 *
	 * @param string $name Raw name.
	 */
	private function clean_name( string $name ): string {
		return mb_substr( trim( sanitize_text_field( $name ) ), 0, 190 );
	}

	/**
	 * The missing-list refusal.
	 */
	private function not_found(): WP_Error {
		return new WP_Error( 'vitrine_wishlist_not_found', __( 'This wishlist does not exist or is private.', 'vitrine' ), array( 'status' => 404 ) );
	}

	/**
	 * The missing-item refusal.
	 */
	private function item_not_found(): WP_Error {
		return new WP_Error( 'vitrine_wishlist_item_not_found', __( 'This item is no longer in the wishlist.', 'vitrine' ), array( 'status' => 404 ) );
	}
}
