<?php
/**
 * Newsletter subscribers.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Newsletter;

use Vitrine\Core\Database\Table;

defined( 'ABSPATH' ) || exit;

/**
 * One row per list and email address. The unique key is what makes a repeat or concurrent
 * sign-up update the same row instead of adding a second one. The admin list pages newest
 * first by keyset on the id: `list_id` and `status` (the id implied in each) let a list or a
 * status view seek to its page in id order ({@see SubscriberRepository::admin_page()}); the
 * search reads `email`, `first_name` (with the last name, for "Ada Love"), `last_name` and
 * `telephone` by their starts.
 */
final class SubscribersTable implements Table {

	/**
	 * {@inheritDoc}
	 */
	public static function name(): string {
		return 'vitrine_newsletter_subscribers';
	}

	/**
	 * {@inheritDoc}
	 */
	public static function schema(): string {
		return "id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
list_id bigint(20) unsigned NOT NULL,
email varchar(190) NOT NULL,
first_name varchar(100) NOT NULL DEFAULT '',
last_name varchar(100) NOT NULL DEFAULT '',
telephone varchar(40) NOT NULL DEFAULT '',
status varchar(20) NOT NULL DEFAULT 'pending',
consent_at datetime DEFAULT NULL,
consent_ip varchar(45) NOT NULL DEFAULT '',
consent_text text DEFAULT NULL,
created_at datetime NOT NULL,
updated_at datetime NOT NULL,
confirmed_at datetime DEFAULT NULL,
unsubscribed_at datetime DEFAULT NULL,
PRIMARY KEY  (id),
UNIQUE KEY list_email (list_id,email),
KEY list_status (list_id,status),
KEY list_id (list_id),
KEY status (status),
KEY email (email),
KEY first_name (first_name,last_name),
KEY last_name (last_name),
KEY telephone (telephone)";
	}
}
