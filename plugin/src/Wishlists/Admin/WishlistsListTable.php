<?php
/**
 * The wishlists screen's table of lists.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Wishlists\Admin;

use Vitrine\Core\Admin\KeysetPagination;
use Vitrine\Wishlists\Privacy;
use Vitrine\Wishlists\Wishlist;
use Vitrine\Wishlists\WishlistRepository;
use Vitrine\Wishlists\WishlistUrls;
use WP_List_Table;

defined( 'ABSPATH' ) || exit;

if ( ! class_exists( 'WP_List_Table' ) ) {
	require_once ABSPATH . 'wp-admin/includes/class-wp-list-table.php';
}

/**
 * Every wishlist, newest first, 20 a page: owner views (all, guests, members) with counts, a
 * member search and a creation date range.
 *
 * Flat at any size: the totals come from the maintained counters when no member or date
 * narrows them ({@see WishlistRepository::admin_totals()}), and the pages go by keyset on the
 * list id (`after`/`before` a list, or `last`: {@see KeysetPagination}), never an OFFSET.
 */
final class WishlistsListTable extends WP_List_Table {

	use ListTableParts;

	public const PER_PAGE = 20;

	/**
	 * Every owner's totals under the other filters, once counted.
	 *
	 * @var array{lists: int, items: int, guests: int, members: int, guest_items: int, member_items: int}|null
	 */
	private ?array $all_owners = null;

	/**
	 * Whether there are newer and older pages than this one.
	 *
	 * @var array{newer: bool, older: bool}
	 */
	private array $around = array(
		'newer' => false,
		'older' => false,
	);

	/**
	 * Sets up the table.
	 *
	 * @param WishlistRepository                                                   $repository Storage.
	 * @param array{owner: string, member: string, from: string, to: string, after: int, before: int, last: bool} $filters From the request (dates Y-m-d, site time) and the keyset cursor.
	 */
	public function __construct( private WishlistRepository $repository, private array $filters ) {
		parent::__construct(
			array(
				'singular' => 'wishlist',
				'plural'   => 'wishlists',
				'ajax'     => false,
			)
		);
	}

	/**
	 * The filters as the repository takes them.
	 *
	 * @param array{owner: string, member: string, from: string, to: string} $filters Filters.
	 * @return array{owner: string, members?: list<int>, from: string, to: string}
	 */
	public static function query( array $filters ): array {
		$query = array(
			'owner' => $filters['owner'],
			'from'  => '' !== $filters['from'] ? get_gmt_from_date( $filters['from'] . ' 00:00:00' ) : '',
			'to'    => '' !== $filters['to'] ? get_gmt_from_date( gmdate( 'Y-m-d', (int) strtotime( $filters['to'] . ' +1 day' ) ) . ' 00:00:00' ) : '',
		);
		if ( '' !== $filters['member'] ) {
			$query['members'] = array_map(
				'intval',
				get_users(
					array(
						'search'         => '*' . $filters['member'] . '*',
						'search_columns' => array( 'user_login', 'user_email', 'display_name' ),
						'fields'         => 'ID',
						'number'         => 200,
					)
				)
			);
		}
		return $query;
	}

	/**
	 * {@inheritDoc}
	 *
	 * @return array<string, string>
	 */
	public function get_columns() {
		return array(
			'name'    => __( 'Name', 'vitrine' ),
			'owner'   => __( 'Owner', 'vitrine' ),
			'privacy' => __( 'Privacy', 'vitrine' ),
			'items'   => __( 'Items', 'vitrine' ),
			'created' => __( 'Created', 'vitrine' ),
			'token'   => __( 'Token', 'vitrine' ),
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @return void
	 */
	public function prepare_items() {
		$totals      = $this->totals();
		$page        = $this->repository->admin_page( self::query( $this->filters ), KeysetPagination::page( $this->filters, self::PER_PAGE ) );
		$this->items = $page['rows'];
		// The members on the page in two queries (users and their meta), not two per row.
		$members = array();
		foreach ( $this->items as $row ) {
			if ( str_starts_with( $row['wishlist']->owner, 'u:' ) ) {
				$members[] = (int) substr( $row['wishlist']->owner, 2 );
			}
		}
		if ( $members ) {
			cache_users( $members );
		}
		$this->around = array(
			'newer' => $page['newer'],
			'older' => $page['older'],
		);
		$this->paginate( $totals['lists'], 'name' );
	}

	/**
	 * Keyset paging ({@see KeysetPagination}): Newest, Newer, Older and Oldest lists, and the
	 * number of lists (the totals'), the filters kept in each link.
	 *
	 * @param string $which Top or bottom.
	 * @return void
	 */
	protected function pagination( $which ) {
		$total = (int) $this->get_pagination_arg( 'total_items' );
		$first = $this->items ? reset( $this->items ) : null;
		$last  = $this->items ? end( $this->items ) : null;
		// phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped when built.
		echo KeysetPagination::html(
			array( WishlistsAdmin::class, 'url' ),
			array_filter(
				array(
					'owner'  => $this->filters['owner'],
					'member' => $this->filters['member'],
					'from'   => $this->filters['from'],
					'to'     => $this->filters['to'],
				)
			),
			$this->around,
			$first ? $first['wishlist']->id : null,
			$last ? $last['wishlist']->id : null,
			/* translators: %s: number of wishlists. */
			sprintf( _n( '%s wishlist', '%s wishlists', $total, 'vitrine' ), number_format_i18n( $total ) ),
			'top' === $which ? __( 'Pages of wishlists', 'vitrine' ) : __( 'Pages of wishlists, bottom', 'vitrine' ),
			array(
				'first' => __( 'Newest wishlists', 'vitrine' ),
				'prev'  => __( 'Newer wishlists', 'vitrine' ),
				'next'  => __( 'Older wishlists', 'vitrine' ),
				'last'  => __( 'Oldest wishlists', 'vitrine' ),
			)
		);
	}

	/**
	 * The screen's totals, counted once (the views, the page count and the totals above the
	 * table all read them): every owner's, split into guests' and members', and those of the
	 * owner view chosen.
	 *
	 * @return array{lists: int, items: int, guests: int, members: int, guest_items: int, member_items: int}
	 */
	public function totals(): array {
		if ( null === $this->all_owners ) {
			$this->all_owners = $this->repository->admin_totals( self::query( array( 'owner' => '' ) + $this->filters ) );
		}
		$totals = $this->all_owners;
		if ( 'guest' === $this->filters['owner'] ) {
			return array_merge(
				$totals,
				array(
					'lists'   => $totals['guests'],
					'items'   => $totals['guest_items'],
					'members' => 0,
				)
			);
		}
		if ( 'member' === $this->filters['owner'] ) {
			return array_merge(
				$totals,
				array(
					'lists'  => $totals['members'],
					'items'  => $totals['member_items'],
					'guests' => 0,
				)
			);
		}
		return $totals;
	}

	/**
	 * Owner views with counts (the other filters kept).
	 *
	 * @return array<string, string>
	 */
	protected function get_views() {
		$this->totals();
		$totals = $this->all_owners ?? array();
		$base   = array_filter(
			array(
				'member' => $this->filters['member'],
				'from'   => $this->filters['from'],
				'to'     => $this->filters['to'],
			)
		);
		$views  = array();
		foreach ( array(
			''       => array( __( 'All', 'vitrine' ), $totals['lists'] ),
			'guest'  => array( __( 'Guests', 'vitrine' ), $totals['guests'] ),
			'member' => array( __( 'Members', 'vitrine' ), $totals['members'] ),
		) as $owner => $view ) {
			$views[ '' === $owner ? 'all' : $owner ] = sprintf(
				'<a href="%1$s"%2$s>%3$s <span class="count">(%4$s)</span></a>',
				esc_url( WishlistsAdmin::url( $base + ( '' === $owner ? array() : array( 'owner' => $owner ) ) ) ),
				$owner === $this->filters['owner'] ? ' class="current" aria-current="page"' : '',
				esc_html( $view[0] ),
				esc_html( number_format_i18n( $view[1] ) )
			);
		}
		return $views;
	}

	/**
	 * The member search and the date range.
	 *
	 * @param string $which Top or bottom.
	 * @return void
	 */
	protected function extra_tablenav( $which ) {
		if ( 'top' !== $which ) {
			return;
		}
		printf(
			'<div class="alignleft actions vitrine-wishlists-filters"><label for="vitrine-wishlists-member">%1$s</label> <input type="search" id="vitrine-wishlists-member" name="member" value="%2$s" placeholder="%3$s"> <label for="vitrine-wishlists-from">%4$s</label> <input type="date" id="vitrine-wishlists-from" name="from" value="%5$s"> <label for="vitrine-wishlists-to">%6$s</label> <input type="date" id="vitrine-wishlists-to" name="to" value="%7$s"> ',
			esc_html__( 'Member', 'vitrine' ),
			esc_attr( $this->filters['member'] ),
			esc_attr__( 'Name, username or email', 'vitrine' ),
			esc_html__( 'Created from', 'vitrine' ),
			esc_attr( $this->filters['from'] ),
			esc_html__( 'to', 'vitrine' ),
			esc_attr( $this->filters['to'] )
		);
		submit_button( __( 'Filter', 'vitrine' ), '', 'filter_action', false );
		echo '</div>';
	}

	/**
	 * {@inheritDoc}
	 *
	 * @return void
	 */
	public function no_items() {
		esc_html_e( 'No wishlists found.', 'vitrine' );
	}

	/**
	 * A cell.
	 *
	 * @param array{wishlist: Wishlist, items: int} $item        Row.
	 * @param string                                $column_name Column.
	 * @return string
	 */
	protected function column_default( $item, $column_name ) {
		$list = $item['wishlist'];
		switch ( $column_name ) {
			case 'name':
				// The name opens the list's items here (private lists too); public and shared
				// lists also offer their share link, as the owner's visitors see them.
				$actions = sprintf( '<a href="%1$s">%2$s<span class="screen-reader-text"> %3$s</span></a>', esc_url( WishlistsAdmin::list_url( $list ) ), esc_html__( 'View items', 'vitrine' ), esc_html( $list->display_name() ) );
				if ( Privacy::PRIVATE !== $list->privacy ) {
					$actions .= sprintf( ' | <a href="%1$s">%2$s<span class="screen-reader-text"> %3$s</span></a>', esc_url( WishlistUrls::of( $list ) ), esc_html__( 'View on site', 'vitrine' ), esc_html( $list->display_name() ) );
				}
				return sprintf(
					'<strong><a class="row-title" href="%1$s">%2$s</a></strong>%3$s<div class="row-actions visible">%4$s</div>',
					esc_url( WishlistsAdmin::list_url( $list ) ),
					esc_html( $list->display_name() ),
					$list->is_default ? ' <span class="description">(' . esc_html__( 'default', 'vitrine' ) . ')</span>' : '',
					$actions
				);
			case 'owner':
				return WishlistsAdmin::owner_html( $list );
			case 'privacy':
				return esc_html( Privacy::labels()[ $list->privacy ] ?? '' );
			case 'items':
				return esc_html( number_format_i18n( $item['items'] ) );
			case 'created':
				return $this->time_cell( $list->created_at, true );
			case 'token':
				return '<code>' . esc_html( $list->token ) . '</code>';
		}
		return '';
	}
}
