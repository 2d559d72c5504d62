/**
 * The off-canvas panel on /widgets/ against the running site: opened by a hash-action link,
 * closed with Escape (focus back on the link), by its button and by a click outside; and
 * usable without JavaScript through its `:target` fallback. Guest flows: page-cache safe.
 */

/**
 * External dependencies
 */
import { expect, test } from '@playwright/test';

const PANEL = 'Notes from the studio';

test( 'a hash-action link opens the panel; Escape closes it and focus returns to the link', async ( {
	page,
} ) => {
	// The launcher needs no React: the panel's code comes when a visitor reaches for it.
	const panelCode: string[] = [];
	page.on( 'request', ( request ) => {
		if ( /\/chunks\/off-canvas-panel\./.test( request.url() ) ) {
			panelCode.push( request.url() );
		}
	} );
	const served = await ( await page.goto( '/widgets/' ) )!.text();
	const mountPoint = page.locator( '.vitrine-off-canvas' );
	await expect( mountPoint ).toHaveAttribute(
		'data-vitrine-state',
		'mounted'
	);
	expect( panelCode ).toEqual( [] );
	// The content is sent once, in the server's panel: the props are the settings only.
	const props = ( await mountPoint.getAttribute( 'data-vitrine-props' ) )!;
	expect( JSON.parse( props ) ).not.toHaveProperty( 'html' );
	expect( props ).not.toMatch( /<|glaze test/ );
	expect( served.split( 'glaze test' ) ).toHaveLength( 2 );
	const link = page.getByRole( 'link', {
		name: '#vitrine-action:off-canvas/open/studio-notes',
	} );
	await link.click();
	const panel = page.getByRole( 'dialog', { name: PANEL } );
	await expect( panel ).toBeVisible();
	expect( panelCode ).toHaveLength( 1 );
	await expect( panel ).toContainText( 'glaze test' );
	await expect(
		panel.getByRole( 'button', { name: 'Close' } )
	).toBeFocused();
	await expect(
		page.getByRole( 'button', { name: 'Studio notes' } )
	).toHaveAttribute( 'aria-expanded', 'true' );
	// The shared native dialog: modal in the top layer, the page behind held still.
	expect( await panel.evaluate( ( node ) => node.matches( ':modal' ) ) ).toBe(
		true
	);
	await expect( page.locator( 'html' ) ).toHaveCSS( 'overflow', 'hidden' );
	await page.keyboard.press( 'Escape' );
	await expect( panel ).toHaveCount( 0 );
	await expect( link ).toBeFocused();
	await expect( page.locator( 'html' ) ).not.toHaveCSS(
		'overflow',
		'hidden'
	);
} );

test( 'the button toggles the panel, and a click outside closes it', async ( {
	page,
} ) => {
	await page.goto( '/widgets/' );
	const button = page.getByRole( 'button', { name: 'Studio notes' } );
	await button.click();
	const panel = page.getByRole( 'dialog', { name: PANEL } );
	await expect( panel ).toBeVisible();
	const viewport = page.viewportSize();
	// Slid in from the right edge (measured once the slide has ended).
	await expect
		.poll( async () => {
			const box = await panel.boundingBox();
			return Math.round( ( box?.x ?? 0 ) + ( box?.width ?? 0 ) );
		} )
		.toBe( viewport?.width );
	await page.mouse.click( 20, 300 );
	await expect( panel ).toHaveCount( 0 );
	await expect( button ).toBeFocused();
	await expect( button ).toHaveAttribute( 'aria-expanded', 'false' );
} );

test( 'when the panel code cannot be fetched, a click opens the server panel, as without scripts', async ( {
	page,
} ) => {
	await page.route( /\/chunks\/off-canvas-panel\./, ( route ) =>
		route.abort()
	);
	await page.goto( '/widgets/' );
	await page.getByRole( 'button', { name: 'Studio notes' } ).click();
	const panel = page.locator( '#vitrine-off-canvas-studio-notes' );
	await expect( panel ).toBeVisible();
	await expect( panel ).toContainText( 'glaze test' );
	await expect( page.locator( '.vitrine-off-canvas__close' ) ).toBeFocused();
} );

test.describe( 'without JavaScript', () => {
	test.use( { javaScriptEnabled: false } );

	test( 'the button is a link that shows the panel', async ( { page } ) => {
		await page.goto( '/widgets/' );
		const panel = page.locator( '#vitrine-off-canvas-studio-notes' );
		await expect( panel ).toBeHidden();
		await page.getByRole( 'link', { name: 'Studio notes' } ).click();
		await expect( panel ).toBeVisible();
		await expect( panel ).toContainText( 'glaze test' );
	} );
} );
