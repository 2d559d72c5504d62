<?php
/**
 * Base of the site's content types.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Content;

use Vitrine\Core\Admin\AdminMenu;
use Vitrine\Core\Http\VisitorPage;
use WP_Post;
use WP_Query;

defined( 'ABSPATH' ) || exit;

/**
 * One content type: its post type, its meta fields (registered with `show_in_rest`, so the
 * block editor and the REST API can read and write them, and edited in a meta box), and the
 * query widgets call to list its published items in the admin's order (`menu_order`, then
 * newest first).
 *
 * Every item comes out as a plain array with at least `id`, `title`, `excerpt`, `content`
 * (raw post content), `url` ('' for types without a public page) and `image` (the featured
 * image's attachment id, 0 for none), plus the type's own fields (see each type's `item()`).
 */
abstract class ContentType {

	/**
	 * Post type slug. Subclasses define it.
	 */
	public const POST_TYPE = '';

	/**
	 * Translated labels: `name` (plural), `singular`, `menu` and `description`.
	 *
	 * @return array{name: string, singular: string, description: string}
	 */
	abstract protected static function labels(): array;

	/**
	 * Meta fields edited in the meta box, keyed by meta key.
	 *
	 * Types: `text`, `textarea`, `url`, `int` (with `min`/`max`), `bool`, `lines` (a list of
	 * strings, one per line), `urls` (a list of links, one per line), `ids` (attachment ids).
	 *
	 * @return array<string, array{type: string, label: string, help?: string, min?: int, max?: int}>
	 */
	abstract public static function fields(): array;

	/**
	 * The type's own fields of an item, read from its meta.
	 *
	 * @param WP_Post $post A post of this type.
	 * @return array<string, mixed>
	 */
	abstract protected static function own_fields( WP_Post $post ): array;

	/**
	 * Arguments of register_post_type() that differ from the defaults below.
	 *
	 * @return array<string, mixed>
	 */
	protected static function post_type_args(): array {
		return array();
	}

	/**
	 * Registers the post type and its meta. Runs on `init`.
	 */
	public static function register(): void {
		$labels = static::labels();
		register_post_type(
			static::POST_TYPE,
			static::post_type_args() + array(
				'labels'              => self::post_type_labels( $labels ),
				'description'         => $labels['description'],
				'public'              => false,
				// Items without pages of their own need no address: without these, each type
				// added 17 rewrite rules that every request's URL was matched against first.
				'rewrite'             => false,
				'query_var'           => false,
				'show_ui'             => true,
				'show_in_rest'        => true,
				'show_in_nav_menus'   => false,
				'exclude_from_search' => true,
				'has_archive'         => false,
				'hierarchical'        => false,
				'show_in_menu'        => AdminMenu::SLUG,
				'supports'            => array( 'title', 'editor', 'excerpt', 'thumbnail', 'page-attributes', 'custom-fields' ),
			)
		);
		// The fields' labels, schemas and sanitizers serve the meta box, the REST API and the
		// command line; a visitor's page only reads the values, and meta() gives their defaults.
		if ( VisitorPage::is_current() ) {
			return;
		}
		foreach ( static::fields() as $key => $field ) {
			register_post_meta( static::POST_TYPE, $key, MetaFields::registration( $field ) );
		}
	}

	/**
	 * The published items, in the admin's order.
	 *
	 * @param array{limit?: int, ids?: list<int>, exclude?: list<int>} $args `limit` (default all,
	 *        at most 100), `ids` (only these, in this order), `exclude`.
	 * @return list<array<string, mixed>>
	 */
	public static function items( array $args = array() ): array {
		$ids   = array_values( array_filter( array_map( 'intval', $args['ids'] ?? array() ) ) );
		$limit = (int) ( $args['limit'] ?? 0 );
		$query = array(
			'post_type'           => static::POST_TYPE,
			'post_status'         => 'publish',
			'has_password'        => false,
			'posts_per_page'      => $limit > 0 ? min( $limit, 100 ) : 100,
			'orderby'             => $ids ? 'post__in' : array(
				'menu_order' => 'ASC',
				'date'       => 'DESC',
			),
			'post__in'            => $ids,
			'post__not_in'        => array_map( 'intval', $args['exclude'] ?? array() ),
			'no_found_rows'       => true,
			'ignore_sticky_posts' => true,
		);
		$found = new WP_Query( $query );
		// One query for every featured image instead of one per item.
		update_post_thumbnail_cache( $found );
		$posts = array_filter( $found->posts, static fn( $post ) => $post instanceof WP_Post );
		return array_values( array_map( array( static::class, 'item' ), $posts ) );
	}

	/**
	 * One published, not password-protected item of this type, or null.
	 *
	 * @param int $id Post id.
	 * @return array<string, mixed>|null
	 */
	public static function find( int $id ): ?array {
		$post = $id > 0 ? get_post( $id ) : null;
		if ( ! $post instanceof WP_Post || static::POST_TYPE !== $post->post_type || 'publish' !== $post->post_status || '' !== $post->post_password ) {
			return null;
		}
		return static::item( $post );
	}

	/**
	 * A post as an item: the common fields plus the type's own.
	 *
	 * @param WP_Post $post Post of this type.
	 * @return array<string, mixed>
	 */
	public static function item( WP_Post $post ): array {
		$public = (bool) get_post_type_object( $post->post_type )?->publicly_queryable;
		return array(
			'id'      => $post->ID,
			'title'   => get_the_title( $post ),
			'excerpt' => has_excerpt( $post ) ? $post->post_excerpt : '',
			'content' => $post->post_content,
			'url'     => $public ? (string) get_permalink( $post ) : '',
			'image'   => (int) get_post_thumbnail_id( $post ),
			'order'   => $post->menu_order,
		) + static::own_fields( $post );
	}

	/**
	 * The post type's admin labels.
	 *
	 * @param array{name: string, singular: string, description: string} $labels Names.
	 * @return array<string, string>
	 */
	private static function post_type_labels( array $labels ): array {
		return array(
			'name'               => $labels['name'],
			'singular_name'      => $labels['singular'],
			'menu_name'          => $labels['name'],
			/* translators: %s: singular name of a content type, e.g. "Service". */
			'add_new_item'       => sprintf( __( 'Add %s', 'vitrine' ), $labels['singular'] ),
			/* translators: %s: singular name of a content type, e.g. "Service". */
			'edit_item'          => sprintf( __( 'Edit %s', 'vitrine' ), $labels['singular'] ),
			/* translators: %s: singular name of a content type, e.g. "Service". */
			'new_item'           => sprintf( __( 'New %s', 'vitrine' ), $labels['singular'] ),
			/* translators: %s: singular name of a content type, e.g. "Service". */
			'view_item'          => sprintf( __( 'View %s', 'vitrine' ), $labels['singular'] ),
			/* translators: %s: plural name of a content type, e.g. "Services". */
			'search_items'       => sprintf( __( 'Search %s', 'vitrine' ), $labels['name'] ),
			'not_found'          => __( 'Nothing found.', 'vitrine' ),
			'not_found_in_trash' => __( 'Nothing found in the trash.', 'vitrine' ),
			// The entry's name in the Vitrine menu, beside the other types.
			'all_items'          => $labels['name'],
		);
	}

	/**
	 * Reads a meta value, or the field's default when the post has none.
	 *
	 * @param WP_Post $post Post.
	 * @param string  $key  Meta key.
	 */
	protected static function meta( WP_Post $post, string $key ): mixed {
		$values = get_post_meta( $post->ID, $key );
		if ( is_array( $values ) && array() !== $values ) {
			return $values[0];
		}
		// The registered default, also where the meta is not registered (a visitor's page). The
		// fields are worked out once a request (their labels are translated; defaults are not).
		static $fields             = array();
		$fields[ static::class ] ??= static::fields();
		$field                     = $fields[ static::class ][ $key ] ?? null;
		return is_array( $field ) ? MetaFields::default_value( $field ) : '';
	}
}
