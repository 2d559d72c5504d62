/**
 * Stock under concurrency, with real HTTP requests: 20 guests, each with one unit of a product
 * that has 5 in stock in their cart, check out at the same moment. Exactly 5 orders are placed;
 * the other 15 get the checkout page back with a clear error, and the stock ends at 0.
 */

/**
 * External dependencies
 */
import {
	expect,
	request as playwrightRequest,
	test,
	type APIRequestContext,
} from '@playwright/test';

const BILLING = {
	billing_first_name: 'Race',
	billing_last_name: 'Tester',
	billing_email: 'race@example.com',
	billing_phone: '0123456789',
	billing_address: '1 Rue du Test',
	billing_city: 'Lyon',
	billing_postcode: '69001',
	billing_country: 'FR',
	payment_method: 'cod',
	vitrine_place_order: '1',
};

async function adminContext( baseURL: string ) {
	const admin = await playwrightRequest.newContext( { baseURL } );
	await admin.get( '/wp-login.php' ); // Sets WordPress's test cookie.
	await admin.post( '/wp-login.php', {
		form: {
			log: 'admin',
			pwd: 'password',
			'wp-submit': 'Log In',
			testcookie: '1',
		},
	} );
	const nonce = await (
		await admin.get( '/wp-admin/admin-ajax.php?action=rest-nonce' )
	).text();
	return { admin, nonce };
}

interface GuestSession {
	nonces: Record< string, string >;
}

async function guestWithOneUnit(
	baseURL: string,
	productId: number
): Promise< { guest: APIRequestContext; checkoutNonce: string } > {
	const guest = await playwrightRequest.newContext( { baseURL } );
	const session = ( await (
		await guest.get( '/wp-json/vitrine/v1/session' )
	).json() ) as GuestSession;
	const added = await guest.post(
		`/wp-json/vitrine/v1/cart/items?_wpnonce=${ session.nonces.wp_rest }`,
		{ data: { product_id: productId, quantity: 1 } }
	);
	expect( added.status() ).toBe( 201 );
	return {
		guest,
		checkoutNonce: session.nonces.vitrine_checkout ?? '',
	};
}

test( '20 concurrent checkouts of a product with 5 in stock give exactly 5 orders', async ( {
	baseURL,
} ) => {
	test.setTimeout( 120_000 );
	const base = baseURL ?? '';
	const { admin, nonce } = await adminContext( base );
	const created = await admin.post( '/wp-json/wp/v2/products', {
		headers: { 'X-WP-Nonce': nonce },
		data: {
			title: `Limited run ${ Date.now() }`,
			status: 'publish',
			meta: {
				_regular_price: '5.00',
				_manage_stock: 'yes',
				_stock: '5',
			},
		},
	} );
	expect( created.status() ).toBe( 201 );
	const productId = ( ( await created.json() ) as { id: number } ).id;

	try {
		const guests = await Promise.all(
			Array.from( { length: 20 }, () =>
				guestWithOneUnit( base, productId )
			)
		);
		const replies = await Promise.all(
			guests.map( ( { guest, checkoutNonce } ) =>
				guest.post( '/checkout/', {
					form: {
						...BILLING,
						_vitrine_checkout_nonce: checkoutNonce,
					},
					maxRedirects: 0,
				} )
			)
		);
		const placed = replies.filter(
			( reply ) =>
				reply.status() === 303 &&
				/order-received=\d+/.test( reply.headers().location ?? '' )
		);
		expect( placed ).toHaveLength( 5 );
		const refused = replies.filter( ( reply ) => reply.status() === 200 );
		expect( refused ).toHaveLength( 15 );
		for ( const reply of refused ) {
			expect( await reply.text() ).toContain(
				'there is not enough “Limited run'
			);
		}

		const product = ( await (
			await admin.get( `/wp-json/wp/v2/products/${ productId }`, {
				headers: { 'X-WP-Nonce': nonce },
				params: { context: 'edit' },
			} )
		).json() ) as { meta: Record< string, string > };
		expect( product.meta._stock ).toBe( '0' );
		expect( product.meta._stock_status ).toBe( 'outofstock' );
		await Promise.all( guests.map( ( { guest } ) => guest.dispose() ) );
	} finally {
		await admin.delete( `/wp-json/wp/v2/products/${ productId }`, {
			headers: { 'X-WP-Nonce': nonce },
			params: { force: 'true' },
		} );
		await admin.dispose();
	}
} );
