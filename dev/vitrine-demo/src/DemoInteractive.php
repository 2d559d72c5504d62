<?php
/**
 * Demo content of the interactive widgets.
 *
 * @package VitrineDemo
 */

declare( strict_types = 1 );

namespace Vitrine\Demo;

use Vitrine\Content\Events;

defined( 'ABSPATH' ) || exit;

/**
 * The /widgets/ page's sections for the accordion, switcher, unfold, slide menu, table and
 * age gate, and the page the age gate guards (a tasting evening with natural wines).
 */
final class DemoInteractive {

	public const AGE_GATE_PAGE = 'wine-tasting';
	public const MAP_PAGE      = 'visit-us';
	public const EVENTS_PAGE   = 'events';

	/**
	 * Sections of the /widgets/ page.
	 *
	 * @return list<array<int, mixed>>
	 */
	public static function widget_sections(): array {
		return array(
			array( 'h2', 'Toggle / accordion' ),
			array( 'block', 'vitrine/accordion', self::accordion() ),
			array( 'h2', 'Content switcher' ),
			array( 'block', 'vitrine/switcher', self::switcher() ),
			array( 'h2', 'Unfold / read more' ),
			array(
				'block',
				'vitrine/unfold',
				array(
					'content' => "Lime plaster is one of the oldest building materials there is, and one of the kindest to live with. It is made from limestone burnt in a kiln, slaked with water and left to mature, sometimes for years, before it is mixed with sand and pigments.\n\nOn a wall it breathes: it takes up moisture when the air is damp and gives it back when the air is dry, so rooms stay comfortable and walls do not grow mould. It also hardens slowly by taking carbon dioxide back from the air, turning into limestone again.\n\nThe finish is never quite even. Light moves across it, catching the strokes of the trowel, and the colour deepens in the shade. That is why we use it in almost every project: it makes a plain room feel alive without a single object in it.\n\nIt asks for patience, though: each coat needs days to dry, and a good plasterer is worth waiting for.",
					'height'  => 120,
				),
			),
			array( 'h2', 'Countdown' ),
			array(
				'block',
				'vitrine/countdown',
				array(
					// Six weeks after seeding, so the demo's countdown is running whenever it is seeded.
					'date'       => wp_date( 'Y-m-d', time() + 42 * DAY_IN_SECONDS ) . 'T18:00:00',
					'label'      => 'Our winter open studio begins',
					'endMessage' => 'The open studio has begun: come in!',
				),
			),
			array( 'h2', 'Slide menu' ),
			array( 'p', 'The site\'s main menu, one level at a time: open “Discover”, then come back.' ),
			array(
				'block',
				'vitrine/slide-menu',
				array(
					'location' => 'primary',
					'label'    => 'Site menu',
				),
			),
			array( 'h2', 'Table' ),
			array(
				'block',
				'vitrine/table',
				array(
					'caption'  => 'Workshops this season',
					'csv'      => self::workshops_csv(),
					'sortable' => true,
					'search'   => true,
					'perPage'  => 6,
					'layout'   => 'stack',
				),
			),
			array( 'h2', 'Events calendar' ),
			array( 'p', 'Month, week and list views with the upcoming events; every event is also on <a href="' . esc_url( home_url( '/' . self::EVENTS_PAGE . '/' ) ) . '">Events</a>.' ),
			array( 'block', 'vitrine/events-calendar', array( 'upcoming' => 3 ) ),
			array( 'h2', 'Map' ),
			array( 'p', 'Pins, a route and an area, drawn on an offline map of the world when no tile server is set. More on <a href="' . esc_url( home_url( '/' . self::MAP_PAGE . '/' ) ) . '">Visit us</a>.' ),
			array( 'block', 'vitrine/map', self::map() ),
			array( 'h2', 'Age gate' ),
			array( 'p', 'Pages about wine ask visitors their age first; the answer is remembered on this device. Search engines and visitors without JavaScript read the page as usual. See it on <a href="' . esc_url( home_url( '/' . self::AGE_GATE_PAGE . '/' ) ) . '">our wine tasting evening</a>.' ),
		);
	}

	/**
	 * The demo pages of the interactive widgets, keyed by slug.
	 *
	 * @return array<string, array{title: string, blocks: list<array<int, mixed>>}>
	 */
	public static function pages(): array {
		return array(
			self::AGE_GATE_PAGE => self::age_gate_page(),
			self::EVENTS_PAGE   => array(
				'title'  => 'Events',
				'blocks' => array(
					array( 'p', 'Workshops, open studio days and our monthly wine evening. Choose an event for its details, or browse the months with the arrows (the arrow keys move between days).' ),
					array( 'block', 'vitrine/events-calendar', array( 'upcoming' => 5 ) ),
				),
			),
			self::MAP_PAGE      => array(
				'title'  => 'Visit us',
				'blocks' => array(
					array( 'p', 'Our studio and showroom is in Lyon, a few minutes from the Saône. Julien\'s workshop is in the Jura, two hours away, and we are at the Annecy market on the first Saturday of each month. We deliver furniture ourselves within the area drawn on the map.' ),
					array( 'block', 'vitrine/map', self::map() + array( 'height' => 480 ) ),
					array( 'h2', 'Opening hours' ),
					array( 'p', 'The studio is open on Thursdays and Saturdays from 10 am to 6 pm, and by appointment on other days. The workshop welcomes visitors by appointment only.' ),
					array( 'button', 'Write to us', home_url( '/contact/' ) ),
				),
			),
		);
	}

	/**
	 * The page behind the age gate.
	 *
	 * @return array{title: string, blocks: list<array<int, mixed>>}
	 */
	private static function age_gate_page(): array {
		return array(
			'title'  => 'Wine tasting evening',
			'blocks' => array(
				array(
					'block',
					'vitrine/age-gate',
					array(
						'minimum' => 18,
						'title'   => 'Are you 18 or over?',
						'message' => 'This page is about wine. Please tell us your age to continue.',
					),
				),
				array( 'p', 'Once a month, the studio turns into a wine bar for one evening. A winemaker from the Rhône valley pours six natural wines, and we serve them in the glasses and on the ceramics from our shop.' ),
				array( 'h2', 'What to expect' ),
				array( 'ul', array( 'Six wines, from a sparkling pét-nat to a late-harvest white', 'Bread from Maison Lune and cheese from the market', 'Twenty guests at one long table' ) ),
				array( 'p', 'Places cost € 45 and include everything. Write to us from the contact page to book one.' ),
				array( 'button', 'Book a place', home_url( '/contact/' ) ),
			),
		);
	}

	/**
	 * Demo events, dated from the month the demo is seeded in (site time): this month's and next
	 * month's workshops, a three-day fair, and the wine evening, which links to its page.
	 *
	 * @return list<array{slug: string, title: string, content: string, excerpt?: string, meta: array<string, mixed>}>
	 */
	public static function events(): array {
		$month = new \DateTimeImmutable( 'first day of this month', wp_timezone() );
		$day   = static fn( int $months, int $day, string $time = '' ) => $month->modify( "+{$months} month" )->modify( '+' . ( $day - 1 ) . ' day' )->format( 'Y-m-d' ) . ( '' === $time ? '' : ' ' . $time );
		$event = static fn( string $slug, string $title, string $excerpt, string $start, string $end, array $more = array() ) => array(
			'slug'    => $slug,
			'title'   => $title,
			'content' => $excerpt,
			'excerpt' => $excerpt,
			// Archived: past demo events stay in the calendar.
			'meta'    => array(
				Events::META_START   => $start,
				Events::META_END     => $end,
				Events::META_ARCHIVE => true,
			) + $more,
		);
		return array(
			$event( 'event-open-studio', 'Open studio', 'Come and see the new collection, with coffee and pastries from Maison Lune.', $day( 0, 7, '10:00' ), $day( 0, 7, '18:00' ) ),
			$event( 'event-throwing', 'Throwing on the wheel', 'A morning at the wheel for beginners; six places, clay and firing included.', $day( 0, 14, '09:30' ), $day( 0, 14, '12:30' ), array( Events::META_AFTER => '(4 places left)' ) ),
			$event( 'event-makers-fair', 'Makers fair', 'Twenty makers from the Rhône valley in the studio\'s courtyard, for three days.', $day( 0, 20 ), $day( 0, 22 ), array( Events::META_ALL_DAY => true ) ),
			$event(
				'event-wine-evening',
				'Wine tasting evening',
				'Six natural wines poured by a winemaker from the Rhône valley.',
				$day( 0, 27, '19:00' ),
				$day( 0, 27, '22:30' ),
				array(
					Events::META_LINK   => home_url( '/' . self::AGE_GATE_PAGE . '/' ),
					Events::META_TARGET => '_self',
				)
			),
			$event( 'event-natural-dyes', 'Natural dyes', 'Dyeing linen with onion skins, madder and indigo; bring an old shirt.', $day( 1, 10, '14:00' ), $day( 1, 10, '17:00' ) ),
			$event(
				'event-stool',
				'Building a stool',
				'Two days in Julien\'s workshop in the Jura: you leave with your own oak stool.',
				$day( 1, 17 ),
				$day( 1, 18 ),
				array(
					Events::META_ALL_DAY => true,
					Events::META_BEFORE  => 'Weekend:',
				)
			),
		);
	}

	/**
	 * The demo map: the studio, the workshop and the market, the road between them and the
	 * delivery area.
	 *
	 * @return array<string, mixed>
	 */
	private static function map(): array {
		return array(
			'label'  => 'Where to find us',
			'zoom'   => 6,
			'pins'   => array(
				array(
					'id'      => 'studio',
					'lat'     => 45.7640,
					'lng'     => 4.8357,
					'title'   => 'The studio, Lyon',
					'trigger' => 'click',
					'content' => '<p>12 rue des Tanneurs, 69001 Lyon<br>Thursday and Saturday, 10 am – 6 pm</p>',
				),
				array(
					'id'      => 'workshop',
					'lat'     => 46.5230,
					'lng'     => 6.0200,
					'title'   => 'The workshop, Jura',
					'trigger' => 'hover',
					'content' => '<p>Furniture and restoration, by appointment.</p>',
				),
				array(
					'id'      => 'market',
					'lat'     => 45.8992,
					'lng'     => 6.1294,
					'title'   => 'Annecy market',
					'trigger' => 'click',
					'content' => '<p>First Saturday of the month, 8 am – 1 pm.</p>',
				),
			),
			'routes' => array(
				array(
					'name'   => 'Our delivery run',
					'points' => "45.7640, 4.8357\n46.2050, 5.2250\n46.5230, 6.0200\n45.8992, 6.1294\n45.7640, 4.8357",
				),
			),
			'areas'  => array(
				array(
					'name'   => 'Free delivery',
					'points' => "46.30, 4.40\n46.30, 5.60\n45.40, 5.60\n45.20, 4.80\n45.40, 4.20",
				),
			),
		);
	}

	/**
	 * The demo accordion.
	 *
	 * @return array{items: list<array{title: string, content: string}>, multiple: bool, open: int}
	 */
	private static function accordion(): array {
		return array(
			'items'    => array(
				array(
					'title'   => 'How long does delivery take?',
					'content' => 'Pieces in stock leave the studio within three working days and reach most of Europe in a week. Commissioned pieces take as long as their maker needs; we tell you before you order.',
				),
				array(
					'title'   => 'Can I return a piece?',
					'content' => 'Yes, within 30 days, in its original packaging. Commissioned and restored pieces are made for you and cannot be returned.',
				),
				array(
					'title'   => 'Do you ship outside Europe?',
					'content' => 'Small pieces, yes: ceramics and textiles travel well. For furniture, write to us and we will find a carrier.',
				),
			),
			'multiple' => false,
			'open'     => 1,
		);
	}

	/**
	 * The demo switcher: workshop passes paid monthly or yearly.
	 *
	 * @return array{label: string, items: list<array{title: string, content: string}>}
	 */
	private static function switcher(): array {
		return array(
			'label' => 'Yearly billing',
			'items' => array(
				array(
					'title'   => 'Monthly',
					'content' => '<strong>€ 39 a month</strong> for one workshop each month, cancel at any time.',
				),
				array(
					'title'   => 'Yearly',
					'content' => '<strong>€ 390 a year</strong> for twelve workshops: two months free, and a place kept for you in every class.',
				),
			),
		);
	}

	/**
	 * The demo table's rows.
	 */
	private static function workshops_csv(): string {
		return implode(
			"\n",
			array(
				'Workshop,Date,Places left,Price (€)',
				'Throwing on the wheel,2026-12-05,4,120',
				'Weaving a small rug,2026-12-12,2,180',
				'Caring for old furniture,2026-12-19,6,90',
				'Lime plaster for beginners,2027-01-09,8,150',
				'Natural dyes,2027-01-16,5,110',
				'Glazing stoneware,2027-01-23,3,135',
				'Cane seat repair,2027-02-06,7,95',
				'Linen block printing,2027-02-13,10,85',
				'Wood finishes with oil and wax,2027-02-20,9,75',
				'Building a stool,2027-03-06,1,240',
			)
		);
	}
}
