<?php
/**
 * Seeding the shop.
 *
 * @package VitrineDemo
 */

declare( strict_types = 1 );

namespace Vitrine\Demo;

use Vitrine\Shop\ProductPostType as Type;

defined( 'ABSPATH' ) || exit;

/**
 * Creates the demo product categories, tags and products (DemoProducts) that are missing, each
 * with a cover and a detail picture drawn locally; galleries add the next products' covers, so
 * every product shows 4 images while only two are drawn per product.
 */
final class ShopSeeder {

	/**
	 * Draws 4:5 product pictures.
	 *
	 * @var AbstractArtwork
	 */
	private AbstractArtwork $artwork;

	/**
	 * Sets the dependencies.
	 *
	 * @param ContentStore  $content Finds and creates posts.
	 * @param MediaImporter $media   Imports pictures.
	 * @param TermStore     $terms   Finds and creates terms.
	 */
	public function __construct( private ContentStore $content, private MediaImporter $media, private TermStore $terms ) {
		$this->artwork = new AbstractArtwork( 800, 1000 );
	}

	/**
	 * Creates whatever is missing.
	 *
	 * @param SeedReport $report Report; counts `product`s and `image`s.
	 */
	public function seed( SeedReport $report ): void {
		$categories = array();
		foreach ( DemoProducts::categories() as $slug => $category ) {
			$categories[ $slug ] = $this->terms->ensure( Type::CATEGORY, $slug, $category[0], $category[1] )[0];
		}
		foreach ( DemoProducts::tags() as $slug => $name ) {
			$this->terms->ensure( Type::TAG, $slug, $name );
		}
		$created = array();
		foreach ( DemoProducts::all() as $order => $product ) {
			$id = $this->content->find( Type::POST_TYPE, $product['slug'] );
			if ( ! $id ) {
				$id             = $this->create( $product, $order, $categories );
				$created[ $id ] = $product;
				$report->add( 'product' );
			}
		}
		$this->seed_pictures( $report, $created );
	}

	/**
	 * Creates one product with its meta and terms.
	 *
	 * @param array{slug: string, title: string, excerpt: string, content: string, category: string, tags: list<string>, price: string, sale?: string, sku: string, stock?: int, status?: string, art: string} $product    Product.
	 * @param int                                                                                                                                                                                          $order      Menu order.
	 * @param array<string, int>                                                                                                                                                                           $categories Category ids by slug.
	 */
	private function create( array $product, int $order, array $categories ): int {
		$id   = $this->content->create(
			array(
				'post_type'      => Type::POST_TYPE,
				'post_status'    => 'publish',
				'post_name'      => $product['slug'],
				'post_title'     => $product['title'],
				'post_excerpt'   => $product['excerpt'],
				'post_content'   => BlockMarkup::render( array( array( 'p', $product['content'] ) ) ),
				'menu_order'     => $order,
				'comment_status' => 'closed',
				'ping_status'    => 'closed',
			)
		);
		$meta = array(
			Type::META_REGULAR_PRICE => $product['price'],
			Type::META_SALE_PRICE    => $product['sale'] ?? '',
			Type::META_SKU           => $product['sku'],
			Type::META_STOCK_STATUS  => $product['status'] ?? 'instock',
			Type::META_MANAGE_STOCK  => isset( $product['stock'] ) ? 'yes' : 'no',
			Type::META_STOCK         => isset( $product['stock'] ) ? (string) $product['stock'] : '',
		);
		foreach ( $meta as $key => $value ) {
			update_post_meta( $id, $key, $value );
		}
		wp_set_object_terms( $id, array( $categories[ $product['category'] ] ?? 0 ), Type::CATEGORY );
		wp_set_object_terms( $id, $product['tags'], Type::TAG );
		return $id;
	}

	/**
	 * Gives the new products a cover and a gallery: their own detail picture, then the covers
	 * of the next two products.
	 *
	 * @param SeedReport                                          $report   Report.
	 * @param array<int, array{slug: string, title: string, art: string}> $products New products by id.
	 */
	private function seed_pictures( SeedReport $report, array $products ): void {
		if ( ! $products || ! AbstractArtwork::is_supported() ) {
			return;
		}
		$covers = array();
		foreach ( $products as $id => $product ) {
			$covers[ $id ] = $this->picture( $report, 'product-' . $product['slug'], $product['title'], $product['art'], $id );
			set_post_thumbnail( $id, $covers[ $id ] );
		}
		$ids    = array_keys( $covers );
		$styles = AbstractArtwork::STYLES;
		foreach ( $ids as $index => $id ) {
			$detail  = $this->picture( $report, 'product-' . $products[ $id ]['slug'] . '-detail', $products[ $id ]['title'], $styles[ $index % count( $styles ) ], $id );
			$gallery = array( $detail, $covers[ $ids[ ( $index + 1 ) % count( $ids ) ] ], $covers[ $ids[ ( $index + 2 ) % count( $ids ) ] ] );
			update_post_meta( $id, Type::META_GALLERY, implode( ',', array_unique( array_diff( array_filter( $gallery ), array( $covers[ $id ] ) ) ) ) );
		}
	}

	/**
	 * Returns the picture for a slug, drawing and importing it when it does not exist yet.
	 *
	 * @param SeedReport $report Report.
	 * @param string     $slug   Picture slug.
	 * @param string     $title  Title.
	 * @param string     $style  Composition.
	 * @param int        $parent Product it belongs to.
	 */
	private function picture( SeedReport $report, string $slug, string $title, string $style, int $parent ): int {
		$existing = $this->media->find( $slug );
		if ( $existing ) {
			return $existing;
		}
		$id = $this->media->import( $slug, $this->artwork->render( $slug, $style ), $title, AbstractArtwork::describe( $style ), $parent );
		$report->add( 'image' );
		return $id;
	}
}
