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
import {
	cartWith,
	postCheckout,
	temporaryProduct,
	testBilling,
} from './support';

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
		const nonces = await cartWith( guest, productId );
		const reply = await postCheckout(
			guest,
			nonces,
			testBilling( {
				billing_first_name: 'Limit',
				billing_email: `limit-${ n }-${ marker }@example.com`,
			} )
		);
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
