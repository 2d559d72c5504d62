<?php
/**
 * A deadlock.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Core\Database;

use RuntimeException;

defined( 'ABSPATH' ) || exit;

/**
 * InnoDB rolled the transaction back to break a deadlock: {@see Transaction::run()} runs it again.
 */
final class DeadlockError extends RuntimeException {}
