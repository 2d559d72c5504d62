<?php
/**
 * The shortcode `[vitrine_newsletter list="0" title="…" fields="email,first_name" on_submission="message|redirect"
 * redirect_url="" success_message="" button_label="" class=""]`.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

use Vitrine\Newsletter\NewsletterModule;
use Vitrine\Plugin;

defined( 'ABSPATH' ) || exit;

return static fn( $atts ): string => Plugin::instance()->module( NewsletterModule::class )->shortcode( $atts );
