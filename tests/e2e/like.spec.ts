/**
 * The like button from the browser to the database.
 */

/**
 * External dependencies
 */
import { expect, test } from '@playwright/test';

/**
 * Internal dependencies
 */
import {
	demoPosts,
	likeWidget,
	logIn,
	renderedCount,
	type DemoPost,
} from './support';

let posts: DemoPost[] = [];

test.beforeAll( async ( { request } ) => {
	posts = await demoPosts( request );
} );

const post = ( index: number ): DemoPost => {
	const found = posts[ index ];
	if ( ! found ) {
		throw new Error( `demo post ${ index } is missing` );
	}
	return found;
};

test( 'a guest loves a post: inactive while saving, loved after, still loved after a reload', async ( {
	page,
	request,
} ) => {
	const target = post( 0 );
	const before = await renderedCount( request, target );
	let release: () => void = () => undefined;
	const held = new Promise< void >( ( resolve ) => ( release = resolve ) );
	let likeRequests = 0;
	await page.route( '**/wp-admin/admin-ajax.php', async ( route ) => {
		likeRequests++;
		await held;
		await route.continue();
	} );

	await page.goto( target.link );
	const button = likeWidget( page, target.id ).getByRole( 'button' );
	await expect( button ).toHaveAttribute( 'aria-pressed', 'false' );
	await expect( button ).toHaveAttribute( 'title', 'Love this' );

	await button.click();
	await expect( button ).toHaveClass( /is-inactive/ );
	await expect( button ).toHaveAttribute( 'aria-busy', 'true' );
	await button.click( { force: true } ); // Ignored while inactive.
	release();

	await expect( button ).toHaveClass( /is-loved/ );
	await expect( button ).toHaveAttribute( 'title', 'You already love this!' );
	await expect( button ).toHaveAttribute( 'aria-pressed', 'true' );
	await expect( button ).toContainText( String( before + 1 ) );
	await button.click( { force: true } ); // Ignored once loved.
	expect( likeRequests ).toBe( 1 );

	await page.unrouteAll();
	await page.reload();
	const again = likeWidget( page, target.id ).getByRole( 'button' );
	await expect( again ).toHaveClass( /is-loved/ );
	await expect( again ).toContainText( String( before + 1 ) );
} );

test( 'another visitor sees the new count but not loved, and can love it too', async ( {
	browser,
	request,
} ) => {
	const target = post( 1 );
	const first = await browser.newContext();
	const firstPage = await first.newPage();
	await firstPage.goto( target.link );
	const before = await renderedCount( request, target );
	await likeWidget( firstPage, target.id ).getByRole( 'button' ).click();
	await expect(
		likeWidget( firstPage, target.id ).getByRole( 'button' )
	).toHaveClass( /is-loved/ );

	const second = await browser.newContext();
	const secondPage = await second.newPage();
	await secondPage.goto( target.link );
	const button = likeWidget( secondPage, target.id ).getByRole( 'button' );
	await expect( button ).toContainText( String( before + 1 ) );
	await secondPage.waitForLoadState( 'networkidle' );
	await expect( button ).not.toHaveClass( /is-loved/ );
	await button.click();
	await expect( button ).toContainText( String( before + 2 ) );
	await first.close();
	await second.close();
} );

test( 'works from the keyboard and announces itself to screen readers', async ( {
	page,
} ) => {
	const target = post( 2 );
	await page.goto( target.link );
	const button = likeWidget( page, target.id ).getByRole( 'button', {
		name: /^Love “/,
	} );
	await button.focus();
	await page.keyboard.press( 'Enter' );
	await expect(
		likeWidget( page, target.id ).getByRole( 'button', {
			name: /^You love “/,
		} )
	).toHaveAttribute( 'aria-pressed', 'true' );
} );

test( 'post lists have like buttons, and a like there shows on the post itself @guest', async ( {
	page,
} ) => {
	await page.goto( '/blog/' );
	const widgets = page.locator( '[data-vitrine-widget="like"]' );
	expect( await widgets.count() ).toBeGreaterThanOrEqual( 6 );
	await expect( widgets.first() ).toHaveAttribute(
		'data-vitrine-state',
		'mounted'
	);

	const target = post( 3 );
	const button = likeWidget( page, target.id ).getByRole( 'button' );
	await button.click();
	await expect( button ).toHaveClass( /is-loved/ );

	await page.goto( target.link );
	await expect(
		likeWidget( page, target.id ).getByRole( 'button' )
	).toHaveClass( /is-loved/ );
} );

test( 'a stale nonce is refreshed once and the like still goes through', async ( {
	page,
} ) => {
	const target = post( 4 );
	let sessions = 0;
	await page.route( '**/vitrine/v1/session*', async ( route ) => {
		sessions++;
		const response = await route.fetch();
		const body = await response.json();
		if ( sessions === 1 ) {
			body.nonces[ 'jws-love' ] = 'expired0ab';
		}
		await route.fulfill( { response, json: body } );
	} );
	await page.goto( target.link );
	const button = likeWidget( page, target.id ).getByRole( 'button' );
	await button.click();
	await expect( button ).toHaveClass( /is-loved/ );
	expect( sessions ).toBe( 2 );
} );

test( 'a member’s like follows the account, not the browser', async ( {
	page,
	browser,
} ) => {
	const target = post( 5 );
	await logIn( page );
	await page.goto( target.link );
	const button = likeWidget( page, target.id ).getByRole( 'button' );
	await page.waitForLoadState( 'networkidle' );
	await expect( button ).not.toHaveClass( /is-loved/ );
	await button.click();
	await expect( button ).toHaveClass( /is-loved/ );

	// The same account in a fresh browser sees it loved.
	const other = await browser.newContext();
	const otherPage = await other.newPage();
	await logIn( otherPage );
	await otherPage.goto( target.link );
	await expect(
		likeWidget( otherPage, target.id ).getByRole( 'button' )
	).toHaveClass( /is-loved/ );
	await other.close();
} );

test( 'pages carry no nonce or per-visitor state, so they can be cached', async ( {
	page,
} ) => {
	const target = post( 0 );
	const sessionResponse = page.waitForResponse( /vitrine\/v1\/session/ );
	const response = await page.goto( target.link );
	const html = ( await response?.text() ) ?? '';
	const session = await ( await sessionResponse ).json();

	expect( ( await sessionResponse ).headers()[ 'cache-control' ] ).toContain(
		'no-store'
	);
	for ( const nonce of Object.values( session.nonces ) as string[] ) {
		expect( html ).not.toContain( nonce );
	}
} );

test( 'without its chunk the button keeps the server-rendered count', async ( {
	page,
} ) => {
	const target = post( 6 );
	await page.route( '**/build/chunks/**', ( route ) => route.abort() );
	const errors: string[] = [];
	page.on( 'console', ( message ) => {
		if ( message.type() === 'error' ) {
			errors.push( message.text() );
		}
	} );
	await page.goto( target.link );
	const widget = likeWidget( page, target.id );
	await expect( widget ).toHaveAttribute( 'data-vitrine-state', 'failed' );
	await expect( widget.locator( '.vitrine-like__count' ) ).toBeVisible();
	expect( errors.join( '\n' ) ).toContain(
		'could not load the "like" widget'
	);
} );

test( 'the button needs no React: it mounts and saves a like where React cannot load', async ( {
	page,
	request,
} ) => {
	const target = post( 7 );
	const before = await renderedCount( request, target );
	await page.route(
		/\/wp-includes\/js\/dist\/(vendor\/react|element)/,
		( route ) => route.abort()
	);
	await page.goto( target.link );
	const widget = likeWidget( page, target.id );
	await expect( widget ).toHaveAttribute( 'data-vitrine-state', 'mounted' );
	const button = widget.getByRole( 'button' );
	await button.click();
	await expect( button ).toHaveClass( /is-loved/ );
	await expect( button ).toContainText( String( before + 1 ) );
} );
