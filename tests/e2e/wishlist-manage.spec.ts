/**
 * The wishlist page designed: the manage screen (create, rename, privacy, delete) for a guest
 * and a member, the list switcher, Copy for the share link, focus after a removal and after the
 * add-to-wishlist popup, a 375 px phone without overflow, and screenshots under the Vitrine
 * theme and Twenty Twenty-Five.
 */

/**
 * External dependencies
 */
import AxeBuilder from '@axe-core/playwright';
import {
	expect,
	test,
	type Browser,
	type Page,
	type TestInfo,
} from '@playwright/test';

/**
 * Internal dependencies
 */
import { animationsSettled, logIn } from './support';

test.describe.configure( { mode: 'serial', timeout: 120_000 } );

const MANAGE = '/wishlist/?wishlist=manage';

/** The ids of the first products on the shop page. */
async function shopProducts( page: Page, count: number ): Promise< number[] > {
	await page.goto( '/shop/' );
	const ids = await page
		.locator( '.vitrine-product-card' )
		.evaluateAll( ( cards ) =>
			cards.map( ( card ) =>
				Number( ( card as HTMLElement ).dataset.product_id )
			)
		);
	expect( ids.length ).toBeGreaterThanOrEqual( count );
	return ids.slice( 0, count );
}

/** Adds a product from the shop through the popup (to a new list when named). */
async function addFromShop( page: Page, productId: number, newList = '' ) {
	const button = page.locator(
		`.vitrine-product-card[data-product_id="${ productId }"] .vitrine-wishlist-button__add`
	);
	await button.click();
	const dialog = page.getByRole( 'dialog' );
	await expect( dialog ).toBeVisible();
	if ( newList ) {
		await dialog.getByRole( 'tab', { name: 'Create a new list' } ).click();
		await dialog.getByLabel( 'Name of the new list' ).fill( newList );
	}
	await dialog.getByRole( 'button', { name: 'Add to wishlist' } ).click();
	await expect( dialog.getByRole( 'status' ) ).toContainText(
		/added|already/
	);
	await page.keyboard.press( 'Escape' );
	await expect( dialog ).toBeHidden();
}

/** Posts one of the manage screen's forms and waits for the screen it redirects to. */
async function submitAndWait( page: Page, click: () => Promise< void > ) {
	const reply = page.waitForResponse(
		( response ) =>
			response.request().method() === 'POST' &&
			response.url().includes( 'wishlist=manage' )
	);
	await click();
	expect( ( await reply ).status() ).toBe( 303 );
	await page.waitForLoadState( 'domcontentloaded' );
}

async function manageLists( page: Page, who: string ) {
	const name = `Birthday ${ who } ${ Date.now() }`;
	await page.goto( MANAGE );
	await expect(
		page.getByRole( 'heading', { level: 2, name: 'Your wishlists' } )
	).toBeVisible();

	// Create.
	await page.getByLabel( 'Name of the new list' ).fill( name );
	await page.getByLabel( 'Who can see it' ).selectOption( '1' );
	await submitAndWait( page, () =>
		page.getByRole( 'button', { name: 'Create list' } ).click()
	);
	await expect( page.getByRole( 'status' ) ).toContainText(
		'Your new wishlist has been created.'
	);
	let card = page.locator( '.vitrine-wishlist-manage__list', {
		has: page.getByRole( 'link', { name, exact: true } ),
	} );
	await expect( card ).toContainText( 'Shared (anyone with the link)' );
	await expect( card.getByLabel( 'Share link' ) ).toHaveValue(
		/wishlist=[A-Z0-9]{12}/
	);

	// Rename.
	const renamed = `${ name } (kids)`;
	await card.getByLabel( 'Name', { exact: true } ).fill( renamed );
	await submitAndWait( page, () =>
		card.getByRole( 'button', { name: 'Rename' } ).click()
	);
	await expect( page.getByRole( 'status' ) ).toContainText(
		'The wishlist has been renamed.'
	);
	card = page.locator( '.vitrine-wishlist-manage__list', {
		has: page.getByRole( 'link', { name: renamed, exact: true } ),
	} );
	await expect( card ).toBeVisible();

	// Privacy: private has no share link.
	await card.getByLabel( 'Who can see this list' ).selectOption( '2' );
	await submitAndWait( page, () =>
		card.getByRole( 'button', { name: 'Save' } ).click()
	);
	await expect( card ).toContainText( 'Private' );
	await expect( card.getByLabel( 'Share link' ) ).toHaveCount( 0 );

	// Delete asks first; the confirmation takes focus; Cancel keeps the list.
	await card.getByRole( 'link', { name: `Delete “${ renamed }”…` } ).click();
	const confirm = page.getByRole( 'heading', {
		name: `Delete “${ renamed }”?`,
	} );
	await expect( confirm ).toBeFocused();
	await page.getByRole( 'link', { name: 'Cancel' } ).click();
	await expect( card ).toBeVisible();
	await card.getByRole( 'link', { name: `Delete “${ renamed }”…` } ).click();
	await submitAndWait( page, () =>
		page.getByRole( 'button', { name: 'Delete list' } ).click()
	);
	await expect( page.getByRole( 'status' ) ).toContainText(
		'The wishlist has been deleted.'
	);
	await expect( page.getByRole( 'link', { name: renamed } ) ).toHaveCount(
		0
	);

	const axe = await new AxeBuilder( { page } )
		.include( '.vitrine-wishlist' )
		.withTags( [ 'wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa' ] )
		.analyze();
	expect( axe.violations.map( ( v ) => v.id ) ).toEqual( [] );
}

test( 'a guest and a member create, rename, hide and delete a list', async ( {
	browser,
} ) => {
	const guest = await browser.newContext();
	await manageLists( await guest.newPage(), 'guest' );
	await guest.close();

	const member = await browser.newContext();
	const page = await member.newPage();
	await logIn( page );
	await manageLists( page, 'member' );
	await member.close();
} );

test( 'without JavaScript the manage screen still creates a list', async ( {
	browser,
} ) => {
	const context = await browser.newContext( { javaScriptEnabled: false } );
	const page = await context.newPage();
	await page.goto( MANAGE );
	await page.getByLabel( 'Name of the new list' ).fill( 'No script' );
	await submitAndWait( page, () =>
		page.getByRole( 'button', { name: 'Create list' } ).click()
	);
	await expect(
		page.getByRole( 'link', { name: 'No script', exact: true } )
	).toBeVisible();
	await context.close();
} );

/** Elements of the wishlist wider than the viewport, and the page's horizontal overflow. */
async function overflow( page: Page ) {
	return page.evaluate( () => {
		const width = document.documentElement.clientWidth;
		const wide = [
			...document.querySelectorAll( '.vitrine-wishlist *' ),
		].filter( ( el ) => {
			const box = el.getBoundingClientRect();
			return box.width > 1 && ( box.right > width + 1 || box.left < -1 );
		} );
		return {
			page: document.documentElement.scrollWidth - width,
			elements: wide.map(
				( el ) => `${ el.tagName }.${ [ ...el.classList ].join( '.' ) }`
			),
		};
	} );
}

async function screenshots( page: Page, info: TestInfo, name: string ) {
	for ( const width of [ 1280, 375 ] ) {
		await page.setViewportSize( { width, height: 900 } );
		await animationsSettled( page );
		const path = info.outputPath( `${ name }-${ width }.png` );
		await page.screenshot( { path, fullPage: true } );
		await info.attach( `${ name }-${ width }`, {
			path,
			contentType: 'image/png',
		} );
	}
	await page.setViewportSize( { width: 1280, height: 900 } );
}

async function guestWithTwoLists( browser: Browser, theme = '' ) {
	const context = await browser.newContext( {
		permissions: [ 'clipboard-read', 'clipboard-write' ],
	} );
	if ( theme ) {
		await context.addCookies( [
			{
				name: 'vitrine_e2e_theme',
				value: theme,
				url: test.info().project.use.baseURL!,
			},
		] );
	}
	const page = await context.newPage();
	const [ first, second, third ] = await shopProducts( page, 3 );
	await addFromShop( page, first! );
	await addFromShop( page, second! );
	await addFromShop( page, third!, 'Gifts' );
	return { context, page };
}

test( 'the switcher, Copy, focus after a removal and a phone without overflow', async ( {
	browser,
}, info ) => {
	const { context, page } = await guestWithTwoLists( browser );
	await page.goto( '/wishlist/' );
	const rows = page.locator( '.vitrine-wishlist-table tbody tr' );
	await expect( rows ).toHaveCount( 2 );
	await expect( page.locator( '.vitrine-wishlist' ).first() ).toHaveClass(
		/alignwide/
	);

	// The switcher: links to each list, the current one marked.
	const switcher = page.getByRole( 'navigation', { name: 'Your wishlists' } );
	await expect(
		switcher.getByRole( 'link', { name: 'My wishlist' } )
	).toHaveAttribute( 'aria-current', 'page' );
	await expect(
		switcher.getByRole( 'link', { name: 'Manage lists' } )
	).toHaveAttribute( 'href', /wishlist=manage/ );

	// A new list is private: no share link until its owner shares it.
	await expect( page.getByLabel( 'Who can see this list' ) ).toHaveValue(
		'2'
	);
	await expect(
		page.getByRole( 'button', { name: 'Copy link' } )
	).toHaveCount( 0 );
	await page
		.getByLabel( 'Who can see this list' )
		.selectOption( { label: 'Shared (anyone with the link)' } );

	// Copy the share link.
	await page.getByRole( 'button', { name: 'Copy link' } ).click();
	await expect(
		page.getByRole( 'status' ).filter( { hasText: 'Copied' } )
	).toBeVisible();
	const shared = await page.getByLabel( 'Share link' ).inputValue();
	expect( await page.evaluate( () => navigator.clipboard.readText() ) ).toBe(
		shared
	);

	await screenshots( page, info, 'wishlist-vitrine' );
	await page.setViewportSize( { width: 375, height: 800 } );
	expect( await overflow( page ) ).toEqual( { page: 0, elements: [] } );
	await page.goto( MANAGE );
	expect( await overflow( page ) ).toEqual( { page: 0, elements: [] } );
	await screenshots( page, info, 'wishlist-manage-vitrine' );
	await page.goto( '/wishlist/' );

	// Removing the first row: focus goes to the next row's Remove, the removal is announced.
	const secondName =
		( await rows.nth( 1 ).locator( 'a' ).first().textContent() ) ?? '';
	await rows
		.first()
		.getByRole( 'button', { name: /^Remove “.*” from the wishlist$/ } )
		.click();
	await expect( rows ).toHaveCount( 1 );
	await expect(
		rows.first().getByRole( 'button', {
			name: `Remove “${ secondName.trim() }” from the wishlist`,
		} )
	).toBeFocused();
	await expect(
		page.getByRole( 'status' ).filter( { hasText: 'has been removed' } )
	).toBeVisible();
	// The last one: focus goes to the list's heading.
	await rows
		.first()
		.getByRole( 'button', { name: /^Remove/ } )
		.click();
	await expect( rows ).toHaveCount( 0 );
	await expect(
		page.getByRole( 'heading', { level: 2, name: 'My wishlist' } )
	).toBeFocused();

	// Switch to the other list.
	await page
		.getByRole( 'navigation', { name: 'Your wishlists' } )
		.getByRole( 'link', { name: 'Gifts' } )
		.click();
	await expect( page ).toHaveURL( /wishlist=[A-Z0-9]{12}/ );
	await expect(
		page.getByRole( 'heading', { level: 2, name: 'Gifts' } )
	).toBeVisible();
	await expect( rows ).toHaveCount( 1 );
	await context.close();
} );

test( 'focus goes back to the heart after the add-to-wishlist popup', async ( {
	page,
} ) => {
	// The page's timers: the popup's 3 s after an add run ahead instead of being waited for.
	await page.clock.install();
	const [ productId ] = await shopProducts( page, 1 );
	const widget = page.locator(
		`.vitrine-product-card[data-product_id="${ productId }"] [data-vitrine-widget="wishlist-button"]`
	);
	const button = widget.locator( '.vitrine-wishlist-button__add' );
	// Closed without adding (Escape).
	await button.focus();
	await page.keyboard.press( 'Enter' );
	const dialog = page.getByRole( 'dialog' );
	await expect( dialog ).toBeVisible();
	await page.keyboard.press( 'Escape' );
	await expect( dialog ).toBeHidden();
	await expect( button ).toBeFocused();
	// After an add: the button, or the link that replaced it.
	await page.keyboard.press( 'Enter' );
	await expect( dialog ).toBeVisible();
	await dialog.getByRole( 'button', { name: 'Add to wishlist' } ).click();
	await expect( dialog.getByRole( 'status' ) ).toContainText(
		/added|already/
	);
	await dialog.getByRole( 'button', { name: /close/i } ).click();
	await expect( dialog ).toBeHidden();
	const focusInWidget = () =>
		widget.evaluate( ( node ) =>
			node.contains( node.ownerDocument.activeElement )
		);
	expect( await focusInWidget() ).toBe( true );
	// The popup closing by itself after an add (the configured 3 s) gives focus back too.
	await page.keyboard.press( 'Enter' );
	await expect( dialog ).toBeVisible();
	await dialog.getByRole( 'button', { name: 'Add to wishlist' } ).click();
	// Its reply is in (the count to close starts with it); still open.
	await expect( dialog.getByRole( 'status' ) ).toContainText(
		/added|already/
	);
	await expect( dialog ).toBeVisible();
	await page.clock.runFor( 3000 );
	await expect( dialog ).toBeHidden();
	await expect.poll( focusInWidget ).toBe( true );
} );

test( 'focus goes back to a heart first clicked before its widget mounted', async ( {
	page,
} ) => {
	await page.goto( '/shop/' );
	// The last card's heart: far below the fold, its widget not mounted yet.
	const widget = page
		.locator(
			'.vitrine-product-card [data-vitrine-widget="wishlist-button"]'
		)
		.last();
	await widget.locator( 'button' ).first().click();
	const dialog = page.getByRole( 'dialog' );
	await expect( dialog ).toBeVisible();
	await page.keyboard.press( 'Escape' );
	await expect( dialog ).toBeHidden();
	await expect
		.poll( () =>
			widget.evaluate( ( node ) =>
				node.contains( node.ownerDocument.activeElement )
			)
		)
		.toBe( true );
} );

test( 'under Twenty Twenty-Five the wishlist and manage screen fit a phone', async ( {
	browser,
}, info ) => {
	const { context, page } = await guestWithTwoLists(
		browser,
		'twentytwentyfive'
	);
	await page.goto( '/wishlist/' );
	expect( await page.content() ).toContain( '/themes/twentytwentyfive/' );
	await expect(
		page.locator( '.vitrine-wishlist-table tbody tr' )
	).toHaveCount( 2 );
	await screenshots( page, info, 'wishlist-tt25' );
	await page.setViewportSize( { width: 375, height: 800 } );
	expect( await overflow( page ) ).toEqual( { page: 0, elements: [] } );
	const axe = await new AxeBuilder( { page } )
		.include( '.vitrine-wishlist' )
		.withTags( [ 'wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa' ] )
		.analyze();
	expect( axe.violations.map( ( v ) => v.id ) ).toEqual( [] );
	await page.goto( MANAGE );
	expect( await overflow( page ) ).toEqual( { page: 0, elements: [] } );
	await screenshots( page, info, 'wishlist-manage-tt25' );
	await context.close();
} );
