/**
 * What a widget enhances works on the first click, before the widget has come near the
 * viewport or while its code is on the way (the runtime holds the click, mounts the widget and
 * clicks again); and every modal holds the page still, gives it back where it was, closes on
 * Escape and returns focus. The widget's code is held back until after the click, so the click
 * always comes first, whatever the machine's speed.
 */

/**
 * External dependencies
 */
import {
	expect,
	test,
	type Locator,
	type Page,
	type Route,
} from '@playwright/test';

/**
 * Holds the requests for a chunk until `release()`: the page has loaded, the widget has not.
 * @param page  The page.
 * @param chunk The chunk's name (`quick-view`).
 */
async function holdChunk( page: Page, chunk: string ) {
	const held: Route[] = [];
	let released = false;
	await page.route(
		new RegExp( `/chunks/${ chunk }\\.[0-9a-f]+\\.js` ),
		( route ) => ( released ? route.continue() : held.push( route ) )
	);
	return {
		release: () => {
			released = true;
			held.forEach( ( route ) => route.continue() );
		},
	};
}

/**
 * Opens a page whose widget code is held: the load event may wait on that code, so the page is
 * ready for a click once its runtime has run.
 * @param page The page.
 * @param path Its path.
 */
async function openHeld( page: Page, path: string ) {
	await page.goto( path, { waitUntil: 'domcontentloaded' } );
	await page.waitForFunction(
		() =>
			typeof ( window as { vitrine?: { mount?: unknown } } ).vitrine
				?.mount === 'function'
	);
}

const quickViewButton = ( page: Page, card: number ) =>
	page
		.locator( '.vitrine-product-card' )
		.nth( card )
		.locator( '.vitrine-quick-view-button' );

const cardName = async ( page: Page, card: number ) =>
	(
		await page
			.locator( '.vitrine-product-card__title' )
			.nth( card )
			.textContent()
	)?.trim() ?? '';

test( 'quick view opens on the first click, before it has loaded @guest', async ( {
	page,
} ) => {
	await page.setViewportSize( { width: 390, height: 844 } );
	const chunk = await holdChunk( page, 'quick-view' );
	await openHeld( page, '/shop/' );
	const name = await cardName( page, 0 );
	// The list's quick view waits at the end of the grid, far below a phone's screen.
	await expect(
		page.locator( '.vitrine-products [data-vitrine-widget="quick-view"]' )
	).not.toHaveAttribute( 'data-vitrine-state', 'mounted' );

	await quickViewButton( page, 0 ).click();
	chunk.release();
	await expect( page.getByRole( 'dialog', { name } ) ).toBeVisible();
	expect( new URL( page.url() ).pathname ).toBe( '/shop/' );
	await page.keyboard.press( 'Escape' );
	await expect( quickViewButton( page, 0 ) ).toBeFocused();
	await expect( page.locator( '.vitrine-modal' ) ).toHaveCount( 0 );
} );

test( 'quick view opens on the first Enter', async ( { page } ) => {
	await page.setViewportSize( { width: 390, height: 844 } );
	const chunk = await holdChunk( page, 'quick-view' );
	await openHeld( page, '/shop/' );
	const name = await cardName( page, 1 );
	await quickViewButton( page, 1 ).focus();
	await page.keyboard.press( 'Enter' );
	chunk.release();
	await expect( page.getByRole( 'dialog', { name } ) ).toBeVisible();
	expect( new URL( page.url() ).pathname ).toBe( '/shop/' );
} );

test( 'a ctrl-click on quick view is still the browser’s (a new tab), not held', async ( {
	page,
	context,
} ) => {
	await page.goto( '/shop/' );
	const button = quickViewButton( page, 0 );
	const href = ( await button.getAttribute( 'href' ) ) ?? '';
	const [ tab ] = await Promise.all( [
		context.waitForEvent( 'page' ),
		button.click( { modifiers: [ 'ControlOrMeta' ] } ),
	] );
	// The tab may open on about:blank and go on to the address: wait for it.
	await expect( tab ).toHaveURL( href );
	await tab.waitForLoadState();
	await expect( page.getByRole( 'dialog' ) ).toHaveCount( 0 );
} );

test( 'an image link in content opens the lightbox on the first click, before it has loaded', async ( {
	page,
} ) => {
	const chunk = await holdChunk( page, 'image-lightbox' );
	await openHeld( page, '/case-studies/a-bakery-in-lyon/' );
	const links = page.locator( '.vitrine-gallery a.vitrine-gallery__link' );
	const count = await links.count();
	await links.nth( 1 ).click();
	chunk.release();
	await expect( page.locator( '.vitrine-lightbox' ) ).toBeVisible();
	await expect( page.locator( '.vitrine-lightbox__status' ) ).toHaveText(
		`2 of ${ count }`
	);
	expect( new URL( page.url() ).pathname ).toBe(
		'/case-studies/a-bakery-in-lyon/'
	);
} );

/**
 * Tries to scroll the page by wheel and by keyboard; the page must not move.
 * @param page The page, with a modal open.
 */
async function expectPageHeld( page: Page ) {
	const before = await page.evaluate( () => window.scrollY );
	await page.mouse.move( 8, 400 );
	await page.mouse.wheel( 0, 700 );
	await page.keyboard.press( 'PageDown' );
	await page.keyboard.press( 'End' );
	// Two frames: a scroll the browser accepted has been applied by then.
	await page.evaluate(
		() =>
			new Promise( ( resolve ) =>
				requestAnimationFrame( () => requestAnimationFrame( resolve ) )
			)
	);
	expect( await page.evaluate( () => window.scrollY ) ).toBe( before );
}

/**
 * Where an element is on screen: the page given back where it was shows it at the same place.
 * @param element The element.
 */
async function top( element: Locator ): Promise< number > {
	return Math.round( ( await element.boundingBox() )?.y ?? NaN );
}

test( 'the quick view holds the page still, and gives it back where it was', async ( {
	page,
} ) => {
	await page.setViewportSize( { width: 1280, height: 700 } );
	await page.goto( '/shop/' );
	const button = quickViewButton( page, 4 );
	await button.scrollIntoViewIfNeeded();
	expect( await page.evaluate( () => window.scrollY ) ).toBeGreaterThan( 0 );
	// The card, not the button: the button moves as it shows on hover and focus.
	const card = page.locator( '.vitrine-product-card' ).nth( 4 );
	const at = await top( card );
	await button.click();
	const dialog = page.getByRole( 'dialog', {
		name: await cardName( page, 4 ),
	} );
	await expect( dialog ).toBeVisible();
	await expectPageHeld( page );
	await page.keyboard.press( 'Escape' );
	await expect( button ).toBeFocused();
	await expect( page.locator( '.vitrine-modal' ) ).toHaveCount( 0 );
	expect( await top( card ) ).toBe( at );
	// And it scrolls again.
	const y = await page.evaluate( () => window.scrollY );
	await page.mouse.wheel( 0, 200 );
	await expect
		.poll( () => page.evaluate( () => window.scrollY ) )
		.toBeGreaterThan( y );
} );

test( 'the "added to cart" confirmation in a quick view leaves "Next product" clear', async ( {
	page,
} ) => {
	await page.setViewportSize( { width: 1280, height: 900 } );
	await page.goto( '/shop/' );
	const cards = page.locator( '.vitrine-product-card' );
	// The first card that can be added straight from its quick view.
	const index = await cards.evaluateAll( ( all ) =>
		all.findIndex( ( card ) =>
			card.querySelector(
				'button[name="add-to-cart"], .add_to_cart_button'
			)
		)
	);
	const button = quickViewButton( page, Math.max( index, 0 ) );
	await button.click();
	const dialog = page.getByRole( 'dialog' );
	await expect( dialog ).toBeVisible();
	await dialog.getByRole( 'button', { name: /^Add to cart: / } ).click();
	const toast = page.locator( '.vitrine-cart-confirmation' );
	await expect( toast ).toBeVisible();
	const next = dialog.getByRole( 'button', { name: /Next product/ } );
	const [ a, b ] = await Promise.all( [
		toast.boundingBox(),
		next.boundingBox(),
	] );
	const overlap =
		a &&
		b &&
		a.x < b.x + b.width &&
		b.x < a.x + a.width &&
		a.y < b.y + b.height &&
		b.y < a.y + a.height;
	expect( overlap ).toBe( false );
	// And it takes the click.
	const before = await dialog.getAttribute( 'aria-labelledby' );
	await next.click();
	await expect( dialog ).not.toHaveAttribute(
		'aria-labelledby',
		before ?? ''
	);
} );

test( 'a popup holds the page still; Escape closes it, focus returns and the page scrolls again', async ( {
	page,
} ) => {
	await page.setViewportSize( { width: 1280, height: 700 } );
	await page.goto( '/widgets/' );
	const link = page.getByRole( 'link', { name: 'see the studio hours' } );
	await link.scrollIntoViewIfNeeded();
	const at = await top( link );
	await link.click();
	const dialog = page.getByRole( 'dialog', { name: 'Studio hours' } );
	await expect( dialog ).toBeVisible();
	await expectPageHeld( page );
	await page.keyboard.press( 'Escape' );
	await expect( dialog ).toHaveCount( 0 );
	await expect( link ).toBeFocused();
	expect( await top( link ) ).toBe( at );
	const y = await page.evaluate( () => window.scrollY );
	await page.mouse.wheel( 0, 200 );
	await expect
		.poll( () => page.evaluate( () => window.scrollY ) )
		.not.toBe( y );
} );

test( 'the off-canvas panel holds the page still; Escape closes it and focus returns', async ( {
	page,
} ) => {
	await page.setViewportSize( { width: 1280, height: 700 } );
	await page.goto( '/widgets/' );
	const button = page.getByRole( 'button', { name: 'Studio notes' } );
	await button.scrollIntoViewIfNeeded();
	const at = await top( button );
	await button.click();
	const panel = page.getByRole( 'dialog', {
		name: 'Notes from the studio',
	} );
	await expect( panel ).toBeVisible();
	await expectPageHeld( page );
	await page.keyboard.press( 'Escape' );
	await expect( panel ).toHaveCount( 0 );
	await expect( button ).toBeFocused();
	// Where it was, to the pixel (the layout rounds a subpixel either way once the page's
	// scrollbar comes back).
	expect( Math.abs( ( await top( button ) ) - at ) ).toBeLessThanOrEqual( 1 );
} );
