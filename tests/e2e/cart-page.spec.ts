/**
 * The designed cart page, under the Vitrine theme and Twenty Twenty-Five (the theme chosen per
 * request by the `vitrine_e2e_theme` cookie): the totals box beside the lines on a desktop and
 * below them on a 375 px phone with nothing sticking out sideways, "Proceed to checkout" a themed
 * button whose text reads on it, a sale as the struck regular price and a plain sale price, the
 * quantity update, and the empty state's way back to the shop. Screenshots at both widths go to
 * the test's output folder.
 */

/**
 * External dependencies
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type TestInfo } from '@playwright/test';

/**
 * Internal dependencies
 */
import { animationsSettled, contrast } from './support';

const THEMES = [ 'vitrine', 'twentytwentyfive' ] as const;
/** A demo product on sale (58.00, sale 46.00). */
const SALE_PRODUCT = '/product/tide-serving-bowl/';
const WCAG = [ 'wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa' ];

test.describe.configure( { timeout: 90_000 } );

/**
 * How far the page scrolls sideways (0: not at all).
 * @param page The page.
 */
const sideways = ( page: Page ) =>
	page.evaluate(
		() =>
			document.documentElement.scrollWidth -
			document.documentElement.clientWidth
	);

/**
 * A full-page screenshot kept with the test's results.
 * @param page The page.
 * @param info The test.
 * @param name File name, without extension.
 */
async function screenshot( page: Page, info: TestInfo, name: string ) {
	await animationsSettled( page );
	await page.screenshot( {
		path: info.outputPath( `${ name }.png` ),
		fullPage: true,
	} );
}

/**
 * Opens the sale product and adds it to the cart, then opens the cart.
 * @param page The page.
 */
async function cartWithSaleProduct( page: Page ) {
	await page.goto( SALE_PRODUCT );
	// The product's own form: in a block theme the template places it outside the summary.
	await page
		.getByRole( 'button', { name: 'Add to cart: “Tide serving bowl”' } )
		.click();
	await expect(
		page.locator( '.vitrine-cart-link__count' ).first()
	).toHaveText( /1/ );
	await page.goto( '/cart/' );
	await expect( page.locator( '.vitrine-cart__line' ) ).toHaveCount( 1 );
}

for ( const theme of THEMES ) {
	test.describe( `the cart page under ${ theme }`, () => {
		test.beforeEach( async ( { context, baseURL } ) => {
			if ( theme !== 'vitrine' ) {
				await context.addCookies( [
					{ name: 'vitrine_e2e_theme', value: theme, url: baseURL! },
				] );
			}
		} );

		test( 'lines beside the totals on a desktop, below them on a phone, a themed checkout button', async ( {
			page,
		}, info ) => {
			await page.setViewportSize( { width: 1280, height: 900 } );
			await cartWithSaleProduct( page );
			if ( theme !== 'vitrine' ) {
				expect( await page.content() ).toContain(
					`/themes/${ theme }/`
				);
			}

			// The sale: the regular price struck through, the sale price not underlined.
			const price = page.locator( '.vitrine-cart__line .vitrine-price' );
			await expect( price.locator( 'del' ) ).toContainText( '58.00' );
			await expect( price.locator( 'ins' ) ).toContainText( '46.00' );
			expect(
				await price
					.locator( 'del' )
					.evaluate(
						( el ) => getComputedStyle( el ).textDecorationLine
					)
			).toBe( 'line-through' );
			expect(
				await price
					.locator( 'ins' )
					.evaluate(
						( el ) => getComputedStyle( el ).textDecorationLine
					)
			).toBe( 'none' );

			// "Proceed to checkout": the theme's button, filled, its text readable, the box's width.
			const totals = page.locator( '.vitrine-cart__totals' );
			const checkout = totals.getByRole( 'link', {
				name: 'Proceed to checkout',
			} );
			await expect( checkout ).toHaveClass( /\bwp-element-button\b/ );
			await expect( checkout ).toHaveAttribute( 'href', /\/checkout\/$/ );
			const colours = await checkout.evaluate( ( el ) => {
				const style = getComputedStyle( el );
				return {
					color: style.color,
					background: style.backgroundColor,
					decoration: style.textDecorationLine,
				};
			} );
			expect( colours.background ).not.toBe( 'rgba(0, 0, 0, 0)' );
			expect( colours.decoration ).toBe( 'none' );
			expect(
				contrast( colours.color, colours.background )
			).toBeGreaterThanOrEqual( 4.5 );
			const [ button, box, table ] = await Promise.all( [
				checkout.boundingBox(),
				totals.boundingBox(),
				page.locator( '.vitrine-cart__table' ).boundingBox(),
			] );
			// Full size: the box's width less its padding (at most 2 × 28 px).
			expect( button!.width ).toBeGreaterThan( box!.width - 60 );
			// Beside the lines on a desktop.
			expect( box!.x ).toBeGreaterThanOrEqual( table!.x + table!.width );

			// "Update cart": the secondary themed button, outlined.
			const update = page.getByRole( 'button', { name: 'Update cart' } );
			await expect( update ).toHaveClass( /\bwp-element-button\b/ );
			expect(
				await update.evaluate(
					( el ) => getComputedStyle( el ).backgroundColor
				)
			).toBe( 'rgba(0, 0, 0, 0)' );

			const results = await new AxeBuilder( { page } )
				.include( '.vitrine-cart' )
				.withTags( WCAG )
				.analyze();
			expect(
				results.violations.map(
					( v ) =>
						`${ v.id }: ${ v.nodes
							.map( ( n ) => n.target )
							.join( ' ' ) }`
				)
			).toEqual( [] );
			expect( await sideways( page ) ).toBeLessThanOrEqual( 0 );
			await screenshot( page, info, `${ theme }-cart-1280` );

			// A 375 px phone: the box under the lines, each line a card, nothing sideways.
			await page.setViewportSize( { width: 375, height: 800 } );
			await animationsSettled( page );
			expect( await sideways( page ) ).toBeLessThanOrEqual( 0 );
			const [ phoneBox, phoneTable, remove, stepper ] = await Promise.all(
				[
					totals.boundingBox(),
					page.locator( '.vitrine-cart__table' ).boundingBox(),
					page.locator( '.vitrine-cart__remove' ).boundingBox(),
					page
						.locator( '.vitrine-cart .vitrine-quantity' )
						.boundingBox(),
				]
			);
			expect( phoneBox!.y ).toBeGreaterThanOrEqual(
				phoneTable!.y + phoneTable!.height
			);
			for ( const part of [
				phoneBox!,
				phoneTable!,
				remove!,
				stepper!,
			] ) {
				expect( part.x ).toBeGreaterThanOrEqual( 0 );
				expect( part.x + part.width ).toBeLessThanOrEqual( 375 );
			}
			await screenshot( page, info, `${ theme }-cart-375` );
		} );

		test( 'the quantity updates, then removing the line leads back to the shop', async ( {
			page,
		}, info ) => {
			await page.setViewportSize( { width: 375, height: 800 } );
			await cartWithSaleProduct( page );
			const line = page.locator( '.vitrine-cart__line' );
			await line.getByRole( 'button', { name: /increase/i } ).click();
			await expect( line.getByRole( 'spinbutton' ) ).toHaveValue( '2' );
			await page.getByRole( 'button', { name: 'Update cart' } ).click();
			const notice = page.locator( '.vitrine-cart .vitrine-notice' );
			await expect( notice ).toHaveText( 'Cart updated.' );
			await expect( notice ).toHaveClass( /vitrine-notice--success/ );
			await expect(
				page.locator( '.vitrine-cart__total' )
			).toContainText( '92.00' );
			await expect(
				page.locator( '.vitrine-cart__subtotal' )
			).toContainText( '92.00' );

			await page
				.getByRole( 'button', {
					name: 'Remove “Tide serving bowl” from your cart',
				} )
				.click();
			const empty = page.locator( '.vitrine-cart__empty' );
			await expect(
				empty.getByRole( 'heading', {
					name: 'Your cart is currently empty.',
				} )
			).toBeVisible();
			await expect( empty.locator( 'svg' ) ).toBeVisible();
			await expect(
				page.locator(
					'.vitrine-cart__suggestions .vitrine-product-card'
				)
			).not.toHaveCount( 0 );
			expect( await sideways( page ) ).toBeLessThanOrEqual( 0 );
			await screenshot( page, info, `${ theme }-cart-empty-375` );
			await page.setViewportSize( { width: 1280, height: 900 } );
			await screenshot( page, info, `${ theme }-cart-empty-1280` );

			const back = empty.getByRole( 'link', { name: 'Return to shop' } );
			await expect( back ).toHaveClass( /\bwp-element-button\b/ );
			await back.click();
			await expect( page ).toHaveURL( /\/shop\/$/ );
			await expect(
				page.locator( '.vitrine-product-card' ).first()
			).toBeVisible();
		} );
	} );
}
