<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Performance;

use Vitrine\Content\ContentTypes;
use Vitrine\Popups\PopupPostType;
use Vitrine\Tests\TestCase;

/**
 * WordPress matches every request's address against the rewrite rules in order, and a post
 * type's rules come before the posts' own. Types without pages of their own (testimonials,
 * team members, events…, popups) must add none: each added 17 rules that every post, page
 * and product address was tried against first.
 */
final class RewriteRulesTest extends TestCase {

	public function test_types_without_pages_add_no_rewrite_rules_or_query_var(): void {
		global $wp_rewrite;
		$types = array( PopupPostType::POST_TYPE );
		foreach ( ContentTypes::all() as $type ) {
			$types[] = $type::POST_TYPE;
		}
		$checked = 0;
		foreach ( $types as $name ) {
			$object = get_post_type_object( $name );
			$this->assertNotNull( $object, $name );
			if ( $object->publicly_queryable ) {
				continue;
			}
			++$checked;
			$this->assertFalse( $object->rewrite, "$name has no rewrite rules" );
			$this->assertFalse( $object->query_var, "$name has no query var" );
			$this->assertArrayNotHasKey( $name, $wp_rewrite->extra_permastructs, "$name adds no permastruct" );
		}
		$this->assertGreaterThanOrEqual( 6, $checked, 'the private content types and popups were checked' );
	}

	public function test_public_types_keep_their_addresses(): void {
		global $wp_rewrite;
		$this->assertNotEmpty( get_option( 'permalink_structure' ), 'the site uses pretty permalinks' );
		$wp_rewrite->flush_rules( false );
		$service = $this->create_post(
			array(
				'post_type'   => 'vitrine_service',
				'post_title'  => 'Kitchen planning',
				'post_status' => 'publish',
			)
		);
		$this->assertStringContainsString( '/kitchen-planning/', (string) get_permalink( $service ) );
		$this->assertSame( $service, url_to_postid( (string) get_permalink( $service ) ), 'a service still resolves at its address' );
	}
}
