<?php
/**
 * Wishlists.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Wishlists;

use Vitrine\Core\LazyHooks;
use Vitrine\Core\Module;
use Vitrine\Core\RateLimiter\RateLimiter;
use Vitrine\Core\Visitor\Visitor;
use Vitrine\Wishlists\Ajax\WishlistAjaxActions;
use Vitrine\Wishlists\Ajax\WishlistAjaxHandler;

defined( 'ABSPATH' ) || exit;

/**
 * Wires wishlists: the thirteen admin-ajax actions, the session's `wishlists`, the login
 * merge, the daily purge of expired guest lists, the front-end settings, the widgets and the
 * admin screens.
 */
final class WishlistsModule implements Module {

	/**
	 * Rules.
	 *
	 * @var WishlistService
	 */
	private ?WishlistService $service = null;

	/**
	 * The lists' repository.
	 *
	 * @var WishlistRepository|null
	 */
	private ?WishlistRepository $repository = null;

	/**
	 * {@inheritDoc}
	 */
	public function register(): void {
		// The services and handlers are built when a hook needs them, not on every page.
		WishlistAjaxActions::register(
			fn( string $handler ): WishlistAjaxHandler => new $handler(
				$this->service(),
				new Fragments( $this->service(), new WishlistView( $this->repository() ) ),
				new EstimateMailer( $this->service(), new RateLimiter() )
			)
		);
		Compat\YithListDeletion::register( fn() => $this->service() );
		add_action( 'wp_login', LazyHooks::call( fn() => new LoginMerge( $this->service() ), 'on_login' ), 10, 2 );
		( new GuestPurge( $this->repository() ) )->register();
		$cleanup = fn() => new WishlistCleanup( $this->repository() );
		add_action( 'deleted_user', LazyHooks::call( $cleanup, 'user_deleted' ) );
		add_action( 'deleted_post', LazyHooks::call( $cleanup, 'post_deleted' ), 10, 2 );
		add_action( 'vitrine_bench_scale_seeded', LazyHooks::call( $cleanup, 'recount' ) );
		add_action( 'vitrine_schema_upgraded', fn() => $this->repository()->fill_owner_kind() );
		( new WishlistWidgets() )->register();
		NoScriptAddFormHandler::register( LazyHooks::once( fn() => new NoScriptAddFormHandler( $this->service() ) ) );
		ManageFormHandler::register( LazyHooks::once( fn() => new ManageFormHandler( $this->service() ) ) );
		add_action( 'init', array( WishlistSettings::class, 'ensure_stored' ) );
		( new Admin\WishlistSettingsFields() )->register();
		add_filter( 'vitrine_session_data', array( $this, 'add_session_data' ), 10, 2 );
		add_filter( 'vitrine_frontend_settings', array( $this, 'add_settings' ) );
		if ( is_admin() ) {
			( new Admin\WishlistsAdmin( $this->repository() ) )->register();
		}
	}

	/**
	 * The module's rules.
	 */
	public function service(): WishlistService {
		return $this->service ??= new WishlistService( $this->repository() );
	}

	/**
	 * The lists' repository.
	 */
	private function repository(): WishlistRepository {
		return $this->repository ??= new WishlistRepository();
	}

	/**
	 * Adds the visitor's lists (with their product ids) to the session.
	 *
	 * @param array<string, mixed> $data    Session payload.
	 * @param Visitor              $visitor The visitor.
	 * @return array<string, mixed>
	 */
	public function add_session_data( array $data, Visitor $visitor ): array {
		$data['wishlists'] = $this->service()->summary( $visitor );
		return $data;
	}

	/**
	 * Adds the wishlist settings the widgets need (the same for every visitor).
	 *
	 * @param array<string, mixed> $settings Front-end settings.
	 * @return array<string, mixed>
	 */
	public function add_settings( array $settings ): array {
		$options              = WishlistSettings::get();
		$settings['wishlist'] = array(
			'multi'           => $options['multi'],
			'hideAfterAdd'    => $options['hide_after_add'],
			'removeAfterCart' => $options['remove_after_cart'],
			'popupMs'         => $options['popup_ms'],
			'noticeMs'        => $options['notice_ms'],
			'estimate'        => $options['estimate'],
			'pageUrl'         => WishlistUrls::page(),
			'defaultPrivacy'  => $options['default_privacy'],
		);
		return $settings;
	}
}
