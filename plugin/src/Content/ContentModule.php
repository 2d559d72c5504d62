<?php
/**
 * The site's content types.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Content;

use Vitrine\Content\Admin\MetaBox;
use Vitrine\Core\LazyHooks;
use Vitrine\Core\Module;

defined( 'ABSPATH' ) || exit;

/**
 * Registers services, case studies, testimonials, team members, timeline entries and price
 * plans, their meta and their admin "Details" boxes.
 */
final class ContentModule implements Module {

	/**
	 * Bumped whenever a public type's address changes, so rewrite rules are rebuilt once.
	 */
	private const REWRITE_VERSION = '2';

	/**
	 * {@inheritDoc}
	 */
	public function register(): void {
		add_action( 'init', array( $this, 'register_types' ) );
		add_action( 'init', array( $this, 'refresh_rewrite_rules' ), 99 );
		LazyHooks::ajax( GalleryPopupAjaxHandler::ACTION, static fn() => new GalleryPopupAjaxHandler() );
		( new ServiceCallToAction() )->register();
		( new ServiceTemplate() )->register();
		if ( is_admin() ) {
			foreach ( ContentTypes::all() as $type ) {
				( new MetaBox( $type ) )->register();
			}
		}
	}

	/**
	 * Registers the post types and their meta.
	 */
	public function register_types(): void {
		foreach ( ContentTypes::all() as $type ) {
			$type::register();
		}
	}

	/**
	 * Rebuilds the rewrite rules once after the public types (services, case studies) appear
	 * or change, so `/services/…` and `/case-studies/…` resolve without a visit to Permalinks.
	 */
	public function refresh_rewrite_rules(): void {
		if ( get_option( 'vitrine_content_rewrite_version' ) !== self::REWRITE_VERSION ) {
			flush_rewrite_rules( false );
			update_option( 'vitrine_content_rewrite_version', self::REWRITE_VERSION, true );
		}
	}
}
