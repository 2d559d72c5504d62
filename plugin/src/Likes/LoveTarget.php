<?php
/**
 * The `loves_id` field.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Likes;

defined( 'ABSPATH' ) || exit;

/**
 * Parses `loves_id`: the reference client sends `jws-love-<id>`, newer ones the bare id.
 */
final class LoveTarget {

	/**
	 * Returns the post id, or null when the value is neither form.
	 *
	 * @param string $loves_id Raw field value.
	 */
	public static function parse( string $loves_id ): ?int {
		if ( ! preg_match( '/^(?:jws-love-)?([1-9][0-9]{0,18})$/', trim( $loves_id ), $m ) ) {
			return null;
		}
		$id = filter_var( $m[1], FILTER_VALIDATE_INT );
		return false === $id ? null : $id;
	}
}
