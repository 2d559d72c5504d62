<?php
/**
 * Plugin Name:       Vitrine
 * Plugin URI:        https://vitrine.example/
 * Description:       Newsletter sign-up, contact forms, wishlists, post likes, a login popup, a small shop and a set of presentation widgets.
 * Version:           0.2.0
 * Requires at least: 6.8
 * Requires PHP:      8.1
 * Author:            The Vitrine team
 * License:           GPL-2.0-or-later
 * License URI:       https://www.gnu.org/licenses/gpl-2.0.html
 * Text Domain:       vitrine
 * Domain Path:       /languages
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine;

defined( 'ABSPATH' ) || exit;

const VERSION     = '0.2.0';
const PLUGIN_FILE = __FILE__;

require_once __DIR__ . '/src/Autoloader.php';
Autoloader::register( __NAMESPACE__, __DIR__ . '/src' );
Autoloader::register_map( __DIR__ . '/build/blocks-classes.php' );
require_once __DIR__ . '/functions.php';

register_activation_hook( __FILE__, array( Plugin::class, 'activate' ) );
register_deactivation_hook( __FILE__, array( Core\Lifecycle\Deactivation::class, 'deactivate' ) );

Plugin::instance()->boot();
