<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Content;

use Vitrine\Content\Admin\MetaBox;
use Vitrine\Content\CaseStudies;
use Vitrine\Content\ContentTypes;
use Vitrine\Content\MetaFields;
use Vitrine\Content\PricePlans;
use Vitrine\Content\TeamMembers;
use Vitrine\Content\Testimonials;
use Vitrine\Tests\TestCase;

/**
 * The content types: registration, meta, ordering, what their queries return and hide, and
 * the admin "Details" box.
 */
final class ContentTypesTest extends TestCase {

	private function image(): int {
		$id = wp_insert_attachment(
			array(
				'post_mime_type' => 'image/jpeg',
				'post_title'     => 'Picture',
				'post_status'    => 'inherit',
			),
			'picture.jpg'
		);
		$this->assertIsInt( $id );
		return $id;
	}

	public function test_every_type_is_registered_with_its_meta_in_rest(): void {
		foreach ( ContentTypes::all() as $type ) {
			$object = get_post_type_object( $type::POST_TYPE );
			$this->assertNotNull( $object, $type );
			$this->assertTrue( $object->show_in_rest );
			$this->assertTrue( post_type_supports( $type::POST_TYPE, 'thumbnail' ) );
			$this->assertTrue( post_type_supports( $type::POST_TYPE, 'page-attributes' ) );
			$registered = get_registered_meta_keys( 'post', $type::POST_TYPE );
			foreach ( array_keys( $type::fields() ) as $key ) {
				$this->assertArrayHasKey( $key, $registered, $key );
				$this->assertNotEmpty( $registered[ $key ]['show_in_rest'] );
			}
		}
		$this->assertTrue( get_post_type_object( CaseStudies::POST_TYPE )->publicly_queryable );
		$this->assertFalse( get_post_type_object( Testimonials::POST_TYPE )->publicly_queryable );
	}

	public function test_items_come_in_menu_order_and_only_published_public_ones(): void {
		$second = $this->create_post(
			array(
				'post_type'    => Testimonials::POST_TYPE,
				'post_title'   => 'Second',
				'menu_order'   => 2,
				'post_content' => '<p>Lovely <strong>work</strong>.</p>',
			)
		);
		$first  = $this->create_post(
			array(
				'post_type'  => Testimonials::POST_TYPE,
				'post_title' => 'First',
				'menu_order' => 1,
			)
		);
		$this->create_post(
			array(
				'post_type'   => Testimonials::POST_TYPE,
				'post_status' => 'draft',
			)
		);
		$this->create_post(
			array(
				'post_type'   => Testimonials::POST_TYPE,
				'post_status' => 'private',
			)
		);
		$this->create_post(
			array(
				'post_type'     => Testimonials::POST_TYPE,
				'post_password' => 'secret',
			)
		);
		update_post_meta( $second, Testimonials::META_ROLE, 'Architect' );
		update_post_meta( $second, Testimonials::META_RATING, 4 );

		$items = Testimonials::items();
		$this->assertSame( array( $first, $second ), array_column( $items, 'id' ) );
		$this->assertSame( 'Lovely work.', $items[1]['quote'] );
		$this->assertSame( 'Second', $items[1]['author'] );
		$this->assertSame( 'Architect', $items[1]['role'] );
		$this->assertSame( 4, $items[1]['rating'] );
		$this->assertSame( '', $items[1]['url'], 'Testimonials have no page.' );
		$this->assertSame( array( $second ), array_column( Testimonials::items( array( 'ids' => array( $second ) ) ), 'id' ) );
		$this->assertCount( 1, Testimonials::items( array( 'limit' => 1 ) ) );
	}

	public function test_find_refuses_other_types_and_unpublished_posts(): void {
		$study = $this->create_post( array( 'post_type' => CaseStudies::POST_TYPE ) );
		$draft = $this->create_post(
			array(
				'post_type'   => CaseStudies::POST_TYPE,
				'post_status' => 'draft',
			)
		);
		$post  = $this->create_post();

		$this->assertSame( $study, CaseStudies::find( $study )['id'] ?? null );
		$this->assertNotSame( '', CaseStudies::find( $study )['url'] ?? '' );
		$this->assertNull( CaseStudies::find( $draft ) );
		$this->assertNull( CaseStudies::find( $post ) );
		$this->assertNull( CaseStudies::find( 0 ) );
	}

	public function test_the_gallery_keeps_images_only(): void {
		$study = $this->create_post( array( 'post_type' => CaseStudies::POST_TYPE ) );
		$a     = $this->image();
		$b     = $this->image();
		$post  = $this->create_post();
		update_post_meta( $study, CaseStudies::META_GALLERY, array( $b, $post, $a ) );

		$this->assertSame( array( $b, $a ), CaseStudies::gallery( $study ) );
		$this->assertSame( array( $b, $a ), MetaFields::sanitize( CaseStudies::fields()[ CaseStudies::META_GALLERY ], "{$b}, {$post}, x {$a}, {$b}" ) );
	}

	public function test_meta_values_are_sanitized_by_type(): void {
		$fields = PricePlans::fields();
		$this->assertSame( array( 'One', 'Two' ), MetaFields::sanitize( $fields[ PricePlans::META_FEATURES ], "One\r\n\n<b>Two</b>\n" ) );
		$this->assertTrue( MetaFields::sanitize( $fields[ PricePlans::META_HIGHLIGHTED ], '1' ) );
		$this->assertFalse( MetaFields::sanitize( $fields[ PricePlans::META_HIGHLIGHTED ], 'nope' ) );
		$this->assertSame( '', MetaFields::sanitize( $fields[ PricePlans::META_CTA_URL ], 'javascript:alert(1)' ) );
		$this->assertSame( 5, MetaFields::sanitize( Testimonials::fields()[ Testimonials::META_RATING ], '9' ) );
		$this->assertSame( 0, MetaFields::sanitize( Testimonials::fields()[ Testimonials::META_RATING ], '-2' ) );
	}

	public function test_price_plans_are_grouped_into_tables(): void {
		$plan  = $this->create_post( array( 'post_type' => PricePlans::POST_TYPE ) );
		$other = $this->create_post( array( 'post_type' => PricePlans::POST_TYPE ) );
		update_post_meta( $other, PricePlans::META_TABLE, 'Workshops' );
		update_post_meta( $plan, PricePlans::META_FEATURES, array( 'A', 'B' ) );

		$this->assertSame( array( $plan ), array_column( PricePlans::table(), 'id' ) );
		$this->assertSame( array( $other ), array_column( PricePlans::table( 'workshops' ), 'id' ) );
		$this->assertSame( array( 'A', 'B' ), PricePlans::table()[0]['features'] );
	}

	public function test_a_visitors_page_reads_the_defaults_of_meta_it_does_not_register(): void {
		$plan = $this->create_post( array( 'post_type' => PricePlans::POST_TYPE ) );
		$keys = array( PricePlans::META_FEATURES, PricePlans::META_HIGHLIGHTED, PricePlans::META_PRICE );
		// A visitor's page registers no content meta (ContentType::register()): without the
		// registered defaults a missing list read as [''] and printed an empty feature.
		foreach ( $keys as $key ) {
			unregister_post_meta( PricePlans::POST_TYPE, $key );
		}
		try {
			$item = PricePlans::table()[0];
			$this->assertSame( $plan, $item['id'] );
			$this->assertSame( array(), $item['features'] );
			$this->assertFalse( $item['highlighted'] );
			$this->assertSame( '', $item['price'] );
			update_post_meta( $plan, PricePlans::META_FEATURES, array( 'A' ) );
			$this->assertSame( array( 'A' ), PricePlans::table()[0]['features'] );
		} finally {
			foreach ( $keys as $key ) {
				register_post_meta( PricePlans::POST_TYPE, $key, MetaFields::registration( PricePlans::fields()[ $key ] ) );
			}
		}
	}

	public function test_team_links_name_their_network(): void {
		$this->assertSame( 'instagram', TeamMembers::network( 'https://www.instagram.com/someone' ) );
		$this->assertSame( 'x', TeamMembers::network( 'https://twitter.com/someone' ) );
		$this->assertSame( 'email', TeamMembers::network( 'mailto:a@example.test' ) );
		$this->assertSame( 'website', TeamMembers::network( 'https://notinstagram.com/' ) );
	}

	public function test_the_details_box_saves_only_with_a_valid_nonce_and_the_right_to_edit(): void {
		$plan = $this->create_post( array( 'post_type' => PricePlans::POST_TYPE ) );
		$box  = new MetaBox( PricePlans::class );
		$post = get_post( $plan );

		$_POST = array(
			'vitrine_content_details_nonce' => 'forged',
			'vitrine_meta'                  => array( PricePlans::META_PRICE => '€ 10' ),
		);
		wp_set_current_user( $this->create_user( 'editor' ) );
		$box->save( $plan, $post );
		$this->assertSame( '', get_post_meta( $plan, PricePlans::META_PRICE, true ) );

		wp_set_current_user( $this->create_user( 'subscriber' ) );
		$_POST['vitrine_content_details_nonce'] = wp_create_nonce( 'vitrine_content_details' );
		$box->save( $plan, $post );
		$this->assertSame( '', get_post_meta( $plan, PricePlans::META_PRICE, true ) );

		wp_set_current_user( $this->create_user( 'editor' ) );
		$_POST['vitrine_content_details_nonce'] = wp_create_nonce( 'vitrine_content_details' );
		$_POST['vitrine_meta']                  = wp_slash(
			array(
				PricePlans::META_PRICE    => '<b>€ 10</b>',
				PricePlans::META_FEATURES => "One\nTwo",
			)
		);
		$box->save( $plan, $post );
		$this->assertSame( '€ 10', get_post_meta( $plan, PricePlans::META_PRICE, true ) );
		$this->assertSame( array( 'One', 'Two' ), get_post_meta( $plan, PricePlans::META_FEATURES, true ) );
		$this->assertFalse( (bool) get_post_meta( $plan, PricePlans::META_HIGHLIGHTED, true ), 'An unticked box saves false.' );

		ob_start();
		$box->render( $post );
		$html = (string) ob_get_clean();
		$this->assertStringContainsString( 'value="€ 10"', $html );
		$this->assertStringContainsString( '<label for="vitrine-field-vitrine_plan_price">', $html );
	}
}
