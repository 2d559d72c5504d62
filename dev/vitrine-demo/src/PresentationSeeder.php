<?php
/**
 * Seeding the presentation content types.
 *
 * @package VitrineDemo
 */

declare( strict_types = 1 );

namespace Vitrine\Demo;

use Vitrine\Content\CaseStudies;
use Vitrine\Content\TeamMembers;

defined( 'ABSPATH' ) || exit;

/**
 * Creates the demo services, case studies (with galleries), testimonials, team members,
 * timeline entries and price plans that are missing (DemoPresentation), leaving existing ones
 * alone. Pictures are drawn smaller than the journal's (they are shown smaller), and each
 * gallery reuses the other case studies' pictures, which keeps seeding quick.
 */
final class PresentationSeeder {

	/**
	 * Draws 3:2 pictures for case studies.
	 *
	 * @var AbstractArtwork
	 */
	private AbstractArtwork $landscape;

	/**
	 * Draws square portraits.
	 *
	 * @var AbstractArtwork
	 */
	private AbstractArtwork $square;

	/**
	 * Sets the dependencies.
	 *
	 * @param ContentStore  $content Finds and creates posts.
	 * @param MediaImporter $media   Imports pictures.
	 */
	public function __construct( private ContentStore $content, private MediaImporter $media ) {
		$this->landscape = new AbstractArtwork( 960, 640 );
		$this->square    = new AbstractArtwork( 640, 640 );
	}

	/**
	 * Creates whatever is missing.
	 *
	 * @param SeedReport $report Report; counts `presentation` items and `image`s.
	 */
	public function seed( SeedReport $report ): void {
		$case_images = array();
		foreach ( DemoPresentation::all() as $post_type => $entries ) {
			foreach ( $entries as $order => $entry ) {
				$id = $this->content->find( $post_type, $entry['slug'] );
				if ( ! $id ) {
					$id = $this->create( $post_type, $entry, $order );
					$report->add( 'presentation' );
				}
				// Also for entries of an earlier seed that had none (services had no picture).
				if ( isset( $entry['art'] ) && ! has_post_thumbnail( $id ) ) {
					$image = $this->picture( $report, $entry['slug'], $entry['title'], $entry['art'], $id, TeamMembers::POST_TYPE === $post_type );
					if ( $image ) {
						set_post_thumbnail( $id, $image );
					}
				}
				if ( CaseStudies::POST_TYPE === $post_type ) {
					$case_images[ $id ] = $entry;
				}
			}
		}
		$this->seed_galleries( $report, $case_images );
	}

	/**
	 * Creates one entry with its meta.
	 *
	 * @param string                                                                                                $post_type Post type.
	 * @param array{slug: string, title: string, content: string|list<array<int, mixed>>, excerpt?: string, art?: string, meta: array<string, mixed>} $entry     Entry.
	 * @param int                                                                                                   $order     Menu order.
	 */
	private function create( string $post_type, array $entry, int $order ): int {
		$id = $this->content->create(
			array(
				'post_type'      => $post_type,
				'post_status'    => 'publish',
				'post_name'      => $entry['slug'],
				'post_title'     => $entry['title'],
				'post_excerpt'   => $entry['excerpt'] ?? '',
				'post_content'   => self::content( $entry['content'] ),
				'menu_order'     => $order,
				'comment_status' => 'closed',
				'ping_status'    => 'closed',
			)
		);
		foreach ( $entry['meta'] as $key => $value ) {
			update_post_meta( $id, $key, wp_slash( $value ) );
		}
		return $id;
	}

	/**
	 * An entry's content as blocks: one paragraph, or BlockMarkup items.
	 *
	 * @param string|list<array<int, mixed>> $content Text or items.
	 */
	private static function content( string|array $content ): string {
		if ( is_array( $content ) ) {
			return BlockMarkup::render( $content );
		}
		return '' === $content ? '' : BlockMarkup::render( array( array( 'p', $content ) ) );
	}

	/**
	 * Gives case studies without a gallery one: their own picture, one more of their own, then
	 * the other studies' pictures; the study's page ends with it as a gallery slider.
	 *
	 * @param SeedReport                                                $report  Report.
	 * @param array<int, array{slug: string, title: string, art?: string}> $studies Entries by post id.
	 */
	private function seed_galleries( SeedReport $report, array $studies ): void {
		$covers = array_filter( array_map( static fn( $id ) => (int) get_post_thumbnail_id( $id ), array_combine( array_keys( $studies ), array_keys( $studies ) ) ) );
		$styles = array( 'haze', 'orbits', 'arches', 'grid' );
		$index  = 0;
		foreach ( $studies as $id => $entry ) {
			++$index;
			if ( get_post_meta( $id, CaseStudies::META_GALLERY, true ) ) {
				continue;
			}
			$extra   = $this->picture( $report, $entry['slug'] . '-detail', $entry['title'], $styles[ $index % count( $styles ) ], $id, false );
			$own     = array_filter( array( $covers[ $id ] ?? 0, $extra ) );
			$others  = array_values( array_diff( $covers, $own ) );
			$gallery = array_values( array_merge( $own, $others ) );
			if ( $gallery ) {
				update_post_meta( $id, CaseStudies::META_GALLERY, $gallery );
				// The study's page shows its gallery as a slider with thumbnails.
				$post = get_post( $id );
				wp_update_post(
					array(
						'ID'           => $id,
						'post_content' => ( $post ? $post->post_content : '' ) . BlockMarkup::render( array( array( 'block', 'vitrine/gallery-slider', array( 'ids' => $gallery ) ) ) ),
					)
				);
			}
		}
	}

	/**
	 * Returns the picture for a slug, drawing and importing it when it does not exist yet.
	 *
	 * @param SeedReport $report Report.
	 * @param string     $slug   Picture slug.
	 * @param string     $title  Title.
	 * @param string     $style  Composition.
	 * @param int        $parent Post it belongs to.
	 * @param bool       $square Square portrait instead of 3:2.
	 * @return int Attachment id, 0 without GD.
	 */
	private function picture( SeedReport $report, string $slug, string $title, string $style, int $parent, bool $square ): int {
		$existing = $this->media->find( $slug );
		if ( $existing || ! AbstractArtwork::is_supported() ) {
			return $existing;
		}
		$artwork = $square ? $this->square : $this->landscape;
		$id      = $this->media->import( $slug, $artwork->render( $slug, $style ), $title, AbstractArtwork::describe( $style ), $parent );
		$report->add( 'image' );
		return $id;
	}
}
