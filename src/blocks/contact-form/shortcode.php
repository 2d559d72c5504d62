<?php
/**
 * The shortcode `[vitrine_contact_form id="12"]`, `[vitrine_contact_form id="contact"]` or
 * `[vitrine_contact_form slug="contact"]`.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

use Vitrine\ContactForms\ContactFormsModule;
use Vitrine\Plugin;

defined( 'ABSPATH' ) || exit;

return static fn( $atts ): string => Plugin::instance()->module( ContactFormsModule::class )->shortcode( $atts );
