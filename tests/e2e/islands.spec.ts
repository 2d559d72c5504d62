/**
 * Widgets mount when they come near the viewport (src/runtime/mount.ts): what a reader of a
 * long page gets. The other browser tests ask the local stack to mount every widget at once
 * (playwright.config.ts); these do not.
 */

/**
 * External dependencies
 */
import { expect, test, type Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { afterFrames, reactRequests, revealWidgets } from './support';

test.use( {
	extraHTTPHeaders: {},
	viewport: { width: 412, height: 823 },
} );

/** The widget chunks the page has asked for so far, by name. */
function chunkRequests( page: Page ): string[] {
	const names: string[] = [];
	page.on( 'request', ( request ) => {
		const match = /\/build\/chunks\/([a-z-]+)\.[0-9a-f]+\.js/.exec(
			request.url()
		);
		if ( match ) {
			names.push( match[ 1 ] ?? '' );
		}
	} );
	return names;
}

test( 'on a long page only the first screen’s widgets load; the others load as the reader reaches them', async ( {
	page,
} ) => {
	const chunks = chunkRequests( page );
	await page.clock.install();
	await page.goto( '/widgets/', { waitUntil: 'load' } );
	// The header's launcher acts at once, without React.
	await expect(
		page.locator( '[data-vitrine-widget="login-popup"]' )
	).toHaveAttribute( 'data-vitrine-state', 'mounted' );

	const map = page.locator( '[data-vitrine-widget="map"]' ).first();
	await expect( map ).toHaveAttribute( 'data-vitrine-state', 'waiting' );
	// The fallback is there for the reader meanwhile.
	await expect( map ).not.toBeEmpty();
	// Nothing comes on a timer or in the next frames either.
	await page.clock.runFor( 500 );
	await afterFrames( page );
	expect( chunks ).not.toContain( 'map' );
	expect( chunks ).not.toContain( 'leaflet' );
	// A filtered gallery keeps its filter bar's room, so it has a box and waits too.
	const gallery = page
		.locator(
			'.vitrine-portfolio--filtered [data-vitrine-widget="portfolio"]'
		)
		.first();
	await expect( gallery ).toHaveAttribute( 'data-vitrine-state', 'waiting' );
	expect( chunks ).not.toContain( 'portfolio' );
	expect(
		await page
			.locator( '[data-vitrine-state="waiting"]' )
			.evaluateAll( ( nodes ) => nodes.length )
	).toBeGreaterThan( 10 );

	await map.scrollIntoViewIfNeeded();
	await expect( map ).toHaveAttribute( 'data-vitrine-state', 'mounted', {
		timeout: 15_000,
	} );
	expect( chunks ).toContain( 'map' );
} );

test( 'a reader who scrolls through the page finds every widget mounted, none failed', async ( {
	page,
} ) => {
	await page.goto( '/widgets/' );
	await revealWidgets( page );
	await expect( page.locator( '[data-vitrine-state="failed"]' ) ).toHaveCount(
		0
	);
	// Those that wait for the visitor to reach for them (widgetsOnInteraction) still wait.
	const reached = [ 'gallery-slider', 'product-gallery', 'wishlist-button' ]
		.map( ( name ) => `:not([data-vitrine-widget="${ name }"])` )
		.join( '' );
	await expect(
		page.locator(
			`[data-vitrine-widget]${ reached }:not([data-vitrine-state="mounted"]):visible`
		)
	).toHaveCount( 0 );
} );

test( 'popups and panels act before the reader reaches them', async ( {
	page,
} ) => {
	await page.goto( '/widgets/' );
	for ( const name of [ 'popup', 'off-canvas' ] ) {
		const mounts = page.locator( `[data-vitrine-widget="${ name }"]` );
		expect( await mounts.count() ).toBeGreaterThan( 0 );
		await expect( mounts.first() ).toHaveAttribute(
			'data-vitrine-load',
			'eager'
		);
		await expect( mounts.first() ).toHaveAttribute(
			'data-vitrine-state',
			'mounted'
		);
	}
} );

test( 'the shop’s first screen loads no React; a wishlist button brings it on the first click, which adds', async ( {
	page,
} ) => {
	const react = reactRequests( page );
	await page.goto( '/shop/', { waitUntil: 'load' } );
	const buttons = page.locator( '[data-vitrine-widget="wishlist-button"]' );
	// The buttons in view wait for the visitor, not for the viewport.
	await buttons.first().scrollIntoViewIfNeeded();
	await expect( buttons.first() ).toBeInViewport();
	await expect( buttons.first() ).toHaveAttribute(
		'data-vitrine-state',
		'waiting'
	);
	await expect(
		page.locator( '[data-vitrine-widget="login-popup"]' )
	).toHaveAttribute( 'data-vitrine-state', 'mounted' );
	await afterFrames( page );
	expect( react ).toEqual( [] );

	// The first click (the fallback is a form that posts) is the widget's: the list popup.
	const card = page.locator( '.vitrine-product-card' ).first();
	const name = (
		( await card
			.locator( '.vitrine-product-card__title' )
			.textContent() ) ?? ''
	).trim();
	await card
		.getByRole( 'button', { name: `Add to wishlist: “${ name }”` } )
		.click();
	await expect( page.getByRole( 'dialog' ) ).toBeVisible();
	await expect( page ).toHaveURL( /\/shop\/$/ );
	expect( react.length ).toBeGreaterThan( 0 );
} );

test( 'a product page’s first screen loads no React: the quantity steps without it, the gallery brings it when reached', async ( {
	page,
} ) => {
	const react = reactRequests( page );
	await page.goto( '/product/bud-vase/', { waitUntil: 'load' } );
	const summary = page.locator( '.vitrine-product-summary' );
	await summary.getByRole( 'button', { name: 'Increase quantity' } ).click();
	await expect( summary.getByLabel( 'Bud vase quantity' ) ).toHaveValue(
		'2'
	);
	await expect(
		summary.getByRole( 'button', { name: /^Add to cart: / } )
	).toHaveAttribute( 'data-quantity', '2' );
	const gallery = page.locator(
		'.vitrine-product [data-vitrine-widget="product-gallery"]'
	);
	await expect( gallery ).toHaveAttribute( 'data-vitrine-state', 'waiting' );
	await afterFrames( page );
	expect( react ).toEqual( [] );

	// The first click on the second thumbnail (a link to the image file) shows that picture.
	await gallery
		.getByRole( 'link', { name: 'Show image 2' } )
		.click( { noWaitAfter: true } );
	await expect( gallery ).toHaveAttribute( 'data-vitrine-state', 'mounted' );
	await expect( page ).toHaveURL( /\/product\/bud-vase\/$/ );
	await expect(
		gallery.locator( '.vitrine-product-gallery__slide' ).nth( 1 )
	).toHaveClass( /is-active/ );
	expect( react.length ).toBeGreaterThan( 0 );
} );

test( 'an empty cart loads no React: the suggestions’ quick view brings it when its button is pressed', async ( {
	page,
} ) => {
	const react = reactRequests( page );
	await page.goto( '/cart/', { waitUntil: 'load' } );
	await expect(
		page.getByRole( 'heading', { name: 'Your cart is currently empty.' } )
	).toBeVisible();
	const quickView = page.locator( '[data-vitrine-widget="quick-view"]' );
	await quickView.first().scrollIntoViewIfNeeded();
	await expect( quickView.first() ).toHaveAttribute(
		'data-vitrine-state',
		'waiting'
	);
	await afterFrames( page );
	expect( react ).toEqual( [] );

	// The first press opens the quick view (the code came while the pointer aimed).
	await page
		.locator( '.vitrine-quick-view-button' )
		.first()
		.click( { noWaitAfter: true } );
	await expect( page.getByRole( 'dialog' ) ).toBeVisible();
	await expect( page ).toHaveURL( /\/cart\/$/ );
	expect( react.length ).toBeGreaterThan( 0 );
} );

test( 'a visitor who never wished for anything sees the empty wishlist without its code or React; a shared list still loads', async ( {
	page,
} ) => {
	const react = reactRequests( page );
	const chunks = chunkRequests( page );
	await page.goto( '/wishlist/', { waitUntil: 'load' } );
	const wishlist = page.locator( '[data-vitrine-widget="wishlist"]' );
	await expect( wishlist ).toHaveAttribute( 'data-vitrine-state', 'empty' );
	await expect(
		wishlist.getByText( 'Your wishlist is empty for now.' )
	).toBeVisible();
	await expect( wishlist.getByText( 'Loading the wishlist…' ) ).toHaveCount(
		0
	);
	await expect(
		wishlist.getByRole( 'link', { name: 'Return to shop' } )
	).toHaveAttribute( 'href', /\/shop\/$/ );
	await afterFrames( page );
	expect( react ).toEqual( [] );
	expect( chunks ).not.toContain( 'wishlist' );

	// Another visitor's shared list is not this visitor's to know: it loads.
	await page.goto( '/wishlist/?wishlist=ABCDEFGHJK23', {
		waitUntil: 'load',
	} );
	await expect(
		page.locator( '[data-vitrine-widget="wishlist"]' )
	).toHaveAttribute( 'data-vitrine-state', 'mounted', { timeout: 15_000 } );
	expect( chunks ).toContain( 'wishlist' );
} );
