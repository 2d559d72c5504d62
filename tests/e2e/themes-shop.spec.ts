/**
 * The shop under other themes: Twenty Twenty-Five and Twenty Twenty-Three (block themes: the
 * plugin's block templates for /shop/, the categories and the product page, and the cart link
 * hooked into their headers) and Twenty Twenty-One (a classic theme: the plugin's
 * plugin/templates/ inside the theme's header and footer). Each page is checked for product
 * cards with prices and add to cart, one product title, no stray blog markup, axe (colour
 * contrast included) and horizontal overflow, and, with VITRINE_E2E_SHOTS=1, screenshotted at
 * 1280 and 390 px into the test's output folder.
 *
 * The theme is chosen per request by the `vitrine_e2e_theme` cookie (the local stack's
 * mu-plugin), so the other test worker keeps seeing the Vitrine theme.
 */

/**
 * External dependencies
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type TestInfo } from '@playwright/test';

/**
 * Internal dependencies
 */
import { animationsSettled } from './support';

const THEMES = [
	'twentytwentyfive',
	'twentytwentythree',
	'twentytwentyone',
] as const;
const BLOCK_THEMES: readonly string[] = [
	'twentytwentyfive',
	'twentytwentythree',
];
const WCAG = [ 'wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa' ];

test.describe.configure( { timeout: 60_000 } );

/**
 * Opens a page and checks the theme under test rendered it.
 */
async function visit( page: Page, theme: string, path: string ) {
	await page.goto( path );
	expect( await page.content() ).toContain( `/themes/${ theme }/` );
}

/**
 * Axe on the plugin's part of the page, and no horizontal scroll.
 */
async function checkPage( page: Page, selector: string ) {
	await animationsSettled( page );
	const results = await new AxeBuilder( { page } )
		.include( selector )
		.withTags( WCAG )
		.analyze();
	expect(
		results.violations.map(
			( v ) =>
				`${ v.id }: ${ v.nodes.map( ( n ) => n.target ).join( ' ' ) }`
		)
	).toEqual( [] );
	const overflow = await page.evaluate(
		() =>
			document.documentElement.scrollWidth -
			document.documentElement.clientWidth
	);
	expect( overflow ).toBeLessThanOrEqual( 0 );
}

/**
 * How far the left edge of `selector` lies from the page title's, in pixels.
 *
 * @param page     Page.
 * @param selector The commerce block.
 */
async function offsetFromTitle( page: Page, selector: string ) {
	const [ title, block ] = await Promise.all( [
		page
			.locator( '.wp-block-post-title, .entry-title' )
			.first()
			.boundingBox(),
		page.locator( selector ).first().boundingBox(),
	] );
	return Math.abs( title!.x - block!.x );
}

/**
 * Full-page screenshots at desktop and phone widths, kept with the test's results, when asked
 * for (VITRINE_E2E_SHOTS=1): to look at, not asserted, and a few seconds a page on two cores.
 */
async function screenshots( page: Page, info: TestInfo, name: string ) {
	if ( process.env.VITRINE_E2E_SHOTS !== '1' ) {
		return;
	}
	for ( const width of [ 1280, 390 ] ) {
		await page.setViewportSize( { width, height: 900 } );
		await animationsSettled( page );
		await page.screenshot( {
			path: info.outputPath( `${ name }-${ width }.png` ),
			fullPage: true,
		} );
	}
	await page.setViewportSize( { width: 1280, height: 900 } );
}

for ( const theme of THEMES ) {
	test.describe( `the shop under ${ theme }`, () => {
		test.beforeEach( async ( { context, baseURL } ) => {
			await context.addCookies( [
				{ name: 'vitrine_e2e_theme', value: theme, url: baseURL! },
			] );
		} );

		// One visitor's way through: /shop/, a category from it, a product from that (each
		// page loaded once, by the link a visitor follows).
		test( '/shop/ shows product cards with prices, sort and add to cart; a category lists its products; a product page shows its title once, its price and add to cart', async ( {
			page,
		}, info ) => {
			await test.step( '/shop/', async () => {
				await visit( page, theme, '/shop/' );
				await expect(
					page.getByRole( 'heading', { level: 1, name: 'Shop' } )
				).toHaveCount( 1 );
				const cards = page.locator(
					'.vitrine-shop .vitrine-product-card'
				);
				await expect( cards.first() ).toBeVisible();
				await expect(
					cards.first().locator( '.vitrine-product-card__price' )
				).toContainText( /\d/ );
				await expect(
					cards.first().locator( '.wp-element-button' ).first()
				).toBeVisible();
				await expect( page.getByLabel( 'Shop order' ) ).toBeVisible();
				// Not the theme's blog archive: no excerpts, no dates.
				await expect(
					page.locator(
						'.entry-meta, .posted-on, .wp-block-post-date'
					)
				).toHaveCount( 0 );
				if ( BLOCK_THEMES.includes( theme ) ) {
					// The header has the cart link (hooked into block themes' headers).
					const link = page.locator(
						'header .vitrine-cart-link__link'
					);
					await expect( link ).toHaveCount( 1 );
					await expect( link ).toBeVisible();
					await expect( link ).toHaveAttribute( 'href', /\/cart\/$/ );
				}
				await checkPage( page, '.vitrine-shop' );
				await screenshots( page, info, `${ theme }-shop` );
			} );

			await test.step( 'a category', async () => {
				const category = page
					.locator( '.vitrine-shop__categories a:not(.is-current)' )
					.first();
				const name = ( await category.textContent() )!.trim();
				await category.click();
				await expect( page ).toHaveURL( /product-category/ );
				await expect(
					page.getByRole( 'heading', { level: 1, name } )
				).toHaveCount( 1 );
				await expect(
					page
						.locator( '.vitrine-shop .vitrine-product-card' )
						.first()
				).toBeVisible();
				await checkPage( page, '.vitrine-shop' );
				await screenshots( page, info, `${ theme }-category` );
			} );

			await test.step( 'a product page', async () => {
				// One that is for sale (a sold-out one has no add to cart).
				const title = page
					.locator( '.vitrine-product-card' )
					.filter( {
						has: page.locator( 'form.vitrine-add-to-cart' ),
					} )
					.first()
					.locator( '.vitrine-product-card__title a' );
				const name = ( await title.textContent() )!.trim();
				await title.click();
				await expect( page ).toHaveURL( /\/product\// );
				await expect(
					page.getByRole( 'heading', { name, exact: true } )
				).toHaveCount( 1 );
				await expect( page.locator( 'h1' ) ).toHaveText( name );
				await expect(
					page.locator( '.vitrine-product-summary__price' )
				).toContainText( /\d/ );
				await expect(
					// The product's own form (the related cards have theirs): in the summary, or
					// the add-to-cart block of the plugin's block template.
					page.locator(
						'.vitrine-add-to-cart--with-quantity .add_to_cart_button.wp-element-button'
					)
				).toBeVisible();
				// No theme featured image or empty "Posted … by" footer around the product.
				await expect(
					page.locator(
						'.post-thumbnail, .wp-block-post-featured-image, .entry-footer, .posted-on'
					)
				).toHaveCount( 0 );
				await checkPage( page, '.vitrine-product' );
				await screenshots( page, info, `${ theme }-product` );
			} );
		} );

		test( 'the cart’s remove control reads and its buttons are themed', async ( {
			page,
		}, info ) => {
			await visit( page, theme, '/shop/' );
			await page
				.locator( '.vitrine-shop .add_to_cart_button' )
				.first()
				.click();
			await expect(
				page.locator( '.vitrine-cart-link__count' ).first()
			).toHaveText( /1/ );
			await visit( page, theme, '/cart/' );
			const remove = page.locator( '.vitrine-cart__remove' ).first();
			await expect( remove ).toBeVisible();
			const colours = await remove.evaluate( ( element ) => {
				const style = getComputedStyle( element );
				return {
					color: style.color,
					background: style.backgroundColor,
				};
			} );
			expect( colours.background ).toBe( 'rgba(0, 0, 0, 0)' );
			expect( colours.color ).not.toBe( 'rgb(255, 255, 255)' );
			await expect(
				page.locator( '.vitrine-cart .wp-element-button' ).first()
			).toBeVisible();
			await checkPage( page, '.vitrine-cart' );
			await screenshots( page, info, `${ theme }-cart` );
			// The cart and the checkout start where the page's title does (not at the
			// theme's wide edge under a title kept in the content width).
			expect(
				await offsetFromTitle( page, '.vitrine-cart' )
			).toBeLessThanOrEqual( 1 );
			await visit( page, theme, '/checkout/' );
			expect(
				await offsetFromTitle( page, '.vitrine-checkout' )
			).toBeLessThanOrEqual( 1 );
		} );
	} );
}

/*
 * The header's cart under classic themes whose menu collapses on phones (Twenty Twenty-One's
 * behind a toggle that names it by `aria-controls`, Twenty Twenty's into a modal its toggle
 * names by `data-toggle-target`: the plugin's menu item, and on phones its copy beside the
 * menu toggle) and under the
 * Vitrine theme (its header button carries the count; no menu item besides): one visible
 * "Cart" link on a desktop, and on a phone a count in sight with the menu closed.
 */
for ( const theme of [ 'twentytwentyone', 'twentytwenty', 'vitrine' ] ) {
	test( `under ${ theme }, the cart count shows on a phone with the menu closed and a desktop has one cart link`, async ( {
		page,
		context,
		baseURL,
	}, info ) => {
		if ( theme !== 'vitrine' ) {
			await context.addCookies( [
				{ name: 'vitrine_e2e_theme', value: theme, url: baseURL! },
			] );
		}
		await page.setViewportSize( { width: 1366, height: 900 } );
		await visit( page, theme, '/shop/' );
		const cartLinks = page
			.getByRole( 'link', { name: /^Cart\b/ } )
			.filter( { visible: true } );
		await expect( cartLinks ).toHaveCount( 1 );
		await page.screenshot( {
			path: info.outputPath( `${ theme }-header-1366.png` ),
		} );

		await page.setViewportSize( { width: 390, height: 844 } );
		await expect( cartLinks ).toHaveCount( 1 );
		await expect( cartLinks ).toBeInViewport();
		await page
			.locator( '.vitrine-shop .add_to_cart_button' )
			.first()
			.click();
		const count = page
			.locator( '.vitrine-cart-link__count' )
			.filter( { visible: true } );
		await expect( count ).toHaveText( '1' );
		await page.evaluate( () => window.scrollTo( 0, 0 ) );
		await expect( count ).toBeInViewport();
		await expect( cartLinks ).toHaveAccessibleName( 'Cart, 1 item' );
		// Nothing opened the menu.
		const opened = page.locator(
			'header [aria-expanded="true"]:is([aria-controls], [data-toggle-target])'
		);
		await expect( opened ).toHaveCount( 0 );
		await page.screenshot( {
			path: info.outputPath( `${ theme }-header-390.png` ),
		} );
		// The menu open: the cart once, its item in the menu (not also the copy beside the toggle).
		await page.getByRole( 'button', { name: /menu/i } ).first().click();
		await expect( opened ).toHaveCount( 1 );
		await expect( cartLinks ).toHaveCount( 1 );
		await page.screenshot( {
			path: info.outputPath( `${ theme }-menu-390.png` ),
		} );
	} );
}
