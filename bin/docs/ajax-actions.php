<?php
/**
 * The admin-ajax actions Vitrine answers, declared: name, HTTP method, nonce action and field,
 * fields, reply. docs/ajax.md is generated from this list (AjaxReference), and
 * tests/php/Docs/ReferenceDocsTest checks it against what the plugin registers: every
 * `wp_ajax_*` / `wp_ajax_nopriv_*` hook a Vitrine class adds is declared here and every action
 * declared here is hooked for members and guests, and the names and nonce actions are the
 * handlers' own constants, so a renamed or added action fails the test until it is declared.
 *
 * Each entry: `action`, `feature`, `method` (GET or POST), `handler` (the class answering),
 * `nonce` (nonce action, '' for none), `nonce_field`, `fields` (name => what it is), `reply`.
 *
 * @package Vitrine
 */

declare( strict_types = 1 );

use Vitrine\Account\LoginAjaxHandler;
use Vitrine\Account\RegisterAjaxHandler;
use Vitrine\Content\GalleryPopupAjaxHandler;
use Vitrine\Likes\LikeAjaxHandler;
use Vitrine\Newsletter\SubscriptionAjaxHandler;
use Vitrine\Shop\QuickViewAjaxHandler;
use Vitrine\Wishlists\Ajax\WishlistAjaxActions;

$wishlist_reply = '`{"result":true,"fragments":{…}}`; refusals `{"success":false,"data":{"code","message"}}` with a 4xx';
$wishlist       = static fn( string $action, array $fields, string $reply = '' ): array => array(
	'action'      => $action,
	'feature'     => 'wishlist',
	'method'      => 'POST',
	'handler'     => WishlistAjaxActions::HANDLERS[ $action ],
	'nonce'       => $action,
	'nonce_field' => 'nonce',
	'fields'      => $fields + array( 'context' => '`frontend` (YITH\'s scripts send it; ignored)' ),
	'reply'       => '' === $reply ? $wishlist_reply : $reply,
);
$fragments      = array( 'fragments' => 'the fragments to render again, keyed as YITH\'s script keys them (optional)' );

return array(
	array(
		'action'      => SubscriptionAjaxHandler::ACTION,
		'feature'     => 'newsletter',
		'method'      => 'POST',
		'handler'     => SubscriptionAjaxHandler::class,
		'nonce'       => SubscriptionAjaxHandler::ACTION,
		'nonce_field' => 'nonce',
		'fields'      => array(
			'email'      => 'the address (required)',
			'first_name' => 'optional',
			'last_name'  => 'optional',
			'telephone'  => 'optional',
			'consent'    => 'the consent box, when the form shows one',
			'list_id'    => 'the list to join',
		),
		'reply'       => '`{"success":true}`; refusals `{"success":false,"data":{"code","message"}}` with a 4xx',
	),
	array(
		'action'      => LikeAjaxHandler::ACTION,
		'feature'     => 'like',
		'method'      => 'POST',
		'handler'     => LikeAjaxHandler::class,
		'nonce'       => LikeAjaxHandler::ACTION,
		'nonce_field' => 'nonce',
		'fields'      => array( 'loves_id' => 'the post id (`jws-love-<id>` also accepted)' ),
		'reply'       => 'the new count as text',
	),
	array(
		'action'      => QuickViewAjaxHandler::ACTION,
		'feature'     => 'quick view',
		'method'      => 'GET',
		'handler'     => QuickViewAjaxHandler::class,
		'nonce'       => '',
		'nonce_field' => '',
		'fields'      => array( 'id' => 'the product id' ),
		'reply'       => 'the product\'s quick-view HTML (read only)',
	),
	array(
		'action'      => GalleryPopupAjaxHandler::ACTION,
		'feature'     => 'gallery popup',
		'method'      => 'POST',
		'handler'     => GalleryPopupAjaxHandler::class,
		'nonce'       => '',
		'nonce_field' => '',
		'fields'      => array( 'id' => 'the case study\'s id' ),
		'reply'       => 'the gallery\'s HTML (read only)',
	),
	array(
		'action'      => LoginAjaxHandler::ACTION,
		'feature'     => 'login',
		'method'      => 'POST',
		'handler'     => LoginAjaxHandler::class,
		'nonce'       => LoginAjaxHandler::ACTION,
		'nonce_field' => 'security',
		'fields'      => array( 'data' => 'the serialized form: `log`, `pwd`, `rememberme`, `redirect_to` and the nonce, `security`' ),
		'reply'       => '`{"message":"<p …>","code":"1"|"-1","redirect"}`, with a 4xx on refusal',
	),
	array(
		'action'      => RegisterAjaxHandler::ACTION,
		'feature'     => 'register',
		'method'      => 'POST',
		'handler'     => RegisterAjaxHandler::class,
		'nonce'       => RegisterAjaxHandler::NONCE_ACTION,
		'nonce_field' => RegisterAjaxHandler::NONCE_FIELD,
		'fields'      => array( 'data' => 'the serialized form: `user_login`, `user_email`, `password`, `repeat_password`' ),
		'reply'       => '`{"success":true,"data":{"message"}}`; refusals `{"success":false,"data":{"code","message"}}` with a 4xx',
	),
	$wishlist(
		'add_to_wishlist',
		array(
			'add_to_wishlist'     => 'the product id',
			'wishlist_id'         => 'a list id, `new` for a new list, empty for the default list',
			'wishlist_name'       => 'the new list\'s name',
			'wishlist_visibility' => 'the new list\'s privacy',
			'quantity'            => 'at least 1',
			'product_type'        => 'the product\'s type',
		) + $fragments,
		'`{"prod_id","result":"true"|"exists","message","fragments","user_wishlists","wishlist_url","wishlist_id","product_type"}`'
	),
	$wishlist( 'remove_from_wishlist', array( 'remove_from_wishlist' => 'the product id' ) + $fragments, '`{"fragments":{…}}`' ),
	$wishlist(
		'remove_from_all_wishlists',
		array(
			'prod_id'     => 'the product id',
			'wishlist_id' => 'one list only (optional)',
		) + $fragments
	),
	$wishlist( 'delete_item', array( 'item_id' => 'the row\'s id' ) + $fragments ),
	$wishlist(
		'update_item_quantity',
		array(
			'wishlist_token' => 'the list',
			'product_id'     => 'the product',
			'quantity'       => 'digits',
		),
		'an empty 200'
	),
	$wishlist(
		'sort_wishlist_items',
		array(
			'wishlist_token' => 'the list',
			'positions'      => 'item ids, comma-separated (or YITH\'s `positions[]` of product ids)',
			'page'           => 'the page the rows are on',
			'per_page'       => 'rows per page',
		),
		'an empty 200'
	),
	$wishlist(
		'save_title',
		array(
			'wishlist_id' => 'the list',
			'title'       => 'non-empty',
		) + $fragments
	),
	$wishlist(
		'save_privacy',
		array(
			'wishlist_id' => 'the list',
			'privacy'     => '0 public, 1 shared, 2 private',
		) + $fragments
	),
	$wishlist(
		'move_to_another_wishlist',
		array(
			'wishlist_token'             => 'the list it leaves',
			'item_id'                    => 'the item (or `row_id`)',
			'destination_wishlist_token' => 'the list it joins, `new` for a new one',
			'wishlist_name'              => 'the new list\'s name',
			'wishlist_visibility'        => 'the new list\'s privacy',
		) + $fragments,
		'`{"result":true,"message","fragments","user_wishlists"}`'
	),
	$wishlist(
		'ask_an_estimate',
		array(
			'wishlist_token'   => 'the list',
			'reply_email'      => 'where the shop answers',
			'additional_notes' => 'optional',
		),
		'`{"result":true,"message","template"}`'
	),
	$wishlist( 'load_fragments', $fragments, '`{"fragments":{…}}` (and `wishlist` when that fragment is asked for); read only' ),
	$wishlist( 'load_mobile', $fragments, '`{"fragments":{…}}`; read only' ),
	$wishlist(
		'reload_wishlist_and_adding_elem',
		array(
			'wishlist_token'  => 'the list',
			'add_to_wishlist' => 'a product to add first (optional)',
			'page'            => 'the page',
			'per_page'        => 'rows per page',
		),
		'the list\'s HTML (`<div>…</div>`)'
	),
);
