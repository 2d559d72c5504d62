/**
 * YITH WooCommerce Wishlist 4.x's own front-end script (`jquery.yith-wcwl.js`, unchanged)
 * against Vitrine's admin-ajax actions: on a page with YITH's markup, each of the thirteen
 * actions and the list deletion link changes the page as on a YITH site (request → reply →
 * what the script changes).
 *
 * YITH's script is not in this repository (its licence travels with the plugin, not with
 * copies of single files): the run names a folder holding it, `VITRINE_REFERENCE_CLIENTS`
 * (docs/testing.md, "Reference clients"), and playwright.config.ts runs the
 * `*.reference.ts` files only then. jQuery is WordPress core's, served by the site.
 */

/**
 * External dependencies
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { temporaryProduct } from './support';

test.describe.configure( { mode: 'serial', timeout: 120_000 } );

const HARNESS = '/yith-wishlist-client/';
const SCRIPT = '/yith-wishlist-client/jquery.yith-wcwl.js';

/** YITH's action names, as its PHP hands them to the script. */
const ACTIONS = {
	add_to_wishlist_action: 'add_to_wishlist',
	remove_from_wishlist_action: 'remove_from_wishlist',
	reload_wishlist_and_adding_elem_action: 'reload_wishlist_and_adding_elem',
	load_mobile_action: 'load_mobile',
	delete_item_action: 'delete_item',
	save_title_action: 'save_title',
	save_privacy_action: 'save_privacy',
	load_fragments: 'load_fragments',
	remove_from_all_wishlists: 'remove_from_all_wishlists',
	sort_wishlist_items: 'sort_wishlist_items',
	update_item_quantity: 'update_item_quantity',
	ask_an_estimate: 'ask_an_estimate',
	move_to_another_wishlist_action: 'move_to_another_wishlist',
};

interface Session {
	nonces: Record< string, string >;
	wishlists: Array< { id: number; token: string; products: number[] } >;
}

/** A placeholder YITH's PHP prints for a product's button (loaded by `load_fragments`). */
const button = ( id: number ) =>
	`<div class="yith-wcwl-add-to-wishlist add-to-wishlist-${ id } wishlist-fragment on-first-load" data-fragment-ref="${ id }" data-fragment-options='{"product_id":${ id },"item":"add_to_wishlist"}'></div>`;

/**
 * The page: WordPress's jQuery, YITH's settings with the session's nonces, two buttons, the
 * wishlist form's placeholder, the manage table and the estimate form YITH's premium pages
 * print, a "frequently bought together" button, then YITH's script.
 * @param session  The visitor's session.
 * @param products Product ids.
 */
function harness( session: Session, products: number[] ): string {
	const nonce = Object.fromEntries(
		Object.values( ACTIONS ).map( ( action ) => [
			`${ action }_nonce`,
			session.nonces[ action ],
		] )
	);
	const l10n = {
		ajax_url: '/wp-admin/admin-ajax.php',
		multi_wishlist: false,
		hide_add_button: true,
		enable_ajax_loading: true,
		enable_notices: true,
		is_wishlist_responsive: true,
		mobile_media_query: 768,
		fragments_index_glue: '.',
		popup_timeout: 3000,
		time_to_close_prettyphoto: 3000,
		reload_on_found_variation: false,
		labels: { cookie_disabled: 'Cookies!', added_to_cart_message: '' },
		actions: ACTIONS,
		nonce,
	};
	return `<!doctype html><html><head><meta charset="utf-8"><title>YITH client</title>
<script src="/wp-includes/js/jquery/jquery.min.js"></script>
<script>var yith_wcwl_l10n = ${ JSON.stringify( l10n ) };</script></head><body>
${ products.map( button ).join( '\n' ) }
<form id="yith-wcwl-form" class="woocommerce yith-wcwl-form wishlist-fragment on-first-load" data-fragment-options='{"item":"wishlist"}'></form>
<a href="#" class="yith-wfbt-add-wishlist" data-product-id="${
		products[ 2 ]
	}" data-product-type="simple">Add the bundle's product</a>
<script src="${ SCRIPT }"></script></body></html>`;
}

const ajax = ( page: Page, action: string ) =>
	page.waitForResponse(
		( response ) =>
			response.url().includes( 'admin-ajax.php' ) &&
			( response.request().postData() ?? '' ).includes(
				`action=${ action }`
			)
	);

const rows = ( page: Page ) =>
	page
		.locator( '#yith-wcwl-form .wishlist_table [data-row-id]' )
		.evaluateAll( ( list ) =>
			list.map( ( row ) =>
				Number( ( row as HTMLElement ).dataset.rowId )
			)
		);

/**
 * Asks YITH's script to load every fragment of the page again (its `yith_wcwl_reload_fragments`
 * event) and waits for the reply.
 * @param page The harness.
 */
async function reloadFragments( page: Page ): Promise< void > {
	const reply = ajax( page, 'load_fragments' );
	await page.evaluate( () => {
		const { jQuery } = window as unknown as {
			jQuery: ( target: Document ) => {
				trigger: ( event: string, data: unknown[] ) => void;
			};
		};
		jQuery( document ).trigger( 'yith_wcwl_reload_fragments', [
			{ firstLoad: false },
		] );
	} );
	expect( ( await reply ).status() ).toBe( 200 );
}

test( 'YITH’s script: every action and the list deletion change the page as on a YITH site', async ( {
	page,
} ) => {
	const folder = process.env.VITRINE_REFERENCE_CLIENTS ?? '';
	const script = readFileSync( join( folder, 'jquery.yith-wcwl.js' ) );
	const made = await Promise.all(
		[ 'Linen apron', 'Oak board', 'Tea towel' ].map( ( title ) =>
			temporaryProduct( `${ title } ${ Date.now() }`, {
				_regular_price: '12.00',
			} )
		)
	);
	const [ a, b, c ] = made.map( ( product ) => product.id ) as [
		number,
		number,
		number,
	];
	try {
		// The guest's session first: its nonces are keyed to the visitor cookie it sets.
		const session = ( await (
			await page.request.get( '/wp-json/vitrine/v1/session' )
		).json() ) as Session;
		await page.route( `**${ HARNESS }`, ( route ) =>
			route.fulfill( {
				contentType: 'text/html',
				body: harness( session, [ a, b, c ] ),
			} )
		);
		await page.route( `**${ SCRIPT }`, ( route ) =>
			route.fulfill( {
				contentType: 'application/javascript',
				body: script,
			} )
		);

		// load_fragments: the buttons arrive; the form stays (no list yet: nothing to show).
		let reply = ajax( page, 'load_fragments' );
		await page.goto( HARNESS );
		expect( ( await reply ).status() ).toBe( 200 );
		const buttonA = page.locator( `.add-to-wishlist-${ a }` );
		await expect( buttonA.locator( 'a.add_to_wishlist' ) ).toHaveAttribute(
			'data-product-id',
			String( a )
		);

		// add_to_wishlist: the button turns to "in your wishlist", the form shows the row.
		reply = ajax( page, 'add_to_wishlist' );
		await buttonA.locator( 'a.add_to_wishlist' ).click();
		const added = await ( await reply ).json();
		expect( added ).toMatchObject( {
			result: 'true',
			product_type: 'simple',
		} );
		await expect( buttonA ).toHaveClass( /\bexists\b/ );
		await expect( buttonA.locator( 'a.delete_item' ) ).toBeVisible();
		await expect( page.locator( '#yith-wcwl-message' ) ).toContainText(
			'Product added!'
		);
		await expect.poll( () => rows( page ) ).toEqual( [ a ] );

		// delete_item: the button goes back to "add", the row leaves the form.
		reply = ajax( page, 'delete_item' );
		await buttonA.locator( 'a.delete_item' ).click();
		expect( ( await reply ).status() ).toBe( 200 );
		await expect( buttonA ).not.toHaveClass( /\bexists\b/ );
		await expect.poll( () => rows( page ) ).toEqual( [] );
		await expect(
			page.locator( '#yith-wcwl-form .wishlist-empty' )
		).toBeVisible();

		// Two products in, then remove_from_wishlist from the form's × link.
		for ( const id of [ a, b ] ) {
			reply = ajax( page, 'add_to_wishlist' );
			await page
				.locator( `.add-to-wishlist-${ id } a.add_to_wishlist` )
				.click();
			await reply;
		}
		await expect.poll( () => rows( page ) ).toEqual( [ a, b ] );
		reply = ajax( page, 'remove_from_wishlist' );
		await page
			.locator( `[data-row-id="${ b }"] a.remove_from_wishlist` )
			.click();
		expect( ( await reply ).status() ).toBe( 200 );
		await expect.poll( () => rows( page ) ).toEqual( [ a ] );
		await expect(
			page.locator( `.add-to-wishlist-${ b }` )
		).not.toHaveClass( /\bexists\b/ );

		// update_item_quantity: sent a second after the change; a reload shows it kept.
		reply = ajax( page, 'update_item_quantity' );
		await page
			.locator( `[data-row-id="${ a }"] .product-quantity input` )
			.fill( '3' );
		await page
			.locator( `[data-row-id="${ a }"] .product-quantity input` )
			.dispatchEvent( 'change' );
		expect( ( await reply ).status() ).toBe( 200 );

		// save_title: the title edited in place, the form re-rendered with it.
		await page.locator( '.show-title-form' ).click();
		await page.locator( '.hidden-title-form input' ).fill( 'Kitchen' );
		reply = ajax( page, 'save_title' );
		await page.locator( '.save-title-form' ).click();
		expect( ( await reply ).status() ).toBe( 200 );
		await expect( page.locator( '.wishlist-title h2' ) ).toHaveText(
			'Kitchen'
		);
		await expect(
			page.locator( `[data-row-id="${ a }"] .product-quantity input` )
		).toHaveValue( '3' );

		// load_mobile: a narrow window asks for the form again.
		reply = ajax( page, 'load_mobile' );
		await page.setViewportSize( { width: 600, height: 800 } );
		const mobile = await ( await reply ).json();
		expect( Object.keys( mobile.fragments ) ).toHaveLength( 1 );
		await expect.poll( () => rows( page ) ).toEqual( [ a ] );
		await expect(
			page.locator( '#yith-wcwl-form .wishlist_table' )
		).toHaveClass( /\bmobile\b/ );
		// Wide again: the script asks for the wide layout (the table says `mobile`).
		reply = ajax( page, 'load_mobile' );
		await page.setViewportSize( { width: 1280, height: 800 } );
		expect( ( await reply ).status() ).toBe( 200 );
		await expect(
			page.locator( '#yith-wcwl-form .wishlist_table' )
		).not.toHaveClass( /\bmobile\b/ );

		// reload_wishlist_and_adding_elem: the bundle's button adds C and swaps in the form.
		reply = ajax( page, 'reload_wishlist_and_adding_elem' );
		await page.locator( '.yith-wfbt-add-wishlist' ).click();
		expect( ( await reply ).status() ).toBe( 200 );
		await expect.poll( () => rows( page ) ).toEqual( [ a, c ] );

		const list = (
			( await (
				await page.request.get( '/wp-json/vitrine/v1/session' )
			).json() ) as Session
		 ).wishlists[ 0 ]!;
		// ask_an_estimate from YITH's popup form: the form is replaced by the reply's template.
		await page.evaluate( ( token ) => {
			document.body.insertAdjacentHTML(
				'beforeend',
				`<form class="wishlist-ask-an-estimate-popup"><p class="popup-description">Ask</p><input type="hidden" name="wishlist_token" value="${ token }"><input name="reply_email" value="buyer@example.test"><textarea name="additional_notes">Gift wrap</textarea><button type="submit">Send</button></form>`
			);
		}, list.token );
		reply = ajax( page, 'ask_an_estimate' );
		await page.getByRole( 'button', { name: 'Send' } ).click();
		expect( ( await reply ).status() ).toBe( 200 );
		await expect(
			page.locator( '.wishlist-ask-an-estimate-popup' )
		).toHaveCount( 0 );
		await expect( page.getByRole( 'status' ) ).toContainText(
			'estimate request has been sent'
		);

		// sort_wishlist_items: the rows' order as YITH's sortable posts it (product ids).
		const sorted = await page.evaluate(
			async ( { token, ids, nonce } ) => {
				const body = new URLSearchParams( {
					action: 'sort_wishlist_items',
					nonce,
					context: 'frontend',
					wishlist_token: token,
					page: '1',
					per_page: '25',
				} );
				ids.forEach( ( id ) =>
					body.append( 'positions[]', String( id ) )
				);
				return (
					await fetch( '/wp-admin/admin-ajax.php', {
						method: 'POST',
						body,
					} )
				).status;
			},
			{
				token: list.token,
				ids: [ c, a ],
				nonce: session.nonces.sort_wishlist_items!,
			}
		);
		expect( sorted ).toBe( 200 );
		await reloadFragments( page );
		await expect.poll( () => rows( page ) ).toEqual( [ c, a ] );

		// move_to_another_wishlist: a second list, then the row's select moves A there.
		const second = await page.evaluate(
			async ( { id, nonce } ) =>
				(
					await fetch( '/wp-admin/admin-ajax.php', {
						method: 'POST',
						body: new URLSearchParams( {
							action: 'add_to_wishlist',
							nonce,
							add_to_wishlist: String( id ),
							wishlist_id: 'new',
							wishlist_name: 'Later',
						} ),
					} )
				).json(),
			{ id: b, nonce: session.nonces.add_to_wishlist! }
		);
		await reloadFragments( page );
		const later = (
			second.user_wishlists as Array< {
				token: string;
				wishlist_name: string;
			} >
		 ).find( ( entry ) => entry.wishlist_name === 'Later' )!;
		reply = ajax( page, 'move_to_another_wishlist' );
		await page
			.locator( `[data-row-id="${ a }"] select.change-wishlist` )
			.selectOption( later.token );
		expect( ( await reply ).status() ).toBe( 200 );
		await expect.poll( () => rows( page ) ).toEqual( [ c ] );

		// remove_from_all_wishlists (YITH's link in a product's dropdown): C leaves the form.
		await page.evaluate( ( id ) => {
			document.body.insertAdjacentHTML(
				'beforeend',
				`<div class="content"><a href="#" class="remove_from_all_wishlists" data-product-id="${ id }">Remove from all</a></div>`
			);
		}, c );
		reply = ajax( page, 'remove_from_all_wishlists' );
		await page.locator( '.remove_from_all_wishlists' ).click();
		expect( ( await reply ).status() ).toBe( 200 );
		await expect.poll( () => rows( page ) ).toEqual( [] );

		// save_privacy from YITH's manage table (its premium page prints it).
		await page.evaluate( ( id ) => {
			document.body.insertAdjacentHTML(
				'beforeend',
				`<table class="wishlist_manage_table"><tr data-wishlist-id="${ id }"><td><select class="wishlist-visibility"><option value="0">Public</option><option value="1">Shared</option><option value="2">Private</option></select></td></tr></table>`
			);
		}, list.id );
		reply = ajax( page, 'save_privacy' );
		await page.locator( '.wishlist-visibility' ).selectOption( '2' );
		expect( await ( await reply ).json() ).toMatchObject( {
			result: true,
			share_url: '',
		} );

		// Deleting a list: YITH's link with the session's nonce, then the list is gone.
		const fresh = ( await (
			await page.request.get( '/wp-json/vitrine/v1/session' )
		).json() ) as Session;
		const response = await page.goto(
			`/wishlist/?wishlist=manage&wishlist_id=${ list.id }&yith_wcwl_delete=${ fresh.nonces.yith_wcwl_delete_action }`
		);
		expect( response?.url() ).toMatch( /\/wishlist\/\?wishlist=manage$/ );
		const after = ( await (
			await page.request.get( '/wp-json/vitrine/v1/session' )
		).json() ) as Session;
		expect( after.wishlists.map( ( entry ) => entry.id ) ).not.toContain(
			list.id
		);
	} finally {
		await Promise.all( made.map( ( product ) => product.remove() ) );
	}
} );
