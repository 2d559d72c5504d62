/**
 * The search form widget against the running site: a suggestion chosen with the keyboard
 * opens its page; the expanding variant closes when sent empty; the fullscreen overlay opens,
 * closes with Escape and gives the focus back; the results page honours the filters; the
 * no-JS form works with scripting off; axe finds nothing on the /widgets/ section.
 */

/**
 * External dependencies
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

// /widgets/ is the demo's heaviest page (every widget): room for slow, shared machines.
test.describe.configure( { timeout: 90_000 } );

async function searchForm( page: Page, variant: string ) {
	const root = page
		.locator(
			`.entry-content .vitrine-search-form--${ variant }[data-vitrine-state="mounted"], .site-main .vitrine-search-form--${ variant }[data-vitrine-state="mounted"]`
		)
		.first();
	await root.scrollIntoViewIfNeeded();
	await expect( root ).toBeVisible();
	return root;
}

test( 'a suggestion chosen with the keyboard opens its page @guest', async ( {
	page,
} ) => {
	await page.goto( '/widgets/' );
	const form = await searchForm( page, 'classic' );
	const field = form.getByRole( 'combobox', { name: 'Search for:' } );
	await field.fill( 'lime' );
	const list = form.getByRole( 'listbox' );
	await expect( list ).toBeVisible();
	await expect( field ).toHaveAttribute( 'aria-expanded', 'true' );
	await expect( form.getByRole( 'status' ) ).toContainText( /suggestion/ );

	await field.press( 'ArrowDown' );
	const first = list.getByRole( 'option' ).first();
	await expect( first ).toHaveAttribute( 'aria-selected', 'true' );
	await expect( field ).toHaveAttribute(
		'aria-activedescendant',
		( await first.getAttribute( 'id' ) ) ?? 'missing'
	);
	const title = ( ( await first.textContent() ) ?? '' ).trim();
	expect( title ).not.toBe( '' );
	await Promise.all( [
		page.waitForURL( /\/[^/]+\/$/ ),
		field.press( 'Enter' ),
	] );
	await expect( page ).not.toHaveURL( /\/widgets\/$/ );
	await expect( page.locator( 'h1' ).first() ).toHaveText( title );
} );

test( 'a term nothing matches says "No results."', async ( { page } ) => {
	await page.goto( '/widgets/' );
	const form = await searchForm( page, 'classic' );
	await form
		.getByRole( 'combobox', { name: 'Search for:' } )
		.fill( 'qqxyzzyqq' );
	await expect(
		form.getByText( 'No results.', { exact: true } ).first()
	).toBeVisible();
} );

test( 'the expanding variant opens, closes when sent empty and gives the focus back', async ( {
	page,
} ) => {
	await page.goto( '/widgets/' );
	const form = await searchForm( page, 'expanding' );
	const toggle = form.getByRole( 'button', { name: 'Search' } ).first();
	await expect( toggle ).toHaveAttribute( 'aria-expanded', 'false' );
	await toggle.click();
	const field = form.getByRole( 'combobox', { name: 'Search for:' } );
	await expect( field ).toBeFocused();
	await field.press( 'Enter' );
	await expect( field ).toBeHidden();
	await expect( toggle ).toBeFocused();
	await expect( page ).toHaveURL( /\/widgets\/$/ );
} );

test( 'the fullscreen variant opens an overlay; Escape closes it and the focus returns', async ( {
	page,
} ) => {
	await page.goto( '/widgets/' );
	const form = await searchForm( page, 'fullscreen' );
	const toggle = form.getByRole( 'button', { name: 'Search' } ).first();
	await toggle.click();
	const dialog = page.getByRole( 'dialog', { name: 'Search (fullscreen)' } );
	await expect( dialog ).toBeVisible();
	const field = dialog.getByRole( 'combobox', { name: 'Search for:' } );
	await expect( field ).toBeFocused();
	await expect( toggle ).toHaveAttribute( 'aria-expanded', 'true' );
	const axe = await new AxeBuilder( { page } )
		.include( '.vitrine-search-form__dialog' )
		.withTags( [ 'wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa' ] )
		.analyze();
	expect( axe.violations.map( ( violation ) => violation.id ) ).toEqual( [] );

	await page.keyboard.press( 'Escape' );
	await expect( dialog ).toBeHidden();
	await expect( toggle ).toBeFocused();
	await expect( toggle ).toHaveAttribute( 'aria-expanded', 'false' );

	// The form went back in place and still searches from the overlay.
	await page.keyboard.press( 'Space' );
	await expect( dialog ).toBeVisible();
	await dialog
		.getByRole( 'combobox', { name: 'Search for:' } )
		.fill( 'linen' );
	await Promise.all( [
		page.waitForURL( /[?&]s=linen/ ),
		page.keyboard.press( 'Enter' ),
	] );
	await expect( page.locator( 'h1' ) ).toHaveText( 'Results for “linen”' );
} );

test( 'the results page honours the category and type filters @guest', async ( {
	page,
} ) => {
	const categories = ( await (
		await page.request.get(
			'/wp-json/wp/v2/categories?orderby=count&order=desc&per_page=1&_fields=id,slug,name'
		)
	).json() ) as Array< { id: number; slug: string; name: string } >;
	const category = categories[ 0 ];
	if ( ! category ) {
		throw new Error( 'The demo has no category.' );
	}
	const expected = (
		( await (
			await page.request.get(
				`/wp-json/wp/v2/posts?categories=${ category.id }&search=e&per_page=100&_fields=link`
			)
		).json() ) as Array< { link: string } >
	 ).map( ( post ) => post.link );
	expect( expected.length ).toBeGreaterThan( 0 );

	await page.goto( `/?s=e&category=${ category.slug }` );
	const links = await page
		.locator( '.card-grid .card__link' )
		.evaluateAll( ( nodes ) =>
			nodes.map( ( node ) => ( node as HTMLAnchorElement ).href )
		);
	expect( links.length ).toBeGreaterThan( 0 );
	for ( const link of links ) {
		expect( expected ).toContain( link );
	}
	const listing = page.locator( '.listing-search' );
	await expect( listing.getByLabel( 'Category' ) ).toHaveValue(
		category.slug
	);

	// Pages only: core alone would drop `post_type=page`; the widget's filter keeps it.
	await page.goto( '/?s=a&post_type=page' );
	await expect( listing.getByLabel( 'Content type' ) ).toHaveValue( 'page' );
	const pageLinks = await page
		.locator( '.card-grid .card__link' )
		.evaluateAll( ( nodes ) =>
			nodes.map( ( node ) => ( node as HTMLAnchorElement ).href )
		);
	const pages = (
		( await (
			await page.request.get(
				'/wp-json/wp/v2/pages?search=a&per_page=100&_fields=link'
			)
		).json() ) as Array< { link: string } >
	 ).map( ( entry ) => entry.link );
	expect( pageLinks.length ).toBeGreaterThan( 0 );
	for ( const link of pageLinks ) {
		expect( pages ).toContain( link );
	}
} );

test( 'without JavaScript the form is a plain GET form with its filters', async ( {
	browser,
} ) => {
	const context = await browser.newContext( { javaScriptEnabled: false } );
	const page = await context.newPage();
	await page.goto( '/widgets/' );
	const form = page.locator( '.vitrine-search-form--classic' ).first();
	await form.getByLabel( 'Content type' ).selectOption( 'post' );
	await form.getByRole( 'searchbox' ).fill( 'linen' );
	await Promise.all( [
		page.waitForURL( /[?&]s=linen/ ),
		form.getByRole( 'searchbox' ).press( 'Enter' ),
	] );
	expect( page.url() ).toContain( 'post_type=post' );
	await expect( page.locator( 'h1' ) ).toHaveText( 'Results for “linen”' );
	await expect(
		page.locator( '.listing-search' ).getByLabel( 'Content type' )
	).toHaveValue( 'post' );
	await context.close();
} );

test( 'the search form section on /widgets/ has no WCAG 2.1 AA violations axe can find', async ( {
	page,
} ) => {
	await page.goto( '/widgets/' );
	const form = await searchForm( page, 'classic' );
	await form.getByRole( 'combobox', { name: 'Search for:' } ).fill( 'lime' );
	await expect( form.getByRole( 'listbox' ) ).toBeVisible();
	const results = await new AxeBuilder( { page } )
		.include( '.vitrine-search-form' )
		.withTags( [ 'wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa' ] )
		.analyze();
	expect(
		results.violations.map(
			( violation ) =>
				`${ violation.id }: ${ violation.nodes
					.map( ( node ) => node.target.join( ' ' ) )
					.join( ', ' ) }`
		)
	).toEqual( [] );
} );
