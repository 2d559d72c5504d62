/**
 * Checkout under concurrency, with real HTTP requests. Stock: 20 guests, each with one unit of
 * a product that has 5 in stock in their cart, check out at the same moment. Exactly 5 orders
 * are placed; the other 15 get the checkout page back with a clear error, and the stock ends
 * at 0. One cart, one order: eight identical "Place order" posts of one guest at once, or two
 * 15 ms apart, place one order, and every reply lands on its confirmation.
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
import {
	cartWith,
	postCheckout,
	temporaryProduct,
	testBilling,
} from './support';

const BILLING = testBilling( {
	billing_first_name: 'Race',
	billing_email: 'race@example.com',
} );

/**
 * A guest with one unit of the product in the cart.
 *
 * @param baseURL   Site.
 * @param productId Product.
 */
async function guestWithOneUnit(
	baseURL: string,
	productId: number
): Promise< { guest: APIRequestContext; nonces: Record< string, string > } > {
	const guest = await playwrightRequest.newContext( { baseURL } );
	return { guest, nonces: await cartWith( guest, productId ) };
}

/**
 * A product with a managed stock, made through the REST API as the admin.
 *
 * @param title Title.
 * @param stock Units in stock.
 */
async function stockedProduct( title: string, stock: number ) {
	const product = await temporaryProduct( title, {
		_regular_price: '5.00',
		_manage_stock: 'yes',
		_stock: String( stock ),
	} );
	return {
		id: product.id,
		stock: async () => ( await product.meta() )._stock,
		remove: product.remove,
	};
}

test( 'eight identical simultaneous "Place order" posts of one cart make one order', async ( {
	baseURL,
} ) => {
	const product = await stockedProduct( `Double click ${ Date.now() }`, 10 );
	try {
		const { guest, nonces } = await guestWithOneUnit(
			baseURL ?? '',
			product.id
		);
		const replies = await Promise.all(
			Array.from( { length: 8 }, () =>
				postCheckout( guest, nonces, BILLING )
			)
		);
		const locations = replies.map(
			( reply ) => `${ reply.status() } ${ reply.headers().location }`
		);
		expect( locations[ 0 ] ).toMatch( /^303 .*order-received=\d+/ );
		expect( locations ).toEqual( Array( 8 ).fill( locations[ 0 ] ) );
		expect( await product.stock() ).toBe( '9' );
		await guest.dispose();
	} finally {
		await product.remove();
	}
} );

test( 'two "Place order" posts of one cart 15 ms apart make one order', async ( {
	baseURL,
} ) => {
	const product = await stockedProduct( `Quick twice ${ Date.now() }`, 10 );
	try {
		const { guest, nonces } = await guestWithOneUnit(
			baseURL ?? '',
			product.id
		);
		const first = postCheckout( guest, nonces, BILLING );
		// The gap is the case under test (the second click of an impatient customer).
		await new Promise( ( resolve ) => setTimeout( resolve, 15 ) );
		const second = postCheckout( guest, nonces, BILLING );
		const replies = await Promise.all( [ first, second ] );
		expect( replies.map( ( reply ) => reply.status() ) ).toEqual( [
			303, 303,
		] );
		expect( replies[ 1 ].headers().location ).toBe(
			replies[ 0 ].headers().location
		);
		expect( await product.stock() ).toBe( '9' );
		await guest.dispose();
	} finally {
		await product.remove();
	}
} );

test( '20 concurrent checkouts of a product with 5 in stock give exactly 5 orders', async ( {
	baseURL,
} ) => {
	test.setTimeout( 120_000 );
	const base = baseURL ?? '';
	const product = await temporaryProduct( `Limited run ${ Date.now() }`, {
		_regular_price: '5.00',
		_manage_stock: 'yes',
		_stock: '5',
	} );
	const productId = product.id;

	try {
		const guests = await Promise.all(
			Array.from( { length: 20 }, () =>
				guestWithOneUnit( base, productId )
			)
		);
		const replies = await Promise.all(
			guests.map( ( { guest, nonces } ) =>
				postCheckout( guest, nonces, BILLING )
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

		const meta = await product.meta();
		expect( meta._stock ).toBe( '0' );
		expect( meta._stock_status ).toBe( 'outofstock' );
		await Promise.all( guests.map( ( { guest } ) => guest.dispose() ) );
	} finally {
		await product.remove();
	}
} );
