<?php
/**
 * A table definition.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Core\Database;

defined( 'ABSPATH' ) || exit;

/**
 * A custom table a module owns: its unprefixed name and its `CREATE TABLE` body for dbDelta.
 */
interface Table {

	/**
	 * Table name without the WordPress prefix, e.g. `vitrine_likes`.
	 */
	public static function name(): string;

	/**
	 * Columns and keys, in dbDelta's format (two spaces after PRIMARY KEY, one field per line).
	 */
	public static function schema(): string;
}
