<?php
/**
 * Stored submissions.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\ContactForms\Submission;

use Vitrine\Core\Database\Table;

defined( 'ABSPATH' ) || exit;

/**
 * One row per submission that passed validation, written before the mail is sent.
 */
final class SubmissionsTable implements Table {

	/**
	 * {@inheritDoc}
	 */
	public static function name(): string {
		return 'vitrine_form_submissions';
	}

	/**
	 * {@inheritDoc}
	 */
	public static function schema(): string {
		return 'id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
form_id bigint(20) unsigned NOT NULL,
status varchar(10) NOT NULL,
fields longtext NOT NULL,
files longtext NOT NULL,
ip varchar(45) NOT NULL DEFAULT \'\',
user_agent varchar(255) NOT NULL DEFAULT \'\',
user_id bigint(20) unsigned NOT NULL DEFAULT 0,
created_at datetime NOT NULL,
mailed_at datetime DEFAULT NULL,
PRIMARY KEY  (id),
KEY form_status (form_id,status,id),
KEY created_at (created_at)';
	}
}
