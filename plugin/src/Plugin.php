<?php
/**
 * The module registry.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine;

use Vitrine\Core\Assets;
use Vitrine\Core\Database\SchemaInstaller;
use Vitrine\Core\I18n;
use Vitrine\Core\Module;
use Vitrine\Core\RateLimiter\RateLimitPurge;
use Vitrine\Likes\LikesModule;
use Vitrine\Session\SessionModule;

defined( 'ABSPATH' ) || exit;

/**
 * Boots every feature module once, in a fixed order.
 */
final class Plugin {

	/**
	 * The single instance.
	 *
	 * @var Plugin|null
	 */
	private static ?Plugin $instance = null;

	/**
	 * Booted modules, keyed by class name.
	 *
	 * @var array<class-string<Module>, Module>
	 */
	private array $modules = array();

	/**
	 * Returns the plugin instance.
	 */
	public static function instance(): Plugin {
		return self::$instance ??= new Plugin();
	}

	/**
	 * The feature modules, in boot order.
	 *
	 * @return list<class-string<Module>>
	 */
	private function module_classes(): array {
		return array(
			I18n::class,
			Assets::class,
			Blocks\BlockTypes::class,
			SchemaInstaller::class,
			RateLimitPurge::class,
			Core\Lifecycle\LifecycleModule::class,
			Core\Privacy\PrivacyModule::class,
			Core\Http\CrossSiteRestGuard::class,
			Core\Visitor\TrustedProxySetting::class,
			Core\Admin\AdminMenu::class,
			Core\Admin\SettingsScreen::class,
			SessionModule::class,
			LikesModule::class,
			Blocks\BlockWrapper::class,
			Blocks\ThemeButtons::class,
			Newsletter\NewsletterModule::class,
			Account\AccountModule::class,
			ContactForms\ContactFormsModule::class,
			Content\ContentModule::class,
			Presentation\PresentationModule::class,
			Sliders\SlidersModule::class,
			Shop\ShopModule::class,
			Blocks\Shortcodes::class,
			Search\SearchModule::class,
			Popups\PopupsModule::class,
			Builder\BuilderModule::class,
			Media\MediaModule::class,
			Shop\Cart\CartModule::class,
			Shop\Orders\OrdersModule::class,
			Shop\Setup\SetupModule::class,
			Shop\Attribution\AttributionModule::class,
			Wishlists\WishlistsModule::class,
			Performance\PerformanceModule::class,
		);
	}

	/**
	 * Instantiates and registers each module's hooks.
	 */
	public function boot(): void {
		if ( $this->modules ) {
			return;
		}
		foreach ( $this->module_classes() as $class ) {
			$module                  = new $class();
			$this->modules[ $class ] = $module;
			$module->register();
		}

		/**
		 * Fires once every Vitrine module has registered its hooks.
		 *
		 * @since 0.1.0
		 *
		 * @param Plugin $plugin The plugin instance.
		 */
		do_action( 'vitrine_loaded', $this );
	}

	/**
	 * Returns a booted module.
	 *
	 * @template T of Module
	 * @param class-string<T> $class Module class.
	 * @return T
	 */
	public function module( string $class ): Module {
		if ( ! isset( $this->modules[ $class ] ) ) {
			throw new \LogicException( esc_html( "Vitrine module {$class} is not booted." ) );
		}
		return $this->modules[ $class ];
	}

	/**
	 * Activation: create or upgrade the tables, then let rewrite rules be rebuilt.
	 */
	public static function activate(): void {
		( new SchemaInstaller() )->install();
		delete_option( 'rewrite_rules' );
	}
}
