/**
 * Visitor polish found on the pages (issue 7, item 11), each checked the way a visitor meets
 * it: a quote stays in the text column, the back-to-top button stands out on the light page
 * and on the dark footer, blog cards name their author and never start a wrapped line with a
 * separator dot, empty login fields do not look disabled, the contact form says why "Send"
 * is disabled and calls a wrong address invalid, and the newsletter asks for consent before
 * sending anything.
 */

/**
 * External dependencies
 */
import { expect, test, type Locator, type Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { contrast } from './support';

const PHONE = { width: 390, height: 800 };

const style = ( locator: Locator, property: string ) =>
	locator.evaluate(
		( element, name ) =>
			getComputedStyle( element ).getPropertyValue( name ),
		property
	);

/** The first demo post that has a quote. */
async function postWithQuote( page: Page ): Promise< string > {
	const posts = ( await (
		await page.request.get(
			'/wp-json/wp/v2/posts?per_page=20&_fields=link,content'
		)
	).json() ) as Array< { link: string; content: { rendered: string } } >;
	const post = posts.find( ( p ) =>
		p.content.rendered.includes( 'wp-block-quote' )
	);
	expect( post ).toBeDefined();
	return new URL( post!.link ).pathname;
}

test( 'a quote in a post stays inside the text column', async ( { page } ) => {
	await page.setViewportSize( { width: 1280, height: 900 } );
	await page.goto( await postWithQuote( page ) );
	const quote = page.locator( '.entry-content > .wp-block-quote' ).first();
	const paragraph = page.locator( '.entry-content > p' ).first();
	const q = ( await quote.boundingBox() )!;
	const p = ( await paragraph.boundingBox() )!;
	expect( Math.round( q.x ) ).toBe( Math.round( p.x ) );
	expect( Math.round( q.x + q.width ) ).toBe( Math.round( p.x + p.width ) );
	// And it keeps the space above it that other blocks get.
	const previous = quote.locator( 'xpath=preceding-sibling::*[1]' );
	const above = ( await previous.boundingBox() )!;
	expect( q.y - ( above.y + above.height ) ).toBeGreaterThan( 16 );
} );

test( 'the back-to-top button stands out on the page and on the dark footer (≥ 3:1)', async ( {
	page,
} ) => {
	await page.goto( '/blog/' );
	const button = page.locator( '[data-vitrine-back-to-top]' );
	await page.evaluate( () =>
		window.scrollTo( 0, document.body.scrollHeight )
	);
	await expect( button ).toBeVisible();
	const fill = await style( button, 'background-color' );
	const pageBackground = await style(
		page.locator( 'body' ),
		'background-color'
	);
	const footer = await style(
		page.locator( '.site-footer' ),
		'background-color'
	);
	expect( contrast( fill, pageBackground ) ).toBeGreaterThanOrEqual( 3 );
	expect( contrast( fill, footer ) ).toBeGreaterThanOrEqual( 3 );
	// The arrow on the button stays readable too.
	expect(
		contrast( fill, await style( button, 'color' ) )
	).toBeGreaterThanOrEqual( 4.5 );
} );

test.describe( 'blog cards on a phone', () => {
	test.use( { viewport: PHONE } );

	test( 'name their author, linked to the author’s posts', async ( {
		page,
	} ) => {
		await page.goto( '/blog/' );
		const author = page
			.locator( '.post-card' )
			.first()
			.locator( '.entry-meta__author a' );
		await expect( author ).toBeVisible();
		await expect( author ).toHaveAttribute( 'href', /\/author\// );
		const name = ( await author.textContent() )?.trim() ?? '';
		expect( name.length ).toBeGreaterThan( 2 );
		await author.click();
		await expect( page ).toHaveURL( /\/author\// );
		await expect( page.locator( 'h1' ) ).toContainText( name );
	} );

	test( 'start no wrapped line of details with a separator dot', async ( {
		page,
	} ) => {
		await page.goto( '/blog/' );
		const items = page.locator( '.post-card .entry-meta__items' ).first();
		await items.scrollIntoViewIfNeeded();
		// The details wrap on a phone: find the item that starts the second line.
		const box = await items.evaluate( ( list ) => {
			const left = list.getBoundingClientRect().left;
			const children = [ ...list.children ] as HTMLElement[];
			const wrapped = children.findIndex(
				( child, i ) =>
					i > 0 &&
					Math.abs( child.getBoundingClientRect().left - left ) < 1
			);
			// Hide the letters (not the dots, which are painted in `color`).
			children.forEach( ( child ) =>
				child.style.setProperty(
					'-webkit-text-fill-color',
					'transparent'
				)
			);
			const target = children[ wrapped ];
			if ( ! target ) {
				return null;
			}
			const r = target.getBoundingClientRect();
			return {
				x: left - 14,
				y: r.top,
				width: r.width + 14,
				height: r.height,
			};
		} );
		expect( box ).not.toBeNull();
		const png = await page.screenshot( { clip: box! } );
		// Any pixel clearly darker than the card's white is a painted dot.
		const darkest = await page.evaluate( async ( data ) => {
			const image = new Image();
			image.src = `data:image/png;base64,${ data }`;
			await image.decode();
			const canvas = document.createElement( 'canvas' );
			canvas.width = image.width;
			canvas.height = image.height;
			const context = canvas.getContext( '2d' )!;
			context.drawImage( image, 0, 0 );
			const pixels = context.getImageData(
				0,
				0,
				image.width,
				image.height
			).data;
			let min = 255;
			for ( let i = 0; i < pixels.length; i += 4 ) {
				min = Math.min(
					min,
					pixels[ i ] ?? 255,
					pixels[ i + 1 ] ?? 255,
					pixels[ i + 2 ] ?? 255
				);
			}
			return min;
		}, png.toString( 'base64' ) );
		expect( darkest ).toBeGreaterThan( 200 );
	} );
} );

test( 'empty login fields look like fields to type in, not disabled ones', async ( {
	page,
} ) => {
	await page.goto( '/' );
	await expect(
		page.locator( '[data-vitrine-widget="login-popup"]' )
	).toHaveAttribute( 'data-vitrine-state', 'mounted' );
	await page.locator( '.site-header [data-vitrine-login-open]' ).click();
	const dialog = page.getByRole( 'dialog', { name: 'Log in' } );
	await expect( dialog ).toBeVisible();
	const password = dialog.locator( 'input[type="password"]' ).first();
	const surface = await style(
		page.locator( '.vitrine-login__dialog' ),
		'background-color'
	);
	// Unfocused: the dialog's own background, and a boundary of at least 3:1 (WCAG 1.4.11).
	expect( await style( password, 'background-color' ) ).toBe( surface );
	expect(
		contrast( await style( password, 'border-top-color' ), surface )
	).toBeGreaterThanOrEqual( 3 );
} );

test.describe( 'contact form', () => {
	test( 'says beside a disabled “Send” why it is disabled, and calls a wrong address invalid', async ( {
		page,
	} ) => {
		await page.goto( '/contact/' );
		const form = page.locator( 'form.vitrine-form' );
		await expect( form.locator( '.vitrine-form__fields' ) ).toBeVisible();
		const send = form.getByRole( 'button', { name: 'Send message' } );
		await expect( send ).toBeDisabled();
		const reason = 'Tick the consent box above to send your message.';
		await expect( send ).toHaveAccessibleDescription( reason );
		await expect( form.getByText( reason ) ).toBeVisible();

		const email = form.getByLabel( /Your email/ );
		await email.fill( 'ada@' );
		await email.blur();
		await expect( form.locator( '[id$="-ve-your-email"]' ) ).toHaveText(
			'Please enter a valid email address.'
		);

		await form.getByRole( 'checkbox', { name: /I agree/ } ).check();
		await expect( send ).toBeEnabled();
		await expect( form.getByText( reason ) ).toHaveCount( 0 );
	} );
} );

test( 'the newsletter asks for consent before sending anything', async ( {
	page,
} ) => {
	const posts: string[] = [];
	page.on( 'request', ( request ) => {
		if (
			request.method() === 'POST' &&
			( request.postData() ?? '' ).includes( 'ce4wp_form_submission' )
		) {
			posts.push( request.url() );
		}
	} );
	await page.goto( '/' );
	const form = page
		.locator( '[data-vitrine-widget="newsletter"]' )
		.first()
		.getByRole( 'form' );
	await form
		.getByLabel( /Email address/ )
		.fill( 'consent-check@example.com' );
	await form.getByRole( 'button', { name: 'Subscribe' } ).click();

	await expect( form.getByRole( 'alert' ) ).toHaveText(
		'Please tick the consent box to subscribe.'
	);
	const box = form.getByRole( 'checkbox' );
	await expect( box ).toBeFocused();
	await expect( box ).toHaveAttribute( 'aria-invalid', 'true' );
	expect( posts ).toEqual( [] );
} );
