<?php
/**
 * Demo content of the sticky and motion block settings.
 *
 * @package VitrineDemo
 */

declare( strict_types = 1 );

namespace Vitrine\Demo;

defined( 'ABSPATH' ) || exit;

/**
 * The /widgets/ page's "Sticky and motion" section, and the About page's sticky sidebar.
 * Core columns are static blocks, so their markup is written out as the editor saves it.
 */
final class DemoEffects {

	/**
	 * Sections of the /widgets/ page: a sticky column beside long text, and an image that
	 * moves as the page scrolls.
	 *
	 * @return list<array<int, mixed>>
	 */
	public static function widget_sections(): array {
		$text = array(
			'A sticky column stays in view while the text beside it scrolls past, 50 px below the top of the window (plus the admin bar when it shows), and lets go at the bottom of the columns it sits in. On phones it stays in its place.',
			'We sand every piece by hand between the coats of oil: first with a coarse paper that opens the grain, then finer and finer until the surface feels like paper itself. Each coat soaks in for a day before the next.',
			'Oak darkens a little in the first year, walnut lightens, and ash barely changes. We pick the oil for the wood and the room: a hard wax oil for tables that see daily meals, a softer one for shelves and frames.',
			'A scratch in an oiled surface is not the end of the world. Sand the spot lightly along the grain, wipe away the dust, and rub in a little oil with a cloth. By the next morning it will be hard to find.',
			'Wood moves with the seasons. A table top may open a hairline gap in a dry winter and close it again in spring; that is why our tops are fixed with buttons that let them slide, never glued down.',
			'Once a year, give the furniture you use most a fresh coat. It takes an afternoon, the room smells of linseed for a day, and the wood looks as if it had just left the workshop.',
		);
		return array(
			array( 'h2', 'Sticky and motion' ),
			array( 'raw', self::columns( 'Caring for oiled wood', 'Six habits that keep a table for a lifetime.', $text, 'vitrine-demo-sticky' ) ),
			array( 'p', 'Motion effects follow the scroll: the picture below rises and comes into focus as it crosses the window, and stays still for visitors who prefer reduced motion.' ),
			array( 'raw', self::moving_group() ),
		);
	}

	/**
	 * The About page's principles, with the heading column sticky beside them on wide screens.
	 *
	 * @return list<array<int, mixed>>
	 */
	public static function about_sections(): array {
		return array(
			array(
				'raw',
				self::columns(
					'What we hold to',
					'The few rules every project of ours follows, from a single chair to a whole flat.',
					array(
						'<strong>Fewer, better things.</strong> We would rather a room hold one table you will keep for forty years than five pieces you will replace in five.',
						'<strong>Makers by name.</strong> Every object we sell or specify comes from someone we have met, and we tell you who they are.',
						'<strong>Materials that age well.</strong> Wood, stone, lime, wool and linen: things that look better with wear, and can be mended.',
						'<strong>Honest prices.</strong> Our fees are written down before we start, and the makers are paid what they ask.',
						'<strong>Room to change.</strong> A home is never finished. We leave space for what you will find later, and come back when you need us.',
					),
					'vitrine-demo-principles'
				),
			),
		);
	}

	/**
	 * Two columns: a sticky heading column (desktop and tablet, inside the columns) and text.
	 *
	 * @param string       $heading    Sticky column's heading.
	 * @param string       $intro      Sticky column's text.
	 * @param list<string> $paragraphs Long column's paragraphs.
	 * @param string       $anchor     The columns' HTML id.
	 */
	private static function columns( string $heading, string $intro, array $paragraphs, string $anchor ): string {
		$sticky = wp_json_encode(
			array(
				'width'         => '33.33%',
				'vitrineSticky' => array(
					'position' => 'top',
					'top'      => 50,
					'bottom'   => 50,
					'devices'  => array( 'desktop', 'tablet' ),
					'inside'   => true,
				),
			)
		);
		$text   = '';
		foreach ( $paragraphs as $paragraph ) {
			$text .= "<!-- wp:paragraph -->\n<p>{$paragraph}</p>\n<!-- /wp:paragraph -->\n";
		}
		return "<!-- wp:columns {\"anchor\":\"{$anchor}\"} -->\n<div class=\"wp-block-columns\" id=\"{$anchor}\">"
			. "<!-- wp:column {$sticky} -->\n<div class=\"wp-block-column\" style=\"flex-basis:33.33%\">"
			. "<!-- wp:heading {\"level\":3} -->\n<h3 class=\"wp-block-heading\">{$heading}</h3>\n<!-- /wp:heading -->\n"
			. "<!-- wp:paragraph -->\n<p>{$intro}</p>\n<!-- /wp:paragraph --></div>\n<!-- /wp:column -->\n\n"
			. "<!-- wp:column -->\n<div class=\"wp-block-column\">{$text}</div>\n<!-- /wp:column --></div>\n<!-- /wp:columns -->";
	}

	/**
	 * A group that rises and sharpens while it crosses the viewport.
	 */
	private static function moving_group(): string {
		$attrs = wp_json_encode(
			array(
				'anchor'        => 'vitrine-demo-motion',
				'vitrineMotion' => array(
					'effects' => array(
						'translateY' => array(
							'speed'     => 4,
							'direction' => 'up',
							'start'     => 0,
							'end'       => 100,
						),
						'blur'       => array(
							'speed'     => 3,
							'direction' => 'in',
							'start'     => 0,
							'end'       => 50,
						),
					),
					'devices' => array( 'desktop', 'tablet', 'mobile' ),
				),
			)
		);
		return "<!-- wp:group {$attrs} -->\n<div id=\"vitrine-demo-motion\" class=\"wp-block-group\">"
			. "<!-- wp:paragraph {\"fontSize\":\"large\"} -->\n<p class=\"has-large-font-size\">Made slowly, kept for good.</p>\n<!-- /wp:paragraph --></div>\n<!-- /wp:group -->";
	}
}
