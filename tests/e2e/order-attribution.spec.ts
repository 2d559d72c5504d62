/**
 * The shop's whole journey with order attribution, against the running site: a visitor lands
 * from a newsletter link, browses the shop, steps to the next product in the quick view,
 * changes the quantity, adds to cart (confirmation), checks out, gets the mail, and the admin
 * sees the order with Origin "Source: News" and the attribution box. Then the organic, referral
 * and direct variants.
 */

/**
 * External dependencies
 */
import { expect, test, type Browser, type Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { afterFrames, logIn, mailsTo } from './support';

const cards = ( page: Page ) => page.locator( '.vitrine-product-card' );
const buyable = ( page: Page, index: number ) =>
	cards( page ).nth( index ).locator( 'form.vitrine-add-to-cart' );

/** Fills the checkout and places the order; returns its number. */
async function checkOut( page: Page, email: string ): Promise< number > {
	await page.goto( '/checkout/' );
	await page.getByLabel( 'First name' ).fill( 'Grace' );
	await page.getByLabel( 'Last name' ).fill( 'Hopper' );
	await page.getByLabel( 'Email address' ).fill( email );
	await page.getByLabel( 'Street address' ).fill( '1 Harbour Road' );
	await page.getByLabel( 'Town / City' ).fill( 'Brest' );
	await page.getByLabel( 'Postcode / ZIP' ).fill( '29200' );
	await page.getByLabel( 'Country / Region' ).selectOption( 'FR' );
	await page.getByLabel( 'Cash on delivery' ).check();
	await page.getByRole( 'button', { name: 'Place order' } ).click();
	await expect( page ).toHaveURL( /order-received=\d+/ );
	await expect(
		page.getByText( 'Thank you. Your order has been received.' )
	).toBeVisible();
	return Number( new URL( page.url() ).searchParams.get( 'order-received' ) );
}

/** The Origin the admin's orders list shows for an order. */
async function originInAdmin( page: Page, order: number ): Promise< string > {
	await page.goto( `/wp-admin/admin.php?page=vitrine-orders&s=${ order }` );
	const row = page.locator( 'tr' ).filter( { hasText: `#${ order } ` } );
	return ( await row.locator( '.column-origin' ).innerText() ).trim();
}

test( 'utm visit → shop → quick view next → quantity → add to cart → checkout → mail → admin sees "Source: News"', async ( {
	browser,
} ) => {
	test.setTimeout( 120_000 );
	const context = await browser.newContext( {
		viewport: { width: 1280, height: 900 },
	} );
	const page = await context.newPage();
	const email = `journey-${ Date.now() }@example.com`;

	await page.goto( '/?utm_source=news&utm_medium=email&utm_campaign=spring' );
	await page.goto( '/shop/' );
	await expect(
		page.locator( '.vitrine-quick-view[data-vitrine-state="mounted"]' )
	).toHaveCount( 1 );

	// A card whose next card can be bought.
	const count = await cards( page ).count();
	let start = 0;
	while (
		start < count - 1 &&
		( await buyable( page, start + 1 ).count() ) === 0
	) {
		start++;
	}
	const nextName = (
		await cards( page )
			.nth( start + 1 )
			.locator( '.vitrine-product-card__title' )
			.innerText()
	).trim();
	await cards( page ).nth( start ).hover();
	await cards( page )
		.nth( start )
		.locator( '.vitrine-quick-view-button' )
		.click();
	await page
		.getByRole( 'dialog' )
		.getByRole( 'button', { name: /Next product/ } )
		.click();
	const dialog = page.getByRole( 'dialog', { name: nextName } );
	await expect( dialog ).toBeVisible();
	await expect(
		dialog.locator( '.vitrine-quantity[data-vitrine-state="mounted"]' )
	).toBeVisible();
	await dialog.getByRole( 'button', { name: 'Increase quantity' } ).click();
	await dialog.getByRole( 'button', { name: /^Add to cart: / } ).click();

	const confirmation = page.locator( '.vitrine-cart-confirmation' );
	await expect( confirmation ).toContainText( nextName );
	await expect( confirmation ).toContainText( 'Added to your cart' );
	await expect(
		page.locator( '.vitrine-cart-link__count' ).first()
	).toHaveText( '2' );

	// The checkout form carries the attribution inputs, filled from sourcebuster's cookies.
	await page.goto( '/checkout/' );
	await expect(
		page.locator( 'input[name="wc_order_attribution_utm_source"]' )
	).toHaveValue( 'news' );
	await expect(
		page.locator( 'input[name="wc_order_attribution_source_type"]' )
	).toHaveValue( 'utm' );
	const order = await checkOut( page, email );

	await expect
		.poll( () => mailsTo( email ).length, { timeout: 10_000 } )
		.toBeGreaterThan( 0 );
	expect( mailsTo( email )[ 0 ]?.subject ).toContain( `#${ order }` );
	expect( mailsTo( email )[ 0 ]?.text ).toContain( nextName );

	await logIn( page );
	expect( await originInAdmin( page, order ) ).toBe( 'Source: News' );
	await page
		.locator( 'tr' )
		.filter( { hasText: `#${ order } ` } )
		.getByRole( 'link' )
		.click();
	const box = page.getByRole( 'complementary', {
		name: 'Order attribution',
	} );
	await expect( box ).toContainText( 'Source: News' );
	await expect( box ).toContainText( 'UTM campaign' );
	await expect( box ).toContainText( 'spring' );
	await expect( box ).toContainText( 'Device type' );
	await context.close();
} );

async function variant(
	browser: Browser,
	referer: string | undefined,
	expected: string
) {
	const context = await browser.newContext();
	const page = await context.newPage();
	await page.goto( '/shop/', referer ? { referer } : {} );
	const form = page.locator( 'form.vitrine-add-to-cart' ).first();
	await form.getByRole( 'button' ).click();
	await expect(
		page.locator( '.vitrine-cart-link__count' ).first()
	).toHaveText( '1' );
	const order = await checkOut( page, `variant-${ Date.now() }@example.com` );
	await logIn( page );
	expect( await originInAdmin( page, order ) ).toBe( expected );
	await context.close();
}

test( 'organic: a Google referrer gives Origin "Organic: Google"', async ( {
	browser,
} ) => {
	await variant( browser, 'https://www.google.com/', 'Organic: Google' );
} );

test( 'referral: another site gives Origin "Referral: Example.org"', async ( {
	browser,
} ) => {
	await variant(
		browser,
		'https://www.example.org/a-post/',
		'Referral: Example.org'
	);
} );

test( 'direct: no referrer gives Origin "Direct"', async ( { browser } ) => {
	await variant( browser, undefined, 'Direct' );
} );

test( 'a visit is recorded when the visitor leaves the page, not while the page loads or is read', async ( {
	page,
	context,
} ) => {
	const sbjsCookies = async () =>
		( await context.cookies() ).filter( ( cookie ) =>
			cookie.name.startsWith( 'sbjs_' )
		);
	await page.clock.install();
	await page.goto( '/?utm_source=news&utm_medium=email', {
		waitUntil: 'load',
	} );
	// Loaded, then a minute of reading, its timers and idle callbacks run ahead.
	await page.clock.runFor( 60_000 );
	await afterFrames( page );
	expect( await sbjsCookies() ).toEqual( [] );

	await page.goto( '/shop/' );
	await expect
		.poll( async () =>
			decodeURIComponent(
				( await sbjsCookies() ).find(
					( cookie ) => cookie.name === 'sbjs_current'
				)?.value ?? ''
			)
		)
		.toContain( 'src=news' );
} );
