/**
 * The presentation widgets against the running site: the case-study gallery popup in the
 * lightbox (wraparound, slideshow, Escape, focus return, a broken image, a failed call), the
 * image lightbox of post content, tabs by keyboard, and progress rings for screen readers.
 */

/**
 * External dependencies
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { animationsSettled } from './support';

async function axeViolations( page: Page ) {
	const results = await new AxeBuilder( { page } )
		.withTags( [ 'wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa' ] )
		.analyze();
	return results.violations.map(
		( violation ) =>
			`${ violation.id }: ${ violation.nodes
				.map( ( node ) => node.target.join( ' ' ) )
				.join( ', ' ) }`
	);
}

const lightbox = ( page: Page ) => page.locator( '.vitrine-lightbox' );
const status = ( page: Page ) =>
	page.locator( '.vitrine-lightbox .vitrine-lightbox__status' );

async function openWidgets( page: Page ) {
	await page.goto( '/widgets/' );
	await expect(
		page.locator( '.vitrine-case-studies[data-vitrine-state="mounted"]' )
	).toBeVisible();
}

test( 'a case study card opens its gallery from gallery_popup123 and browses it with wraparound', async ( {
	page,
} ) => {
	// The page's timers: the slideshow's 5 s runs ahead instead of being waited for.
	await page.clock.install();
	await openWidgets( page );
	const card = page.locator( '.vitrine-case-studies__item' ).first();
	const id = await card.getAttribute( 'data-id' );
	const button = card.getByRole( 'button', { name: 'View gallery' } );

	const request = page.waitForRequest(
		( r ) =>
			r.url().includes( 'admin-ajax.php' ) &&
			( r.postData() ?? '' ).includes( 'action=gallery_popup123' )
	);
	await button.click();
	const body = new URLSearchParams( ( await request ).postData() ?? '' );
	expect( body.get( 'id' ) ).toBe( id );

	await expect( lightbox( page ) ).toBeVisible();
	await expect( lightbox( page ) ).toHaveAttribute( 'role', 'dialog' );
	await expect(
		page.locator( '.vitrine-lightbox .gslide.current img' )
	).toBeVisible();
	// The status is written once the slide is shown: wait for it rather than read it at once.
	await expect( status( page ) ).toHaveText( /^1 of \d+$/ );
	const total = Number(
		/of (\d+)/.exec( ( await status( page ).textContent() ) ?? '' )?.[ 1 ]
	);
	expect( total ).toBeGreaterThan( 1 );

	// Wraparound: back from the first is the last, forward from the last is the first.
	await page.keyboard.press( 'ArrowLeft' );
	await expect( status( page ) ).toHaveText( `${ total } of ${ total }` );
	await page.keyboard.press( 'ArrowRight' );
	await expect( status( page ) ).toHaveText( `1 of ${ total }` );
	await page.getByRole( 'button', { name: 'Next' } ).click();
	await expect( status( page ) ).toHaveText( `2 of ${ total }` );

	// The slideshow can be played and paused.
	const play = page.getByRole( 'button', { name: 'Play slideshow' } );
	await play.click();
	const pause = page.getByRole( 'button', { name: 'Pause slideshow' } );
	await expect( pause ).toHaveAttribute( 'aria-pressed', 'true' );
	// Every 5 s the next picture.
	await page.clock.runFor( 5000 );
	await expect( status( page ) ).toHaveText( `3 of ${ total }` );
	await pause.click();
	await expect( play ).toHaveAttribute( 'aria-pressed', 'false' );

	// Escape closes, and focus returns to the button that opened it.
	await page.keyboard.press( 'Escape' );
	await expect( lightbox( page ) ).toHaveCount( 0 );
	await expect( button ).toBeFocused();
} );

test( 'a broken image says so, then the lightbox closes', async ( {
	page,
} ) => {
	// The page's timers: the 2.5 s before the lightbox closes runs ahead.
	await page.clock.install();
	await openWidgets( page );
	// Break only the full-size pictures the lightbox loads, not the cards' resized ones.
	await page.route(
		/\/wp-content\/uploads\/\d+\/\d+\/[a-z-]+\.(?:jpg|webp)$/,
		( route ) => route.fulfill( { status: 404, body: 'missing' } )
	);
	const button = page
		.locator( '.vitrine-case-studies__item' )
		.first()
		.getByRole( 'button', { name: 'View gallery' } );
	await button.click();
	await expect(
		page.getByRole( 'alert' ).filter( {
			hasText:
				'Image cannot be loaded. Make sure the path is correct and image exist.',
		} )
	).toBeVisible();
	await page.clock.runFor( 2500 );
	await expect( lightbox( page ) ).toHaveCount( 0 );
	await expect( button ).toBeFocused();
} );

test( 'a failed gallery call only logs "error"', async ( { page } ) => {
	const errors: string[] = [];
	page.on( 'console', ( message ) => {
		if ( message.type() === 'error' ) {
			errors.push( message.text() );
		}
	} );
	await openWidgets( page );
	await page.route( '**/wp-admin/admin-ajax.php', ( route ) =>
		( route.request().postData() ?? '' ).includes( 'gallery_popup123' )
			? route.fulfill( { status: 500, body: '' } )
			: route.continue()
	);
	await page
		.locator( '.vitrine-case-studies__item' )
		.first()
		.getByRole( 'button', { name: 'View gallery' } )
		.click();
	await expect
		.poll( () => errors.some( ( e ) => e.startsWith( 'error' ) ) )
		.toBe( true );
	await expect( lightbox( page ) ).toHaveCount( 0 );
} );

test( 'without JavaScript the gallery button is a link to the case study, which shows the gallery', async ( {
	browser,
} ) => {
	const context = await browser.newContext( { javaScriptEnabled: false } );
	const page = await context.newPage();
	await page.goto( '/widgets/' );
	const link = page
		.locator( '.vitrine-case-studies__item' )
		.first()
		.getByRole( 'link', { name: 'View gallery' } );
	await link.click();
	await expect( page ).toHaveURL( /\/case-studies\/[a-z-]+\/$/ );
	const pictures = page.locator( '.vitrine-gallery a.vitrine-gallery__link' );
	expect( await pictures.count() ).toBeGreaterThan( 1 );
	// Tabs show every panel without scripting.
	await page.goto( '/widgets/' );
	await expect(
		page.locator( '.vitrine-tabs__panel' ).nth( 2 )
	).toBeVisible();
	await context.close();
} );

test( 'image links in content open in the lightbox as one gallery', async ( {
	page,
} ) => {
	await page.goto( '/case-studies/a-bakery-in-lyon/' );
	await expect(
		page.locator( '.vitrine-image-lightbox[data-vitrine-state="mounted"]' )
	).toHaveCount( 1 );
	const links = page.locator( '.vitrine-gallery a.vitrine-gallery__link' );
	const count = await links.count();
	await links.nth( 1 ).click();
	await expect( lightbox( page ) ).toBeVisible();
	await expect( status( page ) ).toHaveText( `2 of ${ count }` );
	await page.keyboard.press( 'Escape' );
	await expect( lightbox( page ) ).toHaveCount( 0 );
	await expect( links.nth( 1 ) ).toBeFocused();
} );

test( 'tabs follow the WAI-ARIA keyboard pattern', async ( { page } ) => {
	await page.goto( '/widgets/' );
	const tabs = page.locator( '.vitrine-tabs[data-vitrine-state="mounted"]' );
	await expect( tabs ).toBeVisible();
	const list = tabs.getByRole( 'tablist' );
	const all = list.getByRole( 'tab' );
	await expect( all ).toHaveCount( 3 );
	await all.first().focus();
	await page.keyboard.press( 'ArrowRight' );
	await expect( all.nth( 1 ) ).toBeFocused();
	await expect( all.nth( 1 ) ).toHaveAttribute( 'aria-selected', 'true' );
	await expect( tabs.getByRole( 'tabpanel' ) ).toHaveCount( 1 );
	await expect( tabs.getByRole( 'tabpanel' ) ).toContainText(
		'A plan, a palette'
	);
	await page.keyboard.press( 'End' );
	await expect( all.nth( 2 ) ).toBeFocused();
	await page.keyboard.press( 'ArrowRight' );
	await expect( all.first() ).toBeFocused();
	await expect( all.first() ).toHaveAttribute( 'aria-selected', 'true' );
	await page.keyboard.press( 'ArrowLeft' );
	await expect( all.nth( 2 ) ).toHaveAttribute( 'aria-selected', 'true' );
	await expect( all.nth( 2 ) ).toHaveAttribute( 'tabindex', '0' );
	await expect( all.first() ).toHaveAttribute( 'tabindex', '-1' );
	// A click selects too; the panel shown is the server's, under its own id.
	await all.nth( 1 ).click();
	await expect( tabs.getByRole( 'tabpanel' ) ).toHaveAttribute(
		'id',
		( await all.nth( 1 ).getAttribute( 'aria-controls' ) )!
	);
	await expect( tabs.getByRole( 'tabpanel' ) ).toContainText(
		'A plan, a palette'
	);
} );

test( 'progress rings are progressbars named by their title, drawn by the circle-progress widget', async ( {
	page,
} ) => {
	await page.goto( '/widgets/' );
	// The first ring of the first row is "Interiors".
	const widget = page
		.locator( '.vitrine-progress-rings .vitrine-circle-progress' )
		.first();
	const ring = widget.getByRole( 'progressbar', { name: 'Interiors' } );
	await expect( ring ).toHaveAttribute( 'aria-valuenow', '92' );
	await expect( ring ).toHaveAttribute( 'aria-valuetext', '92%' );
	await widget.scrollIntoViewIfNeeded();
	await expect( widget ).toHaveAttribute( 'data-vitrine-state', 'mounted' );
	// Drawn to its figure once on screen (about 5 ms per degree), along its gradient.
	await expect(
		widget.locator( '.vitrine-circle-progress__value' )
	).toHaveText( '92%', { timeout: 4000 } );
	await expect( widget.locator( 'linearGradient' ) ).toBeAttached();
} );

for ( const path of [ '/about/', '/case-studies/a-bakery-in-lyon/' ] ) {
	test( `${ path } has no WCAG 2.1 AA violations axe can find`, async ( {
		page,
	} ) => {
		await page.goto( path, { waitUntil: 'networkidle' } );
		expect( await axeViolations( page ) ).toEqual( [] );
	} );
}

test( 'the open lightbox has no WCAG 2.1 AA violations axe can find', async ( {
	page,
} ) => {
	await openWidgets( page );
	await page
		.locator( '.vitrine-case-studies__item' )
		.first()
		.getByRole( 'button', { name: 'View gallery' } )
		.click();
	await expect(
		page.locator( '.vitrine-lightbox .gslide.current img' )
	).toBeVisible();
	await animationsSettled( page ); // The opening fade.
	expect( await axeViolations( page ) ).toEqual( [] );
} );
