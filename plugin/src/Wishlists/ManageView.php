<?php
/**
 * The manage screen.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

namespace Vitrine\Wishlists;

use Vitrine\Core\Visitor\Visitor;

defined( 'ABSPATH' ) || exit;

/**
 * `/wishlist/?wishlist=manage`: the visitor's lists, each with its link, item count, share
 * link, a rename form, a privacy form and Delete (which asks first, on its own screen:
 * `&vitrine_delete=<token>`), and a form creating a list. Plain forms with nonces posting to
 * this screen ({@see ManageFormHandler}), so everything works without JavaScript; the screen is
 * printed per visitor and never cached.
 */
final class ManageView {

	/**
	 * Renders the screen.
	 *
	 * @param WishlistService $service Rules.
	 * @param Visitor         $visitor Who looks.
	 */
	public static function render( WishlistService $service, Visitor $visitor ): string {
		$lists   = $service->summary( $visitor );
		$confirm = self::to_delete( $lists );
		$body    = null !== $confirm ? self::confirmation( $confirm ) : self::lists( $lists ) . self::create_form( $lists );
		return sprintf(
			'<div class="vitrine-wishlist vitrine-wishlist--manage" id="vitrine-wishlist-manage"><div class="vitrine-wishlist__header"><h2 class="vitrine-wishlist__title" id="vitrine-wishlist-manage-title">%1$s</h2>%2$s</div>%3$s%4$s</div>',
			esc_html__( 'Your wishlists', 'vitrine' ),
			$lists ? '<p class="vitrine-wishlist__count">' . esc_html( sprintf( /* translators: %d: number of wishlists. */ _n( '%d list', '%d lists', count( $lists ), 'vitrine' ), count( $lists ) ) ) . '</p>' : '',
			self::notice(),
			$body
		);
	}

	/**
	 * The list the visitor asked to delete (`vitrine_delete=<token>`), if it is theirs.
	 *
	 * @param list<array<string, mixed>> $lists The visitor's lists.
	 * @return array<string, mixed>|null
	 */
	private static function to_delete( array $lists ): ?array {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- which confirmation to show; the deletion itself is a post with a nonce.
		$token = isset( $_GET[ ManageFormHandler::DELETE_ARG ] ) && is_string( $_GET[ ManageFormHandler::DELETE_ARG ] ) ? strtoupper( sanitize_key( wp_unslash( $_GET[ ManageFormHandler::DELETE_ARG ] ) ) ) : '';
		foreach ( $lists as $list ) {
			if ( '' !== $token && $list['token'] === $token ) {
				return $list;
			}
		}
		return null;
	}

	/**
	 * The notice after a change (post/redirect/get) or the refusal of this post.
	 */
	private static function notice(): string {
		$error = ManageFormHandler::error();
		if ( $error ) {
			// tabindex=-1 and autofocus: a refused post lands on the reason, not on <body>.
			return '<div class="vitrine-notice vitrine-notice--error" role="alert" tabindex="-1" autofocus><p>' . esc_html( $error->get_error_message() ) . '</p></div>';
		}
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- which notice to show.
		$updated  = isset( $_GET[ ManageFormHandler::NOTICE_ARG ] ) && is_string( $_GET[ ManageFormHandler::NOTICE_ARG ] ) ? sanitize_key( wp_unslash( $_GET[ ManageFormHandler::NOTICE_ARG ] ) ) : '';
		$messages = array(
			'created' => __( 'Your new wishlist has been created.', 'vitrine' ),
			'renamed' => __( 'The wishlist has been renamed.', 'vitrine' ),
			'privacy' => __( 'Who can see the wishlist has been saved.', 'vitrine' ),
			'deleted' => __( 'The wishlist has been deleted.', 'vitrine' ),
		);
		if ( ! isset( $messages[ $updated ] ) ) {
			return '';
		}
		return '<div class="vitrine-notice vitrine-notice--success" role="status" tabindex="-1" autofocus><p>' . esc_html( $messages[ $updated ] ) . '</p></div>';
	}

	/**
	 * The lists, one card each.
	 *
	 * @param list<array<string, mixed>> $lists The visitor's lists.
	 */
	private static function lists( array $lists ): string {
		if ( ! $lists ) {
			return '<p class="vitrine-wishlist__empty">' . esc_html__( 'You have no wishlists yet. Tap the heart on a product to start one.', 'vitrine' ) . '</p>';
		}
		$cards = '';
		foreach ( $lists as $list ) {
			$cards .= self::card( $list );
		}
		return '<ul class="vitrine-wishlist-manage__lists" aria-labelledby="vitrine-wishlist-manage-title">' . $cards . '</ul>';
	}

	/**
	 * One list: name and link, count, privacy, share link, rename, privacy and delete.
	 *
	 * @param array<string, mixed> $list A summary entry (WishlistService::summary()).
	 */
	private static function card( array $list ): string {
		$id      = (int) $list['id'];
		$token   = (string) $list['token'];
		$name    = (string) $list['name'];
		$privacy = (int) $list['privacy'];
		$url     = add_query_arg( WishlistUrls::QUERY_VAR, $token, WishlistUrls::page() );
		$count   = count( (array) $list['products'] );
		$labels  = Privacy::labels();
		$base    = 'vitrine-wishlist-' . strtolower( $token );
		$meta    = sprintf( /* translators: %d: number of products. */ _n( '%d product', '%d products', $count, 'vitrine' ), $count ) . ' · ' . ( $labels[ $privacy ] ?? '' );
		$share   = Privacy::PRIVATE === $privacy ? '' : sprintf(
			'<p class="vitrine-wishlist__share"><label for="%1$s-share">%2$s</label><input id="%1$s-share" type="url" readonly value="%3$s"></p>',
			esc_attr( $base ),
			esc_html__( 'Share link', 'vitrine' ),
			esc_url( $url )
		);
		$options = '';
		foreach ( $labels as $value => $label ) {
			$options .= sprintf( '<option value="%1$d"%2$s>%3$s</option>', (int) $value, selected( $value, $privacy, false ), esc_html( $label ) );
		}
		$refused = ManageFormHandler::error() && ManageFormHandler::posted( 'wishlist_id' ) === (string) $id ? ManageFormHandler::posted_operation() : '';
		$title   = 'rename' === $refused ? ManageFormHandler::posted( 'title' ) : $name;
		return sprintf(
			'<li class="vitrine-wishlist-manage__list" aria-labelledby="%1$s-name"><div class="vitrine-wishlist-manage__head"><h3 class="vitrine-wishlist-manage__name" id="%1$s-name"><a href="%2$s">%3$s</a></h3><p class="vitrine-wishlist-manage__meta">%4$s%5$s</p></div>%6$s'
			. '<div class="vitrine-wishlist-manage__forms">'
			. '<form class="vitrine-wishlist-manage__form" method="post" action="%7$s">%8$s<input type="hidden" name="wishlist_id" value="%9$d"><label for="%1$s-title">%10$s</label><span class="vitrine-wishlist-manage__row"><input id="%1$s-title" type="text" name="title" required maxlength="190" value="%11$s"%12$s><button type="submit" class="button wp-element-button vitrine-button vitrine-button--secondary">%13$s</button></span></form>'
			. '<form class="vitrine-wishlist-manage__form" method="post" action="%7$s">%14$s<input type="hidden" name="wishlist_id" value="%9$d"><label for="%1$s-privacy">%15$s</label><span class="vitrine-wishlist-manage__row"><select id="%1$s-privacy" name="privacy">%16$s</select><button type="submit" class="button wp-element-button vitrine-button vitrine-button--secondary">%17$s</button></span></form>'
			. '</div><p class="vitrine-wishlist-manage__delete"><a class="button wp-element-button vitrine-button vitrine-button--danger" href="%18$s">%19$s</a></p></li>',
			esc_attr( $base ),
			esc_url( $url ),
			esc_html( $name ),
			esc_html( $meta ),
			! empty( $list['default'] ) ? ' · <span class="vitrine-wishlist-manage__default">' . esc_html__( 'Default list', 'vitrine' ) . '</span>' : '',
			$share,
			esc_url( WishlistUrls::manage() ),
			self::hidden( 'rename' ),
			$id,
			esc_html__( 'Name', 'vitrine' ),
			esc_attr( $title ),
			'rename' === $refused ? ' aria-invalid="true"' : '',
			/* translators: button: saves a wishlist's new name. */
			esc_html__( 'Rename', 'vitrine' ),
			self::hidden( 'privacy' ),
			esc_html__( 'Who can see this list', 'vitrine' ),
			$options,
			esc_html__( 'Save', 'vitrine' ),
			esc_url( add_query_arg( ManageFormHandler::DELETE_ARG, $token, WishlistUrls::manage() ) ),
			/* translators: %s: wishlist name. */
			esc_html( sprintf( __( 'Delete “%s”…', 'vitrine' ), $name ) )
		);
	}

	/**
	 * "Create a list": name and privacy (where visitors may keep several lists).
	 *
	 * @param list<array<string, mixed>> $lists The visitor's lists.
	 */
	private static function create_form( array $lists ): string {
		if ( ! WishlistSettings::get()['multi'] && $lists ) {
			return '';
		}
		$refused = ManageFormHandler::error() && 'create' === ManageFormHandler::posted_operation();
		$options = '';
		foreach ( Privacy::labels() as $value => $label ) {
			$options .= sprintf( '<option value="%1$d"%2$s>%3$s</option>', (int) $value, selected( (string) $value, $refused ? ManageFormHandler::posted( 'privacy' ) : '0', false ), esc_html( $label ) );
		}
		return sprintf(
			'<section class="vitrine-wishlist-manage__create" aria-labelledby="vitrine-wishlist-create-title"><h3 id="vitrine-wishlist-create-title">%1$s</h3><form class="vitrine-wishlist-manage__form" method="post" action="%2$s">%3$s<p><label for="vitrine-wishlist-new-name">%4$s</label><input id="vitrine-wishlist-new-name" type="text" name="wishlist_name" required maxlength="190" value="%5$s"%6$s></p><p><label for="vitrine-wishlist-new-privacy">%7$s</label><select id="vitrine-wishlist-new-privacy" name="privacy">%8$s</select></p><p><button type="submit" class="button wp-element-button vitrine-button">%9$s</button></p></form></section>',
			esc_html__( 'Create a list', 'vitrine' ),
			esc_url( WishlistUrls::manage() ),
			self::hidden( 'create' ),
			esc_html__( 'Name of the new list', 'vitrine' ),
			esc_attr( $refused ? ManageFormHandler::posted( 'wishlist_name' ) : '' ),
			$refused ? ' aria-invalid="true"' : '',
			esc_html__( 'Who can see it', 'vitrine' ),
			$options,
			esc_html__( 'Create list', 'vitrine' )
		);
	}

	/**
	 * "Delete this list?": what goes, the confirming form and a way back.
	 *
	 * @param array<string, mixed> $list The list.
	 */
	private static function confirmation( array $list ): string {
		$count = count( (array) $list['products'] );
		return sprintf(
			'<section class="vitrine-wishlist-manage__confirm" role="alertdialog" aria-labelledby="vitrine-wishlist-delete-title" aria-describedby="vitrine-wishlist-delete-text"><h3 id="vitrine-wishlist-delete-title" tabindex="-1" autofocus>%1$s</h3><p id="vitrine-wishlist-delete-text">%2$s</p><form method="post" action="%3$s">%4$s<input type="hidden" name="wishlist_id" value="%5$d"><p class="vitrine-wishlist-manage__row"><button type="submit" class="button wp-element-button vitrine-button vitrine-button--danger">%6$s</button><a class="button wp-element-button vitrine-button vitrine-button--secondary" href="%7$s">%8$s</a></p></form></section>',
			/* translators: %s: wishlist name. */
			esc_html( sprintf( __( 'Delete “%s”?', 'vitrine' ), (string) $list['name'] ) ),
			/* translators: %d: number of products. */
			esc_html( sprintf( _n( 'The list and its %d product will be removed. This cannot be undone.', 'The list and its %d products will be removed. This cannot be undone.', $count, 'vitrine' ), $count ) ),
			esc_url( WishlistUrls::manage() ),
			self::hidden( 'delete' ),
			(int) $list['id'],
			esc_html__( 'Delete list', 'vitrine' ),
			esc_url( WishlistUrls::manage() ),
			esc_html__( 'Cancel', 'vitrine' )
		);
	}

	/**
	 * A form's operation and nonce fields.
	 *
	 * @param string $operation One of ManageFormHandler::OPERATIONS.
	 */
	private static function hidden( string $operation ): string {
		// Not wp_nonce_field(): its id would repeat once per form.
		return '<input type="hidden" name="' . esc_attr( ManageFormHandler::FIELD ) . '" value="' . esc_attr( $operation ) . '">'
			. '<input type="hidden" name="' . esc_attr( ManageFormHandler::NONCE_FIELD ) . '" value="' . esc_attr( wp_create_nonce( ManageFormHandler::nonce_action( $operation ) ) ) . '">';
	}
}
