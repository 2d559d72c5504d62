<?php
/**
 * A table a test module adds.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Tests\Core;

use Vitrine\Core\Database\Table;

/**
 * Added through the `vitrine_tables` filter in SchemaInstallerTest.
 */
final class ExtraTable implements Table {

	/**
	 * {@inheritDoc}
	 */
	public static function name(): string {
		return 'vitrine_test_extra';
	}

	/**
	 * {@inheritDoc}
	 */
	public static function schema(): string {
		return 'id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
PRIMARY KEY  (id)';
	}
}
