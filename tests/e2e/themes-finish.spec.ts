/**
 * Finishing touches under other themes (issue 40): what the theme matrix's broad checks do not
 * see. Under Twenty Twenty-One the shop's sort select wears the theme's own select look (the
 * plugin's is a fallback any theme rule wins over), and the wishlist table gives product names
 * their room at a desktop width; under the Vitrine theme the empty wishlist's and the empty
 * cart's call to action stand centred in the content's width, as WooCommerce's empty cart does;
 * under Twenty Twenty-Three on a phone the order received page stays in the theme's content box
 * whatever the length of the email address it names. One visitor per test.
 */

/**
 * External dependencies
 */
import { expect, test, type Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { cartWith, postCheckout, testBilling } from './support';

const DESKTOP = { width: 1366, height: 900 };

/**
 * The look of an element as the browser computes it: what tells one select from another.
 *
 * @param page     Page.
 * @param selector The element.
 */
const selectLook = ( page: Page, selector: string ) =>
	page.locator( selector ).evaluate( ( el ) => {
		const style = getComputedStyle( el );
		return {
			radius: style.borderTopLeftRadius,
			border: `${ style.borderTopWidth } ${ style.borderTopStyle } ${ style.borderTopColor }`,
			background: `${ style.backgroundColor } ${ style.backgroundImage }`,
		};
	} );

test( 'under Twenty Twenty-One, the sort select is the theme’s select and wishlist names get their room', async ( {
	page,
	baseURL,
} ) => {
	await page.context().addCookies( [
		{
			name: 'vitrine_e2e_theme',
			value: 'twentytwentyone',
			url: baseURL!,
		},
	] );
	await page.setViewportSize( DESKTOP );
	await page.goto( '/shop/' );
	expect( await page.content() ).toContain( '/themes/twentytwentyone/' );

	// The theme's own select, put beside ours: the same corners, border and arrow.
	await page.locator( '.vitrine-shop__sort' ).evaluate( ( form ) => {
		const plain = document.createElement( 'select' );
		plain.id = 'theme-select';
		plain.append( new Option( 'Reference' ) );
		form.after( plain );
	} );
	expect( await selectLook( page, '.vitrine-shop__select' ) ).toEqual(
		await selectLook( page, '#theme-select' )
	);

	// A product with a name of several words on the wishlist: at 1366 px its name stays on
	// one line (it stood one word per line beside the actions column).
	const card = page
		.locator( '.vitrine-product-card' )
		.filter( { hasText: /\w+ \w+ \w+/ } )
		.first();
	const name = (
		await card.locator( '.vitrine-product-card__title' ).innerText()
	).trim();
	await card.locator( '.vitrine-wishlist-button__add' ).click();
	const dialog = page.getByRole( 'dialog' );
	await dialog.getByRole( 'button', { name: 'Add to wishlist' } ).click();
	await expect( dialog.getByRole( 'status' ) ).toContainText(
		/added|already/
	);
	await page.goto( '/wishlist/' );
	const link = page
		.locator( '.vitrine-wishlist-table__name a' )
		.filter( { hasText: name } );
	await expect( link ).toBeVisible();
	expect(
		await link.evaluate( ( el ) => el.getClientRects().length ),
		`"${ name }" on one line`
	).toBe( 1 );
} );

test( 'under the Vitrine theme, the empty wishlist’s and cart’s calls to action stand centred in the content', async ( {
	page,
} ) => {
	await page.setViewportSize( DESKTOP );
	for ( const [ path, box, actions ] of [
		// The empty box's own link, and the page's Buttons block under the list.
		[
			'/wishlist/',
			'.vitrine-wishlist__empty',
			[ 'Return to shop', 'Browse the shop' ],
		],
		[ '/cart/', '.vitrine-cart__empty', [ 'Return to shop' ] ],
	] as const ) {
		await page.goto( path );
		const empty = page.locator( box );
		await expect( empty ).toBeVisible();
		const content = await page
			.locator( '.entry-content' )
			.first()
			.evaluate( ( el ) => {
				const { left, right } = el.getBoundingClientRect();
				const style = getComputedStyle( el );
				return {
					left: left + parseFloat( style.paddingLeft ),
					right: right - parseFloat( style.paddingRight ),
				};
			} );
		const middle = ( content.left + content.right ) / 2;
		// The box spans the content's width, and each call to action stands in its middle.
		expect( ( await empty.boundingBox() )!.width, path ).toBeGreaterThan(
			( content.right - content.left ) * 0.9
		);
		for ( const action of actions ) {
			const button = ( await page
				.getByRole( 'link', { name: action, exact: true } )
				.boundingBox() )!;
			expect(
				Math.abs( button.x + button.width / 2 - middle ),
				`${ action } on ${ path }`
			).toBeLessThanOrEqual( 2 );
		}
	}
} );

test( 'under Twenty Twenty-Three on a phone, the order received page stays in the content box', async ( {
	page,
	baseURL,
} ) => {
	await page.context().addCookies( [
		{
			name: 'vitrine_e2e_theme',
			value: 'twentytwentythree',
			url: baseURL!,
		},
	] );
	await page.setViewportSize( { width: 390, height: 900 } );
	await page.goto( '/shop/' );
	const id = Number(
		await page
			.locator( '.vitrine-product-card form.vitrine-add-to-cart' )
			.first()
			.locator( '[data-product_id]' )
			.getAttribute( 'data-product_id' )
	);
	const nonces = await cartWith( page.request, id );
	// An address with a long part without a break: it widened the page's grid past the
	// content box.
	const reply = await postCheckout(
		page.request,
		nonces,
		testBilling( {
			billing_email: `an-order-for-twentytwentythree@example.test`,
		} )
	);
	await page.goto( reply.headers().location! );
	const outside = await page
		.locator( '.vitrine-order-received' )
		.evaluate( ( block ) => {
			// The block in the content's box, and every part of it in the block's.
			const outer = block.parentElement!.getBoundingClientRect();
			const inner = block.getBoundingClientRect();
			const found =
				inner.left < outer.left - 1 || inner.right > outer.right + 1
					? [ 'the block' ]
					: [];
			block.querySelectorAll( '*' ).forEach( ( el ) => {
				const { left, right, width } = el.getBoundingClientRect();
				if (
					width > 0 &&
					( left < inner.left - 1 || right > inner.right + 1 )
				) {
					found.push( el.className || el.tagName );
				}
			} );
			return found;
		} );
	expect( outside ).toEqual( [] );
} );
