/**
 * Builder popups against the running site (demo popups on /widgets/, see DemoPopups.php):
 * timing rules counted in the visitor's own storage, the exit-intent trigger, do-not-show-
 * again, a schedule that has ended, and a popup opened by a hash-action link, closed with
 * Escape and focus returned. All guest flows: they work behind the page cache.
 */

/**
 * External dependencies
 */
import { expect, test, type Page } from '@playwright/test';

async function openWidgets( page: Page ) {
	await page.goto( '/widgets/' );
	// Every popup mount point on the page has run its timing rules and armed its triggers.
	await expect(
		page.locator(
			'.vitrine-popup-mount:not([data-vitrine-state="mounted"])'
		)
	).toHaveCount( 0 );
	// "Mounted" is set once the launcher has run; the triggers are armed once the timing rules
	// have been checked, which may wait on the session. An idle moment comes after that.
	await page.evaluate(
		() =>
			new Promise( ( resolve ) =>
				window.requestIdleCallback( resolve, { timeout: 2000 } )
			)
	);
}

/**
 * Moves the pointer over the page, then out through its top edge, as a visitor heading for
 * the tabs or the address bar does, and runs the page's timers past the 300 ms sensitivity
 * (the test installed the page's clock).
 * @param page
 */
async function leaveThroughTop( page: Page ) {
	await page.mouse.move( 400, 200 );
	await page.mouse.move( 400, 5, { steps: 4 } );
	await page.mouse.move( 400, -20 );
	await page.clock.runFor( 500 );
}

const beforeYouGo = ( page: Page ) =>
	page.getByRole( 'dialog', { name: 'Before you go' } );

test( 'the exit-intent popup waits for two more page views, shows on leaving through the top, and never again after "do not show again"', async ( {
	page,
} ) => {
	// Six visits to /widgets/, the heaviest page of the demo.
	test.slow();
	await page.clock.install();
	for ( const visit of [ 1, 2 ] ) {
		await openWidgets( page );
		await leaveThroughTop( page );
		await expect( beforeYouGo( page ), `visit ${ visit }` ).toHaveCount(
			0
		);
	}

	await openWidgets( page );
	await page.mouse.move( 400, 300 );
	await page.clock.runFor( 800 );
	await expect( beforeYouGo( page ) ).toHaveCount( 0 );
	await leaveThroughTop( page );
	await expect( beforeYouGo( page ) ).toBeVisible();
	await expect( beforeYouGo( page ) ).toHaveAttribute( 'aria-modal', 'true' );
	// A modal <dialog>: the page behind is inert, so its links cannot take focus.
	expect(
		await beforeYouGo( page ).evaluate( ( dialog ) => {
			const behind = document.querySelector< HTMLElement >(
				'#page a[href], .wp-site-blocks a[href], body > header a[href]'
			);
			behind?.focus();
			return {
				modal: dialog.matches( ':modal' ),
				behindFocused: dialog.ownerDocument.activeElement === behind,
			};
		} )
	).toEqual( { modal: true, behindFocused: false } );

	await beforeYouGo( page )
		.getByRole( 'button', { name: 'Do not show this again' } )
		.click();
	await expect( beforeYouGo( page ) ).toHaveCount( 0 );

	for ( const visit of [ 4, 5 ] ) {
		await openWidgets( page );
		await leaveThroughTop( page );
		await expect( beforeYouGo( page ), `visit ${ visit }` ).toHaveCount(
			0
		);
	}
	const stored = await page.evaluate( () =>
		window.localStorage.getItem( 'vitrine' )
	);
	expect( stored ).toMatch( /"popup_\d+_disable":true/ );
} );

test( 'a popup whose schedule has ended never shows, though the page carries it @guest', async ( {
	page,
} ) => {
	await page.clock.install();
	await openWidgets( page );
	const mounts = await page
		.locator( '.vitrine-popup-mount' )
		.evaluateAll( ( nodes ) =>
			nodes.map( ( node ) => node.getAttribute( 'data-vitrine-props' ) )
		);
	expect( mounts.join( '' ) ).toContain( 'Spring open studio 2020' );
	await page.clock.runFor( 1500 );
	await expect(
		page.getByRole( 'dialog', { name: 'Spring open studio 2020' } )
	).toHaveCount( 0 );
} );

test( 'a hash-action link opens its popup; Escape closes it and gives focus back to the link', async ( {
	page,
} ) => {
	// Waiting popups are armed without their dialog's code: it comes with the first opening.
	const dialogCode: string[] = [];
	page.on( 'request', ( request ) => {
		if ( /\/chunks\/popup-dialog\./.test( request.url() ) ) {
			dialogCode.push( request.url() );
		}
	} );
	await openWidgets( page );
	expect( dialogCode ).toEqual( [] );
	const link = page.getByRole( 'link', { name: 'see the studio hours' } );
	// A pointer on the link fetches the code, so the click finds it there; nothing opens yet.
	await link.hover();
	await expect.poll( () => dialogCode.length ).toBe( 1 );
	await expect( page.getByRole( 'dialog' ) ).toHaveCount( 0 );
	await link.click();
	const dialog = page.getByRole( 'dialog', { name: 'Studio hours' } );
	await expect( dialog ).toBeVisible();
	expect( dialogCode ).toHaveLength( 1 );
	await expect( dialog ).toContainText( 'rue des Tanneurs' );
	expect( page.url() ).not.toContain( '#vitrine-action' );
	await page.keyboard.press( 'Tab' );
	await expect(
		dialog.getByRole( 'button', { name: 'Close' } )
	).toBeFocused();
	await page.keyboard.press( 'Escape' );
	await expect( dialog ).toHaveCount( 0 );
	await expect( link ).toBeFocused();
} );
