/**
 * Payments people can make, with shipping and VAT (issue 39): a guest buys two products, one at
 * the reduced rate, ships to Austria with a flat rate and pays by bank transfer; the checkout
 * shows the country's shipping methods and the tax lines, the order received page and the mail
 * the shop's bank details. A second order is paid through the example add-on's gateway against
 * its stand-in provider: the signed notification pays it once, a replay changes nothing, a
 * forged one is refused, and a payment cancelled at the provider cancels the order.
 *
 * The shipping zone and the tax rates are for Austria only, which no other spec ships to, and
 * prices stay entered with tax, so specs running at the same time see the same totals.
 */

/**
 * External dependencies
 */
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

const IBAN = 'AT61 1904 3002 3457 3201';

const SETTINGS = {
	vitrine_bank_accounts: [
		{
			account_name: 'Atelier Vitrine',
			iban: IBAN,
			bank_name: 'Bank Austria',
			bic: 'BKAUATWW',
			sort_code: '',
		},
	],
	vitrine_shipping_zones: [
		{
			name: 'Austria',
			countries: [ 'AT' ],
			flat_rate: '5.90',
			free_over: '500',
			pickup: true,
		},
	],
	vitrine_tax: {
		prices_include_tax: true,
		label: '',
		rates: [ { country: 'AT', standard: '20', reduced: '10' } ],
	},
};

/**
 * Saves a page's screenshot at a width into the test's output folder; narrowing a page
 * reloads it, so the phone layout is drawn from the start (the off-canvas menu not caught
 * half-way through its transition).
 */
async function shot( page: Page, info: TestInfo, name: string, width: number ) {
	const narrower = width < ( page.viewportSize()?.width ?? 0 );
	await page.setViewportSize( { width, height: 900 } );
	if ( narrower ) {
		await page.reload();
	}
	await page.screenshot( {
		path: info.outputPath( `${ name }-${ width }.png` ),
		fullPage: true,
	} );
}

test.describe( 'payments, shipping and VAT', () => {
	let before: Record< string, unknown > = {};

	test.beforeAll( async () => {
		const admin = await restAs();
		before = await admin.rest< Record< string, unknown > >( {
			path: '/wp/v2/settings',
		} );
		await admin.rest( {
			method: 'POST',
			path: '/wp/v2/settings',
			data: SETTINGS,
		} );
	} );

	test.afterAll( async () => {
		const admin = await restAs();
		await admin.rest( {
			method: 'POST',
			path: '/wp/v2/settings',
			data: Object.fromEntries(
				Object.keys( SETTINGS ).map( ( key ) => [ key, before[ key ] ] )
			),
		} );
	} );

	test( 'a guest pays two products with shipping and VAT by bank transfer and gets the bank details', async ( {
		browser,
	}, info ) => {
		test.setTimeout( 90_000 );
		const marker = Date.now().toString( 36 );
		const email = `bank-${ marker }@example.com`;
		const lamp = await temporaryProduct( `Brass lamp ${ marker }`, {
			_regular_price: '24.00',
		} );
		const book = await temporaryProduct( `Recipe book ${ marker }`, {
			_regular_price: '11.00',
			_vitrine_tax_class: 'reduced',
		} );
		// A phone first: the checkout is shot at 390 before the desktop width.
		const guest = await browser.newPage( {
			viewport: { width: 390, height: 900 },
		} );
		try {
			await cartWith( guest.request, lamp.id );
			await cartWith( guest.request, book.id );

			await guest.goto( '/checkout/' );
			await guest.getByLabel( 'Email address' ).fill( email );
			await guest.getByLabel( 'First name' ).fill( 'Anna' );
			await guest.getByLabel( 'Last name' ).fill( marker );
			await guest.getByLabel( 'Street address' ).fill( 'Ringstraße 1' );
			await guest.getByLabel( 'Town / City' ).fill( 'Wien' );
			await guest.getByLabel( 'Postcode / ZIP' ).fill( '1010' );
			// Choosing Austria recounts the totals with its shipping methods and rates.
			const recounted = guest.waitForResponse(
				( response ) =>
					response.url().endsWith( '/checkout/' ) &&
					response.request().method() === 'POST'
			);
			await guest.getByLabel( 'Country / Region' ).selectOption( 'AT' );
			await recounted;
			await guest.waitForLoadState();
			await expect( guest.getByLabel( 'Street address' ) ).toHaveValue(
				'Ringstraße 1'
			);
			await expect(
				guest.getByLabel( 'Country / Region' )
			).toBeFocused();
			const methods = guest.getByRole( 'group', {
				name: 'Shipping method',
			} );
			await expect( methods.getByRole( 'radio' ) ).toHaveCount( 2 );
			await expect(
				methods.getByRole( 'radio', { name: /Flat rate/ } )
			).toBeChecked();
			const review = guest.locator( '[data-vitrine-checkout-review]' );
			// €35.00 of items + €5.90: 20 % inside €29.90 is €4.98, 10 % inside €11.00 is €1.00.
			await expect( review ).toContainText( 'Shipping: Flat rate' );
			await expect( review ).toContainText( '€5.90' );
			await expect(
				review.locator( '.vitrine-totals__total' )
			).toContainText( '€40.90' );
			await expect( review ).toContainText( 'incl. 20 % VAT€4.98' );
			await expect( review ).toContainText( 'incl. 10 % VAT€1.00' );
			await guest
				.getByRole( 'radio', { name: 'Direct bank transfer' } )
				.check();
			await shot( guest, info, 'checkout', 390 );
			await shot( guest, info, 'checkout', 1366 );

			await guest.getByRole( 'button', { name: 'Place order' } ).click();
			await expect(
				guest.getByText( 'Thank you. Your order has been received.' )
			).toBeVisible();
			const details = guest.getByRole( 'region', {
				name: 'Our bank details',
			} );
			await expect( details ).toContainText( IBAN );
			await expect( details ).toContainText( 'BKAUATWW' );
			await expect( details ).toContainText( '€40.90' );
			await expect(
				guest.locator( '.vitrine-order-received__details' )
			).toContainText( 'incl. 20 % VAT' );
			await shot( guest, info, 'order-received', 1366 );
			await shot( guest, info, 'order-received', 390 );

			const mail = mailsTo( email );
			expect( mail ).toHaveLength( 1 );
			const body = JSON.stringify( mail[ 0 ] );
			expect( body ).toContain( IBAN );
			expect( body ).toContain( 'incl. 20 % VAT' );
			expect( body ).toContain( 'Shipping: Flat rate' );
		} finally {
			await guest.close();
			await lamp.remove();
			await book.remove();
		}
	} );

	test( 'an order paid through the example gateway once, a replay changing nothing, a cancelled payment cancelling its order', async ( {
		baseURL,
		page,
	}, info ) => {
		test.setTimeout( 90_000 );
		const marker = Date.now().toString( 36 );
		const product = await temporaryProduct( `Gateway vase ${ marker }`, {
			_regular_price: '19.00',
		} );
		const guest = await playwrightRequest.newContext( { baseURL } );
		try {
			// Paid: the checkout sends the customer to the provider, who pays and comes back.
			const placed = await postCheckout(
				guest,
				await cartWith( guest, product.id ),
				testBilling( {
					billing_last_name: marker,
					payment_method: 'example_pay',
				} )
			);
			expect( placed.status() ).toBe( 303 );
			const provider = placed.headers().location ?? '';
			expect( provider ).toContain( 'vitrine_example_pay=1' );
			await page.goto( provider );
			await expect( page.getByText( '19.00 EUR' ) ).toBeVisible();
			await shot( page, info, 'provider', 390 );
			await page.getByRole( 'button', { name: 'Pay' } ).click();
			await expect( page ).toHaveURL( /order-received=/ );
			const orderId = Number(
				new URL( page.url() ).searchParams.get( 'order-received' )
			);
			await expect(
				page.getByRole( 'region', { name: 'Payment', exact: true } )
			).toContainText( 'Your payment has been received.' );

			// The provider sends the same notification again: the shop says it had it.
			await page.goto( '/?vitrine_example_pay=console' );
			await page.getByRole( 'button', { name: 'Send it again' } ).click();
			await expect( page.getByRole( 'status' ) ).toContainText(
				'"result":"duplicate"'
			);
			// A notification with a made-up signature is refused.
			const forged = await guest.post(
				'/wp-json/vitrine/v1/payments/example_pay/notify',
				{
					data: {
						id: `evt_forged_${ marker }`,
						order: orderId,
						type: 'paid',
					},
					headers: { 'X-Example-Signature': 'f'.repeat( 64 ) },
				}
			);
			expect( forged.status() ).toBe( 401 );

			// Cancelled at the provider: the order is cancelled and says so.
			const second = await postCheckout(
				guest,
				await cartWith( guest, product.id ),
				testBilling( {
					billing_last_name: marker,
					payment_method: 'example_pay',
				} )
			);
			await page.goto( second.headers().location ?? '' );
			await page.getByRole( 'button', { name: 'Cancel' } ).click();
			await expect(
				page.getByRole( 'region', { name: 'Payment', exact: true } )
			).toContainText(
				'Your payment was cancelled, and so was your order.'
			);
			const cancelledId = orderIdOf( {
				headers: () => ( { location: page.url() } ),
			} );

			// The shop's order screen: paid once, one payment note; the other cancelled.
			await logIn( page );
			await page.goto(
				`/wp-admin/admin.php?page=vitrine-orders&order=${ orderId }`
			);
			await expect(
				page.getByText( /Payment received through Example Pay/ )
			).toHaveCount( 1 );
			await expect( page.locator( '#vitrine-order-status' ) ).toHaveValue(
				'processing'
			);
			await page.goto(
				`/wp-admin/admin.php?page=vitrine-orders&order=${ cancelledId }`
			);
			await expect( page.locator( '#vitrine-order-status' ) ).toHaveValue(
				'cancelled'
			);
		} finally {
			await guest.dispose();
			await product.remove();
		}
	} );
} );
