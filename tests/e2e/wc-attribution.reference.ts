/**
 * WooCommerce's own order attribution script (`order-attribution.js`, unchanged) with a
 * sourcebuster build, put on every page as a theme that ships them would: it fills the
 * `<wc-order-attribution-inputs>` element Vitrine's checkout prints, the checkout posts every
 * field, and the order's origin is right.
 *
 * The scripts are not in this repository: the run names a folder holding
 * `order-attribution.js` and `sourcebuster.min.js` (WooCommerce's build, or the npm package's
 * `dist/sourcebuster.min.js`), `VITRINE_REFERENCE_CLIENTS` (docs/testing.md, "Reference
 * clients"). WooCommerce's build also records `utm_id` and the three newer campaign
 * parameters; with the npm package's those four stay empty, and the test checks that every
 * field the script filled reached the order's post.
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
import { logIn } from './support';

const FIELDS: Record< string, string > = {
	source_type: 'current.typ',
	referrer: 'current_add.rf',
	utm_campaign: 'current.cmp',
	utm_source: 'current.src',
	utm_medium: 'current.mdm',
	utm_content: 'current.cnt',
	utm_id: 'current.id',
	utm_term: 'current.trm',
	utm_source_platform: 'current.plt',
	utm_creative_format: 'current.fmt',
	utm_marketing_tactic: 'current.tct',
	session_entry: 'current_add.ep',
	session_start_time: 'current_add.fd',
	session_pages: 'session.pgs',
	session_count: 'udata.vst',
	user_agent: 'udata.uag',
};

/**
 * What WooCommerce prints before its script (`wp_localize_script`), then the scripts.
 */
function wooCommerceScripts(): string {
	const data = {
		params: {
			lifetime: 0.00001,
			session: 30,
			base64: false,
			ajaxurl: '/wp-admin/admin-ajax.php',
			prefix: 'wc_order_attribution_',
			allowTracking: true,
		},
		fields: FIELDS,
	};
	return `<script src="/wc-reference/sourcebuster.min.js"></script><script>var wc_order_attribution = ${ JSON.stringify(
		data
	) };</script><script src="/wc-reference/order-attribution.js"></script>`;
}

async function checkOut( page: Page ) {
	await page.goto( '/checkout/' );
	await page.getByLabel( 'First name' ).fill( 'Grace' );
	await page.getByLabel( 'Last name' ).fill( 'Hopper' );
	await page
		.getByLabel( 'Email address' )
		.fill( `wc-script-${ Date.now() }@example.com` );
	await page.getByLabel( 'Street address' ).fill( '1 Harbour Road' );
	await page.getByLabel( 'Town / City' ).fill( 'Brest' );
	await page.getByLabel( 'Postcode / ZIP' ).fill( '29200' );
	await page.getByLabel( 'Country / Region' ).selectOption( 'FR' );
	await page.getByLabel( 'Cash on delivery' ).check();
}

test( 'WooCommerce’s attribution script fills Vitrine’s checkout: every field is posted, the origin is right', async ( {
	browser,
} ) => {
	test.setTimeout( 120_000 );
	const folder = process.env.VITRINE_REFERENCE_CLIENTS ?? '';
	const context = await browser.newContext();
	await context.route( '**/wc-reference/*.js', ( route ) =>
		route.fulfill( {
			contentType: 'application/javascript',
			body: readFileSync(
				join(
					folder,
					new URL( route.request().url() ).pathname
						.split( '/' )
						.pop()!
				)
			),
		} )
	);
	// Every front-end page gets WooCommerce's scripts before `</body>`.
	await context.route( '**/*', async ( route ) => {
		const request = route.request();
		if (
			request.resourceType() !== 'document' ||
			request.method() !== 'GET' ||
			request.url().includes( '/wp-admin/' )
		) {
			return route.fallback();
		}
		// A redirect goes back to the browser as it is, so the address it shows is right.
		const response = await route.fetch( { maxRedirects: 0 } );
		const body = ( await response.text() ).replace(
			'</body>',
			`${ wooCommerceScripts() }</body>`
		);
		return route.fulfill( { response, body } );
	} );
	const page = await context.newPage();

	await page.goto(
		'/?utm_source=news&utm_medium=email&utm_campaign=spring&utm_content=hero&utm_term=aprons&utm_id=42&utm_source_platform=ads&utm_creative_format=video&utm_marketing_tactic=remarketing'
	);
	await page.goto( '/shop/' );
	await page
		.locator( 'form.vitrine-add-to-cart' )
		.first()
		.getByRole( 'button' )
		.click();
	await expect(
		page.locator( '.vitrine-cart-link__count' ).first()
	).toHaveText( '1' );
	await checkOut( page );

	// WooCommerce's custom element took over the element and stamped its inputs.
	const element = page.locator( 'form wc-order-attribution-inputs' );
	await expect( element.locator( 'input[type="hidden"]' ) ).toHaveCount( 16 );
	const filled = await element
		.locator( 'input' )
		.evaluateAll( ( inputs ) =>
			Object.fromEntries(
				inputs.map( ( input ) => [
					( input as HTMLInputElement ).name,
					( input as HTMLInputElement ).value,
				] )
			)
		);
	expect( filled ).toMatchObject( {
		wc_order_attribution_source_type: 'utm',
		wc_order_attribution_utm_source: 'news',
		wc_order_attribution_utm_medium: 'email',
		wc_order_attribution_utm_campaign: 'spring',
		wc_order_attribution_session_count: '1',
	} );
	expect( Number( filled.wc_order_attribution_session_pages ) ).toBe( 3 );

	const posted = page.waitForRequest(
		( request ) =>
			request.method() === 'POST' &&
			request.url().includes( '/checkout/' )
	);
	await page.getByRole( 'button', { name: 'Place order' } ).click();
	const form = new URLSearchParams( ( await posted ).postData() ?? '' );
	for ( const [ name, value ] of Object.entries( filled ) ) {
		expect( form.getAll( name ), name ).toEqual( [ value ] );
	}
	await expect( page ).toHaveURL( /order-received=\d+/ );
	const order = Number(
		new URL( page.url() ).searchParams.get( 'order-received' )
	);

	await logIn( page );
	await page.goto( `/wp-admin/admin.php?page=vitrine-orders&s=${ order }` );
	await expect(
		page
			.locator( 'tr' )
			.filter( { hasText: `#${ order } ` } )
			.locator( '.column-origin' )
	).toHaveText( 'Source: News' );
	await context.close();
} );
