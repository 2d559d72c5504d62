<?php
/**
 * Meta field rules shared by the content types.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Content;

defined( 'ABSPATH' ) || exit;

/**
 * Turns a field definition (see ContentType::fields()) into its register_post_meta()
 * arguments and sanitizes submitted values, so the meta box and the REST API store the
 * same clean values.
 */
final class MetaFields {

	/**
	 * What a field reads as when the post has no value for it.
	 *
	 * @param array{type: string} $field Field.
	 * @return array<int, mixed>|int|bool|string
	 */
	public static function default_value( array $field ): array|int|bool|string {
		return match ( $field['type'] ) {
			'lines', 'urls', 'ids' => array(),
			'int'                  => 0,
			'bool'                 => false,
			default                => '',
		};
	}

	/**
	 * register_post_meta() arguments for a field.
	 *
	 * @param array{type: string, label: string, help?: string, min?: int, max?: int} $field Field.
	 * @return array<string, mixed>
	 */
	public static function registration( array $field ): array {
		$list   = in_array( $field['type'], array( 'lines', 'urls', 'ids' ), true );
		$scalar = match ( $field['type'] ) {
			'int'   => 'integer',
			'bool'  => 'boolean',
			'ids'   => 'integer',
			default => 'string',
		};
		return array(
			'type'              => $list ? 'array' : $scalar,
			'description'       => $field['label'],
			'single'            => true,
			'default'           => self::default_value( $field ),
			'sanitize_callback' => static fn( $value ) => self::sanitize( $field, $value ),
			// Protected (underscored) keys: only people who may edit the post may write them.
			'auth_callback'     => static fn( $allowed, $key, $post_id ) => current_user_can( 'edit_post', (int) $post_id ),
			'show_in_rest'      => $list ? array( 'schema' => array( 'items' => array( 'type' => $scalar ) ) ) : true,
		);
	}

	/**
	 * Sanitizes one submitted value (already unslashed).
	 *
	 * @param array{type: string, label: string, help?: string, min?: int, max?: int} $field Field.
	 * @param mixed                                                                   $value Raw value; lists may come as arrays or as text, one item per line (or comma for ids).
	 * @return mixed
	 */
	public static function sanitize( array $field, mixed $value ): mixed {
		switch ( $field['type'] ) {
			case 'int':
				$number = is_numeric( $value ) ? (int) $value : 0;
				return max( $field['min'] ?? PHP_INT_MIN, min( $field['max'] ?? PHP_INT_MAX, $number ) );
			case 'bool':
				return in_array( $value, array( true, 1, '1', 'true', 'on', 'yes' ), true );
			case 'url':
				return esc_url_raw( is_string( $value ) ? trim( $value ) : '' );
			case 'textarea':
				return sanitize_textarea_field( is_string( $value ) ? $value : '' );
			case 'datetime':
				// A wall-clock time in the site's time zone, `YYYY-MM-DD HH:MM`, or a date alone.
				$text   = is_string( $value ) ? trim( str_replace( 'T', ' ', $value ) ) : '';
				$text   = 10 === strlen( $text ) ? $text : substr( $text, 0, 16 );
				$format = 10 === strlen( $text ) ? 'Y-m-d' : 'Y-m-d H:i';
				$date   = date_create_immutable_from_format( '!' . $format, $text );
				// The round trip refuses dates PHP would roll over (30 February).
				return $date && $date->format( $format ) === $text ? $text : '';
			case 'lines':
				return array_values( array_filter( array_map( 'sanitize_text_field', self::to_list( $value, "/\r\n|\r|\n/" ) ), static fn( string $item ) => '' !== $item ) );
			case 'urls':
				return array_values( array_filter( array_map( static fn( $url ) => esc_url_raw( trim( $url ) ), self::to_list( $value, '/\s+/' ) ), static fn( string $item ) => '' !== $item ) );
			case 'ids':
				$ids = array_map( 'absint', self::to_list( $value, '/[\s,]+/' ) );
				// Only images from the media library.
				return array_values( array_unique( array_filter( $ids, static fn( $id ) => $id > 0 && wp_attachment_is_image( $id ) ) ) );
			default:
				return sanitize_text_field( is_scalar( $value ) ? (string) $value : '' );
		}
	}

	/**
	 * A list value as strings.
	 *
	 * @param mixed  $value     Array, or text to split.
	 * @param string $separator Regular expression between items in text.
	 * @return list<string>
	 */
	private static function to_list( mixed $value, string $separator ): array {
		if ( is_array( $value ) ) {
			return array_values( array_map( static fn( $item ) => is_scalar( $item ) ? (string) $item : '', $value ) );
		}
		$parts = is_string( $value ) ? preg_split( $separator, $value ) : false;
		return false === $parts ? array() : $parts;
	}
}
