<?php
/**
 * The product data box of the product editor.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Shop\Admin;

use Vitrine\Shop\ProductMeta;
use Vitrine\Shop\Tax\TaxSettings;
use Vitrine\Shop\ProductPostType as Type;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * "Product data" below the content (block and classic editor): prices, SKU, stock and gallery.
 * The short description is the excerpt and the categories and tags have their own panels.
 */
final class ProductDataBox {

	private const NONCE_ACTION = 'vitrine_product_data';
	private const NONCE_FIELD  = 'vitrine_product_data_nonce';

	/**
	 * Hooks the box into the product edit screen.
	 */
	public function register(): void {
		add_action( 'add_meta_boxes_' . Type::POST_TYPE, array( $this, 'add' ) );
		add_action( 'save_post_' . Type::POST_TYPE, array( $this, 'save' ), 10, 2 );
	}

	/**
	 * Adds the box.
	 */
	public function add(): void {
		add_meta_box( 'vitrine-product-data', __( 'Product data', 'vitrine' ), array( $this, 'render' ), Type::POST_TYPE, 'normal', 'high' );
	}

	/**
	 * Prints the fields.
	 *
	 * @param WP_Post $post Product being edited.
	 */
	public function render( WP_Post $post ): void {
		wp_nonce_field( self::NONCE_ACTION, self::NONCE_FIELD );
		echo '<table class="form-table" role="presentation"><tbody>';
		foreach ( ProductMeta::fields() as $key => $field ) {
			if ( Type::META_PRICE === $key ) {
				continue; // Derived from the regular and sale prices.
			}
			$id    = 'vitrine-product-' . sanitize_html_class( ltrim( $key, '_' ) );
			$value = (string) get_post_meta( $post->ID, $key, true );
			echo '<tr><th scope="row"><label for="' . esc_attr( $id ) . '">' . esc_html( $field['label'] ) . '</label></th><td>';
			$this->control( $id, $key, $field['kind'], '' !== $value ? $value : $field['default'] );
			echo '</td></tr>';
		}
		echo '</tbody></table>';
	}

	/**
	 * Prints one control.
	 *
	 * @param string $id    Element id.
	 * @param string $key   Meta key.
	 * @param string $kind  Field kind (see ProductMeta::fields()).
	 * @param string $value Stored value.
	 */
	private function control( string $id, string $key, string $kind, string $value ): void {
		$name = 'vitrine_product[' . $key . ']';
		switch ( $kind ) {
			case 'decimal':
				printf( '<input type="text" inputmode="decimal" class="short" id="%1$s" name="%2$s" value="%3$s" placeholder="0.00" pattern="[0-9]+([.,][0-9]{1,2})?">', esc_attr( $id ), esc_attr( $name ), esc_attr( $value ) );
				break;
			case 'stock':
				printf( '<input type="number" class="small-text" step="1" id="%1$s" name="%2$s" value="%3$s">', esc_attr( $id ), esc_attr( $name ), esc_attr( $value ) );
				echo '<p class="description">' . esc_html__( 'Used when "Manage stock" is ticked: orders take from it and none left means out of stock.', 'vitrine' ) . '</p>';
				break;
			case 'yesno':
				printf( '<input type="hidden" name="%1$s" value="no"><input type="checkbox" id="%2$s" name="%1$s" value="yes"%3$s>', esc_attr( $name ), esc_attr( $id ), checked( 'yes', $value, false ) );
				break;
			case 'status':
				printf( '<select id="%1$s" name="%2$s">', esc_attr( $id ), esc_attr( $name ) );
				foreach ( ProductMeta::stock_statuses() as $status => $label ) {
					printf( '<option value="%1$s"%2$s>%3$s</option>', esc_attr( $status ), selected( $status, $value, false ), esc_html( $label ) );
				}
				echo '</select>';
				break;
			case 'taxclass':
				printf( '<select id="%1$s" name="%2$s">', esc_attr( $id ), esc_attr( $name ) );
				foreach ( TaxSettings::classes() as $class => $label ) {
					printf( '<option value="%1$s"%2$s>%3$s</option>', esc_attr( $class ), selected( $class, $value, false ), esc_html( $label ) );
				}
				echo '</select><p class="description">' . esc_html__( 'The rate of each country’s tax this product is sold at (Vitrine → Settings → Shipping and tax).', 'vitrine' ) . '</p>';
				break;
			case 'ids':
				printf( '<input type="text" class="large-text" inputmode="numeric" id="%1$s" name="%2$s" value="%3$s">', esc_attr( $id ), esc_attr( $name ), esc_attr( str_replace( ',', ', ', $value ) ) );
				echo '<p class="description">' . esc_html__( 'Attachment ids separated by commas (the id is in the address of an image in the media library). The featured image comes first.', 'vitrine' ) . '</p><p>';
				foreach ( array_filter( array_map( 'intval', explode( ',', $value ) ) ) as $image ) {
					echo wp_get_attachment_image( $image, array( 64, 64 ), false, array( 'style' => 'margin:0 4px 4px 0' ) );
				}
				echo '</p>';
				break;
			default:
				printf( '<input type="text" class="regular-text" id="%1$s" name="%2$s" value="%3$s">', esc_attr( $id ), esc_attr( $name ), esc_attr( $value ) );
		}
	}

	/**
	 * Saves the submitted fields: nonce and capability checked, values sanitized by kind (the
	 * derived `_price` and stock status follow through {@see ProductMeta::on_meta_change()}).
	 *
	 * @param int     $post_id Post id.
	 * @param WP_Post $post    Post.
	 */
	public function save( int $post_id, WP_Post $post ): void {
		$nonce = isset( $_POST[ self::NONCE_FIELD ] ) ? sanitize_text_field( wp_unslash( $_POST[ self::NONCE_FIELD ] ) ) : '';
		if ( ! wp_verify_nonce( $nonce, self::NONCE_ACTION ) || ( defined( 'DOING_AUTOSAVE' ) && DOING_AUTOSAVE ) || wp_is_post_revision( $post ) || ! current_user_can( 'edit_product', $post_id ) ) {
			return;
		}
		// Each value is sanitized below by its kind.
		$submitted = isset( $_POST['vitrine_product'] ) && is_array( $_POST['vitrine_product'] ) ? wp_unslash( $_POST['vitrine_product'] ) : array(); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized
		foreach ( array_keys( ProductMeta::fields() ) as $key ) {
			if ( Type::META_PRICE === $key || ! array_key_exists( $key, $submitted ) ) {
				continue;
			}
			update_post_meta( $post_id, $key, wp_slash( ProductMeta::sanitize( $key, $submitted[ $key ] ) ) );
		}
	}
}
