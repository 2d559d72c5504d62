/**
 * Cache safety, proved on the site behind nginx's page cache (bin/test-page-cache.sh; only that
 * run has this file): guests get pages from the cache, per-visitor state still works on them,
 * and nothing a member or a write sees ever comes from it.
 */

/**
 * External dependencies
 */
import { expect, test, type Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { demoPosts, likeWidget, logIn } from './support';

/** Every test here is a guest flow: the page-cache project runs only those (`@guest`). */
const GUEST = { tag: '@guest' };

const cacheStatus = (
	response: { headers: () => Record< string, string > } | null
) => response?.headers()[ 'x-cache-status' ];

/**
 * Collects every call refused with 403 (a nonce failure, or a refusal no guest flow expects).
 * @param page
 */
function refusals( page: Page ): string[] {
	const refused: string[] = [];
	page.on( 'response', ( response ) => {
		if (
			response.status() === 403 &&
			/admin-ajax\.php|\/wp-json\/|rest_route=/.test( response.url() )
		) {
			refused.push( response.url() );
		}
	} );
	return refused;
}

test(
	'guests get the second load of a page from the cache, without a cookie or a nonce in it',
	GUEST,
	async ( { browser } ) => {
		for ( const path of [ '/', '/contact/', '/blog/' ] ) {
			const context = await browser.newContext();
			const page = await context.newPage();
			await page.goto( path );
			const again = await page.goto( path );
			expect( cacheStatus( again ), path ).toBe( 'HIT' );
			expect( again?.headers()[ 'set-cookie' ], path ).toBeUndefined();
			expect( await again?.text(), path ).not.toMatch(
				/createNonceMiddleware\(\s*"[0-9a-f]{10}"|"nonce"\s*:\s*"[0-9a-f]{10}"/
			);
			await context.close();
		}
	}
);

test(
	'members, writes, admin-ajax and REST never come from the cache',
	GUEST,
	async ( { page, request } ) => {
		await page.goto( '/' );
		const session = await request.get( '/wp-json/vitrine/v1/session' );
		expect( cacheStatus( session ) ).toBe( 'BYPASS' );
		// nginx does not even look POSTs up in the cache: they carry no status at all.
		for ( let i = 0; i < 2; i++ ) {
			const ajax = await request.post( '/wp-admin/admin-ajax.php', {
				form: { action: 'vitrine-nothing' },
			} );
			expect( cacheStatus( ajax ) ).toBeUndefined();
		}

		await logIn( page );
		const home = await page.goto( '/' );
		expect( cacheStatus( home ) ).toBe( 'BYPASS' );
		await expect(
			page.locator( '.site-header [data-vitrine-login-open]' )
		).toHaveText( 'My account' );
	}
);

test(
	'a guest loves a post on a cached page, and the cached reload still shows it loved',
	GUEST,
	async ( { browser, request } ) => {
		const [ target ] = ( await demoPosts( request ) ).slice( -1 );
		if ( ! target ) {
			throw new Error( 'no demo post' );
		}
		// Another visitor fills the cache.
		await request.get( target.link );
		const context = await browser.newContext();
		const page = await context.newPage();
		const refused = refusals( page );

		expect( cacheStatus( await page.goto( target.link ) ) ).toBe( 'HIT' );
		const button = likeWidget( page, target.id ).getByRole( 'button' );
		await expect( button ).toHaveAttribute( 'aria-pressed', 'false' );
		await button.click();
		await expect( button ).toHaveAttribute( 'aria-pressed', 'true' );

		expect( cacheStatus( await page.reload() ) ).toBe( 'HIT' );
		await expect(
			likeWidget( page, target.id ).getByRole( 'button' )
		).toHaveAttribute( 'aria-pressed', 'true' );
		expect( refused ).toEqual( [] );
		await context.close();
	}
);
