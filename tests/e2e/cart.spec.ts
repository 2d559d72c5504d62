/**
 * The cart against the running site: add to cart from the shop (REST, confirmation, header
 * count), the cart page (quantity stepper, update, remove, totals, empty state), the same
 * without JavaScript, and a guest's cart joining the member's at log in. Guest flows are
 * cache-safe (@guest): the count comes from the session call.
 */

/**
 * External dependencies
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { logInThroughForm } from './support';

/** The first product card with an add-to-cart form, and its name. */
async function firstBuyableCard( page: Page ) {
	const card = page
		.locator( '.vitrine-product-card' )
		.filter( { has: page.locator( 'form.vitrine-add-to-cart' ) } )
		.first();
	const name = (
		await card.locator( '.vitrine-product-card__title' ).innerText()
	).trim();
	return { card, name };
}

const cartCount = ( page: Page ) =>
	page.locator( '.vitrine-cart-link__count' ).first();

test( 'a cart link placed in a page counts with the header’s, and one add shows one confirmation @guest', async ( {
	page,
} ) => {
	await page.goto( '/widgets/' );
	const placed = page.locator(
		'.entry-content [data-vitrine-widget="cart-link"]'
	);
	const link = placed.getByRole( 'link', { name: /^Your basket/ } );
	await expect( link ).toHaveAttribute( 'href', /\/cart\/$/ );
	await expect( placed ).toHaveAttribute( 'data-vitrine-state', 'mounted' );

	const { card, name } = await firstBuyableCard( page );
	await card
		.getByRole( 'button', { name: `Add to cart: “${ name }”` } )
		.click();
	await expect( link ).toHaveAccessibleName( 'Your basket, 1 item' );
	const headerCount = page.locator(
		'.site-header .vitrine-cart-link__count'
	);
	await expect( headerCount ).toHaveText( '1' );
	// The figure can be read: it is not drawn in its badge's own colour.
	const colours = await headerCount.evaluate( ( badge ) => {
		const style = getComputedStyle( badge );
		return [ style.color, style.backgroundColor ];
	} );
	expect( colours[ 0 ] ).not.toBe( colours[ 1 ] );
	await expect( page.locator( '.vitrine-cart-confirmation' ) ).toHaveCount(
		1
	);
} );

test( 'a guest adds to cart from the shop, sees the confirmation and the count, then edits the cart @guest', async ( {
	page,
} ) => {
	// The page's timers: the confirmation's 3.3 s on screen run ahead instead of being waited for.
	await page.clock.install();
	await page.goto( '/shop/' );
	const { card, name } = await firstBuyableCard( page );
	// A guest who never added anything makes no session call: the link shows no count yet.
	await expect( cartCount( page ) ).toHaveText( '' );

	const added = page.waitForResponse(
		( response ) =>
			response.url().includes( 'vitrine/v1/cart/items' ) &&
			response.request().method() === 'POST'
	);
	await card
		.getByRole( 'button', { name: `Add to cart: “${ name }”` } )
		.click();
	expect( ( await added ).status() ).toBe( 201 );

	const confirmation = page.locator( '.vitrine-cart-confirmation' );
	await expect( confirmation ).toHaveClass( /is-shown/ );
	await expect( confirmation ).toContainText( name );
	await expect( confirmation.locator( 'img' ) ).toHaveAttribute(
		'src',
		/\.(jpe?g|png|webp)/
	);
	await expect(
		confirmation.getByRole( 'link', { name: 'View cart' } )
	).toHaveAttribute( 'href', /\/cart\/$/ );
	await expect( page ).toHaveURL( /\/shop\/$/ ); // No page load.
	await expect( cartCount( page ) ).toHaveText( '1' );
	// Fades in over 0.3 s, stays 2 s, then fades out over 1 s.
	await page.clock.runFor( 2300 );
	await expect( confirmation ).toHaveClass( /is-leaving/ );
	await page.clock.runFor( 1000 );
	await expect( confirmation ).toHaveCount( 0 );

	// The count survives a reload of the (possibly cached) page: it comes from the session.
	await page.reload();
	await expect( cartCount( page ) ).toHaveText( '1' );

	// The cart page: the stepper, update, totals.
	await page.goto( '/cart/' );
	const line = page
		.locator( '.vitrine-cart__line' )
		.filter( { hasText: name } );
	await expect( line ).toHaveCount( 1 );
	await line.getByRole( 'button', { name: /increase/i } ).click();
	await line.getByRole( 'button', { name: /increase/i } ).click();
	await expect( line.getByRole( 'spinbutton' ) ).toHaveValue( '3' );
	const unit = await line
		.locator( '.vitrine-price__amount' )
		.first()
		.innerText();
	await page.getByRole( 'button', { name: 'Update cart' } ).click();
	await expect( page.getByRole( 'status' ).first() ).toHaveText(
		'Cart updated.'
	);
	const price = Number( unit.replace( /[^0-9.]/g, '' ) );
	await expect( page.locator( '.vitrine-cart__total' ) ).toContainText(
		( price * 3 ).toFixed( 2 )
	);
	await expect( cartCount( page ) ).toHaveText( '3' );

	// Remove: the empty state.
	await page
		.getByRole( 'button', { name: `Remove “${ name }” from your cart` } )
		.click();
	await expect(
		page.getByText( 'Your cart is currently empty.' )
	).toBeVisible();
	await expect(
		page.getByRole( 'link', { name: 'Return to shop' } )
	).toBeVisible();
	await expect( cartCount( page ) ).toHaveText( '0' );
} );

test( 'the cart works without JavaScript @guest', async ( { browser } ) => {
	const context = await browser.newContext( { javaScriptEnabled: false } );
	const page = await context.newPage();
	await page.goto( '/shop/' );
	const { card, name } = await firstBuyableCard( page );

	await card
		.getByRole( 'button', { name: `Add to cart: “${ name }”` } )
		.click();
	await expect( page ).toHaveURL( /\/cart\/\?added=\d+/ );
	await expect(
		page.getByText( `“${ name }” has been added to your cart.` )
	).toBeVisible();
	const line = page
		.locator( '.vitrine-cart__line' )
		.filter( { hasText: name } );
	await line.getByRole( 'spinbutton' ).fill( '2' );
	await page.getByRole( 'button', { name: 'Update cart' } ).click();
	await expect( line.getByRole( 'spinbutton' ) ).toHaveValue( '2' );

	await page
		.getByRole( 'button', { name: `Remove “${ name }” from your cart` } )
		.click();
	await expect(
		page.getByText( 'Your cart is currently empty.' )
	).toBeVisible();
	await context.close();
} );

test( 'a guest’s cart joins the member’s cart at log in, one line per product', async ( {
	page,
} ) => {
	await page.goto( '/shop/' );
	const { card, name } = await firstBuyableCard( page );
	await card
		.getByRole( 'button', { name: `Add to cart: “${ name }”` } )
		.click();
	await expect( cartCount( page ) ).toHaveText( '1' );

	await logInThroughForm( page );
	await page.goto( '/cart/' );
	const line = page
		.locator( '.vitrine-cart__line' )
		.filter( { hasText: name } );
	await expect( line ).toHaveCount( 1 );

	// Leave the admin's cart as it was.
	await page
		.getByRole( 'button', { name: `Remove “${ name }” from your cart` } )
		.click();
	await expect( line ).toHaveCount( 0 );
} );

test( 'the cart and checkout pages and the confirmation have no WCAG 2.1 AA violations axe can find', async ( {
	page,
} ) => {
	const axe = async () =>
		(
			await new AxeBuilder( { page } )
				.withTags( [ 'wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa' ] )
				.analyze()
		).violations.map( ( v ) => `${ v.id }: ${ v.nodes.length }` );
	await page.goto( '/shop/' );
	const { card, name } = await firstBuyableCard( page );
	await card
		.getByRole( 'button', { name: `Add to cart: “${ name }”` } )
		.click();
	await expect( page.locator( '.vitrine-cart-confirmation' ) ).toHaveClass(
		/is-shown/
	);
	expect( await axe() ).toEqual( [] );

	await page.goto( '/cart/' );
	expect( await axe() ).toEqual( [] );
	await page.goto( '/checkout/' );
	expect( await axe() ).toEqual( [] );

	await page.goto( '/cart/' );
	await page
		.getByRole( 'button', { name: `Remove “${ name }” from your cart` } )
		.click();
	await expect(
		page.getByText( 'Your cart is currently empty.' )
	).toBeVisible();
} );

test( 'the cart and checkout pages tell every cache not to store them @guest', async ( {
	request,
} ) => {
	for ( const path of [ '/cart/', '/checkout/' ] ) {
		const response = await request.get( path );
		expect( response.status(), path ).toBe( 200 );
		expect( response.headers()[ 'cache-control' ], path ).toMatch(
			/no-cache|no-store/
		);
	}
	// A product page stays cacheable.
	const shop = await request.get( '/shop/' );
	expect( shop.headers()[ 'cache-control' ] ?? '' ).not.toMatch( /no-store/ );
} );
