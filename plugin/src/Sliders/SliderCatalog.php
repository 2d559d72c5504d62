<?php
/**
 * The slider widgets.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Sliders;

use Vitrine\Content\CaseStudies;
use Vitrine\Content\ContentType;
use Vitrine\Content\Services;
use Vitrine\Content\TeamMembers;
use Vitrine\Content\Testimonials;
use Vitrine\Sliders\Cards\CaseStudyCard;
use Vitrine\Sliders\Cards\PostCard;
use Vitrine\Sliders\Cards\ServiceCard;
use Vitrine\Sliders\Cards\TeamCard;
use Vitrine\Sliders\Cards\TestimonialCard;
use WP_Post;
use WP_Query;

defined( 'ABSPATH' ) || exit;

/**
 * Each slider widget: where its items come from, how each looks and its own defaults. The
 * name is the block's (`vitrine/<name>`) and, with underscores, the shortcode's
 * (`[vitrine_<name>]`).
 *
 * @phpstan-type Widget array{variant: string, label: string, items: callable(int, array<string, mixed>): list<mixed>, card: callable(mixed): string, defaults: array<string, mixed>}
 */
final class SliderCatalog {

	/**
	 * The widgets keyed by name.
	 *
	 * @return array<string, Widget>
	 */
	public static function all(): array {
		return array(
			'post-slider'        => array(
				'variant'  => 'posts',
				'label'    => __( 'Latest stories', 'vitrine' ),
				'items'    => array( self::class, 'latest_posts' ),
				'card'     => array( PostCard::class, 'render' ),
				'defaults' => array(),
			),
			'testimonial-slider' => array(
				'variant'  => 'testimonials',
				'label'    => __( 'What our clients say', 'vitrine' ),
				'items'    => self::content( Testimonials::class ),
				'card'     => array( TestimonialCard::class, 'render' ),
				// Quotes are long: two side by side at most, and a quicker slide.
				'defaults' => array(
					'perView' => 2,
					'speed'   => 400,
				),
			),
			'team-slider'        => array(
				'variant'  => 'team',
				'label'    => __( 'Our team', 'vitrine' ),
				'items'    => self::content( TeamMembers::class ),
				'card'     => array( TeamCard::class, 'render' ),
				'defaults' => array(),
			),
			'service-slider'     => array(
				'variant'  => 'services',
				'label'    => __( 'Our services', 'vitrine' ),
				'items'    => self::content( Services::class ),
				'card'     => array( ServiceCard::class, 'render' ),
				'defaults' => array(),
			),
			'case-study-slider'  => array(
				'variant'  => 'case-studies',
				'label'    => __( 'Case studies', 'vitrine' ),
				'items'    => self::content( CaseStudies::class ),
				'card'     => array( CaseStudyCard::class, 'render' ),
				'defaults' => array(),
			),
		);
	}

	/**
	 * One widget, or null for a name that is not a slider.
	 *
	 * @param string $name Widget name.
	 * @return Widget|null
	 */
	public static function get( string $name ): ?array {
		return self::all()[ $name ] ?? null;
	}

	/**
	 * The newest published public posts, optionally of one category (`category`: a slug).
	 *
	 * @param int                  $count How many.
	 * @param array<string, mixed> $atts  Attributes.
	 * @return list<WP_Post>
	 */
	public static function latest_posts( int $count, array $atts ): array {
		$args     = array(
			'post_type'           => 'post',
			'post_status'         => 'publish',
			'has_password'        => false,
			'posts_per_page'      => $count, // phpcs:ignore WordPress.WP.PostsPerPage.posts_per_page_posts_per_page -- at most 12.
			'ignore_sticky_posts' => true,
			'no_found_rows'       => true,
		);
		$category = sanitize_title( (string) ( $atts['category'] ?? '' ) );
		if ( '' !== $category ) {
			$args['category_name'] = $category;
		}
		$query = new WP_Query( $args );
		update_post_thumbnail_cache( $query );
		return array_values( array_filter( $query->posts, static fn ( $post ) => $post instanceof WP_Post ) );
	}

	/**
	 * The items of a content type, in the admin's order.
	 *
	 * @param class-string<ContentType> $type Content type class.
	 * @return callable(int, array<string, mixed>): list<array<string, mixed>>
	 */
	private static function content( string $type ): callable {
		return static fn ( int $count ): array => $type::items( array( 'limit' => $count ) );
	}
}
