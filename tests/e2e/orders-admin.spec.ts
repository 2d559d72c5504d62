/**
 * A shop owner works in the Orders and Wishlists screens: an administrator and a shop manager
 * each find an order by search, change its status, add a note, send its mail again (it arrives
 * in the sink), cancel it and see the stock back on the product. The wishlists screen filters
 * to guests' and members' lists and shows the most wished-for products report. axe finds
 * nothing on these screens; full-page screenshots go to the test's output.
 */

/**
 * External dependencies
 */
import AxeBuilder from '@axe-core/playwright';
import {
	expect,
	request as playwrightRequest,
	test,
	type Page,
	type TestInfo,
} from '@playwright/test';

/**
 * Internal dependencies
 */
import {
	cartWith,
	logIn,
	mailsTo,
	orderIdOf,
	postCheckout,
	restAs,
	temporaryProduct,
	testBilling,
} from './support';

const WCAG = [ 'wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa' ];
const PASSWORD = 'a-long-Shop-manager-password-42';

async function violations( page: Page, within = '#wpbody-content' ) {
	const results = await new AxeBuilder( { page } )
		.include( within )
		.withTags( WCAG )
		.analyze();
	return results.violations.map(
		( violation ) =>
			`${ violation.id }: ${ violation.nodes
				.map( ( node ) => node.target.join( ' ' ) )
				.join( ', ' ) }`
	);
}

async function screenshot( page: Page, info: TestInfo, name: string ) {
	await page.screenshot( {
		path: info.outputPath( `${ name }.png` ),
		fullPage: true,
	} );
}

const marker = () =>
	`${ Date.now().toString( 36 ) }${ Math.random().toString( 36 ).slice( 2, 6 ) }`;

/**
 * Places a guest's order of two units of a product.
 *
 * @param baseURL   Site.
 * @param productId Product.
 * @param email     Billing email.
 * @param lastName  Billing last name.
 */
async function placeOrder(
	baseURL: string | undefined,
	productId: number,
	email: string,
	lastName: string
): Promise< number > {
	const guest = await playwrightRequest.newContext( { baseURL } );
	try {
		const nonces = await cartWith( guest, productId, 2 );
		const placed = await postCheckout(
			guest,
			nonces,
			testBilling( { billing_last_name: lastName, billing_email: email } )
		);
		expect( placed.status() ).toBe( 303 );
		return orderIdOf( placed );
	} finally {
		await guest.dispose();
	}
}

for ( const role of [ 'administrator', 'shop_manager' ] ) {
	test( `${ role }: finds an order, changes its status, notes it, resends its mail and cancels it with the stock back`, async ( {
		baseURL,
		page,
	}, info ) => {
		test.setTimeout( 120_000 );
		const id = marker();
		const email = `orders-admin-${ id }@example.com`;
		const product = await temporaryProduct( `Pottery jug ${ id }`, {
			_regular_price: '9.00',
			_manage_stock: 'yes',
			_stock: '5',
		} );
		let user = 0;
		try {
			const orderId = await placeOrder( baseURL, product.id, email, id );
			expect( orderId ).toBeGreaterThan( 0 );
			expect( ( await product.meta() )._stock ).toBe( '3' );
			await expect
				.poll( () => mailsTo( email ).length, { timeout: 15_000 } )
				.toBe( 1 );

			if ( role === 'administrator' ) {
				await logIn( page );
			} else {
				const username = `shop_manager_orders_${ id }`;
				( { id: user } = await (
					await restAs()
				).rest< { id: number } >( {
					method: 'POST',
					path: '/wp/v2/users',
					data: {
						username,
						email: `${ username }@example.com`,
						password: PASSWORD,
						roles: [ 'shop_manager' ],
					},
				} ) );
				await logIn( page, username, PASSWORD );
			}

			// Find it by the customer's email from the list's search box.
			await page.goto( '/wp-admin/admin.php?page=vitrine-orders' );
			await page.getByLabel( 'Search orders' ).fill( email );
			await page.getByLabel( 'Search orders' ).press( 'Enter' );
			const row = page.locator( 'tbody tr', {
				hasText: `Mabel ${ id }`,
			} );
			await expect( row ).toHaveCount( 1 );
			await expect( row.locator( '.vitrine-status-pill' ) ).toHaveText(
				'Processing'
			);
			await expect( row.locator( 'time' ) ).toHaveText( /ago$/ );
			await expect( page.locator( '.subsubsub' ) ).toContainText(
				/Processing \(\d+\)/
			);
			expect( await violations( page ) ).toEqual( [] );
			await screenshot( page, info, `orders-list-${ role }` );

			await row.getByRole( 'link', { name: `#${ orderId }` } ).click();
			await expect(
				page.getByRole( 'heading', {
					name: `Order #${ orderId } details`,
				} )
			).toBeVisible();
			await expect(
				page.locator( '.vitrine-order__placed' )
			).toContainText( 'Placed on' );

			// Status: keyboard-usable select and button.
			await page.getByLabel( 'Status' ).selectOption( 'completed' );
			await page.getByRole( 'button', { name: 'Update' } ).click();
			await expect( page.locator( '.notice-success p' ) ).toHaveText(
				'Order updated.'
			);
			await expect(
				page.locator( 'h1 + .vitrine-status-pill' )
			).toHaveText( 'Completed' );
			await expect( page.locator( '.vitrine-notes' ) ).toContainText(
				'Order status changed from Processing to Completed.'
			);

			// A private note with its author.
			await page
				.getByRole( 'textbox', { name: 'Add note' } )
				.fill( `Phoned the customer ${ id }.` );
			await page.getByRole( 'button', { name: 'Add note' } ).click();
			await expect( page.locator( '.notice-success p' ) ).toHaveText(
				'Note added.'
			);
			const note = page.locator( '.vitrine-note--private' ).first();
			await expect( note ).toContainText(
				`Phoned the customer ${ id }.`
			);
			await expect( note ).toContainText( 'Private note' );

			// The customer's mail again: it arrives in the sink.
			await page
				.getByRole( 'button', {
					name: 'Email the order details to the customer',
				} )
				.click();
			await expect( page.locator( '.notice-success p' ) ).toHaveText(
				'The mail was sent.'
			);
			await expect
				.poll( () => mailsTo( email ).length, {
					timeout: 15_000,
					message: 'the mail sent again is in the sink',
				} )
				.toBe( 2 );
			expect( mailsTo( email )[ 1 ]?.subject ).toContain(
				`#${ orderId }`
			);

			expect( await violations( page ) ).toEqual( [] );
			await screenshot( page, info, `order-${ role }` );

			// Cancel: the two units go back to the product, once.
			await page
				.getByRole( 'button', {
					name: 'Cancel order and restore stock',
				} )
				.click();
			await expect( page.locator( '.notice-success p' ) ).toHaveText(
				'Order cancelled. Its stock was restored.'
			);
			await expect(
				page.locator( 'h1 + .vitrine-status-pill' )
			).toHaveText( 'Cancelled' );
			await expect( page.locator( '.vitrine-notes' ) ).toContainText(
				`Stock restored: Pottery jug ${ id } × 2.`
			);
			expect( ( await product.meta() )._stock ).toBe( '5' );
			await expect(
				page.getByRole( 'button', {
					name: 'Cancel order and restore stock',
				} )
			).toHaveCount( 0 );

			// The printable page: the order, a Print button, nothing axe objects to.
			await page.goto(
				`/wp-admin/admin-post.php?action=vitrine_order_print&order=${ orderId }`
			);
			await expect(
				page.getByRole( 'heading', { name: `Order #${ orderId }` } )
			).toBeVisible();
			await expect( page.locator( 'tbody' ) ).toContainText(
				`Pottery jug ${ id }`
			);
			await expect(
				page.getByRole( 'button', { name: 'Print' } )
			).toBeVisible();
			expect( await violations( page, 'body' ) ).toEqual( [] );
			await screenshot( page, info, `order-print-${ role }` );

			// Reopened from the list's bulk actions: the stock is taken again.
			await page.goto(
				`/wp-admin/admin.php?page=vitrine-orders&s=${ encodeURIComponent(
					email
				) }`
			);
			await page
				.getByRole( 'checkbox', { name: `Select order #${ orderId }` } )
				.check();
			await page
				.locator( '#bulk-action-selector-top' )
				.selectOption( 'mark_processing' );
			await page.locator( '#doaction' ).click();
			await expect( page.locator( '.notice-success p' ) ).toHaveText(
				'1 order status changed.'
			);
			await expect(
				page
					.locator( 'tbody tr', { hasText: `Mabel ${ id }` } )
					.locator( '.vitrine-status-pill' )
			).toHaveText( 'Processing' );
			expect( ( await product.meta() )._stock ).toBe( '3' );
		} finally {
			await product.remove();
			if ( user ) {
				await (
					await restAs()
				).rest( {
					method: 'DELETE',
					path: `/wp/v2/users/${ user }`,
					params: { force: true, reassign: 1 },
				} );
			}
		}
	} );
}

test( 'the wishlists screen filters to guests and members and shows the report', async ( {
	baseURL,
	page,
}, info ) => {
	test.setTimeout( 90_000 );
	const id = marker();
	const product = await temporaryProduct( `Wished lamp ${ id }`, {
		_regular_price: '12.00',
	} );
	const guest = await playwrightRequest.newContext( { baseURL } );
	try {
		// A guest's list and the administrator's own.
		const session = ( await (
			await guest.get( '/wp-json/vitrine/v1/session' )
		).json() ) as { nonces: Record< string, string > };
		const guestAdd = await guest.post( '/wp-admin/admin-ajax.php', {
			form: {
				action: 'add_to_wishlist',
				nonce: session.nonces.add_to_wishlist ?? '',
				add_to_wishlist: String( product.id ),
			},
		} );
		expect( guestAdd.ok() ).toBe( true );
		const admin = await restAs();
		const adminSession = ( await (
			await admin.request.get( '/wp-json/vitrine/v1/session', {
				headers: { 'X-WP-Nonce': admin.storageState?.nonce ?? '' },
			} )
		).json() ) as { nonces: Record< string, string > };
		const memberAdd = await admin.request.post(
			'/wp-admin/admin-ajax.php',
			{
				form: {
					action: 'add_to_wishlist',
					nonce: adminSession.nonces.add_to_wishlist ?? '',
					add_to_wishlist: String( product.id ),
				},
			}
		);
		expect( memberAdd.ok() ).toBe( true );
		const adminList = (
			( await memberAdd.json() ) as { wishlist_id: number }
		 ).wishlist_id;

		await logIn( page );
		await page.goto(
			'/wp-admin/edit.php?post_type=vitrine_product&page=vitrine-wishlists'
		);
		await expect(
			page.locator( '.vitrine-wishlists-totals' )
		).toContainText( 'Guests’ lists' );
		expect( await violations( page ) ).toEqual( [] );
		await screenshot( page, info, 'wishlists' );

		await page
			.locator( '.subsubsub' )
			.getByRole( 'link', { name: /^Guests/ } )
			.click();
		await expect(
			page.locator( 'tbody .column-owner' ).first()
		).toHaveText( 'Guest' );
		await expect(
			page.locator( 'tbody .column-owner', { hasNotText: 'Guest' } )
		).toHaveCount( 0 );

		await page
			.locator( '.subsubsub' )
			.getByRole( 'link', { name: /^Members/ } )
			.click();
		await expect(
			page.locator( 'tbody .column-owner' ).first()
		).toBeVisible();
		await expect(
			page.locator( 'tbody .column-owner', { hasText: /^Guest$/ } )
		).toHaveCount( 0 );

		// A row opens its list: the administrator's own holds the lamp (found through the member
		// search: older lists may be pages away).
		await page.getByLabel( 'Member', { exact: true } ).fill( 'admin' );
		await page.getByRole( 'button', { name: 'Filter' } ).click();
		await page
			.locator( `tbody a.row-title[href*="?wishlist=${ adminList }&"]` )
			.click();
		await expect( page ).toHaveURL(
			new RegExp( `wishlist=${ adminList }` )
		);
		await expect(
			page.getByRole( 'heading', { level: 1, name: /^Wishlist: / } )
		).toBeVisible();
		await expect(
			page.locator( 'tbody tr', { hasText: `Wished lamp ${ id }` } )
		).toHaveCount( 1 );
		expect( await violations( page ) ).toEqual( [] );
		await screenshot( page, info, 'wishlist-items' );
		await page.getByRole( 'link', { name: '← All wishlists' } ).click();

		// The report: the lamp is in two lists, linked to its page.
		await page
			.getByRole( 'link', { name: 'Most wished-for products' } )
			.click();
		const row = page.locator( 'tbody tr', {
			hasText: `Wished lamp ${ id }`,
		} );
		await expect( row.locator( '.column-lists' ) ).toHaveText( '2' );
		await expect(
			row.getByRole( 'link', { name: `View Wished lamp ${ id }` } )
		).toHaveAttribute( 'href', /wished-lamp/ );
		await page
			.locator( 'thead' )
			.getByRole( 'link', { name: /Units wished for/ } )
			.click();
		await expect( page ).toHaveURL( /orderby=quantity/ );
		expect( await violations( page ) ).toEqual( [] );
		await screenshot( page, info, 'wishlists-report' );
	} finally {
		await guest.dispose();
		await product.remove();
	}
} );
