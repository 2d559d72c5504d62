<?php
/**
 * The shortcode `[vitrine_my_account]`: the customer account page.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

use Vitrine\Account\Customer\AccountView;

defined( 'ABSPATH' ) || exit;

return array( AccountView::class, 'render' );
