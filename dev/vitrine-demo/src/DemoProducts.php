<?php
/**
 * Demo products.
 *
 * @package VitrineDemo
 */

declare( strict_types = 1 );

namespace Vitrine\Demo;

defined( 'ABSPATH' ) || exit;

/**
 * The shop's first collection: ceramics, linen, wood and light. Each product: `slug`, `title`,
 * `excerpt` (short description), `content`, `category` (slug), `tags`, `price`, optional `sale`,
 * `sku`, optional `stock` (a managed stock) or `status`, and `art` (the cover's composition).
 */
final class DemoProducts {

	/**
	 * Product categories: slug => [ name, description ].
	 *
	 * @return array<string, array{0: string, 1: string}>
	 */
	public static function categories(): array {
		return array(
			'ceramics' => array( 'Ceramics', 'Stoneware thrown and glazed by hand in small batches.' ),
			'linen'    => array( 'Linen & textiles', 'Washed linen and wool for the table, the bath and the bed.' ),
			'wood'     => array( 'Wood', 'Oak, ash and walnut pieces from a workshop in the Jura.' ),
			'lighting' => array( 'Lighting', 'Soft light for the evening: paper, brass and glass.' ),
		);
	}

	/**
	 * Product tags: slug => name.
	 *
	 * @return array<string, string>
	 */
	public static function tags(): array {
		return array(
			'gift'       => 'Gift idea',
			'new'        => 'New',
			'bestseller' => 'Bestseller',
		);
	}

	/**
	 * The products, in menu order.
	 *
	 * @return list<array{slug: string, title: string, excerpt: string, content: string, category: string, tags: list<string>, price: string, sale?: string, sku: string, stock?: int, status?: string, art: string}>
	 */
	public static function all(): array {
		return array(
			array(
				'slug'     => 'ember-stoneware-mug',
				'title'    => 'Ember stoneware mug',
				'excerpt'  => 'A heavy, warm mug with a speckled iron glaze. Holds 300 ml and keeps coffee hot for longer.',
				'content'  => 'Thrown on the wheel from a coarse stoneware clay, dipped in an iron glaze that breaks brown on the rim, and fired to 1280 °C. Dishwasher safe; every piece is slightly different.',
				'category' => 'ceramics',
				'tags'     => array( 'bestseller', 'gift' ),
				'price'    => '24.00',
				'sku'      => 'CER-MUG-01',
				'art'      => 'pebbles',
			),
			array(
				'slug'     => 'tide-serving-bowl',
				'title'    => 'Tide serving bowl',
				'excerpt'  => 'A wide, shallow bowl for salads and fruit, with a glaze that pools blue in the well.',
				'content'  => '32 cm across and 8 cm deep. The celadon glaze gathers in the centre and thins to the clay at the edge. Hand wash recommended.',
				'category' => 'ceramics',
				'tags'     => array( 'gift' ),
				'price'    => '58.00',
				'sale'     => '46.00',
				'sku'      => 'CER-BWL-02',
				'art'      => 'orbits',
			),
			array(
				'slug'     => 'speckled-dinner-plates',
				'title'    => 'Speckled dinner plates, set of 4',
				'excerpt'  => 'Everyday plates with a satin white glaze and flecks of iron. Sold out until the next firing.',
				'content'  => 'Four 27 cm plates, stackable, oven and dishwasher safe. The next kiln load comes out in about six weeks.',
				'category' => 'ceramics',
				'tags'     => array(),
				'price'    => '72.00',
				'sku'      => 'CER-PLT-04',
				'status'   => 'outofstock',
				'art'      => 'grid',
			),
			array(
				'slug'     => 'bud-vase',
				'title'    => 'Bud vase',
				'excerpt'  => 'A small vase for a single stem, in a matte ash glaze. Only five left from this batch.',
				'content'  => '14 cm tall with a narrow neck that holds one flower upright. Watertight inside, matte outside.',
				'category' => 'ceramics',
				'tags'     => array( 'new', 'gift' ),
				'price'    => '32.00',
				'sku'      => 'CER-VAS-05',
				'stock'    => 5,
				'art'      => 'arches',
			),
			array(
				'slug'     => 'washed-linen-napkins',
				'title'    => 'Washed linen napkins, set of 4',
				'excerpt'  => 'Soft, stonewashed linen napkins in clay, sage, oat and ink.',
				'content'  => '45 × 45 cm, European flax, woven and washed in Lithuania. They get softer with every wash.',
				'category' => 'linen',
				'tags'     => array( 'bestseller' ),
				'price'    => '38.00',
				'sku'      => 'LIN-NAP-01',
				'art'      => 'haze',
			),
			array(
				'slug'     => 'linen-tablecloth',
				'title'    => 'Linen tablecloth',
				'excerpt'  => 'A generous tablecloth for long dinners, with mitred corners and a deep hem.',
				'content'  => '160 × 260 cm, heavy washed linen. Iron damp or, as we do, not at all.',
				'category' => 'linen',
				'tags'     => array(),
				'price'    => '120.00',
				'sale'     => '96.00',
				'sku'      => 'LIN-TAB-02',
				'art'      => 'hills',
			),
			array(
				'slug'     => 'waffle-bath-towel',
				'title'    => 'Waffle bath towel',
				'excerpt'  => 'A light waffle-weave towel that dries quickly and packs small.',
				'content'  => '70 × 140 cm, cotton and linen. Lighter than terry, faster to dry, better for travel.',
				'category' => 'linen',
				'tags'     => array( 'new' ),
				'price'    => '29.00',
				'sku'      => 'LIN-TWL-03',
				'art'      => 'grid',
			),
			array(
				'slug'     => 'merino-throw',
				'title'    => 'Merino throw',
				'excerpt'  => 'A soft merino throw woven on an old shuttle loom, with knotted fringes.',
				'content'  => '130 × 180 cm, 100 % merino from a mill in the Pyrenees. Air it rather than washing it.',
				'category' => 'linen',
				'tags'     => array( 'gift' ),
				'price'    => '145.00',
				'sku'      => 'LIN-THR-04',
				'art'      => 'pebbles',
			),
			array(
				'slug'     => 'oak-chopping-board',
				'title'    => 'Oak chopping board',
				'excerpt'  => 'A thick end-grain board in solid oak, oiled and ready to use.',
				'content'  => '40 × 28 × 4 cm. End grain is kind to knives and closes over cuts. Oil it once a month.',
				'category' => 'wood',
				'tags'     => array( 'bestseller' ),
				'price'    => '65.00',
				'sku'      => 'WOD-BRD-01',
				'art'      => 'hills',
			),
			array(
				'slug'     => 'walnut-serving-tray',
				'title'    => 'Walnut serving tray',
				'excerpt'  => 'A low tray carved from a single piece of walnut, with finger grips at both ends.',
				'content'  => '48 × 30 cm. Finished with food-safe hard wax oil.',
				'category' => 'wood',
				'tags'     => array( 'gift' ),
				'price'    => '88.00',
				'sale'     => '74.00',
				'sku'      => 'WOD-TRY-02',
				'art'      => 'arches',
			),
			array(
				'slug'     => 'ash-stool',
				'title'    => 'Ash stool',
				'excerpt'  => 'A three-legged stool in steam-bent ash: a seat, a side table, a plant stand.',
				'content'  => '45 cm high, wedged tenon joints, no screws. Made to order in three weeks.',
				'category' => 'wood',
				'tags'     => array(),
				'price'    => '240.00',
				'sku'      => 'WOD-STL-03',
				'art'      => 'orbits',
			),
			array(
				'slug'     => 'paper-pendant-lamp',
				'title'    => 'Paper pendant lamp',
				'excerpt'  => 'A large pleated paper shade that turns any bulb into a soft, even glow.',
				'content'  => '60 cm diameter, mulberry paper on a bamboo frame, 3 m fabric cable included.',
				'category' => 'lighting',
				'tags'     => array( 'new' ),
				'price'    => '135.00',
				'sku'      => 'LGT-PND-01',
				'art'      => 'haze',
			),
			array(
				'slug'     => 'brass-candle-holder',
				'title'    => 'Brass candle holder',
				'excerpt'  => 'A solid brass holder for dinner candles that darkens to a warm patina.',
				'content'  => 'Cast in one piece, 9 cm tall, felt underneath. Polish it or let it age.',
				'category' => 'lighting',
				'tags'     => array( 'gift', 'bestseller' ),
				'price'    => '42.00',
				'sku'      => 'LGT-CND-02',
				'art'      => 'arches',
			),
		);
	}
}
