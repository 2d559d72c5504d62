<?php
/**
 * Demo pages.
 *
 * @package VitrineDemo
 */

declare( strict_types = 1 );

namespace Vitrine\Demo;

defined( 'ABSPATH' ) || exit;

/**
 * The site's pages. Pages whose features arrive later carry a short text that reads like a
 * real site in the meantime; their slugs are what the features look them up by.
 */
final class DemoPages {

	/**
	 * Pages keyed by slug, in menu order.
	 *
	 * @return array<string, array{title: string, blocks: list<array<int, mixed>>}>
	 */
	public static function all(): array {
		$journal = home_url( '/blog/' );
		return array(
			'home'     => array(
				'title'  => 'Home',
				'blocks' => array(
					array(
						'cover',
						array( 'vitrineBackground' => self::hero_slideshow() ),
						array(
							array( 'p', 'Vitrine is a small shop and journal for people who like things made well: furniture, ceramics, textiles and the stories of the people who make them. We write about design, the home, craft, travel and food, and we sell a short list of objects we use every day ourselves.' ),
						),
					),
					array( 'h2', 'From the shop' ),
					array(
						'block',
						'vitrine/products',
						array(
							'count' => 4,
							'align' => 'wide',
						),
					),
					array( 'button', 'Visit the shop', home_url( '/shop/' ) ),
					array( 'block', 'vitrine/testimonial-slider', array( 'heading' => 'Kind words from our clients' ) ),
				),
			),
			'blog'     => array(
				'title'  => 'Blog',
				'blocks' => array(),
			),
			'stories'  => array(
				'title'  => 'Stories',
				'blocks' => array(
					array( 'p', 'Every story of the journal on one page: the next ones load as you scroll down, and a button does the same for keyboards.' ),
					array(
						'block',
						'vitrine/loop-grid',
						array(
							'widgetId'   => 'stories',
							'perPage'    => 6,
							'columns'    => 3,
							'pagination' => 'infinite',
						),
					),
				),
			),
			'shop'     => array(
				'title'  => 'Shop',
				'blocks' => array(
					array( 'p', 'Stoneware cups and bowls, linen for the table and the bed, and a handful of wooden pieces from a workshop in the Jura. Every object comes from a maker we have met and is something we use at home ourselves.' ),
					array( 'block', 'vitrine/products', array( 'count' => 12 ) ),
				),
			),
			'cart'     => array(
				'title'  => 'Cart',
				'blocks' => array(
					array( 'block', 'vitrine/cart' ),
				),
			),
			'checkout' => array(
				'title'  => 'Checkout',
				'blocks' => array(
					array( 'block', 'vitrine/checkout' ),
				),
			),
			'account'  => array(
				'title'  => 'My account',
				'blocks' => array(
					array( 'block', 'vitrine/my-account' ),
				),
			),
			'wishlist' => array(
				'title'  => 'Wishlist',
				'blocks' => array(
					array( 'p', 'Keep the things you love in one place. Tap the heart on any piece in the shop and it will be saved here, ready to share with a friend or to come back to when the time is right.' ),
					array( 'block', 'vitrine/wishlist' ),
					array( 'button', 'Browse the shop', home_url( '/shop/' ), 'center' ),
				),
			),
			'contact'  => array(
				'title'  => 'Contact',
				'blocks' => array(
					array( 'p', 'We read every message and answer within two working days. Whether you have a question about an order, would like to show us your work or simply want to say hello, we would love to hear from you.' ),
					array( 'block', 'vitrine/contact-form', array( 'slug' => 'contact' ) ),
					array( 'h2', 'Visit the studio' ),
					array( 'p', 'Our studio and showroom is open on Thursdays and Saturdays from 10 am to 6 pm, and by appointment on other days. Come for a coffee and see the collection in person.' ),
					array( 'p', 'Email: <a href="mailto:hello@vitrine.example">hello@vitrine.example</a>' ),
				),
			),
			'widgets'  => array(
				'title'  => 'Widgets',
				'blocks' => array(
					array( 'p', 'This page gathers every Vitrine building block in one place, each in its own section, so you can see how it looks and behaves before using it on your own pages.' ),
					array( 'h2', 'Like button' ),
					array( 'p', 'Readers love a story with one click. Each visitor counts once, and the heart stays filled when they come back.' ),
					array( 'p', '[vitrine_like slug="the-quiet-return-of-lime-plaster"]' ),
					array( 'h2', 'Newsletter sign-up' ),
					array( 'block', 'vitrine/newsletter', array( 'title' => 'Letters from the workshop' ) ),
					array( 'h2', 'Contact form' ),
					array( 'block', 'vitrine/contact-form', array( 'slug' => 'contact' ) ),
					array( 'h2', 'Log in and register' ),
					array( 'p', 'Any link to <a href="#vitrine-login">#vitrine-login</a> or <a href="#vitrine-register">#vitrine-register</a> opens the account popup: sign in, or create an account.' ),
					array( 'h2', 'Popups' ),
					array( 'p', 'Popups are built in the editor like any page, then shown where, when and to whom you choose. Links can open them too: <a href="#vitrine-action:popup/open/studio-hours">see the studio hours</a>. Another one waits until you have looked around a little, and offers to stay away for good.' ),
					array( 'h2', 'Journal with filters' ),
					array( 'p', 'Pick topics to see stories from any of them; pick a topic twice to leave it out, and a tag twice to hide its stories. The address keeps your choice, so a link you share opens the same selection, and Back goes one step back.' ),
					array(
						'block',
						'vitrine/loop-filter',
						array(
							'target'   => 'journal',
							'taxonomy' => 'category',
						),
					),
					array(
						'block',
						'vitrine/loop-filter',
						array(
							'target'   => 'journal',
							'taxonomy' => 'post_tag',
						),
					),
					array(
						'block',
						'vitrine/loop-grid',
						array(
							'widgetId' => 'journal',
							'perPage'  => 12,
							'columns'  => 3,
						),
					),
					array( 'h2', 'Journal, a few at a time' ),
					array( 'p', 'Three stories to start with; the button brings the next three, and says how many are shown now.' ),
					array(
						'block',
						'vitrine/loop-grid',
						array(
							'widgetId'   => 'more',
							'perPage'    => 3,
							'columns'    => 3,
							'pagination' => 'load_more',
						),
					),
					array( 'h2', 'Journal carousel' ),
					array( 'p', 'The same stories in a carousel: arrows, dots, swipe or the arrow keys move it, and the topics below it choose its slides.' ),
					array(
						'block',
						'vitrine/loop-filter',
						array(
							'target'   => 'slides',
							'taxonomy' => 'category',
						),
					),
					array(
						'block',
						'vitrine/loop-grid',
						array(
							'widgetId' => 'slides',
							'perPage'  => 8,
							'columns'  => 3,
							'layout'   => 'carousel',
						),
					),
					array( 'h2', 'Off-canvas panel' ),
					array( 'p', 'A panel that slides in from the side, over the page or pushing it aside. The button opens it, and so does any link to <a href="#vitrine-action:off-canvas/open/studio-notes">#vitrine-action:off-canvas/open/studio-notes</a>. Close it with its button, a click outside or Escape.' ),
					array(
						'container',
						'vitrine/off-canvas',
						array(
							'id'    => 'studio-notes',
							'side'  => 'right',
							'label' => 'Studio notes',
							'title' => 'Notes from the studio',
						),
						array(
							array( 'p', 'This week: oiling the walnut table for the Croix-Rousse flat, a new glaze test in ash green, and the first sketches for the bakery\'s counter.' ),
							array( 'button', 'Read the journal', $journal ),
						),
					),
					array( 'h2', 'Widget popup' ),
					array( 'p', 'A popup placed right in the content: its blocks open in a dialog from a button, or by themselves after a delay, on scrolling or when you head for the tabs, a set number of times per days. Without JavaScript the content unfolds in place.' ),
					array(
						'container',
						'vitrine/widget-popup',
						array(
							'id'    => 'workshop-dates',
							'label' => 'See the workshop dates',
							'title' => 'Spring workshops',
						),
						array(
							array( 'p', 'Throwing on the wheel, Saturday mornings from March to May. Six places a session, clay and firing included; bring an apron.' ),
							array( 'button', 'Ask for a place', '/contact/' ),
						),
					),
					...self::presentation_sections(),
					array( 'h2', 'Products' ),
					array( 'p', 'Product cards of a category, with the sale price beside the struck regular price. "Add to cart" works without JavaScript; "Quick view" opens the product in a popup with its gallery, a quantity stepper and add to cart, and steps to the previous or next product of the same list.' ),
					array(
						'block',
						'vitrine/products',
						array(
							'category' => 'ceramics',
							'count'    => 4,
						),
					),
					array( 'h2', 'Cart link' ),
					array( 'p', 'The link to the cart with the number of items in it, here with its own text; the header has one too. Add a product above and both counts change at once.' ),
					array( 'block', 'vitrine/cart-link', array( 'label' => 'Your basket' ) ),
					array( 'h2', 'Wishlists' ),
					array( 'p', 'The heart under each product above saves it to a wishlist; on sites with several lists a popup lets you choose one or create a new one. Your lists live on the <a href="/wishlist/">wishlist page</a>, where you can reorder, share and rename them.' ),
					...DemoInteractive::widget_sections(),
					...DemoEffects::widget_sections(),
					...DemoSearch::widget_sections(),
					...( new DemoMedia( new ContentStore() ) )->sections(),
					array( 'h2', 'Post slider' ),
					array( 'p', 'The latest stories, three side by side on a wide screen, two on a tablet and one on a phone. Drag, swipe, use the arrows or the keyboard; it moves on by itself every three seconds and waits while you point at it or work inside it.' ),
					array( 'block', 'vitrine/post-slider', array( 'count' => 6 ) ),
					array( 'h2', 'Related stories' ),
					array( 'p', 'Under every story, the ones that share a category or a tag with it. Here, those related to <em>The quiet return of lime plaster</em>.' ),
					array( 'block', 'vitrine/related-posts', array( 'post' => 'the-quiet-return-of-lime-plaster' ) ),
					array( 'h2', 'Testimonial slider' ),
					array( 'block', 'vitrine/testimonial-slider' ),
					array( 'h2', 'Team slider' ),
					array( 'p', 'Four people, four side by side on a wide screen: nothing to slide there, so no dots and no arrows. On a tablet or a phone they come back.' ),
					array( 'block', 'vitrine/team-slider', array( 'perView' => 4 ) ),
					array( 'h2', 'Service slider' ),
					array( 'block', 'vitrine/service-slider' ),
					array( 'h2', 'Case-study slider' ),
					array( 'p', 'Each card opens the project’s gallery.' ),
					array( 'block', 'vitrine/case-study-slider' ),
					array( 'button', 'Explore the journal', $journal ),
				),
			),
			'about'    => array(
				'title'  => 'About',
				'blocks' => array(
					array( 'p', 'Vitrine began as a notebook of things made well and the people who make them. Today it is a small studio in Lyon: we design interiors, source and commission furniture and ceramics, teach weekend workshops and run a short, carefully chosen shop.' ),
					array( 'h2', 'Our story' ),
					array( 'block', 'vitrine/timeline' ),
					array( 'h2', 'What we are good at' ),
					array( 'block', 'vitrine/progress-rings', array( 'rings' => self::rings() ) ),
					array( 'h2', 'How we work' ),
					array( 'block', 'vitrine/tabs', self::tabs() ),
					array( 'h2', 'The people' ),
					array( 'block', 'vitrine/team-slider' ),
					array( 'h2', 'What clients say' ),
					array( 'block', 'vitrine/testimonial-slider' ),
					array( 'h2', 'Recent projects' ),
					array(
						'block',
						'vitrine/case-studies',
						array(
							'count'   => 4,
							'columns' => 2,
						),
					),
					array( 'h2', 'Working with us' ),
					array( 'block', 'vitrine/price-table' ),
					array( 'h2', 'Our principles' ),
					...DemoEffects::about_sections(),
					array( 'button', 'Get in touch', home_url( '/contact/' ) ),
				),
			),
		) + DemoInteractive::pages();
	}

	/**
	 * The home hero's background: three case-study pictures, slowly zoomed.
	 *
	 * @return array<string, mixed>
	 */
	private static function hero_slideshow(): array {
		$content = new ContentStore();
		return array(
			'type'     => 'slideshow',
			'images'   => array_map(
				static fn( string $slug ) => $content->find( 'attachment', $slug ),
				array( 'a-studio-flat-in-lisbon', 'a-farmhouse-in-the-drome', 'a-tea-room-in-kyoto' )
			),
			'duration' => 6000,
			'kenBurns' => true,
		);
	}

	/**
	 * The /widgets/ page's sections for the presentation widgets.
	 *
	 * @return list<array<int, mixed>>
	 */
	private static function presentation_sections(): array {
		$links = '';
		foreach ( array( 'a-farmhouse-in-the-drome', 'a-bakery-in-lyon', 'a-studio-flat-in-lisbon' ) as $slug ) {
			$url = self::image_url( $slug );
			if ( '' !== $url ) {
				$links .= ( '' === $links ? '' : ', ' ) . '<a href="' . esc_url( $url ) . '">' . esc_html( ucfirst( str_replace( '-', ' ', $slug ) ) ) . '</a>';
			}
		}
		return array(
			array( 'h2', 'Case studies' ),
			array( 'p', 'Each card opens the project\'s gallery in the lightbox: browse with the arrows or the keyboard, play a slideshow, close with Escape.' ),
			array(
				'block',
				'vitrine/case-studies',
				array(
					'count'   => 4,
					'columns' => 2,
				),
			),
			array( 'h2', 'Services' ),
			array( 'block', 'vitrine/services-grid' ),
			array( 'h2', 'Timeline' ),
			array( 'block', 'vitrine/timeline' ),
			array( 'h2', 'Progress rings' ),
			array( 'block', 'vitrine/progress-rings', array( 'rings' => self::rings() ) ),
			array( 'h2', 'Price table' ),
			array( 'block', 'vitrine/price-table' ),
			array( 'h2', 'Tabs' ),
			array( 'block', 'vitrine/tabs', self::tabs() ),
			array( 'h2', 'Video popup' ),
			array(
				'block',
				'vitrine/video-popup',
				array(
					'url'   => 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
					'label' => 'Watch: a day in the workshop',
				),
			),
			array( 'h2', 'Image lightbox' ),
			array( 'p', '' === $links ? 'Links to pictures in a post open in the lightbox.' : 'Links to pictures in a post open in the lightbox, as one gallery: ' . $links . '.' ),
		);
	}

	/**
	 * The demo's progress rings.
	 *
	 * @return list<array{title: string, percent: int, color1: string, color2: string, color3: string}>
	 */
	private static function rings(): array {
		return array(
			array(
				'title'   => 'Interiors',
				'percent' => 92,
				'color1'  => '#b5462a',
				'color2'  => '#e0a458',
				'color3'  => '#f3efe9',
			),
			array(
				'title'   => 'Sourcing',
				'percent' => 85,
				'color1'  => '#1f3a32',
				'color2'  => '#6f9a8d',
				'color3'  => '#f3efe9',
			),
			array(
				'title'   => 'Restoration',
				'percent' => 70,
				'color1'  => '#8f341d',
				'color2'  => '#d98c6a',
				'color3'  => '#f3efe9',
			),
			array(
				'title'   => 'Workshops',
				'percent' => 64,
				'color1'  => '#4a3f6b',
				'color2'  => '#9b8fc4',
				'color3'  => '#f3efe9',
			),
		);
	}

	/**
	 * The demo's tabs.
	 *
	 * @return array{label: string, tabs: list<array{title: string, content: string}>}
	 */
	private static function tabs(): array {
		return array(
			'label' => 'How we work',
			'tabs'  => array(
				array(
					'title'   => 'Listen',
					'content' => 'We start at your place, with a coffee and a notebook. How do you live in each room? What do you love, what do you never use? Nothing is drawn before we understand that.',
				),
				array(
					'title'   => 'Design',
					'content' => 'A plan, a palette and a short list of pieces, with prices. We would rather change one lamp than the whole room.',
				),
				array(
					'title'   => 'Make',
					'content' => 'Makers we know build, restore or find what the plan needs. You can visit the workshops, and you always know where your money goes.',
				),
			),
		);
	}

	/**
	 * The address of a demo picture, '' when it does not exist (yet).
	 *
	 * @param string $slug Picture slug.
	 */
	private static function image_url( string $slug ): string {
		$id = ( new ContentStore() )->find( 'attachment', $slug );
		return $id ? (string) wp_get_attachment_image_url( $id, 'large' ) : '';
	}
}
