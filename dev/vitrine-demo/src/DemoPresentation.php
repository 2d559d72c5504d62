<?php
/**
 * Demo services, case studies, testimonials, team, timeline and price plans.
 *
 * @package VitrineDemo
 */

declare( strict_types = 1 );

namespace Vitrine\Demo;

use Vitrine\Content\CaseStudies;
use Vitrine\Content\Events;
use Vitrine\Content\PricePlans;
use Vitrine\Content\Services;
use Vitrine\Content\TeamMembers;
use Vitrine\Content\Testimonials;
use Vitrine\Content\TimelineEntries;

defined( 'ABSPATH' ) || exit;

/**
 * The studio behind the shop: what it offers, what it made, who works there and what people
 * say. Each entry: `slug`, `title`, `content` (plain text or inline HTML), optional `excerpt`,
 * `art` (featured image composition, or none), and `meta` keyed by meta key.
 */
final class DemoPresentation {

	/**
	 * Entries by post type, in menu order.
	 *
	 * @return array<string, list<array{slug: string, title: string, content: string|list<array<int, mixed>>, excerpt?: string, art?: string, meta: array<string, mixed>}>>
	 */
	public static function all(): array {
		return array(
			Services::POST_TYPE        => self::services(),
			CaseStudies::POST_TYPE     => self::case_studies(),
			Testimonials::POST_TYPE    => self::testimonials(),
			TeamMembers::POST_TYPE     => self::team(),
			TimelineEntries::POST_TYPE => self::timeline(),
			PricePlans::POST_TYPE      => self::plans(),
			Events::POST_TYPE          => DemoInteractive::events(),
		);
	}

	/**
	 * Services: each with a picture and a page of text (the plugin closes it with a call to action).
	 *
	 * @return list<array{slug: string, title: string, content: list<array<int, mixed>>, excerpt?: string, art?: string, meta: array<string, mixed>}>
	 */
	private static function services(): array {
		$service = static fn( string $slug, string $title, string $icon, string $art, string $excerpt, array $content ) => array(
			'slug'    => $slug,
			'title'   => $title,
			'excerpt' => $excerpt,
			'content' => $content,
			'art'     => $art,
			'meta'    => array( Services::META_ICON => $icon ),
		);
		return array(
			$service(
				'interior-styling',
				'Interior styling',
				'01',
				'hills',
				'A calm, lived-in home built around the pieces you already love.',
				array(
					array( 'p', 'We visit, listen and look at how you actually use each room, then propose a plan: what to keep, what to move, and the few new pieces that make the difference. Most projects take three to six weeks.' ),
					array( 'h2', 'How it works' ),
					array( 'ol', array( 'A first visit of two hours: we walk through the rooms with you and take measurements.', 'A plan within ten days: a layout, a palette, the pieces to keep, move or find.', 'Sourcing and installation, at your pace: one room at a time or the whole house at once.' ) ),
					array( 'h2', 'What you get' ),
					array( 'ul', array( 'A floor plan and mood board for every room', 'A shopping list with makers, prices and lead times', 'A day of installation and styling with our team' ) ),
				)
			),
			$service(
				'sourcing',
				'Sourcing and commissions',
				'02',
				'grid',
				'Furniture and objects found or made for you by makers we know.',
				array(
					array( 'p', 'From a single oak table to every ceramic in a restaurant, we find or commission it, follow production and deliver it. You meet the maker if you like.' ),
					array( 'h2', 'Who we work with' ),
					array( 'p', 'Thirty makers in France, Portugal and Japan: potters, weavers, cabinet makers and metal workers whose workshops we have visited and whose work we use at home.' ),
					array( 'ul', array( 'One-off pieces and small series', 'Samples and drawings approved before production', 'Delivery and installation included' ) ),
				)
			),
			$service(
				'colour-consultation',
				'Colour consultation',
				'03',
				'haze',
				'Lime, clay and mineral paints chosen in your light, not on a screen.',
				array(
					array( 'p', 'Two hours on site with large painted samples. You leave with a palette for every room and a list of suppliers.' ),
					array( 'h2', 'Why on site' ),
					array( 'p', 'A colour changes with the light of the room, the floor and the season. We paint A2 samples, look at them in the morning and in the afternoon, and only then decide.' ),
				)
			),
			$service(
				'workshops',
				'Workshops',
				'04',
				'pebbles',
				'Weekend classes in ceramics, weaving and furniture care.',
				array(
					array( 'p', 'Small groups of six, all materials included, in our studio or at the maker\'s workshop.' ),
					array( 'h2', 'This season' ),
					array( 'ul', array( 'Throwing on the wheel: two Saturdays, your pieces fired and glazed', 'Weaving a cushion cover on a table loom', 'Oiling, waxing and mending wooden furniture' ) ),
				)
			),
			$service(
				'restoration',
				'Restoration',
				'05',
				'arches',
				'Old pieces repaired with the methods they were made with.',
				array(
					array( 'p', 'Wood, cane, upholstery and ceramics: we assess, quote and restore, and we tell you honestly when a piece is better left as it is.' ),
					array( 'h2', 'From quote to delivery' ),
					array( 'p', 'Send us a few photographs and we answer with a first estimate within a week. Most restorations take four to eight weeks; we collect and deliver in the Lyon area.' ),
				)
			),
			$service(
				'styling-for-brands',
				'Styling for brands',
				'06',
				'orbits',
				'Sets, props and art direction for photography and shops.',
				array(
					array( 'p', 'We style shoots and shop windows for brands that share our taste for materials, with our own archive of props.' ),
					array( 'h2', 'Recent work' ),
					array( 'ul', array( 'A spring catalogue for a linen maker', 'The windows of a bakery in Lyon, changed with the seasons', 'Product photographs for a young ceramics studio' ) ),
				)
			),
		);
	}

	/**
	 * Case studies; their galleries are drawn by the seeder.
	 *
	 * @return list<array{slug: string, title: string, content: string, excerpt?: string, art?: string, meta: array<string, mixed>}>
	 */
	private static function case_studies(): array {
		$study = static fn( string $slug, string $title, string $client, string $art, string $excerpt, string $content ) => array(
			'slug'    => $slug,
			'title'   => $title,
			'excerpt' => $excerpt,
			'content' => $content,
			'art'     => $art,
			'meta'    => array( CaseStudies::META_CLIENT => $client ),
		);
		return array(
			$study( 'a-farmhouse-in-the-drome', 'A farmhouse in the Drôme', 'Private client', 'arches', 'Lime walls, reclaimed oak and a kitchen built around a long table.', 'The brief was simple: a house for a large family that gathers every summer. We kept the thick walls and the old floor tiles, replastered every room in lime, and had a carpenter from the village build a kitchen around a four-metre oak table.' ),
			$study( 'a-bakery-in-lyon', 'A bakery in Lyon', 'Maison Lune', 'grid', 'A small shop where the bread is the decoration.', 'Terracotta floors, a counter of solid ash and shelves the bakers can reach without thinking. The only colour comes from the bread and the hand-painted sign.' ),
			$study( 'a-studio-flat-in-lisbon', 'A studio flat in Lisbon', 'Private client', 'hills', 'Thirty square metres that feel twice the size.', 'One wall of built-in storage, curtains instead of doors, and a palette of clay tones that catches the evening light from the river.' ),
			$study( 'a-tea-room-in-kyoto', 'A tea room in Kyoto', 'Hoshi Tea', 'pebbles', 'A quiet room for a tea house, with ceramics from four makers.', 'We sourced every cup and bowl from four workshops, two in Japan and two in France, and designed a low wall of shelves so that the ceramics can be seen from every seat.' ),
		);
	}

	/**
	 * Testimonials.
	 *
	 * @return list<array{slug: string, title: string, content: string, excerpt?: string, art?: string, meta: array<string, mixed>}>
	 */
	private static function testimonials(): array {
		$quote = static fn( string $slug, string $name, string $role, int $rating, string $text ) => array(
			'slug'    => $slug,
			'title'   => $name,
			'content' => $text,
			'meta'    => array(
				Testimonials::META_ROLE   => $role,
				Testimonials::META_RATING => $rating,
			),
		);
		return array(
			$quote( 'claire-dubois', 'Claire Dubois', 'Owner, Maison Lune', 5, 'They understood in one afternoon what our bakery should feel like. Customers still ask who made the counter.' ),
			$quote( 'tomas-ferreira', 'Tomás Ferreira', 'Architect, Lisbon', 5, 'Precise, honest about costs and never in a hurry to fill a room. A rare combination.' ),
			$quote( 'yuki-hoshi', 'Yuki Hoshi', 'Founder, Hoshi Tea', 5, 'Every cup they found for us has a story, and our guests feel it.' ),
			$quote( 'marc-leroy', 'Marc Leroy', 'Private client', 4, 'Our farmhouse finally feels like a home for the whole family, in winter too.' ),
			$quote( 'anna-schmidt', 'Anna Schmidt', 'Workshop participant', 5, 'The weaving weekend was the best gift I have given myself in years.' ),
		);
	}

	/**
	 * Team members.
	 *
	 * @return list<array{slug: string, title: string, content: string, excerpt?: string, art?: string, meta: array<string, mixed>}>
	 */
	private static function team(): array {
		$member = static fn( string $slug, string $name, string $role, string $art, string $bio, array $links ) => array(
			'slug'    => $slug,
			'title'   => $name,
			'excerpt' => $bio,
			'content' => $bio,
			'art'     => $art,
			'meta'    => array(
				TeamMembers::META_ROLE   => $role,
				TeamMembers::META_SOCIAL => $links,
			),
		);
		return array(
			$member( 'ines-moreau', 'Inès Moreau', 'Founder and editor', 'haze', 'Trained as an architect, Inès started Vitrine to sell the things she kept recommending to friends.', array( 'https://www.instagram.com/vitrine.example', 'mailto:ines@vitrine.example' ) ),
			$member( 'julien-roux', 'Julien Roux', 'Furniture and restoration', 'orbits', 'Julien spent ten years in a cabinet-maker\'s workshop in the Jura before joining the studio.', array( 'https://www.linkedin.com/in/vitrine-example' ) ),
			$member( 'sofia-alves', 'Sofia Alves', 'Colour and materials', 'hills', 'Sofia mixes her own limewashes and runs our colour consultations.', array( 'https://www.instagram.com/vitrine.example', 'https://vitrine.example/' ) ),
			$member( 'kenji-sato', 'Kenji Sato', 'Ceramics buyer', 'pebbles', 'Kenji visits the workshops we buy from and teaches our ceramics weekends.', array( 'https://x.com/vitrine_example' ) ),
		);
	}

	/**
	 * Timeline entries.
	 *
	 * @return list<array{slug: string, title: string, content: string, excerpt?: string, art?: string, meta: array<string, mixed>}>
	 */
	private static function timeline(): array {
		$entry = static fn( string $slug, string $date, string $title, string $text ) => array(
			'slug'    => $slug,
			'title'   => $title,
			'content' => $text,
			'meta'    => array( TimelineEntries::META_DATE => $date ),
		);
		return array(
			$entry( 'timeline-2016', '2016', 'A blog about things made well', 'Inès starts writing about the makers she meets while restoring her first flat.' ),
			$entry( 'timeline-2018', '2018', 'The first studio', 'A former print shop in Lyon becomes our studio, showroom and workshop space.' ),
			$entry( 'timeline-2020', '2020', 'Workshops begin', 'Small weekend classes in ceramics and weaving, always six people at a time.' ),
			$entry( 'timeline-2022', 'Spring 2022', 'Interior projects', 'The first houses and shops designed from the first sketch to the last cup.' ),
			$entry( 'timeline-2025', '2025', 'The shop', 'A short list of objects we use every day ourselves, shipped across Europe.' ),
		);
	}

	/**
	 * Price plans.
	 *
	 * @return list<array{slug: string, title: string, content: string, excerpt?: string, art?: string, meta: array<string, mixed>}>
	 */
	private static function plans(): array {
		$contact = home_url( '/contact/' );
		$plan    = static fn( string $slug, string $title, string $price, string $period, array $features, bool $highlighted, string $cta ) => array(
			'slug'    => $slug,
			'title'   => $title,
			'content' => '',
			'meta'    => array(
				PricePlans::META_PRICE       => $price,
				PricePlans::META_PERIOD      => $period,
				PricePlans::META_FEATURES    => $features,
				PricePlans::META_HIGHLIGHTED => $highlighted,
				PricePlans::META_CTA_LABEL   => $cta,
				PricePlans::META_CTA_URL     => $contact,
			),
		);
		return array(
			$plan( 'plan-consultation', 'Consultation', '€ 180', 'one visit', array( 'Two hours on site', 'Colour palette for every room', 'List of suppliers' ), false, 'Book a visit' ),
			$plan( 'plan-room', 'One room', '€ 1,200', 'per room', array( 'Everything in Consultation', 'Layout and lighting plan', 'Sourcing of up to 10 pieces', 'Two follow-up visits' ), true, 'Start a project' ),
			$plan( 'plan-home', 'Whole home', 'On request', 'per project', array( 'Everything in One room', 'Commissioned furniture', 'Project management with makers', 'Styling on delivery day' ), false, 'Talk to us' ),
		);
	}
}
