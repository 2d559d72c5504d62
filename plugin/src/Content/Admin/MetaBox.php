<?php
/**
 * The details meta box of the content types.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Content\Admin;

use Vitrine\Content\ContentType;
use Vitrine\Content\MetaFields;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * One "Details" box per content type, built from the type's field definitions. It works in
 * the block editor (as a meta box below the content) and in the classic editor; the same
 * meta is also editable through the REST API (`show_in_rest`).
 */
final class MetaBox {

	private const NONCE_ACTION = 'vitrine_content_details';
	private const NONCE_FIELD  = 'vitrine_content_details_nonce';

	/**
	 * Sets the type.
	 *
	 * @param class-string<ContentType> $type Content type class.
	 */
	public function __construct( private string $type ) {}

	/**
	 * Hooks the box into the type's edit screen.
	 */
	public function register(): void {
		$post_type = $this->type::POST_TYPE;
		add_action( 'add_meta_boxes_' . $post_type, array( $this, 'add' ) );
		add_action( 'save_post_' . $post_type, array( $this, 'save' ), 10, 2 );
	}

	/**
	 * Adds the box.
	 */
	public function add(): void {
		add_meta_box( 'vitrine-details', __( 'Details', 'vitrine' ), array( $this, 'render' ), $this->type::POST_TYPE, 'normal', 'high' );
	}

	/**
	 * Prints the fields.
	 *
	 * @param WP_Post $post Post being edited.
	 */
	public function render( WP_Post $post ): void {
		wp_nonce_field( self::NONCE_ACTION, self::NONCE_FIELD );
		echo '<table class="form-table" role="presentation"><tbody>';
		foreach ( $this->type::fields() as $key => $field ) {
			$id    = 'vitrine-field-' . sanitize_html_class( ltrim( $key, '_' ) );
			$value = get_post_meta( $post->ID, $key, true );
			echo '<tr><th scope="row"><label for="' . esc_attr( $id ) . '">' . esc_html( $field['label'] ) . '</label></th><td>';
			$this->control( $id, $key, $field, $value );
			if ( isset( $field['help'] ) ) {
				echo '<p class="description" id="' . esc_attr( $id ) . '-help">' . esc_html( $field['help'] ) . '</p>';
			}
			echo '</td></tr>';
		}
		echo '</tbody></table>';
	}

	/**
	 * Prints one control.
	 *
	 * @param string                                                                  $id    Element id.
	 * @param string                                                                  $key   Meta key (the input's name).
	 * @param array{type: string, label: string, help?: string, min?: int, max?: int} $field Field.
	 * @param mixed                                                                   $value Stored value.
	 */
	private function control( string $id, string $key, array $field, mixed $value ): void {
		$described = isset( $field['help'] ) ? ' aria-describedby="' . esc_attr( $id . '-help' ) . '"' : '';
		$name      = 'vitrine_meta[' . $key . ']';
		switch ( $field['type'] ) {
			case 'bool':
				printf( '<input type="checkbox" id="%1$s" name="%2$s" value="1"%3$s%4$s>', esc_attr( $id ), esc_attr( $name ), checked( (bool) $value, true, false ), $described ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built from escaped parts.
				break;
			case 'int':
				printf( '<input type="number" class="small-text" id="%1$s" name="%2$s" value="%3$d" min="%4$d" max="%5$d"%6$s>', esc_attr( $id ), esc_attr( $name ), (int) $value, (int) ( $field['min'] ?? 0 ), (int) ( $field['max'] ?? 9999 ), $described ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built from escaped parts.
				break;
			case 'lines':
			case 'urls':
			case 'textarea':
				$text = is_array( $value ) ? implode( "\n", array_map( 'strval', $value ) ) : (string) $value;
				printf( '<textarea class="large-text" rows="5" id="%1$s" name="%2$s"%3$s>%4$s</textarea>', esc_attr( $id ), esc_attr( $name ), $described, esc_textarea( $text ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built from escaped parts.
				break;
			case 'ids':
				$ids = array_map( 'intval', (array) $value );
				printf( '<input type="text" class="large-text" id="%1$s" name="%2$s" value="%3$s" inputmode="numeric"%4$s>', esc_attr( $id ), esc_attr( $name ), esc_attr( implode( ', ', $ids ) ), $described ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built from escaped parts.
				echo '<p class="description">' . esc_html__( 'Attachment ids separated by commas (the id is in the address of an image in the media library).', 'vitrine' ) . '</p>';
				echo '<p>';
				foreach ( $ids as $image ) {
					echo wp_get_attachment_image( $image, array( 64, 64 ), false, array( 'style' => 'margin:0 4px 4px 0' ) );
				}
				echo '</p>';
				break;
			default:
				printf( '<input type="%1$s" class="regular-text" id="%2$s" name="%3$s" value="%4$s"%5$s>', 'url' === $field['type'] ? 'url' : 'text', esc_attr( $id ), esc_attr( $name ), esc_attr( (string) $value ), $described ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built from escaped parts.
		}
	}

	/**
	 * Saves the submitted fields: nonce and capability checked, values sanitized by type.
	 *
	 * @param int     $post_id Post id.
	 * @param WP_Post $post    Post.
	 */
	public function save( int $post_id, WP_Post $post ): void {
		$nonce = isset( $_POST[ self::NONCE_FIELD ] ) ? sanitize_text_field( wp_unslash( $_POST[ self::NONCE_FIELD ] ) ) : '';
		if ( ! wp_verify_nonce( $nonce, self::NONCE_ACTION ) || ( defined( 'DOING_AUTOSAVE' ) && DOING_AUTOSAVE ) || wp_is_post_revision( $post ) || ! current_user_can( 'edit_post', $post_id ) ) {
			return;
		}
		// Each value is sanitized below by its field type.
		$submitted = isset( $_POST['vitrine_meta'] ) && is_array( $_POST['vitrine_meta'] ) ? wp_unslash( $_POST['vitrine_meta'] ) : array(); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized
		foreach ( $this->type::fields() as $key => $field ) {
			// An unticked checkbox is not submitted: that means false.
			$raw = $submitted[ $key ] ?? ( 'bool' === $field['type'] ? false : null );
			if ( null === $raw ) {
				continue;
			}
			update_post_meta( $post_id, $key, wp_slash( MetaFields::sanitize( $field, $raw ) ) );
		}
	}
}
