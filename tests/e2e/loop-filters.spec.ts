/**
 * The journal loop grid on /widgets/ with its category and tag filters, against the running
 * site: Design OR Craft, then NOT the "makers" tag, changes the address and the results,
 * survives a reload (the server renders the filtered address) and Back; a failing
 * refresh-loop call leaves the grid as it was. Guest flows: page-cache safe.
 */

/**
 * External dependencies
 */
import { expect, test, type Page } from '@playwright/test';

const grid = ( page: Page ) => page.locator( '[data-vitrine-loop="journal"]' );
const titles = ( page: Page ) =>
	grid( page ).locator( '.vitrine-loop-grid__title' ).allTextContents();
// Other grids on /widgets/ have filters too: only the journal's.
const journalFilters = `.vitrine-loop-filter[data-vitrine-props*='"target":"journal"']`;
const term = ( page: Page, slug: string ) =>
	page.locator(
		`${ journalFilters } .vitrine-loop-filter__term[data-term="${ slug }"]`
	);

async function openWidgets( page: Page ) {
	await page.goto( '/widgets/' );
	await expect(
		page.locator(
			`${ journalFilters }[data-vitrine-state="mounted"], [data-vitrine-loop="journal"] .vitrine-loop-grid[data-vitrine-state="mounted"]`
		)
	).toHaveCount( 3 );
}

test( 'Design OR Craft, then NOT makers: the address and results follow, a reload keeps them, Back undoes @guest', async ( {
	page,
} ) => {
	// Two loads of /widgets/ (every widget) and two history steps: slow on a busy machine.
	test.slow();
	await openWidgets( page );
	const all = await titles( page );
	expect( all.length ).toBe( 12 );

	await term( page, 'design' ).click();
	await expect( page ).toHaveURL( /e-filter-journal-category=design(&|$)/ );
	await term( page, 'craft' ).click();
	await expect( page ).toHaveURL( /e-filter-journal-category=design~craft/ );
	await expect.poll( async () => ( await titles( page ) ).length ).toBe( 7 );
	const designOrCraft = await titles( page );

	await term( page, 'makers' ).click();
	await expect( term( page, 'makers' ) ).toHaveAttribute(
		'aria-pressed',
		'true'
	);
	await term( page, 'makers' ).click();
	await expect( page ).toHaveURL( /e-filter-journal-post_tag=!makers/ );
	await expect( term( page, 'makers' ) ).toHaveClass( /is-out/ );
	await expect.poll( async () => ( await titles( page ) ).length ).toBe( 4 );
	const withoutMakers = await titles( page );
	expect( designOrCraft ).toEqual( expect.arrayContaining( withoutMakers ) );

	// The server renders the same selection for the address, without any refresh call.
	let refreshed = 0;
	page.on( 'request', ( request ) => {
		if ( request.url().includes( 'refresh-loop' ) ) {
			refreshed++;
		}
	} );
	await page.reload();
	expect( await titles( page ) ).toEqual( withoutMakers );
	await expect( term( page, 'design' ) ).toHaveClass( /is-in/ );
	expect( refreshed ).toBe( 0 );

	await page.goBack();
	await expect( page ).toHaveURL( /e-filter-journal-post_tag=makers/ );
	await page.goBack();
	await expect( page ).not.toHaveURL( /post_tag/ );
	await expect.poll( () => titles( page ) ).toEqual( designOrCraft );
	await expect( term( page, 'makers' ) ).toHaveClass( /is-off/ );
} );

test( 'a failing refresh leaves the grid as it was and removes the loading state', async ( {
	page,
} ) => {
	await openWidgets( page );
	const before = await grid( page )
		.locator( '.vitrine-loop-grid__results' )
		.innerHTML();
	let calls = 0;
	await page.route( '**/refresh-loop*', ( route ) => {
		calls++;
		return route.fulfill( {
			status: 500,
			contentType: 'application/json',
			body: '{"code":"boom","message":"Boom"}',
		} );
	} );
	await term( page, 'travel' ).click();
	await expect.poll( () => calls ).toBeGreaterThan( 0 );
	await expect( grid( page ) ).not.toHaveClass( /is-loading/ );
	expect(
		await grid( page ).locator( '.vitrine-loop-grid__results' ).innerHTML()
	).toBe( before );
	await expect( grid( page ).getByRole( 'status' ) ).toHaveText(
		'The results could not be updated.'
	);
} );
