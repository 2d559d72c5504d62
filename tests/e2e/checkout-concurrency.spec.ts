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

/**
 * Internal dependencies
 */
import { restAs } from './support';

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
	const admin = await restAs();
	const { id: productId } = await admin.rest< { id: number } >( {
		method: 'POST',
		path: '/wp/v2/products',
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

		const product = await admin.rest< { meta: Record< string, string > } >(
			{
				path: `/wp/v2/products/${ productId }`,
				params: { context: 'edit' },
			}
		);
		expect( product.meta._stock ).toBe( '0' );
		expect( product.meta._stock_status ).toBe( 'outofstock' );
		await Promise.all( guests.map( ( { guest } ) => guest.dispose() ) );
	} finally {
		await admin.rest( {
			method: 'DELETE',
			path: `/wp/v2/products/${ productId }`,
			params: { force: true },
		} );
	}
} );
