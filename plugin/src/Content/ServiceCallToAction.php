<?php
/**
 * The call to action that closes a service's page.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Content;

defined( 'ABSPATH' ) || exit;

/**
 * A service's page ends with a way to ask for it: a heading naming the service, a sentence and a
 * button to the contact page. Appended to the main post's content, so it shows under any theme,
 * block or classic (the theme prints the service's featured picture, as for any post).
 */
final class ServiceCallToAction {

	/** Its stylesheet (src/widgets/service-cta/style.css). */
	public const STYLE = 'vitrine-widget-service-cta';

	/**
	 * Hooks in.
	 */
	public function register(): void {
		// After the like button and related posts (20), before the lightbox's mount point (30).
		add_filter( 'the_content', array( self::class, 'filter_content' ), 25 );
		add_action( 'wp_enqueue_scripts', array( self::class, 'enqueue_style' ) );
	}

	/**
	 * In the head of a service's page, the section's style.
	 */
	public static function enqueue_style(): void {
		if ( is_singular( Services::POST_TYPE ) && wp_style_is( self::STYLE, 'registered' ) ) {
			wp_enqueue_style( self::STYLE );
		}
	}

	/**
	 * Appends the section to the content of the service the page shows.
	 *
	 * @param string $content Post content.
	 */
	public static function filter_content( string $content ): string {
		if ( ! is_singular( Services::POST_TYPE ) || ! in_the_loop() || ! is_main_query() || get_the_ID() !== get_queried_object_id() ) {
			return $content;
		}
		return $content . self::render( (int) get_the_ID() );
	}

	/**
	 * The section for one service; empty when its link is switched off.
	 *
	 * @param int $post_id The service.
	 */
	public static function render( int $post_id ): string {
		$title = wp_strip_all_tags( get_the_title( $post_id ) );
		$args  = array(
			/* translators: %s: the service's name. */
			'heading' => sprintf( __( 'Interested in %s?', 'vitrine' ), $title ),
			'text'    => __( 'Tell us about your project: what you have in mind, when and for whom. We will answer with a first idea and an estimate.', 'vitrine' ),
			'label'   => __( 'Get in touch', 'vitrine' ),
			'url'     => self::contact_url(),
		);
		/**
		 * Filters the call to action under a service's page: its heading, text, button label and
		 * the button's address. An empty `url` leaves the section out.
		 *
		 * @since 0.2.0
		 *
		 * @param array{heading: string, text: string, label: string, url: string} $args    The section.
		 * @param int                                                               $post_id The service.
		 */
		$args = (array) apply_filters( 'vitrine_service_call_to_action', $args, $post_id );
		$url  = (string) ( $args['url'] ?? '' );
		if ( '' === $url ) {
			return '';
		}
		if ( wp_style_is( self::STYLE, 'registered' ) ) {
			wp_enqueue_style( self::STYLE );
		}
		$id = 'vitrine-service-cta-' . $post_id;
		return sprintf(
			'<section class="vitrine-service-cta" aria-labelledby="%1$s"><div class="vitrine-service-cta__inner"><div class="vitrine-service-cta__text"><h2 id="%1$s" class="vitrine-service-cta__heading">%2$s</h2><p>%3$s</p></div><p class="vitrine-service-cta__action"><a class="wp-element-button button vitrine-service-cta__button" href="%4$s">%5$s</a></p></div></section>',
			esc_attr( $id ),
			esc_html( (string) ( $args['heading'] ?? '' ) ),
			esc_html( (string) ( $args['text'] ?? '' ) ),
			esc_url( $url ),
			esc_html( (string) ( $args['label'] ?? '' ) )
		);
	}

	/**
	 * The contact page: the published page at /contact/, or that address.
	 */
	private static function contact_url(): string {
		$page = get_page_by_path( 'contact' );
		return $page && 'publish' === $page->post_status ? (string) get_permalink( $page ) : home_url( '/contact/' );
	}
}
