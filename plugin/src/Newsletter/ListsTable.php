<?php
/**
 * Newsletter lists.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Newsletter;

use Vitrine\Core\Database\Table;

defined( 'ABSPATH' ) || exit;

/**
 * One row per mailing list: its name, whether sign-ups must be confirmed by mail, and the
 * consent text the sign-up form shows (and the consent log records).
 */
final class ListsTable implements Table {

	/**
	 * {@inheritDoc}
	 */
	public static function name(): string {
		return 'vitrine_newsletter_lists';
	}

	/**
	 * {@inheritDoc}
	 */
	public static function schema(): string {
		return 'id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
slug varchar(64) NOT NULL,
name varchar(190) NOT NULL,
double_opt_in tinyint(1) unsigned NOT NULL DEFAULT 0,
consent_text text NOT NULL,
created_at datetime NOT NULL,
updated_at datetime NOT NULL,
PRIMARY KEY  (id),
UNIQUE KEY slug (slug)';
	}
}
