<?php
/**
 * Demo pages.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Demo;

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
					array( 'p', 'Vitrine is a small shop and journal for people who like things made well: furniture, ceramics, textiles and the stories of the people who make them. We write about design, the home, craft, travel and food, and we sell a short list of objects we use every day ourselves.' ),
					array( 'block', 'vitrine/testimonial-slider', array( 'heading' => 'Kind words from our clients' ) ),
				),
			),
			'blog'     => array(
				'title'  => 'Blog',
				'blocks' => array(),
			),
			'shop'     => array(
				'title'  => 'Shop',
				'blocks' => array(
					array( 'p', 'Our shop opens soon. We are photographing the first collection right now: stoneware cups and bowls, linen for the table and the bed, and a handful of wooden pieces from a workshop in the Jura.' ),
					array( 'p', 'Every object comes from a maker we have met and is something we use at home ourselves. Until the doors open, the journal has the stories behind many of them.' ),
					array( 'button', 'Read the journal', $journal ),
				),
			),
			'cart'     => array(
				'title'  => 'Cart',
				'blocks' => array(
					array( 'p', 'Your cart is empty for now. Once our shop opens, the pieces you choose will wait for you here while you keep browsing.' ),
					array( 'button', 'Visit the shop', home_url( '/shop/' ) ),
				),
			),
			'checkout' => array(
				'title'  => 'Checkout',
				'blocks' => array(
					array( 'p', 'Checkout opens together with our shop. We will ship across Europe in plastic-free packaging, and every order comes with a note from the person who made it.' ),
					array( 'p', 'Questions in the meantime? We are happy to help: just write to us from the contact page.' ),
				),
			),
			'wishlist' => array(
				'title'  => 'Wishlist',
				'blocks' => array(
					array( 'p', 'Keep the things you love in one place. Tap the heart on any piece in the shop and it will be saved here, ready to share with a friend or to come back to when the time is right.' ),
					array( 'p', 'Your wishlist is empty for now, so why not start with the journal and see what catches your eye?' ),
					array( 'button', 'Browse the journal', $journal ),
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
					array( 'p', 'Sliders, galleries, testimonials, counters and pricing tables are on their way.' ),
					array( 'button', 'Explore the journal', $journal ),
				),
			),
		);
	}
}
