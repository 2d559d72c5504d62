/**
 * Wishlists from the browser to the database and the mail sink: two visitors and a member.
 */

/**
 * External dependencies
 */
import { expect, test, type Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { logIn, logInThroughForm, mailWith } from './support';

test.describe.configure( { mode: 'serial', timeout: 120_000 } );

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

/** Adds a product from the shop through the popup: to a chosen list, or to a new one. */
async function addFromShop( page: Page, productId: number, newList = '' ) {
	const card = page.locator(
		`.vitrine-product-card[data-product_id="${ productId }"]`
	);
	await card.locator( '.vitrine-wishlist-button__add' ).click();
	const dialog = page.getByRole( 'dialog' );
	await expect( dialog ).toBeVisible();
	if ( newList ) {
		await dialog.getByRole( 'tab', { name: 'Create a new list' } ).click();
		// An empty name is marked invalid and nothing is sent.
		await dialog.getByRole( 'button', { name: 'Add to wishlist' } ).click();
		await expect(
			dialog.getByLabel( 'Name of the new list' )
		).toHaveAttribute( 'aria-invalid', 'true' );
		await dialog.getByLabel( 'Name of the new list' ).fill( newList );
	}
	const reply = page.waitForResponse(
		( response ) =>
			response.url().includes( 'admin-ajax.php' ) &&
			( response.request().postData() ?? '' ).includes(
				'action=add_to_wishlist'
			)
	);
	await dialog.getByRole( 'button', { name: 'Add to wishlist' } ).click();
	expect( ( await reply ).status() ).toBe( 200 );
	await expect( dialog.getByRole( 'status' ) ).toContainText(
		/added|already/
	);
	await page.keyboard.press( 'Escape' );
	await expect( dialog ).toBeHidden();
}

const rowIds = ( page: Page ) =>
	page
		.locator( '.vitrine-wishlist-table tbody tr' )
		.evaluateAll( ( rows ) =>
			rows.map( ( row ) =>
				Number( ( row as HTMLElement ).dataset.rowId )
			)
		);

const ajaxDone = ( page: Page, action: string ) =>
	page.waitForResponse(
		( response ) =>
			response.url().includes( 'admin-ajax.php' ) &&
			( response.request().postData() ?? '' ).includes(
				`action=${ action }`
			)
	);

test( 'a guest keeps lists, shares one, and finds them merged after logging in', async ( {
	browser,
} ) => {
	const guest = await browser.newContext();
	const page = await guest.newPage();
	const [ first, second, third ] = await shopProducts( page, 3 );

	// The member already wishes for the guest's second product.
	const memberContext = await browser.newContext();
	const memberPage = await memberContext.newPage();
	await logIn( memberPage );
	await memberPage.goto( '/shop/' );
	const memberCard = memberPage.locator(
		`.vitrine-product-card[data-product_id="${ second }"]`
	);
	await expect(
		memberCard.locator( '[data-vitrine-widget="wishlist-button"] button' )
	).toBeVisible();
	if (
		! ( await memberCard
			.locator( '.vitrine-wishlist-button__add.is-exists' )
			.count() )
	) {
		await addFromShop( memberPage, second! );
	}
	await memberContext.close();

	// The guest adds three products: two to the default list, one to a new list.
	await page.goto( '/shop/' );
	await addFromShop( page, first! );
	await addFromShop( page, second! );
	await addFromShop( page, third!, 'Gifts' );
	await expect(
		page.locator(
			`.vitrine-product-card[data-product_id="${ first }"] .vitrine-wishlist-button__add`
		)
	).toHaveClass( /is-exists/ );

	await page.goto( '/wishlist/' );
	await expect( page.locator( '.vitrine-wishlist-table' ) ).toBeVisible();
	await expect.poll( () => rowIds( page ) ).toEqual( [ first, second ] );

	// Keyboard alternative: "Move down" on the first row.
	let saved = ajaxDone( page, 'sort_wishlist_items' );
	await page
		.getByRole( 'button', { name: /^Move “.*” down$/ } )
		.first()
		.click();
	await saved;
	await expect.poll( () => rowIds( page ) ).toEqual( [ second, first ] );

	// Drag and drop: the first row's handle dropped on the second row.
	const handles = page.locator( '.vitrine-wishlist-table__handle' );
	const from = ( await handles.nth( 0 ).boundingBox() )!;
	const to = ( await page
		.locator( '.vitrine-wishlist-table tbody tr' )
		.nth( 1 )
		.boundingBox() )!;
	saved = ajaxDone( page, 'sort_wishlist_items' );
	await page.mouse.move( from.x + from.width / 2, from.y + from.height / 2 );
	await page.mouse.down();
	await page.mouse.move(
		from.x + from.width / 2,
		from.y + from.height / 2 + 10,
		{ steps: 3 }
	);
	await page.mouse.move( from.x + from.width / 2, to.y + to.height - 4, {
		steps: 10,
	} );
	await page.mouse.up();
	await saved;
	await page.reload();
	await expect.poll( () => rowIds( page ) ).toEqual( [ first, second ] );

	// The quantity is the cart's stepper (− and + around the field, by keyboard too); the
	// value is sent once, after a 1 s pause.
	saved = ajaxDone( page, 'update_item_quantity' );
	const firstRow = page.locator( '.vitrine-wishlist-table tbody tr' ).first();
	await expect(
		firstRow.getByRole( 'button', { name: 'Decrease quantity' } )
	).toBeDisabled();
	await firstRow.getByRole( 'button', { name: 'Increase quantity' } ).focus();
	await page.keyboard.press( 'Enter' );
	await page.keyboard.press( 'Enter' );
	await expect(
		firstRow.getByRole( 'spinbutton', { name: / quantity$/ } )
	).toHaveValue( '3' );
	expect(
		new URLSearchParams( ( await saved ).request().postData() ?? '' ).get(
			'quantity'
		)
	).toBe( '3' );
	await page.reload();
	await expect(
		page.getByRole( 'spinbutton', { name: / quantity$/ } ).first()
	).toHaveValue( '3' );
	await expect.poll( () => rowIds( page ) ).toEqual( [ first, second ] );

	// Move the first product to "Gifts".
	saved = ajaxDone( page, 'move_to_another_wishlist' );
	await page
		.getByLabel( /to another list$/ )
		.first()
		.selectOption( { label: 'Gifts' } );
	await saved;
	await expect(
		page.locator( '.vitrine-wishlist-table tbody tr' )
	).toHaveCount( 1 );

	// Rename: Escape cancels, Enter saves.
	await page.getByRole( 'button', { name: 'Rename' } ).click();
	await page.getByLabel( /^Wishlist name/ ).fill( 'Nope' );
	await page.keyboard.press( 'Escape' );
	await expect(
		page.getByRole( 'heading', { name: 'My wishlist' } )
	).toBeVisible();
	await page.getByRole( 'button', { name: 'Rename' } ).click();
	await page.getByLabel( /^Wishlist name/ ).fill( 'Birthday' );
	await page.keyboard.press( 'Enter' );
	await expect(
		page.getByRole( 'heading', { name: 'Birthday' } )
	).toBeVisible();

	// Share by link.
	saved = ajaxDone( page, 'save_privacy' );
	await page.getByLabel( 'Who can see this list' ).selectOption( '1' );
	await saved;
	const shareUrl = await page.getByLabel( 'Share link' ).inputValue();
	expect( shareUrl ).toMatch( /wishlist=[A-Z0-9]{12}/ );

	// A second visitor opens the link and can look but not change anything.
	const stranger = await browser.newContext();
	const strangerPage = await stranger.newPage();
	// Asked before the page's widgets ask: two session calls without the visitor cookie would
	// each make a visitor, and the nonces of the one whose cookie lost would be refused.
	const strangerSession = await (
		await strangerPage.request.get( '/wp-json/vitrine/v1/session' )
	).json();
	await strangerPage.goto( shareUrl );
	await expect(
		strangerPage.getByRole( 'heading', { name: 'Birthday' } )
	).toBeVisible();
	await expect(
		strangerPage.locator( '.vitrine-wishlist-table tbody tr' )
	).toHaveCount( 1 );
	await expect(
		strangerPage.getByRole( 'button', { name: 'Rename' } )
	).toHaveCount( 0 );
	await expect(
		strangerPage.getByRole( 'spinbutton', { name: / quantity$/ } )
	).toHaveCount( 0 );
	const refused = await strangerPage.evaluate(
		async ( { url, nonce } ) => {
			const token = new URL( url ).searchParams.get( 'wishlist' ) ?? '';
			const body = new URLSearchParams( {
				action: 'sort_wishlist_items',
				nonce,
				wishlist_token: token,
				positions: '1',
			} );
			const response = await fetch( '/wp-admin/admin-ajax.php', {
				method: 'POST',
				body,
				credentials: 'same-origin',
			} );
			return { status: response.status, body: await response.json() };
		},
		{
			url: shareUrl,
			nonce: strangerSession.nonces.sort_wishlist_items as string,
		}
	);
	expect( refused.status ).toBe( 403 );
	expect( refused.body.data.code ).toBe( 'vitrine_wishlist_forbidden' );
	await stranger.close();

	// The guest logs in: one default list, the member's and the guest's products, none twice.
	await logInThroughForm( page );
	await page.goto( '/wishlist/' );
	await expect(
		page.locator( '.vitrine-wishlist-table tbody tr' ).first()
	).toBeVisible();
	const merged = await rowIds( page );
	expect( merged ).toContain( second );
	expect( new Set( merged ).size ).toBe( merged.length );
	await page.goto( '/wishlist/?wishlist=manage' );
	await expect(
		page.getByRole( 'link', { name: 'Gifts' } ).first()
	).toBeVisible();

	// Ask for an estimate: the shop's mail arrives in the sink.
	await page.goto( '/wishlist/' );
	const marker = `estimate-${ Date.now() }`;
	await page.getByLabel( 'Your email address' ).fill( 'buyer@example.test' );
	await page.getByLabel( 'Notes' ).fill( marker );
	await page.getByRole( 'button', { name: 'Send the request' } ).click();
	await expect(
		page
			.getByRole( 'status' )
			.filter( { hasText: 'estimate request has been sent' } )
	).toBeVisible();
	await expect
		.poll( () => mailWith( marker ) !== null, { timeout: 10_000 } )
		.toBe( true );
	await guest.close();
} );

test( 'a guest puts a wished-for product into the cart from the wishlist page', async ( {
	browser,
} ) => {
	const guest = await browser.newContext();
	const page = await guest.newPage();
	const [ productId ] = await shopProducts( page, 1 );
	await addFromShop( page, productId! );

	await page.goto( '/wishlist/' );
	const row = page.locator( '.vitrine-wishlist-table tbody tr' ).first();
	const name = ( await row.locator( 'a' ).first().textContent() ) ?? '';
	expect( name.trim() ).not.toBe( '' );
	const reply = page.waitForResponse( ( response ) =>
		response.url().includes( '/vitrine/v1/cart/items' )
	);
	await row.getByRole( 'button', { name: 'Add to cart' } ).click();
	// The cart route wants the guest's own REST nonce: the cart's client sends it.
	expect( ( await reply ).status() ).toBe( 201 );

	await page.goto( '/cart/' );
	await expect( page.locator( 'main' ) ).toContainText( name.trim() );
	await guest.close();
} );

test( 'without JavaScript the button is a form: a confirmation with a nonce, then the product is in the list', async ( {
	browser,
} ) => {
	const guest = await browser.newContext( { javaScriptEnabled: false } );
	const page = await guest.newPage();
	await page.goto( '/shop/' );
	const card = page.locator( '.vitrine-product-card' ).first();
	const productId = Number( await card.getAttribute( 'data-product_id' ) );
	await card
		.locator( 'form.vitrine-wishlist-button__form button[type="submit"]' )
		.click();

	// The cached page carried no nonce: nothing changes before the visitor confirms.
	await expect( page.locator( 'h1' ) ).toContainText( 'to your wishlist?' );
	await page
		.getByRole( 'button', { name: 'Add to wishlist', exact: true } )
		.click();
	await page.waitForURL( /\/shop\/\?vitrine_wishlisted=\d+/ );

	const session = await (
		await page.request.get( '/wp-json/vitrine/v1/session' )
	).json();
	const products = ( session.wishlists as Array< { products: number[] } > )
		.flatMap( ( list ) => list.products )
		.map( Number );
	expect( products ).toContain( productId );
	await guest.close();
} );
