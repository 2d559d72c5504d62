/**
 * The main visitor flows on the bare site, once per project of playwright.bare.config.ts: in
 * English (`en`) and in German (`de`, the site language switched first). Labels are looked up in
 * the plugin's own translations (plugin/languages/), so the German run finds the German ones
 * and fails when the installed package does not load them; strings with no German yet stay
 * English, as on a real site.
 */

/**
 * External dependencies
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import {
	likeWidget,
	mailWith,
	mailsTo,
	renderedCount,
	type DemoPost,
} from '../e2e/support';
import { CONTENT } from './content';
import { setSiteLanguage, sprintf, translator } from './site';

let locale = 'en_US';
let t = translator( locale );
const run = () =>
	`${ locale }-${ Date.now() }-${ Math.random().toString( 36 ).slice( 2, 6 ) }`;

test.beforeAll( async ( {}, testInfo ) => {
	locale = String( testInfo.project.metadata.locale ?? 'en_US' );
	t = translator( locale );
	setSiteLanguage( locale );
} );

/**
 * Waits until a widget has mounted: before that its server markup works without scripts (a
 * click submits a form, a page loads), which is not the flow under test. No test hooks here to
 * mount widgets at once: they mount near the viewport, as for any visitor.
 */
async function mounted( widget: Locator ): Promise< void > {
	await expect( widget ).toHaveAttribute( 'data-vitrine-state', 'mounted' );
}

/** A published post, page or product found by its slug through the core REST API. */
async function bySlug( page: Page, type: string, slug: string ) {
	const response = await page.request.get(
		`/wp-json/wp/v2/${ type }?slug=${ slug }&_fields=id,link,title`
	);
	expect( response.ok() ).toBeTruthy();
	const [ found ] = ( await response.json() ) as DemoPost[];
	expect( found, `${ type } ${ slug }` ).toBeTruthy();
	return found!;
}

test( 'a visitor loves the post, in the site’s language', async ( {
	page,
} ) => {
	const post = await bySlug( page, 'posts', CONTENT.post.slug );
	const before = await renderedCount( page.request, post );
	await page.goto( post.link );
	await expect( page.locator( 'html' ) ).toHaveAttribute(
		'lang',
		locale.replace( '_', '-' )
	);
	if ( locale === 'de_DE' ) {
		// The plugin's German, from the package's .mo (PHP) and script .json (the widget).
		expect( t( 'Love this' ) ).toBe( 'Gefällt mir' );
		expect( t( 'You already love this!' ) ).toBe(
			'Das gefällt Ihnen bereits!'
		);
	}
	await mounted( likeWidget( page, post.id ) );
	const button = likeWidget( page, post.id ).getByRole( 'button' );
	await expect( button ).toHaveAttribute( 'title', t( 'Love this' ) );
	await button.click();
	await expect( button ).toHaveClass( /is-loved/ );
	await expect( button ).toHaveAttribute(
		'title',
		t( 'You already love this!' )
	);
	await expect( button ).toContainText( String( before + 1 ) );
	await page.reload();
	await expect(
		likeWidget( page, post.id ).getByRole( 'button' )
	).toHaveClass( /is-loved/ );
} );

test( 'a visitor signs up for the newsletter and confirms through the mailed link', async ( {
	page,
} ) => {
	const email = `bare-${ run() }@example.test`;
	await page.goto( `/${ CONTENT.pages.newsletter }/` );
	const widget = page.locator( '[data-vitrine-widget="newsletter"]' );
	await mounted( widget );
	const form = widget.getByRole( 'form' );
	await form.getByLabel( t( 'First name' ) ).fill( 'Ada' );
	await form.getByLabel( t( 'Email address' ) ).fill( email );
	await form.getByRole( 'checkbox' ).check();
	await form.getByRole( 'button', { name: t( 'Subscribe' ) } ).click();
	await expect( widget.getByRole( 'status' ) ).toContainText(
		t(
			'Thank you! Please check your inbox and open the link in our email to confirm your subscription.'
		)
	);

	await expect
		.poll( () => mailsTo( email ).length, { timeout: 15_000 } )
		.toBe( 1 );
	const link = mailsTo( email )[ 0 ]!.text.match(
		/https?:\/\/\S+action=vitrine_newsletter_confirm\S+/
	)?.[ 0 ];
	expect( link ).toBeTruthy();
	await page.goto( link! );
	await page
		.getByRole( 'button', { name: t( 'Yes, subscribe me' ) } )
		.click();
	await expect(
		page.getByRole( 'heading', { name: t( 'You are subscribed' ) } )
	).toBeVisible();
} );

test( 'a visitor sends the contact form and the owner gets the mail', async ( {
	page,
} ) => {
	const subject = `Question ${ run() }`;
	await page.goto( `/${ CONTENT.pages.contact }/` );
	// Sent at once: the widget holds the send until the server's minimum fill time has passed
	// since it got its token (a message sent sooner would be held as spam).
	const widget = page.locator( '[data-vitrine-widget="contact-form"]' );
	await mounted( widget );
	await expect( widget.locator( '.vitrine-form__fields' ) ).toBeVisible();
	// The fields' labels and the button's are the form's content, written when the owner made
	// the form on the German site (install.spec.ts): they stay German in both runs. The
	// messages left empty in the form are the plugin's, in the site's language.
	const written = translator( 'de_DE' );
	await widget.getByLabel( written( 'Your name' ) ).fill( 'Ada Lovelace' );
	await widget
		.getByLabel( written( 'Your email' ) )
		.fill( 'ada@example.com' );
	await widget.getByLabel( written( 'Subject' ) ).fill( subject );
	await widget
		.getByLabel( written( 'Your message' ) )
		.fill( 'Do you ship the mugs abroad?' );
	await widget.getByRole( 'button', { name: written( 'Send' ) } ).click();
	await expect( widget.getByRole( 'status' ) ).toContainText(
		t( 'Thank you for your message. It has been sent.' )
	);

	await expect
		.poll( () => mailWith( subject ), { timeout: 15_000 } )
		.not.toBeNull();
	const mail = mailWith( subject )!;
	expect( mail.envelope.to ).toContain( CONTENT.adminEmail );
	expect( mail.text ).toContain( 'Do you ship the mugs abroad?' );
} );

test( 'a visitor adds the product to the cart and checks out', async ( {
	page,
} ) => {
	const email = `buyer-${ run() }@example.test`;
	const name = CONTENT.product.title;
	await page.goto( '/shop/' );
	const card = page
		.locator( '.vitrine-product-card' )
		.filter( { hasText: name } );
	// The header's cart link sends the add-to-cart forms through the REST route.
	await mounted( page.locator( '[data-vitrine-widget="cart-link"]' ) );
	const added = page.waitForResponse(
		( response ) =>
			response.url().includes( 'vitrine/v1/cart/items' ) &&
			response.request().method() === 'POST'
	);
	await card
		.getByRole( 'button', {
			name: sprintf( t( 'Add to cart: “%s”' ), name ),
		} )
		.click();
	expect( ( await added ).status() ).toBe( 201 );
	await expect( page.locator( '.vitrine-cart-confirmation' ) ).toContainText(
		name
	);

	await page.goto( '/checkout/' );
	await expect( page.locator( 'main' ) ).toContainText( name );
	await page.getByLabel( t( 'First name' ) ).fill( 'Grace' );
	await page.getByLabel( t( 'Last name' ) ).fill( 'Hopper' );
	await page.getByLabel( t( 'Email address' ) ).fill( email );
	await page.getByLabel( t( 'Street address' ) ).fill( '1 Harbour Road' );
	await page.getByLabel( t( 'Town / City' ) ).fill( 'Brest' );
	await page.getByLabel( t( 'Postcode / ZIP' ) ).fill( '29200' );
	await page.getByLabel( t( 'Country / Region' ) ).selectOption( 'FR' );
	await page.getByLabel( t( 'Cash on delivery' ) ).check();
	await page.getByRole( 'button', { name: t( 'Place order' ) } ).click();

	await expect( page ).toHaveURL( /\/checkout\/\?order-received=\d+/ );
	await expect(
		page.getByText( t( 'Thank you. Your order has been received.' ) )
	).toBeVisible();
	await expect( page.locator( 'main' ) ).toContainText( name );
	await expect
		.poll( () => mailsTo( email ).length, { timeout: 15_000 } )
		.toBeGreaterThanOrEqual( 1 );
} );

test( 'a visitor adds the product to a wishlist and finds it on the wishlist page', async ( {
	page,
} ) => {
	const name = CONTENT.product.title;
	await page.goto( '/shop/' );
	const card = page
		.locator( '.vitrine-product-card' )
		.filter( { hasText: name } );
	// The button mounts when the visitor reaches for it (its code loads on the first pointer).
	const button = card.locator( '[data-vitrine-widget="wishlist-button"]' );
	await button.hover();
	await mounted( button );
	await card.locator( '.vitrine-wishlist-button__add' ).click();
	// Visitors may keep several lists (the default): a popup asks which.
	const dialog = page.getByRole( 'dialog' );
	await expect( dialog ).toBeVisible();
	const reply = page.waitForResponse(
		( response ) =>
			response.url().includes( 'admin-ajax.php' ) &&
			( response.request().postData() ?? '' ).includes(
				'action=add_to_wishlist'
			)
	);
	await dialog
		.getByRole( 'button', { name: t( 'Add to wishlist' ) } )
		.click();
	expect( ( await reply ).status() ).toBe( 200 );

	await page.goto( '/wishlist/' );
	await expect(
		page.locator( '.vitrine-wishlist-table tbody tr' )
	).toContainText( name );
} );

test( 'the plugin and the theme wrote no PHP error, warning or notice to the logs', () => {
	// bin/lib.sh's LOG_DIR: php-fpm's error_log (php_admin_value, which WP_DEBUG_LOG cannot
	// move) and WordPress's debug.log, with WP_DEBUG on.
	const ours = [ 'php-error.log', 'debug.log' ].flatMap( ( name ) => {
		const log = join( process.env.LOG_DIR ?? '', name );
		return existsSync( log )
			? readFileSync( log, 'utf8' )
					.split( '\n' )
					.filter( ( line ) =>
						/\/(plugins|themes)\/vitrine\//.test( line )
					)
			: [];
	} );
	expect( ours ).toEqual( [] );
} );
