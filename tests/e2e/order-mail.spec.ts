/**
 * An order mail the mail server refuses is not lost: the customer still gets "Thank you" (the
 * order is placed), the order is marked "Mail failed" on the Orders screen with the server's
 * reason, and once the mail works again "Resend" delivers it and the mark goes.
 *
 * Delivery is broken for this test's customer address only (the sink refuses the addresses
 * listed in its refuse-recipients.txt), so specs sending mail at the same time are unaffected.
 * The mails go after the checkout's reply: with the sink holding this customer's mail (as a
 * slow mail server does), the reply comes all the same, and the mail once the sink answers.
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
	holdMailTo,
	logIn,
	mailsTo,
	postCheckout,
	refuseMailTo,
	sentMails,
	temporaryProduct,
	testBilling,
} from './support';

test( 'a refused order mail is marked on the order and Resend delivers it', async ( {
	baseURL,
	page,
} ) => {
	test.setTimeout( 90_000 );
	const marker = `${ Date.now().toString( 36 ) }${ Math.random()
		.toString( 36 )
		.slice( 2, 6 ) }`;
	const email = `order-mail-${ marker }@example.com`;
	const product = await temporaryProduct( `Mailed lamp ${ marker }`, {
		_regular_price: '7.00',
	} );
	const productId = product.id;
	const guest = await playwrightRequest.newContext( { baseURL } );
	try {
		const nonces = await cartWith( guest, productId );

		refuseMailTo( email, true );
		let confirmation = '';
		try {
			const placed = await postCheckout(
				guest,
				nonces,
				testBilling( {
					billing_last_name: marker,
					billing_email: email,
				} )
			);
			expect( placed.status() ).toBe( 303 );
			confirmation = placed.headers().location ?? '';
			expect(
				await ( await guest.get( confirmation ) ).text()
			).toContain( 'Thank you. Your order has been received.' );

			// The shop sees the failure in the list (the mails go after the reply, so the list
			// may show it a moment later), and on the order with the server's reason.
			await logIn( page );
			await expect( async () => {
				await page.goto(
					`/wp-admin/admin.php?page=vitrine-orders&s=${ encodeURIComponent(
						email
					) }`
				);
				await expect(
					page.locator( 'tr', { hasText: `Mabel ${ marker }` } )
				).toContainText( 'Mail failed', { timeout: 1000 } );
			} ).toPass();
		} finally {
			refuseMailTo( email, false );
		}
		const orderId = Number(
			new URL( confirmation ).searchParams.get( 'order-received' )
		);
		expect( orderId ).toBeGreaterThan( 0 );
		expect( mailsTo( email ) ).toHaveLength( 0 );
		await page.goto(
			`/wp-admin/admin.php?page=vitrine-orders&order=${ orderId }`
		);
		const failures = page.locator( '.vitrine-order-mail' );
		await expect( failures ).toContainText( 'Mail failed' );
		await expect( failures ).toContainText( 'Mailbox unavailable' );
		await expect(
			page.getByRole( 'button', { name: 'Resend the shop’s mail' } )
		).toHaveCount( 0 );

		// The mail works again: Resend delivers it and the mark goes.
		await page
			.getByRole( 'button', { name: 'Resend the customer’s mail' } )
			.click();
		await expect( page.locator( '.notice-success p' ) ).toHaveText(
			'The mail was sent again.'
		);
		await expect( page.locator( '.vitrine-order-mail' ) ).toHaveCount( 0 );
		await expect
			.poll( () => mailsTo( email ).length, {
				timeout: 15_000,
				message: 'resent mail in the sink',
			} )
			.toBe( 1 );
		expect( mailsTo( email )[ 0 ]?.subject ).toContain( `#${ orderId }` );
	} finally {
		await guest.dispose();
		await product.remove();
	}
} );

test( 'placing an order does not wait for the mail server: the reply comes while the sink holds the mail, which arrives once released', async ( {
	baseURL,
} ) => {
	const marker = `${ Date.now().toString( 36 ) }${ Math.random()
		.toString( 36 )
		.slice( 2, 6 ) }`;
	const email = `order-slow-mail-${ marker }@example.com`;
	const product = await temporaryProduct( `Slow lamp ${ marker }`, {
		_regular_price: '7.00',
	} );
	const guest = await playwrightRequest.newContext( { baseURL } );
	holdMailTo( email, true );
	try {
		const nonces = await cartWith( guest, product.id );
		// Were the mails sent before the reply, this post would wait for the held mail and
		// time out (30 s).
		const placed = await postCheckout(
			guest,
			nonces,
			testBilling( { billing_last_name: marker, billing_email: email } )
		);
		expect( placed.status() ).toBe( 303 );
		expect( mailsTo( email ) ).toHaveLength( 0 );
		holdMailTo( email, false );
		await expect
			.poll( () => mailsTo( email ).length, {
				timeout: 15_000,
				message: 'the mail, once the server answers',
			} )
			.toBe( 1 );
	} finally {
		holdMailTo( email, false );
		await guest.dispose();
		await product.remove();
	}
} );

test( 'the order mails show each product’s picture (the placeholder without one), how to pay and the link to the order; the shop’s copy the method and status', async ( {
	baseURL,
} ) => {
	const marker = `${ Date.now().toString( 36 ) }${ Math.random()
		.toString( 36 )
		.slice( 2, 6 ) }`;
	const email = `order-pictures-${ marker }@example.com`;
	const bare = await temporaryProduct( `Zinc vase ${ marker }`, {
		_regular_price: '9.00',
	} );
	const guest = await playwrightRequest.newContext( { baseURL } );
	try {
		// A demo product with its picture beside the one without (named to sort last in the
		// shop, where other specs take the first product).
		const products = ( await (
			await guest.get( '/wp-json/wp/v2/products?per_page=20' )
		).json() ) as Array< {
			id: number;
			featured_media: number;
			title: { rendered: string };
		} >;
		const pictured = products.find( ( item ) => item.featured_media > 0 );
		expect( pictured ).toBeTruthy();
		await cartWith( guest, pictured!.id );
		const nonces = await cartWith( guest, bare.id );
		const placed = await postCheckout(
			guest,
			nonces,
			testBilling( { billing_last_name: marker, billing_email: email } )
		);
		expect( placed.status() ).toBe( 303 );
		const confirmation = placed.headers().location ?? '';
		const orderId = Number(
			new URL( confirmation ).searchParams.get( 'order-received' )
		);
		await expect
			.poll( () => mailsTo( email ).length, { timeout: 15_000 } )
			.toBe( 1 );
		const mail = mailsTo( email )[ 0 ]!;
		// The picture of each line: absolute, sized, named; the placeholder is decorative.
		const pictures = [
			...mail.html.matchAll( /<img [^>]*width="64" height="64"[^>]*>/g ),
		].map( ( [ tag ] ) => tag );
		expect( pictures ).toHaveLength( 2 );
		const placeholder = pictures.find( ( tag ) =>
			tag.includes( 'product-placeholder.png' )
		)!;
		expect( placeholder ).toContain( 'alt=""' );
		const photo = pictures.find( ( tag ) => tag !== placeholder )!;
		expect( photo ).toMatch( /alt="[^"]+"/ );
		for ( const tag of pictures ) {
			const src = /src="(https?:\/\/[^"]+)"/.exec( tag )?.[ 1 ] ?? '';
			expect( src, tag ).not.toBe( '' );
			const image = await guest.get( src.replace( /&amp;/g, '&' ) );
			expect( image.status(), src ).toBe( 200 );
			expect( image.headers()[ 'content-type' ] ).toMatch( /^image\// );
		}
		// How to pay, and the guest's link: the order received page with its key.
		expect( mail.html ).toContain( 'Cash on delivery' );
		const link = /<a href="([^"]+order-received[^"]+)"/.exec(
			mail.html
		)?.[ 1 ];
		expect( link?.replace( /&(amp|#038);/g, '&' ) ).toBe( confirmation );
		expect( mail.text ).toContain( confirmation );

		// The shop's copy: the method, the status, the pictures, the admin screen.
		const shopCopy = () =>
			sentMails().find(
				( sent ) =>
					sent.subject.includes( `New order #${ orderId } ` ) &&
					sent.html.includes( marker )
			);
		await expect
			.poll( () => Boolean( shopCopy() ), { timeout: 15_000 } )
			.toBe( true );
		const shop = shopCopy();
		expect( shop!.text ).toContain(
			'Payment method: Cash on delivery\nStatus: Processing'
		);
		expect( shop!.html ).toContain( 'product-placeholder.png' );
		expect( shop!.html ).toMatch( /href="[^"]*page=vitrine-orders/ );
		expect( shop!.html ).toMatch(
			new RegExp( `href="[^"]*[?;]order=${ orderId }[&"]` )
		);
	} finally {
		await guest.dispose();
		await bare.remove();
	}
} );
