/**
 * The checkout's rate limit, on the running site: one client address places 10 orders in an
 * hour; the 11th gets the checkout page back with status 429 and the reason, its cart kept.
 *
 * The local stack lets loopback requests past the checkout limits (the suite places many
 * orders from 127.0.0.1); this test asks for the real ones with `X-Vitrine-Real-Limits: 1`
 * and plays a client address of its own (`X-Vitrine-Test-Client-IP`), so that no other test's
 * orders count against it (docs/testing.md).
 */

/**
 * External dependencies
 */
import { expect, request as playwrightRequest, test } from '@playwright/test';

/**
 * Internal dependencies
 */
import { temporaryProduct } from './support';

test( 'one address places ten orders an hour and the eleventh is refused with 429', async ( {
	baseURL,
} ) => {
	test.setTimeout( 120_000 );
	const marker = `${ Date.now().toString( 36 ) }${ Math.random()
		.toString( 36 )
		.slice( 2, 6 ) }`;
	const product = await temporaryProduct( `Rate limited ${ marker }`, {
		_regular_price: '3.00',
	} );
	const productId = product.id;
	// A documentation address (198.18.0.0/15) of this run's own.
	const address = `198.18.${ Math.floor( Math.random() * 250 ) + 1 }.${
		Math.floor( Math.random() * 250 ) + 1
	}`;
	const order = async ( n: number ) => {
		const guest = await playwrightRequest.newContext( {
			baseURL,
			extraHTTPHeaders: {
				'X-Vitrine-Real-Limits': '1',
				'X-Vitrine-Test-Client-IP': address,
			},
		} );
		const session = ( await (
			await guest.get( '/wp-json/vitrine/v1/session' )
		).json() ) as { nonces: Record< string, string > };
		const added = await guest.post(
			`/wp-json/vitrine/v1/cart/items?_wpnonce=${ session.nonces.wp_rest }`,
			{ data: { product_id: productId, quantity: 1 } }
		);
		expect( added.status() ).toBe( 201 );
		const reply = await guest.post( '/checkout/', {
			form: {
				billing_first_name: 'Limit',
				billing_last_name: 'Tester',
				billing_email: `limit-${ n }-${ marker }@example.com`,
				billing_phone: '0123456789',
				billing_address: '1 Rue du Test',
				billing_city: 'Lyon',
				billing_postcode: '69001',
				billing_country: 'FR',
				payment_method: 'cod',
				vitrine_place_order: '1',
				_vitrine_checkout_nonce: session.nonces.vitrine_checkout ?? '',
			},
			maxRedirects: 0,
		} );
		return { guest, reply };
	};

	try {
		for ( let n = 1; n <= 10; n++ ) {
			const { guest, reply } = await order( n );
			expect( reply.status(), `order ${ n }` ).toBe( 303 );
			await guest.dispose();
		}
		const { guest, reply } = await order( 11 );
		expect( reply.status() ).toBe( 429 );
		expect( reply.headers()[ 'retry-after' ] ).toBe( '3600' );
		const html = await reply.text();
		expect( html ).toContain(
			'Too many orders have been placed from your network or for this email address.'
		);
		expect( html ).toContain( `Rate limited ${ marker }` );
		await guest.dispose();
	} finally {
		await product.remove();
	}
} );
