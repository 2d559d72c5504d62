<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Likes;

use Vitrine\Likes\Admin\LovesColumn;
use Vitrine\Likes\LikeRepository;
use Vitrine\Tests\TestCase;
use WP_Query;

/**
 * The "Loves" column of the admin post list.
 */
final class LovesColumnTest extends TestCase {

	private LovesColumn $column;

	protected function setUp(): void {
		parent::setUp();
		$this->column = new LovesColumn( new LikeRepository() );
	}

	public function test_sits_before_the_date_and_is_sortable(): void {
		$columns = $this->column->add_column(
			array(
				'title' => 'Title',
				'date'  => 'Date',
			)
		);

		$this->assertSame( array( 'title', LovesColumn::COLUMN, 'date' ), array_keys( $columns ) );
		$this->assertSame( LovesColumn::ORDERBY, $this->column->sortable( array() )[ LovesColumn::COLUMN ] );
	}

	public function test_shows_the_count(): void {
		$post = $this->create_post();
		( new LikeRepository() )->set_count( $post, 1200 );

		ob_start();
		$this->column->render( LovesColumn::COLUMN, $post );
		$this->column->render( 'title', $post );
		$this->assertSame( '1,200', ob_get_clean() );
	}

	public function test_sorts_the_admin_list_by_loves(): void {
		$few  = $this->create_post();
		$many = $this->create_post();
		$none = $this->create_post();
		( new LikeRepository() )->set_count( $few, 2 );
		( new LikeRepository() )->set_count( $many, 40 );
		require_once ABSPATH . 'wp-admin/includes/class-wp-screen.php';
		require_once ABSPATH . 'wp-admin/includes/screen.php';
		set_current_screen( 'edit-post' );
		$this->column->register();

		$main                    = $GLOBALS['wp_the_query'];
		$query                   = new WP_Query();
		$GLOBALS['wp_the_query'] = $query; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- the admin list's main query.
		$ids                     = $query->query(
			array(
				'post__in' => array( $few, $many, $none ),
				'orderby'  => LovesColumn::ORDERBY,
				'order'    => 'DESC',
				'fields'   => 'ids',
			)
		);
		$GLOBALS['wp_the_query'] = $main; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- restoring.

		$this->assertSame( array( $many, $few, $none ), array_map( 'intval', $ids ) );
	}
}
