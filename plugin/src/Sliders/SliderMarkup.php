<?php
/**
 * The shared slider's markup.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Sliders;

defined( 'ABSPATH' ) || exit;

/**
 * Prints a slider: an optional heading, the slides as a scrollable row (usable without
 * JavaScript) and, when there is something to slide, the `slider` widget's mount point, which
 * adds the controls and starts Swiper on the row.
 */
final class SliderMarkup {

	public const STYLE = 'vitrine-widget-slider';

	/**
	 * Returns the slider's HTML, or an empty string without slides.
	 *
	 * @param string                                                      $variant  Card variant: `posts`, `testimonials`, `team`, `services`, `case-studies`.
	 * @param list<string>                                                $slides   Escaped HTML of each slide's card.
	 * @param array{perView: int, autoplay: bool, delay: int, speed: int} $settings Bounded settings.
	 * @param array{label: string, heading?: string, class?: string}      $args     Accessible name, optional visible heading, extra classes.
	 */
	public static function render( string $variant, array $slides, array $settings, array $args ): string {
		if ( ! $slides ) {
			return '';
		}
		$id      = wp_unique_id( 'vitrine-carousel-' );
		$heading = '';
		$named   = sprintf( 'aria-label="%s"', esc_attr( $args['label'] ) );
		if ( '' !== ( $args['heading'] ?? '' ) ) {
			$heading = sprintf( '<h2 class="vitrine-carousel__heading" id="%s-title">%s</h2>', esc_attr( $id ), esc_html( (string) $args['heading'] ) );
			$named   = sprintf( 'aria-labelledby="%s-title"', esc_attr( $id ) );
		}

		$items = '';
		foreach ( $slides as $slide ) {
			$items .= '<li class="vitrine-carousel__slide">' . $slide . '</li>';
		}
		// One slide never slides: no controls and no script for it, only the styles.
		$bar = '';
		if ( count( $slides ) > 1 ) {
			$bar = vitrine_render_widget( 'slider', $settings, '', array( 'class' => 'vitrine-carousel__bar' ) );
		} elseif ( wp_style_is( self::STYLE, 'registered' ) ) {
			wp_enqueue_style( self::STYLE );
		}

		return sprintf(
			'<section class="%1$s" id="%2$s" %3$s aria-roledescription="%8$s" style="--vitrine-carousel-per-view:%4$d">%5$s<div class="vitrine-carousel__viewport"><ul class="vitrine-carousel__track" tabindex="0">%6$s</ul></div>%7$s</section>',
			esc_attr( trim( 'vitrine-carousel vitrine-carousel--' . $variant . ' ' . ( $args['class'] ?? '' ) ) ),
			esc_attr( $id ),
			$named,
			$settings['perView'],
			$heading,
			$items,
			$bar,
			/* translators: how screen readers name a slider (WAI-ARIA carousel pattern). */
			esc_attr__( 'carousel', 'vitrine' )
		);
	}
}
