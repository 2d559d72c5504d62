<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Performance;

use Vitrine\Performance\MetaDescription;
use Vitrine\Tests\TestCase;

/**
 * `<meta name="description">`: the excerpt on singular views, the tagline elsewhere, none
 * when an SEO plugin prints its own.
 */
final class MetaDescriptionTest extends TestCase {

	protected function setUp(): void {
		parent::setUp();
		update_option( 'blogdescription', 'Ideas & goods, well made.' );
	}

	protected function tearDown(): void {
		$this->set_main_query();
		parent::tearDown();
	}

	public function test_a_post_is_described_by_its_excerpt(): void {
		$post = $this->create_post( array( 'post_excerpt' => 'Lime plaster "breathes" <b>again</b>.' ) );
		$this->view( array( 'p' => $post ) );

		$this->assertSame(
			'<meta name="description" content="Lime plaster &quot;breathes&quot; again." />' . "\n",
			$this->head()
		);
	}

	public function test_pages_print_it_in_their_head(): void {
		$this->view( array( 'post_type' => 'post' ) );

		ob_start();
		do_action( 'wp_head' );
		$head = (string) ob_get_clean();

		$this->assertSame( 1, substr_count( $head, '<meta name="description" content="Ideas &amp; goods, well made." />' ) );
	}

	public function test_a_page_is_described_by_its_text_without_rendering_its_widgets(): void {
		$page = $this->create_post(
			array(
				'post_type'    => 'page',
				'post_content' => "<!-- wp:paragraph -->\n<p>Write to us, we answer <em>within two days</em>.</p>\n<!-- /wp:paragraph -->\n\n"
					. "<!-- wp:vitrine/newsletter {\"title\":\"Letters\"} /-->\n\n[vitrine_like]",
			)
		);
		$this->view( array( 'page_id' => $page ) );

		$head = $this->head();

		$this->assertSame( '<meta name="description" content="Write to us, we answer within two days." />' . "\n", $head );
		// Rendering the content there enqueued its blocks' styles in the middle of the head,
		// too late to be inlined: render-blocking links.
		$this->assertFalse( wp_style_is( 'wp-block-paragraph', 'enqueued' ), 'The paragraph was rendered for the description.' );
	}

	public function test_long_text_is_cut_at_160_characters(): void {
		$post = $this->create_post( array( 'post_excerpt' => str_repeat( 'word ', 60 ) ) );
		$this->view( array( 'p' => $post ) );

		$description = ( new MetaDescription() )->description();

		$this->assertSame( 160, mb_strlen( $description ) );
		$this->assertStringEndsWith( '…', $description );
	}

	public function test_other_views_are_described_by_the_tagline(): void {
		$this->view( array( 'post_type' => 'post' ) );

		$this->assertSame( '<meta name="description" content="Ideas &amp; goods, well made." />' . "\n", $this->head() );
	}

	public function test_nothing_is_printed_when_an_seo_plugin_is_active(): void {
		add_filter( 'vitrine_seo_plugin_active', '__return_true' );
		$this->view( array( 'post_type' => 'post' ) );

		$this->assertSame( '', $this->head() );
	}

	/**
	 * Runs a main query, as WordPress does for a request.
	 *
	 * @param array<string, mixed> $query Query vars.
	 */
	private function view( array $query ): void {
		$this->set_main_query( $query );
	}

	/**
	 * What the module prints into wp_head.
	 */
	private function head(): string {
		ob_start();
		( new MetaDescription() )->print();
		return (string) ob_get_clean();
	}
}
