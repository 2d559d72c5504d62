/**
 * The widget popup (inline, `vitrine/widget-popup`), the Popup editor's "Preview popup"
 * button, and the theme's mobile side panel, against the running site.
 */

/**
 * External dependencies
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { openEditorWith, restAs } from './support';

const WCAG = [ 'wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa' ];

async function mounted( page: Page ) {
	await expect(
		page.locator( '[data-vitrine-widget="inline-popup"]' ).first()
	).toHaveAttribute( 'data-vitrine-state', 'mounted' );
}

test( 'the widget popup opens from its button, Escape fades it out, removes it and returns focus', async ( {
	page,
} ) => {
	// The launcher needs no React: the dialog's code comes when a visitor reaches for it.
	const dialogCode: string[] = [];
	page.on( 'request', ( request ) => {
		if ( /\/chunks\/inline-popup-dialog\./.test( request.url() ) ) {
			dialogCode.push( request.url() );
		}
	} );
	const served = await ( await page.goto( '/widgets/' ) )!.text();
	await mounted( page );
	expect( dialogCode ).toEqual( [] );
	// The content is sent once, in the server's disclosure: the props are the settings only.
	const props = ( await page
		.locator( '[data-vitrine-widget="inline-popup"]' )
		.getAttribute( 'data-vitrine-props' ) )!;
	expect( JSON.parse( props ) ).not.toHaveProperty( 'html' );
	expect( props ).not.toMatch( /<|Saturday mornings/ );
	expect( served.split( 'Saturday mornings' ) ).toHaveLength( 2 );
	const open = page.getByRole( 'button', { name: 'See the workshop dates' } );
	await open.hover();
	await expect.poll( () => dialogCode.length ).toBe( 1 );
	await open.click();
	const dialog = page.getByRole( 'dialog', { name: 'Spring workshops' } );
	await expect( dialog ).toBeVisible();
	await expect( dialog ).toContainText( 'Saturday mornings' );

	// Watch for the fading state in the page itself: it lasts only 500 ms, which a polling
	// assertion could miss on a slow machine.
	await page.evaluate( () => {
		const seen = window as unknown as { sawClosing?: boolean };
		new MutationObserver( () => {
			if (
				document.querySelector(
					'.vitrine-inline-popup.is-closing[data-inline-popup]'
				)
			) {
				seen.sawClosing = true;
			}
		} ).observe( document.body, {
			subtree: true,
			attributes: true,
			attributeFilter: [ 'class' ],
		} );
	} );
	await page.keyboard.press( 'Escape' );
	// It fades out first, then is gone once the 500 ms removal delay has passed.
	await expect( page.locator( '[data-inline-popup]' ) ).toHaveCount( 0 );
	expect(
		await page.evaluate(
			() => ( window as unknown as { sawClosing?: boolean } ).sawClosing
		)
	).toBe( true );
	await expect( open ).toBeFocused();
} );

test( 'a delayed widget popup shows popup_times per popup_days, then again a 24-hour day later', async ( {
	page,
} ) => {
	test.setTimeout( 60_000 );
	const id = `e2e-delay-${ Date.now() }`;
	const { link } = await (
		await restAs()
	).rest< { link: string } >( {
		method: 'POST',
		path: '/wp/v2/pages',
		data: {
			title: `Widget popup ${ id }`,
			status: 'publish',
			content: `<!-- wp:vitrine/widget-popup {"id":"${ id }","trigger":"delay","delay":1,"title":"Newsletter","popupTimes":2,"popupDays":1} --><!-- wp:paragraph --><p>Letters once a month.</p><!-- /wp:paragraph --><!-- /wp:vitrine/widget-popup -->`,
		},
	} );
	const dialog = page.getByRole( 'dialog', { name: 'Newsletter' } );
	const key = `vitrine_widget_popup_${ id }`;
	// The page's timers, so the test can run the delay ahead instead of waiting for it.
	await page.clock.install();

	for ( const visit of [ 1, 2 ] ) {
		await page.goto( link );
		await mounted( page );
		await expect( dialog, `visit ${ visit }` ).toBeVisible();
		await dialog.getByRole( 'button', { name: 'Close' } ).click();
		await expect( dialog ).toHaveCount( 0 );
	}
	expect(
		await page.evaluate(
			( storageKey ) =>
				JSON.parse( localStorage.getItem( storageKey ) ?? '{}' ).shown,
			key
		)
	).toBe( 2 );

	// The third visit of the day: the delay passes and nothing shows.
	await page.goto( link );
	await mounted( page );
	await page.clock.runFor( 2000 ); // Past the popup's 1 s delay.
	await expect( dialog ).toHaveCount( 0 );

	// The window started a full 24 hours ago: it shows again.
	await page.evaluate( ( storageKey ) => {
		const record = JSON.parse( localStorage.getItem( storageKey ) ?? '{}' );
		record.since -= 24 * 60 * 60 * 1000;
		localStorage.setItem( storageKey, JSON.stringify( record ) );
	}, key );
	await page.goto( link );
	await mounted( page );
	await expect( dialog ).toBeVisible();
} );

test( 'when the dialog code cannot be fetched, a click unfolds the content in place, as without scripts', async ( {
	page,
} ) => {
	await page.route( /\/chunks\/inline-popup-dialog\./, ( route ) =>
		route.abort()
	);
	await page.goto( '/widgets/' );
	await mounted( page );
	await page
		.getByRole( 'button', { name: 'See the workshop dates' } )
		.click();
	const fallback = page.locator( '.vitrine-inline-popup__fallback' ).first();
	await expect( fallback ).toHaveAttribute( 'open', '' );
	await expect( fallback ).toContainText( 'Saturday mornings' );
	await expect( fallback.locator( 'summary' ) ).toBeFocused();
	await expect( page.getByRole( 'dialog' ) ).toHaveCount( 0 );
} );

test( 'without JavaScript the widget popup content unfolds in place', async ( {
	browser,
} ) => {
	const context = await browser.newContext( { javaScriptEnabled: false } );
	const page = await context.newPage();
	await page.goto( '/widgets/' );
	const fallback = page.locator( '.vitrine-inline-popup__fallback' ).first();
	await fallback.locator( 'summary' ).click();
	await expect( fallback ).toContainText( 'Saturday mornings' );
	await context.close();
} );

test( 'the Popup editor previews the popup over the editor; Escape closes it', async ( {
	page,
} ) => {
	test.setTimeout( 60_000 );
	await openEditorWith(
		page,
		[
			{
				name: 'core/paragraph',
				attributes: { content: 'Open Tuesday to Saturday.' },
			},
		],
		{ postType: 'vitrine_popup', title: 'Opening hours' }
	);
	await page.evaluate( () =>
		(
			window as unknown as {
				wp: {
					data: {
						dispatch: ( store: string ) => {
							openGeneralSidebar: ( name: string ) => void;
						};
					};
				};
			}
		 ).wp.data
			.dispatch( 'core/edit-post' )
			.openGeneralSidebar( 'edit-post/document' )
	);
	// The inserted paragraph selected the Block tab; the panels are on the post's tab.
	const settings = page.getByRole( 'region', { name: 'Editor settings' } );
	await settings.getByRole( 'tab', { name: 'Popup' } ).click();
	const panel = settings.getByRole( 'button', {
		name: 'Preview',
		exact: true,
	} );
	await expect( panel ).toBeVisible();
	if ( ( await panel.getAttribute( 'aria-expanded' ) ) === 'false' ) {
		await panel.click();
	}
	const preview = page.getByRole( 'button', { name: 'Preview popup' } );
	await preview.click();
	const dialog = page.getByRole( 'dialog', { name: 'Opening hours' } );
	await expect( dialog ).toBeVisible();
	await expect( dialog ).toContainText( 'Open Tuesday to Saturday.' );

	await page.keyboard.press( 'Escape' );
	await expect( dialog ).toHaveCount( 0 );
	await expect( preview ).toBeFocused();
} );

test( 'at 390 px the menu opens as a side panel: the page is inert, the overlay and Escape close it, focus returns, axe passes', async ( {
	page,
} ) => {
	await page.setViewportSize( { width: 390, height: 800 } );
	await page.goto( '/' );
	const toggle = page.locator( '[data-vitrine-menu-toggle]' );
	const nav = page.locator( '#site-navigation' );
	const overlay = page.locator( '[data-vitrine-menu-overlay]' );
	await expect( overlay ).toBeAttached();

	await toggle.click();
	await expect( toggle ).toHaveAttribute( 'aria-expanded', 'true' );
	await expect( nav.getByRole( 'link', { name: 'Blog' } ) ).toBeVisible();
	// A side panel: anchored to the right edge, narrower than the screen.
	await expect( async () => {
		const box = await nav.boundingBox();
		expect( box ).not.toBeNull();
		expect( Math.round( ( box?.x ?? 0 ) + ( box?.width ?? 0 ) ) ).toBe(
			390
		);
		expect( box?.width ?? 390 ).toBeLessThan( 390 );
	} ).toPass();
	await expect( page.locator( '#content' ) ).toHaveAttribute( 'inert', '' );

	const results = await new AxeBuilder( { page } ).withTags( WCAG ).analyze();
	expect( results.violations.map( ( violation ) => violation.id ) ).toEqual(
		[]
	);

	// Tab stays with the toggle and the panel.
	for ( let step = 0; step < 12; step++ ) {
		await page.keyboard.press( 'Tab' );
		const inside = await page.evaluate( () => {
			// eslint-disable-next-line @wordpress/no-global-active-element -- page context.
			const active = document.activeElement;
			return (
				!! active?.closest( '#site-navigation' ) ||
				!! active?.closest( '[data-vitrine-menu-toggle]' )
			);
		} );
		expect( inside, `tab ${ step }` ).toBe( true );
	}

	// Sub-menus unfold from the keyboard.
	const submenu = nav.locator( '.submenu-toggle' ).first();
	await submenu.focus();
	await page.keyboard.press( 'Enter' );
	await expect( submenu ).toHaveAttribute( 'aria-expanded', 'true' );

	await page.keyboard.press( 'Escape' );
	await expect( toggle ).toHaveAttribute( 'aria-expanded', 'false' );
	await expect( toggle ).toBeFocused();
	await expect( page.locator( '#content' ) ).not.toHaveAttribute( 'inert' );

	await toggle.click();
	await expect( overlay ).toBeVisible();
	await overlay.click( { position: { x: 10, y: 300 } } );
	await expect( toggle ).toHaveAttribute( 'aria-expanded', 'false' );
	await expect( toggle ).toBeFocused();
} );
