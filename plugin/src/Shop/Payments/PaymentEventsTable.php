<?php
/**
 * Payment notifications seen.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Shop\Payments;

use Vitrine\Core\Database\Table;

defined( 'ABSPATH' ) || exit;

/**
 * One row per provider event acted on; the unique key on (gateway, event id) is what makes a
 * replayed notification change nothing, however many arrive at once.
 */
final class PaymentEventsTable implements Table {

	/**
	 * {@inheritDoc}
	 */
	public static function name(): string {
		return 'vitrine_payment_events';
	}

	/**
	 * {@inheritDoc}
	 */
	public static function schema(): string {
		return 'id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
gateway varchar(40) NOT NULL,
event_id varchar(128) NOT NULL,
order_id bigint(20) unsigned NOT NULL,
type varchar(20) NOT NULL,
created_at datetime NOT NULL,
PRIMARY KEY  (id),
UNIQUE KEY gateway_event (gateway,event_id),
KEY order_id (order_id)';
	}
}
