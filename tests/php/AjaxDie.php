<?php
/**
 * Thrown instead of exiting when an ajax handler ends.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests;

/**
 * Carries the message wp_die() was given.
 */
final class AjaxDie extends \RuntimeException {}
