<?php
/**
 * Newsletter consent log.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Newsletter;

use Vitrine\Core\Database\Table;

defined( 'ABSPATH' ) || exit;

/**
 * Append-only record of every consent given: who, to which list, when, from which address,
 * and the exact text that list showed. Never updated, so a later change of the consent text
 * cannot rewrite what someone agreed to.
 */
final class ConsentsTable implements Table {

	/**
	 * {@inheritDoc}
	 */
	public static function name(): string {
		return 'vitrine_newsletter_consents';
	}

	/**
	 * {@inheritDoc}
	 */
	public static function schema(): string {
		return 'id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
subscriber_id bigint(20) unsigned NOT NULL,
list_id bigint(20) unsigned NOT NULL,
email varchar(190) NOT NULL,
consent_text text NOT NULL,
ip varchar(45) NOT NULL,
user_agent varchar(255) NOT NULL DEFAULT \'\',
given_at datetime NOT NULL,
PRIMARY KEY  (id),
KEY subscriber (subscriber_id),
KEY email (email)';
	}
}
