/**
 * The header search (docs/product-spec.md §2: a search form that opens and closes): the toggle opens the form
 * with the cursor in the field, Escape closes it and gives the focus back to the toggle, an
 * empty search just closes it, a real one shows the results. Without JavaScript the toggle
 * is a link to the search page and its form. On phones the form is in the menu panel.
 */

/**
 * External dependencies
 */
import { expect, test, type Page } from '@playwright/test';

const toggle = ( page: Page ) =>
	page.locator( '.site-header [data-vitrine-search-toggle]' );
// The plugin's search form widget: with scripting its field is a combobox (live suggestions).
const field = ( page: Page ) =>
	page.locator( '#header-search' ).getByRole( 'combobox' );

test.describe( 'header search', () => {
	test.use( { viewport: { width: 1280, height: 800 } } );

	test( 'opens from the toggle; Escape closes it and the focus returns', async ( {
		page,
	} ) => {
		await page.goto( '/blog/' );
		await expect(
			page.locator( '.site-header' ).getByRole( 'button', {
				name: 'Search',
			} )
		).toHaveAttribute( 'aria-expanded', 'false' );
		await expect( field( page ) ).toBeHidden();

		await toggle( page ).click();
		await expect( toggle( page ) ).toHaveAttribute(
			'aria-expanded',
			'true'
		);
		await expect( field( page ) ).toBeVisible();
		await expect( field( page ) ).toBeFocused();
		await expect( page ).toHaveURL( /\/blog\/$/ );

		await page.keyboard.press( 'Escape' );
		await expect( field( page ) ).toBeHidden();
		await expect( toggle( page ) ).toBeFocused();
		await expect( toggle( page ) ).toHaveAttribute(
			'aria-expanded',
			'false'
		);

		// From the keyboard: Space on the focused toggle opens it again.
		await page.keyboard.press( 'Space' );
		await expect( field( page ) ).toBeFocused();
	} );

	test( 'an empty search just closes; a real one shows the results', async ( {
		page,
	} ) => {
		await page.goto( '/blog/' );
		// Until the widget arms it, the toggle is the no-JS link to the search page.
		await expect( toggle( page ) ).toHaveAttribute(
			'aria-expanded',
			'false'
		);
		await toggle( page ).click();
		await field( page ).fill( '   ' );
		await page.keyboard.press( 'Enter' );
		await expect( field( page ) ).toBeHidden();
		await expect( toggle( page ) ).toBeFocused();
		await expect( page ).toHaveURL( /\/blog\/$/ );

		await toggle( page ).click();
		await field( page ).fill( 'linen' );
		await Promise.all( [
			page.waitForURL( /[?&]s=linen/ ),
			page.keyboard.press( 'Enter' ),
		] );
		await expect( page.locator( 'h1' ) ).toHaveText(
			'Results for “linen”'
		);
		await expect( page.locator( '.post-card' ).first() ).toBeVisible();
	} );

	test( 'without JavaScript the toggle is a link to the search page', async ( {
		browser,
	} ) => {
		const context = await browser.newContext( {
			javaScriptEnabled: false,
			viewport: { width: 1280, height: 800 },
		} );
		const page = await context.newPage();
		await page.goto( '/blog/' );
		await page
			.locator( '.site-header' )
			.getByRole( 'link', { name: 'Search' } )
			.click();
		await expect( page ).toHaveURL( /[?&]s=$/ );
		await expect( page.locator( 'h1' ) ).toHaveText( 'Search the site' );
		const search = page
			.locator( '.listing-search' )
			.getByRole( 'searchbox' );
		await search.fill( 'linen' );
		await Promise.all( [
			page.waitForURL( /[?&]s=linen/ ),
			search.press( 'Enter' ),
		] );
		await expect( page.locator( 'h1' ) ).toHaveText(
			'Results for “linen”'
		);
		await context.close();
	} );
} );

test( 'on a phone the search form is in the menu panel', async ( { page } ) => {
	await page.setViewportSize( { width: 390, height: 800 } );
	await page.goto( '/blog/' );
	await expect( toggle( page ) ).toBeHidden();
	await page.getByRole( 'button', { name: 'Menu' } ).click();
	const search = page.locator( '#site-navigation' ).getByRole( 'searchbox' );
	await expect( search ).toBeVisible();
} );
