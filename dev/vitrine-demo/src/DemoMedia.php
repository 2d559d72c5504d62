<?php
/**
 * Demo of the media widgets.
 *
 * @package VitrineDemo
 */

declare( strict_types = 1 );

namespace Vitrine\Demo;

use Vitrine\Media\SvgSanitizer;

defined( 'ABSPATH' ) || exit;

/**
 * The media widgets' place in the demo: an SVG mark in the media library (drawn here, no
 * download) and the /widgets/ page's sections for the inline SVG, gallery, gallery slider, image comparison,
 * hotspots and circle progress, built on the case studies' and team's pictures.
 */
final class DemoMedia {

	public const SVG_SLUG = 'vitrine-leaf-mark';

	/** The background video's file (dev/vitrine-demo/assets/, imported into the media library). */
	public const VIDEO_SLUG = 'workshop-light';

	/** Gallery pictures (attachment slugs) with their category. */
	private const GALLERY = array(
		'a-farmhouse-in-the-drome'        => 'Homes',
		'ines-moreau'                     => 'People',
		'a-bakery-in-lyon'                => 'Shops',
		'a-studio-flat-in-lisbon-detail'  => 'Homes',
		'julien-roux'                     => 'People',
		'a-tea-room-in-kyoto'             => 'Shops',
		'a-studio-flat-in-lisbon'         => 'Homes',
		'sofia-alves'                     => 'People',
		'a-bakery-in-lyon-detail'         => 'Shops',
		'a-farmhouse-in-the-drome-detail' => 'Homes',
	);

	/**
	 * Constructor.
	 *
	 * @param ContentStore $content Finds attachments by slug.
	 */
	public function __construct( private ContentStore $content ) {
	}

	/**
	 * Adds the SVG mark to the media library when it is missing.
	 *
	 * @param SeedReport $report Report; counts `image`s.
	 */
	public function seed( SeedReport $report ): void {
		$this->import( $report, self::SVG_SLUG . '.svg', 'image/svg+xml', 'Vitrine leaf mark', (string) SvgSanitizer::sanitize( self::leaf_mark() ) );
		$this->import( $report, 'workshop-chime.wav', 'audio/wav', 'Workshop chime', self::tones( array( 523.25, 659.25, 783.99 ) ) );
		$this->import( $report, 'kiln-bell.wav', 'audio/wav', 'Kiln bell', self::tones( array( 392.0, 493.88, 587.33, 783.99 ) ) );
		// Six seconds of drifting light (VP9, 14 kB, made with ffmpeg's gradients source).
		$this->import( $report, self::VIDEO_SLUG . '.webm', 'video/webm', 'Light in the workshop', (string) file_get_contents( dirname( PLUGIN_FILE ) . '/assets/' . self::VIDEO_SLUG . '.webm' ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a file of this plugin's own.
	}

	/**
	 * Adds a file to the media library when its slug is missing.
	 *
	 * @param SeedReport $report Report; counts `image`s (every medium).
	 * @param string     $name   File name; its base name is the slug.
	 * @param string     $mime   MIME type.
	 * @param string     $title  Title.
	 * @param string     $bytes  Contents.
	 */
	private function import( SeedReport $report, string $name, string $mime, string $title, string $bytes ): void {
		$slug = pathinfo( $name, PATHINFO_FILENAME );
		if ( $this->id( $slug ) || '' === $bytes ) {
			return;
		}
		$upload = wp_upload_bits( $name, null, $bytes );
		if ( ! empty( $upload['error'] ) ) {
			return;
		}
		$id = wp_insert_attachment(
			array(
				'post_mime_type' => $mime,
				'post_title'     => $title,
				'post_status'    => 'inherit',
				'guid'           => $upload['url'],
			),
			$upload['file']
		);
		if ( $id ) {
			add_post_meta( $id, ContentStore::MARKER, ContentStore::key( 'attachment', $slug ), true );
			$report->add( 'image' );
		}
	}

	/**
	 * A short WAV (8 kHz, 8-bit mono) playing each frequency for 0.7 s with a soft decay.
	 *
	 * @param list<float> $frequencies Notes in Hz.
	 */
	private static function tones( array $frequencies ): string {
		$rate    = 8000;
		$samples = '';
		foreach ( $frequencies as $frequency ) {
			$length = (int) ( $rate * 0.7 );
			for ( $i = 0; $i < $length; $i++ ) {
				$envelope = exp( -3.0 * $i / $length );
				$samples .= chr( (int) round( 128 + 90 * $envelope * sin( 2 * M_PI * $frequency * $i / $rate ) ) );
			}
		}
		$size = strlen( $samples );
		return 'RIFF' . pack( 'V', 36 + $size ) . 'WAVEfmt ' . pack( 'VvvVVvv', 16, 1, 1, $rate, $rate, 1, 8 ) . 'data' . pack( 'V', $size ) . $samples;
	}

	/**
	 * The /widgets/ page's sections.
	 *
	 * @return list<array<int, mixed>>
	 */
	public function sections(): array {
		$items = array();
		foreach ( self::GALLERY as $slug => $category ) {
			$id = $this->id( $slug );
			if ( $id ) {
				$items[] = array(
					'id'       => $id,
					'category' => $category,
				);
			}
		}
		$farmhouse = $this->id( 'a-farmhouse-in-the-drome' );
		$bakery    = $this->id( 'a-bakery-in-lyon' );
		return array(
			array( 'h2', 'Extended heading' ),
			array(
				'block',
				'vitrine/extended-heading',
				array(
					'text'       => 'Made slowly, by hand, to last',
					'highlight'  => 'by hand',
					'level'      => 3,
					'longShadow' => true,
					'separator'  => 'dots',
				),
			),
			array(
				'block',
				'vitrine/extended-heading',
				array(
					'text'     => 'Lime, clay and oak',
					'level'    => 3,
					'gradient' => true,
					'align'    => 'center',
				),
			),
			array( 'h2', 'Scroll indicators' ),
			array( 'p', 'The thin bar across the top of the window shows how far down this page you are.' ),
			array(
				'block',
				'vitrine/scroll-indicators',
				array( 'type' => 'bar' ),
			),
			array( 'h2', 'Inline SVG' ),
			array( 'p', 'An SVG from the media library printed into the page, so it takes the colour of the text around it. Every SVG is cleaned when it is uploaded and again when it is shown.' ),
			array(
				'block',
				'vitrine/inline-svg',
				array(
					'id'    => $this->id( self::SVG_SLUG ),
					'label' => 'Vitrine leaf mark',
					'width' => 120,
				),
			),
			array( 'h2', 'Gallery' ),
			array( 'p', 'Pictures in masonry columns: filter them by category, open one in the lightbox and browse the rest from there.' ),
			array(
				'block',
				'vitrine/portfolio',
				array(
					'items'    => $items,
					'layout'   => 'masonry',
					'columns'  => 3,
					'parallax' => true,
					'tilt'     => true,
				),
			),
			array( 'h2', 'Gallery slider' ),
			array( 'p', 'A slider with its thumbnails in a column beside it (a row on narrow screens): pick a thumbnail, or use the arrow keys, and open a picture in the lightbox. Product pages in the shop use the same gallery.' ),
			array(
				'block',
				'vitrine/gallery-slider',
				array(
					'ids'      => array_slice( array_column( $items, 'id' ), 0, 6 ),
					'position' => 'left',
					'perView'  => 4,
				),
			),
			array( 'h2', 'Image comparison' ),
			array( 'p', 'Drag the handle, or focus it and use the arrow keys.' ),
			array(
				'block',
				'vitrine/image-comparison',
				array(
					'before'      => $this->id( 'a-farmhouse-in-the-drome-detail' ),
					'after'       => $farmhouse,
					'beforeLabel' => 'Sketch',
					'afterLabel'  => 'Finished',
				),
			),
			array( 'h2', 'Hotspots' ),
			array(
				'block',
				'vitrine/hotspots',
				array(
					'image'   => $bakery,
					'trigger' => 'click',
					'spots'   => array(
						array(
							'x'     => 28,
							'y'     => 35,
							'title' => 'Ash counter',
							'text'  => 'Solid ash, oiled, made by a joiner from the Beaujolais.',
						),
						array(
							'x'     => 70,
							'y'     => 62,
							'title' => 'Terracotta floor',
							'text'  => 'Reclaimed tiles from a farmhouse near Mâcon.',
						),
					),
				),
			),
			array( 'h2', 'Device frame' ),
			array(
				'block',
				'vitrine/device-frame',
				array(
					'device'  => 'laptop',
					'image'   => $this->id( 'a-studio-flat-in-lisbon' ),
					'caption' => 'The Lisbon flat, as our clients first saw it.',
				),
			),
			array(
				'block',
				'vitrine/device-frame',
				array(
					'device' => 'phone',
					'image'  => $this->id( 'sofia-alves' ),
				),
			),
			array( 'h2', 'Video player' ),
			array( 'p', 'A video from a video site: its player loads only when you press play.' ),
			array(
				'block',
				'vitrine/video-player',
				array(
					'url'    => 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
					'poster' => $this->id( 'a-tea-room-in-kyoto' ),
					'title'  => 'A day in the workshop',
				),
			),
			array( 'h2', 'Audio player' ),
			array(
				'block',
				'vitrine/audio-player',
				array( 'tracks' => array_values( array_filter( array( $this->id( 'workshop-chime' ), $this->id( 'kiln-bell' ) ) ) ) ),
			),
			array( 'h2', 'Background video' ),
			array(
				'cover',
				array(
					'vitrineBackground' => array(
						'type'       => 'video',
						'videoId'    => $this->id( self::VIDEO_SLUG ),
						'start'      => 1,
						'end'        => 4,
						'fallbackId' => $this->id( 'a-farmhouse-in-the-drome' ),
					),
				),
				array(
					array( 'h3', 'Light in the workshop' ),
					array( 'p', 'A muted video from the media library behind a section: it loops from the first to the fourth second, pauses off screen, and stays a still picture for visitors who prefer less motion.' ),
				),
			),
			array( 'h2', 'Background slideshow' ),
			array(
				'cover',
				array(
					'vitrineBackground' => array(
						'type'       => 'slideshow',
						'images'     => array( $this->id( 'a-bakery-in-lyon' ), $this->id( 'a-tea-room-in-kyoto' ), $this->id( 'a-studio-flat-in-lisbon' ) ),
						'duration'   => 3000,
						'transition' => 'fade',
						'kenBurns'   => true,
					),
				),
				array(
					array( 'h3', 'Three rooms, one way of working' ),
					array( 'p', 'The first picture is in the page itself; the next ones load just before their turn and fade in with a slow zoom.' ),
				),
			),
			array( 'h2', 'Tooltip' ),
			array( 'p', 'Our floors are [vitrine_tooltip term="terracotta" text="Fired clay tiles, here reclaimed from a farmhouse near Mâcon."], oiled with [vitrine_tooltip term="tung oil" text="A drying oil pressed from tung tree nuts: it hardens into a matt, water-resistant finish." trigger="click" placement="bottom"], and finished with [vitrine_tooltip term="lime wash" text="Slaked lime and water, tinted with earth pigments." trigger="click" close="anywhere" placement="right"].' ),
			array( 'h2', 'Circle progress' ),
			array(
				'block',
				'vitrine/circle-progress',
				array( 'label' => 'Projects delivered on time' ),
			),
			array(
				'block',
				'vitrine/circle-progress',
				array(
					'value' => 42,
					'max'   => 50,
					'label' => 'Makers we work with',
					'color' => '#1f3a32',
				),
			),
		);
	}

	/**
	 * An attachment's id by slug, 0 when it does not exist (yet).
	 *
	 * @param string $slug Slug.
	 */
	private function id( string $slug ): int {
		return $this->content->find( 'attachment', $slug );
	}

	/**
	 * The demo's SVG: a leaf in a circle, every shape in `currentColor`.
	 */
	private static function leaf_mark(): string {
		return '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120"><title>Vitrine leaf mark</title>'
			. '<circle cx="60" cy="60" r="54" fill="none" stroke="currentColor" stroke-width="6"/>'
			. '<path d="M60 22C86 38 88 78 60 98C32 78 34 38 60 22Z" fill="currentColor"/>'
			. '<path d="M60 34V92" stroke="#fff" stroke-width="3" stroke-linecap="round"/>'
			. '<path d="M60 58L74 46M60 72L46 60" stroke="#fff" stroke-width="3" stroke-linecap="round"/></svg>';
	}
}
