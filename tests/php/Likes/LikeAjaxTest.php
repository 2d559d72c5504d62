<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Likes;

use Vitrine\Likes\LikeRepository;
use Vitrine\Tests\TestCase;

/**
 * The `jws-love` admin-ajax action, as the reference clients call it.
 */
final class LikeAjaxTest extends TestCase {

	private function love( string $loves_id, ?string $nonce = null ): array {
		return $this->ajax(
			'jws-love',
			array(
				'loves_id' => $loves_id,
				'nonce'    => $nonce ?? wp_create_nonce( 'jws-love' ),
			)
		);
	}

	private function loves_of( int $post ): int {
		wp_cache_flush();
		return ( new LikeRepository() )->count( $post );
	}

	public function test_answers_the_new_count_as_text_for_both_id_forms(): void {
		$post = $this->create_post();

		$this->assertSame(
			array(
				'status' => 200,
				'body'   => '1',
			),
			$this->love( "jws-love-{$post}" )
		);

		$_COOKIE = array(); // A second guest, with no visitor cookie.
		$this->assertSame(
			array(
				'status' => 200,
				'body'   => '2',
			),
			$this->love( (string) $post )
		);
	}

	public function test_a_member_loves_a_post_once(): void {
		$post = $this->create_post();
		wp_set_current_user( $this->create_user() );

		$this->assertSame( '1', $this->love( (string) $post )['body'] );
		$this->assertSame( '1', $this->love( (string) $post )['body'] );
		$this->assertSame( 1, $this->loves_of( $post ) );
	}

	public function test_refuses_a_bad_nonce_without_counting(): void {
		$post  = $this->create_post();
		$reply = $this->love( (string) $post, 'not-a-nonce' );

		$this->assertSame( 403, $reply['status'] );
		$this->assertSame( 'vitrine_invalid_nonce', json_decode( $reply['body'], true )['data']['code'] );
		$this->assertSame( 0, $this->loves_of( $post ) );
	}

	public function test_refuses_a_nonce_for_another_action(): void {
		$post  = $this->create_post();
		$reply = $this->love( (string) $post, wp_create_nonce( 'jws_login_ajax' ) );

		$this->assertSame( 403, $reply['status'] );
	}

	public function test_refuses_a_malformed_id(): void {
		$reply = $this->love( 'jws-love-abc' );

		$this->assertSame( 400, $reply['status'] );
		$body = json_decode( $reply['body'], true );
		$this->assertFalse( $body['success'] );
		$this->assertSame( 'vitrine_like_invalid_id', $body['data']['code'] );
		$this->assertNotEmpty( $body['data']['message'] );
	}

	/**
	 * @return array<string, array{array<string, mixed>}>
	 */
	public static function unlovable_posts(): array {
		return array(
			'draft'              => array( array( 'post_status' => 'draft' ) ),
			'private'            => array( array( 'post_status' => 'private' ) ),
			'password protected' => array( array( 'post_password' => 'secret' ) ),
			'page'               => array( array( 'post_type' => 'page' ) ),
		);
	}

	/**
	 * @dataProvider unlovable_posts
	 *
	 * @param array<string, mixed> $args Post arguments.
	 */
	public function test_refuses_posts_that_cannot_be_loved( array $args ): void {
		$post  = $this->create_post( $args );
		$reply = $this->love( (string) $post );

		$this->assertSame( 404, $reply['status'] );
		$this->assertSame( 'vitrine_like_unknown_post', json_decode( $reply['body'], true )['data']['code'] );
		$this->assertSame( 0, $this->loves_of( $post ) );
	}

	public function test_refuses_an_unknown_post(): void {
		$this->assertSame( 404, $this->love( '987654321' )['status'] );
	}

	public function test_other_post_types_can_opt_in(): void {
		$page = $this->create_post( array( 'post_type' => 'page' ) );
		add_filter( 'vitrine_likeable_post_types', static fn() => array( 'post', 'page' ) );

		$this->assertSame( '1', $this->love( (string) $page )['body'] );
	}

	public function test_rate_limits_per_address(): void {
		$post = $this->create_post();
		add_filter( 'vitrine_like_rate_limit', static fn() => 2 );

		$this->love( (string) $post );
		$_COOKIE = array();
		$this->love( (string) $post );
		$reply = $this->love( (string) $post );

		$this->assertSame( 429, $reply['status'] );
		$this->assertSame( 'vitrine_like_rate_limited', json_decode( $reply['body'], true )['data']['code'] );
	}

	public function test_fires_an_action_for_a_first_like_only(): void {
		$post  = $this->create_post();
		$calls = array();
		add_action(
			'vitrine_post_loved',
			static function ( $id, $count ) use ( &$calls ) {
				$calls[] = array( $id, $count );
			},
			10,
			2
		);
		wp_set_current_user( $this->create_user() );
		$this->love( (string) $post );
		$this->love( (string) $post );

		$this->assertSame( array( array( $post, 1 ) ), $calls );
	}
}
