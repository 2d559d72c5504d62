/**
 * The theme's behaviours in a real browser.
 */

/**
 * External dependencies
 */
import { expect, test } from '@playwright/test';

/**
 * Internal dependencies
 */
import { afterFrames } from './support';

test( 'the page loader goes once the page has loaded', async ( { page } ) => {
	await page.goto( '/', { waitUntil: 'load' } );
	await expect( page.locator( '[data-vitrine-loader]' ) ).toHaveCount( 0 );
} );

test( 'while the page loads, the loader is a slim bar that leaves the content in sight', async ( {
	page,
} ) => {
	// Hold the images so the window has not loaded while we look.
	let release = () => {};
	const held = new Promise< void >( ( resolve ) => ( release = resolve ) );
	await page.route( /\.(jpe?g|png|webp)(\?|$)/, async ( route ) => {
		await held;
		await route.continue();
	} );
	await page.goto( '/', { waitUntil: 'domcontentloaded' } );
	const loader = page.locator( '[data-vitrine-loader]' );
	await expect( loader ).toBeVisible();
	const box = await loader.boundingBox();
	expect( box?.y ).toBe( 0 );
	expect( box?.height ).toBeLessThan( 8 );
	await expect( page.locator( 'h1' ).first() ).toBeInViewport();
	release();
	await expect( loader ).toHaveCount( 0 );
} );

test( 'back to top appears past its height + 100 px and scrolls up', async ( {
	page,
} ) => {
	await page.goto( '/blog/' );
	const button = page.locator( '[data-vitrine-back-to-top]' );
	await expect( button ).not.toHaveClass( /is-visible/ );

	await page.evaluate( () => window.scrollTo( 0, 40 ) );
	await afterFrames( page ); // The scroll handler updates the button in the next frame.
	await expect( button ).not.toHaveClass( /is-visible/ );

	await page.evaluate( () => window.scrollTo( 0, 1500 ) );
	await expect( button ).toHaveClass( /is-visible/ );
	const started = Date.now();
	await button.click();
	await expect.poll( () => page.evaluate( () => window.scrollY ) ).toBe( 0 );
	const took = Date.now() - started;
	expect( took ).toBeGreaterThan( 500 ); // animated (800 ms), not a jump
	await expect( page.locator( '#content' ) ).toBeFocused();
} );

test( 'dropdowns open from the keyboard, stay inside the viewport and close on Escape', async ( {
	page,
} ) => {
	for ( const width of [ 1366, 1024 ] ) {
		await page.setViewportSize( { width, height: 800 } );
		await page.goto( '/' );
		const toggle = page
			.locator( '[data-vitrine-menu] .submenu-toggle' )
			.first();
		await toggle.focus();
		await page.keyboard.press( 'Enter' );
		await expect( toggle ).toHaveAttribute( 'aria-expanded', 'true' );
		const submenu = page.locator( '[data-vitrine-menu] .sub-menu' ).first();
		await expect( submenu ).toBeVisible();
		const box = await submenu.boundingBox();
		expect( box ).not.toBeNull();
		expect( box!.x ).toBeGreaterThanOrEqual( 10 );
		expect( box!.x + box!.width ).toBeLessThanOrEqual( width - 10 );

		await page.keyboard.press( 'Escape' );
		await expect( toggle ).toHaveAttribute( 'aria-expanded', 'false' );
		await expect( toggle ).toBeFocused();
	}
} );

test( 'the mobile menu opens, and Escape closes it and returns focus', async ( {
	page,
} ) => {
	await page.setViewportSize( { width: 390, height: 800 } );
	await page.goto( '/' );
	const toggle = page.locator( '[data-vitrine-menu-toggle]' );
	const nav = page.locator( '#site-navigation' );
	await expect( nav.getByRole( 'link', { name: 'Blog' } ) ).toBeHidden();

	await toggle.click();
	await expect( toggle ).toHaveAttribute( 'aria-expanded', 'true' );
	await expect( nav.getByRole( 'link', { name: 'Blog' } ) ).toBeVisible();

	await page.keyboard.press( 'Escape' );
	await expect( toggle ).toHaveAttribute( 'aria-expanded', 'false' );
	await expect( toggle ).toBeFocused();
} );

test( 'the header’s Cart button is its one cart entry: none in the menu, on desktop or in the mobile menu', async ( {
	page,
} ) => {
	const nav = page.locator( '#site-navigation' );
	const cart = page.locator(
		'.header-actions [data-vitrine-widget="cart-link"] a'
	);

	await page.setViewportSize( { width: 1280, height: 800 } );
	await page.goto( '/' );
	await expect( cart ).toBeVisible();
	await expect( cart ).toHaveAttribute( 'href', /\/cart\/$/ );
	await expect( nav.getByRole( 'link', { name: /^Cart/ } ) ).toHaveCount( 0 );

	await page.setViewportSize( { width: 390, height: 800 } );
	await page.locator( '[data-vitrine-menu-toggle]' ).click();
	await expect( nav.getByRole( 'link', { name: 'Blog' } ) ).toBeVisible();
	await expect( nav.getByRole( 'link', { name: /^Cart/ } ) ).toHaveCount( 0 );
	await expect( cart ).toBeVisible();
} );

test( 'the header fits a phone: no sideways scrolling, no label broken over two lines', async ( {
	page,
} ) => {
	for ( const width of [ 320, 360, 390, 412 ] ) {
		await page.setViewportSize( { width, height: 700 } );
		await page.goto( '/' );
		expect(
			await page.evaluate( () => document.documentElement.scrollWidth ),
			`page width at ${ width } px`
		).toBe( width );
		const login = page.locator( '.header-actions__login' );
		const box = await login.boundingBox();
		expect( box?.height, `Log in at ${ width } px` ).toBeLessThanOrEqual(
			48
		);
	}
} );

test( 'an unknown address gets a helpful 404 page', async ( { page } ) => {
	const response = await page.goto( '/no-such-page-here/' );
	expect( response?.status() ).toBe( 404 );
	await expect( page.getByRole( 'heading', { level: 1 } ) ).toBeVisible();
	await expect( page.getByRole( 'searchbox' ).first() ).toBeAttached();
} );

test( 'a page loads only the chunks of the widgets it shows', async ( {
	page,
} ) => {
	const chunks: string[] = [];
	page.on( 'request', ( request ) => {
		const match = request.url().match( /\/build\/chunks\/([a-z-]+)\./ );
		if ( match?.[ 1 ] ) {
			chunks.push( match[ 1 ] );
		}
	} );

	// Until every widget on the page has mounted: on a busy machine the deferred runtime can
	// start more than the half second of quiet that "networkidle" waits for.
	const allMounted = () =>
		expect(
			page.locator(
				'[data-vitrine-widget]:not([data-vitrine-state="mounted"])'
			)
		).toHaveCount( 0 );

	await page.goto( '/contact/', { waitUntil: 'networkidle' } );
	await allMounted();
	expect( chunks ).toContain( 'contact-form' );
	expect( chunks ).not.toContain( 'like' );
	expect( chunks ).not.toContain( 'newsletter' );
	// The login dialog itself waits for the visitor to reach for it.
	expect( chunks ).not.toContain( 'login-popup-dialog' );

	chunks.length = 0;
	await page.goto( '/blog/', { waitUntil: 'networkidle' } );
	await allMounted();
	expect( chunks ).toContain( 'like' );
	expect( chunks ).not.toContain( 'contact-form' );
} );
