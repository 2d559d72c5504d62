/**
 * The shop's acceptance under five themes (issue 30's "Done when", issue 40's classic theme):
 * Vitrine, Twenty Twenty-Five, Twenty Twenty-Three (block themes), Twenty Twenty-One and Twenty
 * Twenty (classic), at 1280 px by mouse and at 375 px by keyboard (Twenty Twenty's guest once, by
 * keyboard, each page checked at both widths). A guest buys from /shop/ through the quick view on the first click (no
 * eager mounting: the quick view has not loaded when the card is clicked), goes to the cart and
 * the checkout, places the order, reads the order received page, gets the mail and finds the
 * order by number and email; a registered customer buys and finds the order under /account/.
 * Every commerce page on the way is axe clean, has no horizontal scroll at either width and
 * only themed buttons (the guest's pages at the width each test loads them at); no modal (quick view, login, add to wishlist) lets the page scroll; the
 * "added" toast leaves the quick view's "Next product" clear.
 *
 * The theme is chosen per request by the `vitrine_e2e_theme` cookie (the local stack's
 * mu-plugin), so the other test worker keeps seeing the Vitrine theme. With
 * VITRINE_E2E_SHOTS=1 each page is also screenshotted at both widths into the test's output.
 */

/**
 * External dependencies
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import {
	afterFrames,
	animationsSettled,
	logIn,
	mailsTo,
	restAs,
	useTheme,
} from './support';

const THEMES = [
	'vitrine',
	'twentytwentyfive',
	'twentytwentythree',
	'twentytwentyone',
	'twentytwenty',
] as const;
/**
 * Themes whose guest buys once, on a phone by keyboard, each page checked at both widths
 * there (Twenty Twenty, a classic theme like Twenty Twenty-One: the same flow at the other
 * width would prove little more for its time).
 */
const ONE_GUEST: readonly string[] = [ 'twentytwenty' ];
const WIDTHS = { desktop: 1280, phone: 375 } as const;
const WCAG = [ 'wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa' ];
const SHOTS = process.env.VITRINE_E2E_SHOTS === '1';

// Each test is a whole purchase; the two workers share the file's tests.
test.describe.configure( { mode: 'parallel', timeout: 120_000 } );
// Widgets mount as they do for readers (near the viewport), so the first click is a real one.
test.use( { extraHTTPHeaders: {}, actionTimeout: 15_000 } );

/**
 * The browser's own look of a button, read in an empty frame: what an unthemed button has.
 * @param page
 */
async function defaultButton( page: Page ) {
	return page.evaluate( () => {
		const frame = document.createElement( 'iframe' );
		document.body.append( frame );
		const doc = frame.contentDocument!;
		const button = doc.createElement( 'button' );
		doc.body.append( button );
		const style = getComputedStyle( button );
		const look = {
			background: style.backgroundColor,
			border: `${ style.borderTopStyle } ${ style.borderTopColor }`,
		};
		frame.remove();
		return look;
	} );
}

/**
 * Buttons of the page's content that look like the browser's default: no `wp-element-button`
 * and the default background and border.
 * @param page
 */
async function unthemedButtons( page: Page ): Promise< string[] > {
	const plain = await defaultButton( page );
	return page.evaluate( ( look ) => {
		const found: string[] = [];
		document
			.querySelectorAll(
				'main button, main input[type="submit"], dialog button, .vitrine-widget button'
			)
			.forEach( ( button ) => {
				const box = button.getBoundingClientRect();
				if ( box.width < 2 || box.height < 2 ) {
					return;
				}
				const style = getComputedStyle( button );
				// The box is what reads as a browser's button: the grey fill and the bevelled
				// border (a theme's font on it alone does not make it the theme's button).
				const same =
					style.backgroundColor === look.background &&
					`${ style.borderTopStyle } ${ style.borderTopColor }` ===
						look.border;
				if (
					! button.classList.contains( 'wp-element-button' ) &&
					same
				) {
					found.push(
						`${ button.className || button.tagName }: ${ (
							button.textContent ?? ''
						).trim() }`
					);
				}
			} );
		return found;
	}, plain );
}

/** How far the page scrolls sideways (0: not at all). */
const sideways = ( page: Page ) =>
	page.evaluate(
		() => document.scrollingElement!.scrollWidth - window.innerWidth
	);

/**
 * The checks every commerce page gets: axe on the whole page at the test's width, no sideways
 * scroll and only themed buttons (and screenshots when asked for) at that width, and at the
 * other one too when `both` (a page only the customer's test visits, at one width per theme;
 * the guest's pages are visited by a test at each width, loaded at it as a phone would).
 * @param page  The page.
 * @param name  What the page is (screenshots' names).
 * @param width The test's width.
 * @param both  Whether to check the other width too.
 */
async function checkPage(
	page: Page,
	name: string,
	width: number,
	both = false
) {
	await animationsSettled( page );
	const results = await new AxeBuilder( { page } )
		.withTags( WCAG )
		// Core's navigation fallback nests the page list's <ul> straight in the navigation's
		// (`list`): core's markup in the block themes' headers, not the shop's.
		.exclude( '.wp-block-navigation__container' )
		.analyze();
	expect(
		results.violations.map(
			( v ) =>
				`${ v.id }: ${ v.nodes.map( ( n ) => n.target.join( ' ' ) ).join( ', ' ) }`
		),
		`axe on ${ name }`
	).toEqual( [] );
	const other = width === WIDTHS.desktop ? WIDTHS.phone : WIDTHS.desktop;
	for ( const size of both ? [ width, other ] : [ width ] ) {
		await page.setViewportSize( { width: size, height: 900 } );
		await afterFrames( page );
		expect( await sideways( page ), `${ name } at ${ size } px` ).toBe( 0 );
		expect(
			await unthemedButtons( page ),
			`${ name } at ${ size } px`
		).toEqual( [] );
		if ( SHOTS ) {
			await page.screenshot( {
				path: test.info().outputPath( `${ name }-${ size }.png` ),
				fullPage: true,
			} );
		}
	}
	if ( both ) {
		await page.setViewportSize( { width, height: 900 } );
	}
}

/**
 * Tries to scroll the page by wheel and by keyboard while a modal is open: it must not move.
 * @param page
 */
async function expectPageHeld( page: Page ) {
	const before = await page.evaluate( () => window.scrollY );
	await page.mouse.move( 4, 300 );
	await page.mouse.wheel( 0, 700 );
	await page.keyboard.press( 'PageDown' );
	await afterFrames( page );
	expect( await page.evaluate( () => window.scrollY ) ).toBe( before );
}

/**
 * Presses Tab until `target` has the focus (at most `max` times): how a keyboard user gets there.
 * @param page
 * @param target
 * @param max
 */
async function tabTo( page: Page, target: Locator, max = 12 ) {
	for ( let i = 0; i < max; i++ ) {
		if (
			await target.evaluate(
				( el ) => el === el.ownerDocument.activeElement
			)
		) {
			return;
		}
		await page.keyboard.press( 'Tab' );
	}
	await expect( target ).toBeFocused();
}

/**
 * Activates a control by mouse (a click) or by keyboard (Tab to it from `from`, then Enter).
 * @param page
 * @param control
 * @param keyboard
 * @param from     Where the keyboard starts when the control is not a few Tabs away.
 */
async function activate(
	page: Page,
	control: Locator,
	keyboard: boolean,
	from?: Locator
) {
	if ( ! keyboard ) {
		await control.click();
		return;
	}
	if ( from ) {
		await from.focus();
	}
	await tabTo( page, control );
	await page.keyboard.press( 'Enter' );
}

const ADDRESS = {
	'First name': 'Grace',
	'Last name': 'Hopper',
	'Street address': '1 Harbour Road',
	'Town / City': 'Brest',
	'Postcode / ZIP': '29200',
};

/**
 * Fills the checkout (the fields a customer's saved address may have left empty) and places the
 * order; returns its number from the order received page, checked for date and address.
 * @param page
 * @param email
 * @param keyboard
 */
async function placeOrder( page: Page, email: string, keyboard: boolean ) {
	await page.getByLabel( 'Email address' ).fill( email );
	for ( const [ label, value ] of Object.entries( ADDRESS ) ) {
		await page.getByLabel( label ).fill( value );
	}
	await page.getByLabel( 'Country / Region' ).selectOption( 'FR' );
	const place = page.getByRole( 'button', { name: 'Place order' } );
	if ( keyboard ) {
		// Enter in a field sends the form, as it does for anyone typing their address.
		await page.getByLabel( 'Postcode / ZIP' ).focus();
		await page.keyboard.press( 'Enter' );
	} else {
		await place.click();
	}
	await expect( page ).toHaveURL( /order-received=\d+/ );
	const order = new URL( page.url() ).searchParams.get( 'order-received' )!;
	const overview = page.locator( '.vitrine-order-received__overview' );
	await expect( overview ).toContainText( `#${ order }` );
	await expect( overview.locator( 'dd' ).nth( 1 ) ).toHaveText( /\d{4}/ );
	await expect(
		page.locator( '.vitrine-order-received address' )
	).toHaveText( /Grace Hopper\s*1 Harbour Road\s*29200 Brest\s*France/ );
	return order;
}

/** The first card of /shop/ that can be added to the cart as it is. */
const buyableCard = ( page: Page ) =>
	page
		.locator( '.vitrine-product-card' )
		.filter( { has: page.locator( 'form.vitrine-add-to-cart' ) } )
		.first();

for ( const theme of THEMES ) {
	const once = ONE_GUEST.includes( theme );
	for ( const [ device, width ] of Object.entries( WIDTHS ) ) {
		if ( once && device !== 'phone' ) {
			continue;
		}
		const keyboard = device === 'phone';
		test( `under ${ theme } on a ${ device }, a guest buys through the quick view by ${
			keyboard ? 'keyboard' : 'mouse'
		} and finds the order by number and email`, async ( {
			page,
			baseURL,
		} ) => {
			await page.setViewportSize( { width, height: 900 } );
			await useTheme( page, theme, baseURL! );
			await page.goto( '/shop/' );
			expect( await page.content() ).toContain( `/themes/${ theme }/` );
			await checkPage( page, `${ theme }-shop`, width, once );

			// The first click (or Enter) on the quick view opens it, wherever the card is.
			const card = buyableCard( page );
			const name = (
				await card.locator( '.vitrine-product-card__title' ).innerText()
			).trim();
			const trigger = card.locator( '.vitrine-quick-view-button' );
			if ( keyboard ) {
				// From the last control before the grid, the sort button, on into the cards.
				await page.locator( '.vitrine-shop__sort-button' ).focus();
				await tabTo( page, trigger, 20 );
				await page.keyboard.press( 'Enter' );
			} else {
				await card.hover();
				await trigger.click();
			}
			const dialog = page.getByRole( 'dialog', { name } );
			await expect( dialog ).toBeVisible();
			expect( new URL( page.url() ).pathname ).toBe( '/shop/' );
			await expectPageHeld( page );
			expect( await unthemedButtons( page ) ).toEqual( [] );

			await activate(
				page,
				dialog.getByRole( 'button', { name: /^Add to cart/ } ),
				keyboard
			);
			const toast = dialog.locator( '.vitrine-cart-confirmation' );
			await expect( toast ).toContainText( name );
			const next = dialog.getByRole( 'button', { name: /Next product/ } );
			const [ a, b ] = [
				( await toast.boundingBox() )!,
				( await next.boundingBox() )!,
			];
			expect(
				a.x < b.x + b.width &&
					b.x < a.x + a.width &&
					a.y < b.y + b.height &&
					b.y < a.y + a.height,
				'the toast covers "Next product"'
			).toBe( false );
			// From the toast to the cart (focus or the pointer on it keeps it), then the checkout.
			await activate(
				page,
				toast.getByRole( 'link', { name: 'View cart' } ),
				keyboard
			);
			await expect( page ).toHaveURL( /\/cart\/$/ );
			await expect( page.locator( '.vitrine-cart' ) ).toContainText(
				name
			);
			await checkPage( page, `${ theme }-cart`, width, once );
			const toCheckout = page.getByRole( 'link', {
				name: 'Proceed to checkout',
			} );
			await activate(
				page,
				toCheckout,
				keyboard,
				page.locator( '.vitrine-cart input' ).last()
			);
			await expect( page ).toHaveURL( /\/checkout\/$/ );
			await checkPage( page, `${ theme }-checkout`, width, once );

			const email = `buy-${ theme }-${ device }-${ Date.now() }@example.test`;
			const order = await placeOrder( page, email, keyboard );
			await checkPage( page, `${ theme }-order-received`, width, once );
			await expect
				.poll( () => mailsTo( email ).map( ( mail ) => mail.subject ), {
					timeout: 15_000,
				} )
				.toContainEqual( expect.stringContaining( order ) );

			// The guest finds the order by number and email (an address of its own for the
			// lookup's limit, which counts per address).
			await page.setExtraHTTPHeaders( {
				'X-Vitrine-Test-Client-Ip': `198.18.${ Math.floor(
					Math.random() * 256
				) }.${ 1 + Math.floor( Math.random() * 254 ) }`,
			} );
			await page.goto( '/account/' );
			await checkPage( page, `${ theme }-account`, width, once );
			const lookup = page.getByRole( 'region', {
				name: 'Find an order',
			} );
			await lookup.getByLabel( 'Order number' ).fill( order );
			await lookup.getByLabel( 'Billing email' ).fill( email );
			await activate(
				page,
				lookup.getByRole( 'button', { name: 'Find order' } ),
				keyboard
			);
			await expect(
				page.getByRole( 'heading', { name: `Order #${ order }` } )
			).toBeVisible();
			await expect( page.locator( 'address' ).first() ).toContainText(
				'29200 Brest'
			);

			await page.goto( '/wishlist/' );
			await checkPage( page, `${ theme }-wishlist`, width, once );
		} );
	}

	test( `under ${ theme }, a customer buys and finds the order under their account; the login and add-to-wishlist dialogs hold the page`, async ( {
		page,
		baseURL,
	} ) => {
		const width =
			theme === 'vitrine' || theme === 'twentytwentythree'
				? WIDTHS.phone
				: WIDTHS.desktop;
		await page.setViewportSize( { width, height: 900 } );
		await useTheme( page, theme, baseURL! );

		// A guest opens the login dialog from the page's account link.
		await page.goto( '/shop/' );
		await page.evaluate( () => window.scrollTo( 0, 300 ) );
		await page
			.locator( '[data-vitrine-login-open]:visible' )
			.first()
			.click();
		const login = page.getByRole( 'dialog' );
		await expect( login ).toBeVisible();
		await expectPageHeld( page );
		await page.keyboard.press( 'Escape' );
		await expect( login ).toHaveCount( 0 );

		const admin = await restAs();
		const username = `buyer_${ theme }_${ Date.now().toString( 36 ) }`;
		await admin.rest( {
			method: 'POST',
			path: '/wp/v2/users',
			data: {
				username,
				email: `${ username }@example.test`,
				password: 'Garden-Path-2026',
				roles: [ 'subscriber' ],
			},
		} );
		await logIn( page, username, 'Garden-Path-2026' );

		// A product page: the add-to-wishlist dialog holds the page too.
		await page.goto( '/shop/' );
		const card = buyableCard( page );
		const name = (
			await card.locator( '.vitrine-product-card__title' ).innerText()
		).trim();
		await card.locator( '.vitrine-product-card__title a' ).click();
		await expect( page ).toHaveURL( /\/product\// );
		await checkPage( page, `${ theme }-product`, width, true );
		await page.evaluate( () => window.scrollTo( 0, 200 ) );
		// The product's own button (block themes' product template places it as a block).
		await page
			.getByRole( 'button', { name: `Add to wishlist: “${ name }”` } )
			.click();
		const wishlist = page.getByRole( 'dialog' );
		await expect( wishlist ).toBeVisible();
		await expectPageHeld( page );
		await page.keyboard.press( 'Escape' );
		await expect( wishlist ).toBeHidden();

		await page
			.getByRole( 'button', { name: `Add to cart: “${ name }”` } )
			.click();
		await expect(
			page.locator( '.vitrine-cart-link__count' ).first()
		).toHaveText( '1' );
		await page.goto( '/checkout/' );
		const order = await placeOrder(
			page,
			`${ username }@example.test`,
			false
		);

		await page.goto( '/account/' );
		const row = page
			.locator( '.vitrine-my-account__orders tbody tr' )
			.first();
		await expect( row ).toContainText( `#${ order }` );
		await checkPage( page, `${ theme }-account-orders`, width, true );
		await row.getByRole( 'link', { name: `#${ order }` } ).click();
		await expect(
			page.getByRole( 'heading', { name: `Order #${ order }` } )
		).toBeVisible();
		await expect(
			page.locator( '.vitrine-my-account__order' )
		).toContainText( name );
		// The country by name, as on the order received page; the status one pill on a phone.
		await expect(
			page.locator( '.vitrine-my-account__address' )
		).toContainText( 'France' );
		expect(
			await page
				.locator( '.vitrine-my-account__status' )
				.evaluate( ( mark ) => mark.getClientRects().length )
		).toBe( 1 );
		await checkPage( page, `${ theme }-account-order`, width, true );
	} );
}

for ( const theme of THEMES ) {
	test( `under ${ theme } on a phone, a popup and the off-canvas panel hold the page`, async ( {
		page,
		baseURL,
	} ) => {
		await page.setViewportSize( { width: WIDTHS.phone, height: 800 } );
		await useTheme( page, theme, baseURL! );
		await page.goto( '/widgets/' );
		for ( const [ opener, name ] of [
			[
				page.getByRole( 'link', { name: 'see the studio hours' } ),
				'Studio hours',
			],
			[
				page.getByRole( 'button', { name: 'Studio notes' } ),
				'Notes from the studio',
			],
		] as const ) {
			await opener.scrollIntoViewIfNeeded();
			await opener.click();
			const dialog = page.getByRole( 'dialog', { name } );
			await expect( dialog ).toBeVisible();
			await expectPageHeld( page );
			await page.keyboard.press( 'Escape' );
			await expect( dialog ).toHaveCount( 0 );
			await expect( opener ).toBeFocused();
		}
	} );
}
