<?php
/**
 * Demo content.
 *
 * @package VitrineDemo
 */

declare( strict_types = 1 );

namespace Vitrine\Demo;

use DateTimeImmutable;
use DateTimeZone;
use LogicException;
use Vitrine\ContactForms\DefinitionSanitizer;
use Vitrine\ContactForms\FormRepository;
use Vitrine\Likes\LikesModule;
use Vitrine\Plugin;

defined( 'ABSPATH' ) || exit;

/**
 * Seeds the demo site (docs/architecture.md §7): authors, categories and tags, pages, journal posts with
 * generated featured images and initial love counts, menus, and the reading settings.
 *
 * Idempotent: every item is looked up (by its `_vitrine_demo` marker, then by slug) before it is
 * created, and existing items are never changed, so a second run creates nothing and leaves
 * everything a person edited as it is.
 */
final class DemoSeeder {

	/**
	 * Finds and creates posts and pages.
	 *
	 * @var ContentStore
	 */
	private ContentStore $content;

	/**
	 * Finds and creates terms.
	 *
	 * @var TermStore
	 */
	private TermStore $terms;

	/**
	 * Finds and creates authors.
	 *
	 * @var AuthorStore
	 */
	private AuthorStore $authors;

	/**
	 * Imports pictures.
	 *
	 * @var MediaImporter
	 */
	private MediaImporter $media;

	/**
	 * Draws pictures.
	 *
	 * @var AbstractArtwork
	 */
	private AbstractArtwork $artwork;

	/**
	 * Creates menus.
	 *
	 * @var MenuBuilder
	 */
	private MenuBuilder $menus;

	/**
	 * Sets up the dependencies.
	 */
	public function __construct() {
		$this->content = new ContentStore();
		$this->terms   = new TermStore();
		$this->authors = new AuthorStore();
		$this->media   = new MediaImporter( $this->content );
		$this->artwork = new AbstractArtwork( 1600, 1000 );
		$this->menus   = new MenuBuilder();
	}

	/**
	 * Creates whatever is missing and returns a short report, e.g. "16 posts, 8 pages, 2 menus,
	 * 16 images (9.0 s), … in 12.3 s" ('' when nothing was missing).
	 */
	public function seed(): string {
		$report = new SeedReport(
			array(
				'post'           => 'posts',
				'page'           => 'pages',
				'menu'           => 'menus',
				'image'          => 'images',
				'author'         => 'authors',
				'category'       => 'categories',
				'tag'            => 'tags',
				'removed sample' => 'removed samples',
				'form'           => 'forms',
				'updated page'   => 'updated pages',
				'popup'          => 'popups',
				'presentation'   => 'presentation items',
				'product'        => 'products',
			)
		);

		$started       = microtime( true );
		$previous_user = get_current_user_id();
		wp_defer_term_counting( true );
		try {
			$authors = $this->seed_authors( $report );
			// Act as the administrator, so content is saved as a person with full rights would save it.
			wp_set_current_user( $authors['admin'] );

			$categories = $this->seed_categories( $report );
			$tags       = $this->seed_tags( $report );
			$this->seed_forms( $report );
			// Services, case studies, testimonials, team, timeline and price plans; before the
			// pages, which link to the case studies' pictures.
			( new PresentationSeeder( $this->content, $this->media ) )->seed( $report );
			( new ShopSeeder( $this->content, $this->media, $this->terms ) )->seed( $report );
			( new DemoMedia( $this->content ) )->seed( $report );
			( new DemoSiteIcon( $this->content ) )->seed( $report );
			$pages = $this->seed_pages( $report, $authors['admin'] );
			DemoPopups::seed( $this->content, $report, $pages );
			$this->seed_posts( $report, $authors, $categories, $tags );
			$this->seed_menus( $report, $pages );
			DemoShopSetup::apply();

			if ( ( new SiteSetup() )->apply( $pages['home'] ?? 0, $pages['blog'] ?? 0 ) ) {
				$report->add( 'removed sample', ( new DefaultContentCleaner() )->clean() );
			}
		} finally {
			wp_defer_term_counting( false );
			wp_set_current_user( $previous_user );
		}
		return $report->is_empty() ? '' : sprintf( '%s in %.1f s', $report, microtime( true ) - $started );
	}

	/**
	 * Ensures the authors exist.
	 *
	 * @param SeedReport $report Report.
	 * @return array<string, int> User ids by author key.
	 */
	private function seed_authors( SeedReport $report ): array {
		$ids = array();
		foreach ( DemoAuthors::all() as $key => $author ) {
			list( $ids[ $key ], $created ) = $this->authors->ensure( $author );
			if ( $created ) {
				$report->add( 'author' );
			}
		}
		return $ids;
	}

	/**
	 * Ensures the categories exist.
	 *
	 * @param SeedReport $report Report.
	 * @return array<string, int> Term ids by slug.
	 */
	private function seed_categories( SeedReport $report ): array {
		$ids = array();
		foreach ( DemoTaxonomy::categories() as $slug => $category ) {
			list( $ids[ $slug ], $created ) = $this->terms->ensure( 'category', $slug, $category['name'], $category['description'] );
			if ( $created ) {
				$report->add( 'category' );
			}
		}
		return $ids;
	}

	/**
	 * Ensures the tags exist.
	 *
	 * @param SeedReport $report Report.
	 * @return array<string, int> Term ids by slug.
	 */
	private function seed_tags( SeedReport $report ): array {
		$ids = array();
		foreach ( DemoTaxonomy::tags() as $slug => $name ) {
			list( $ids[ $slug ], $created ) = $this->terms->ensure( 'post_tag', $slug, $name );
			if ( $created ) {
				$report->add( 'tag' );
			}
		}
		return $ids;
	}

	/**
	 * Ensures the pages exist.
	 *
	 * @param SeedReport $report Report.
	 * @param int        $author Author of the pages.
	 * @return array<string, int> Page ids by slug.
	 */
	private function seed_pages( SeedReport $report, int $author ): array {
		$ids   = array();
		$order = 0;
		foreach ( DemoPages::all() as $slug => $page ) {
			$ids[ $slug ] = $this->content->find( 'page', $slug );
			if ( $ids[ $slug ] && $this->refresh_placeholder( $ids[ $slug ], BlockMarkup::render( $page['blocks'] ) ) ) {
				$report->add( 'updated page' );
			}
			if ( ! $ids[ $slug ] ) {
				$ids[ $slug ] = $this->content->create(
					array(
						'post_type'      => 'page',
						'post_status'    => 'publish',
						'post_name'      => $slug,
						'post_title'     => $page['title'],
						'post_content'   => BlockMarkup::render( $page['blocks'] ),
						'post_author'    => $author,
						'menu_order'     => $order,
						'comment_status' => 'closed',
						'ping_status'    => 'closed',
					)
				);
				$report->add( 'page' );
			}
			++$order;
		}
		return $ids;
	}

	/**
	 * Replaces a seeded page's content with the current demo content when nobody edited it since
	 * it was seeded (its content still matches the stored checksum), so pages written before a
	 * feature existed pick the feature up. Edited pages are left alone.
	 *
	 * @param int    $id      Page id.
	 * @param string $content Current demo content.
	 * @return bool Whether the page was updated.
	 */
	private function refresh_placeholder( int $id, string $content ): bool {
		$post     = get_post( $id );
		$checksum = (string) get_post_meta( $id, ContentStore::CHECKSUM, true );
		if ( ! $post || '' === $checksum || md5( $post->post_content ) !== $checksum || md5( $content ) === $checksum ) {
			return false;
		}
		$updated = wp_update_post(
			array(
				'ID'           => $id,
				'post_content' => wp_slash( $content ),
			),
			true
		);
		if ( is_wp_error( $updated ) ) {
			return false;
		}
		update_post_meta( $id, ContentStore::CHECKSUM, md5( $content ) );
		return true;
	}

	/**
	 * Ensures the demo contact forms exist (the /contact/ page places `contact` by slug). Public
	 * so a test can seed the forms alone: the whole demo draws pictures for a minute.
	 *
	 * @param SeedReport $report Report.
	 */
	public function seed_forms( SeedReport $report ): void {
		$repository = new FormRepository();
		foreach ( DemoForms::all() as $slug => $form ) {
			if ( $this->content->find( FormRepository::POST_TYPE, $slug ) ) {
				continue;
			}
			$definition = ( new DefinitionSanitizer() )->sanitize( $form['definition'] );
			if ( null === $definition ) {
				continue;
			}
			$id = $this->content->create(
				array(
					'post_type'    => FormRepository::POST_TYPE,
					'post_status'  => 'publish',
					'post_name'    => $slug,
					'post_title'   => $form['title'],
					'post_content' => '',
				)
			);
			$repository->save_definition( $id, $definition );
			$report->add( 'form' );
		}
	}

	/**
	 * Ensures the journal posts exist; new ones get a featured image and a love count.
	 *
	 * @param SeedReport         $report     Report.
	 * @param array<string, int> $authors    User ids by author key.
	 * @param array<string, int> $categories Category ids by slug.
	 * @param array<string, int> $tags       Tag ids by slug.
	 */
	private function seed_posts( SeedReport $report, array $authors, array $categories, array $tags ): void {
		$image_time = 0.0;
		foreach ( DemoPosts::all() as $post ) {
			if ( $this->content->find( 'post', $post['slug'] ) ) {
				continue;
			}
			$rng  = new SeededRandom( $post['slug'] );
			$date = $this->publication_date( $post['days_ago'], $rng );
			$id   = $this->content->create(
				array(
					'post_type'     => 'post',
					'post_status'   => 'publish',
					'post_name'     => $post['slug'],
					'post_title'    => $post['title'],
					'post_excerpt'  => $post['excerpt'],
					'post_content'  => BlockMarkup::render( $post['blocks'] ),
					'post_author'   => $authors[ $post['author'] ] ?? $authors['admin'],
					'post_date'     => $date->setTimezone( wp_timezone() )->format( 'Y-m-d H:i:s' ),
					'post_date_gmt' => $date->setTimezone( new DateTimeZone( 'UTC' ) )->format( 'Y-m-d H:i:s' ),
					'post_category' => array( $categories[ $post['category'] ] ),
				)
			);
			wp_set_object_terms( $id, array_values( array_intersect_key( $tags, array_flip( $post['tags'] ) ) ), 'post_tag' );
			$report->add( 'post' );

			$started  = microtime( true );
			$image_id = $this->featured_image( $report, $post['slug'], $post['title'], $post['art'], $id );
			if ( $image_id ) {
				set_post_thumbnail( $id, $image_id );
			}
			$image_time += microtime( true ) - $started;

			$this->set_loves( $id, $rng->int( 0, 60 ) );
		}
		if ( $image_time > 0 ) {
			$report->note( 'image', sprintf( '%.1f s', $image_time ) );
		}
	}

	/**
	 * A morning some days ago, in the site's time zone, never in the future.
	 *
	 * @param int          $days_ago Days before today.
	 * @param SeededRandom $rng      Randomness for the time of day.
	 */
	private function publication_date( int $days_ago, SeededRandom $rng ): DateTimeImmutable {
		$now  = new DateTimeImmutable( 'now', wp_timezone() );
		$date = $now->modify( '-' . max( 0, $days_ago ) . ' days' )->setTime( $rng->int( 7, 11 ), $rng->int( 0, 59 ), $rng->int( 0, 59 ) );
		return $date > $now ? $now->modify( '-1 minute' ) : $date;
	}

	/**
	 * Returns the picture for a slug, drawing and importing it when it does not exist yet.
	 *
	 * @param SeedReport $report Report.
	 * @param string     $slug   Post slug, also the picture's seed.
	 * @param string     $title  Post title.
	 * @param string     $style  Composition.
	 * @param int        $parent Post the picture belongs to.
	 * @return int Attachment id, 0 when GD is not available.
	 */
	private function featured_image( SeedReport $report, string $slug, string $title, string $style, int $parent ): int {
		$existing = $this->media->find( $slug );
		if ( $existing ) {
			return $existing;
		}
		if ( ! AbstractArtwork::is_supported() ) {
			return 0;
		}
		$id = $this->media->import( $slug, $this->artwork->render( $slug, $style ), $title, AbstractArtwork::describe( $style ), $parent );
		$report->add( 'image' );
		return $id;
	}

	/**
	 * Gives a new post its initial love count.
	 *
	 * @param int $post_id Post id.
	 * @param int $count   Count.
	 */
	private function set_loves( int $post_id, int $count ): void {
		try {
			Plugin::instance()->module( LikesModule::class )->repository()->set_count( $post_id, $count );
		} catch ( LogicException $e ) {
			unset( $e ); // The likes module is not booted (e.g. seeding with the plugin half-loaded); counts stay 0.
		}
	}

	/**
	 * Ensures the menus exist and are assigned to their theme locations.
	 *
	 * @param SeedReport         $report Report.
	 * @param array<string, int> $pages  Page ids by slug.
	 */
	private function seed_menus( SeedReport $report, array $pages ): void {
		foreach ( DemoMenus::all() as $location => $menu ) {
			if ( $this->menus->ensure( $location, $menu['name'], $menu['items'], $pages ) ) {
				$report->add( 'menu' );
			}
		}
	}
}
