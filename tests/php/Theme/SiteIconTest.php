<?php
/**
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Theme;

use Vitrine\Demo\ContentStore;
use Vitrine\Demo\DemoSiteIcon;
use Vitrine\Demo\SeedReport;
use Vitrine\Tests\TestCase;

/**
 * The site's icon is never WordPress's "W": the theme links its own mark until the owner sets an
 * icon (then core prints the owner's, the theme nothing), and the demo sets the mark as the site
 * icon once, leaving an owner's icon alone.
 */
final class SiteIconTest extends TestCase {

	protected function setUp(): void {
		parent::setUp();
		$this->set_main_query();
		unset( $GLOBALS['post'] );
	}

	/**
	 * The page's head.
	 */
	private function head(): string {
		ob_start();
		do_action( 'wp_head' );
		return (string) ob_get_clean();
	}

	public function test_the_theme_links_its_mark_only_while_the_site_has_no_icon(): void {
		update_option( 'site_icon', 0 );
		$mark = get_template_directory_uri() . '/assets/images/site-icon.svg';
		$this->assertStringContainsString( '<link rel="icon" href="' . $mark . '" type="image/svg+xml" sizes="any">', $this->head() );
		$this->assertFileExists( get_template_directory() . '/assets/images/site-icon.svg' );

		// An icon set (here by the demo, as an owner would in Settings): core prints it, the theme nothing.
		$owner = $this->seed_icon();
		$head  = $this->head();
		$this->assertStringNotContainsString( $mark, $head );
		$this->assertStringContainsString( '<link rel="icon" href="' . wp_get_attachment_image_url( $owner, array( 32, 32 ) ) . '" sizes="32x32" />', $head );
		wp_delete_attachment( $owner, true );
	}

	/**
	 * Runs the demo's icon step on a site without an icon; returns the icon it set.
	 */
	private function seed_icon(): int {
		update_option( 'site_icon', 0 );
		delete_option( DemoSiteIcon::DONE_OPTION );
		( new DemoSiteIcon( new ContentStore() ) )->seed( new SeedReport( array( 'image' => 'images' ) ) );
		return (int) get_option( 'site_icon' );
	}

	public function test_the_demo_sets_its_icon_once_and_never_over_the_owner_s(): void {
		$icon = $this->seed_icon();
		$this->assertGreaterThan( 0, $icon );
		$this->assertSame( 'image/png', get_post_mime_type( $icon ) );
		$this->assertSame( array( 512, 512 ), array_slice( (array) wp_get_attachment_image_src( $icon, 'full' ), 1, 2 ) );

		// The owner removes it: a later seed leaves it removed.
		update_option( 'site_icon', 0 );
		( new DemoSiteIcon( new ContentStore() ) )->seed( new SeedReport( array( 'image' => 'images' ) ) );
		$this->assertSame( 0, (int) get_option( 'site_icon' ) );
		wp_delete_attachment( $icon, true );
	}
}
