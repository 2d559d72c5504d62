<?php
/**
 * The list of content types.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Content;

defined( 'ABSPATH' ) || exit;

/**
 * Every content type, in admin menu order.
 */
final class ContentTypes {

	/**
	 * The type classes.
	 *
	 * @return list<class-string<ContentType>>
	 */
	public static function all(): array {
		return array(
			Services::class,
			CaseStudies::class,
			Testimonials::class,
			TeamMembers::class,
			TimelineEntries::class,
			PricePlans::class,
			Events::class,
		);
	}
}
