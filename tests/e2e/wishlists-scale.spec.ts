/**
 * The wishlists screen as a shop with many lists uses it: the most wished-for report reads
 * counters kept with every write (guests adding at once are each counted, a removal and a
 * deleted product are subtracted), "All wishlists" pages by keyset (Older, Newer, Oldest), and
 * the CSV exports show their progress as they stream, while the plain link still downloads
 * without the script.
 */

/**
 * External dependencies
 */
import {
	expect,
	request as playwrightRequest,
	test,
	type APIRequestContext,
} from '@playwright/test';
import { readFile } from 'node:fs/promises';

/**
 * Internal dependencies
 */
import { logIn, temporaryProduct } from './support';

const SCREEN =
	'/wp-admin/edit.php?post_type=vitrine_product&page=vitrine-wishlists';

/**
 * A new guest's session nonces.
 * @param guest The guest's request context.
 */
async function noncesOf(
	guest: APIRequestContext
): Promise< Record< string, string > > {
	return (
		( await (
			await guest.get( '/wp-json/vitrine/v1/session' )
		).json() ) as { nonces: Record< string, string > }
	 ).nonces;
}

test( 'the report counts guests adding at once, removals and deletions; the exports show their progress', async ( {
	baseURL,
	page,
} ) => {
	test.setTimeout( 120_000 );
	const run = Date.now().toString( 36 );
	const product = await temporaryProduct( `Counted vase ${ run }`, {
		_regular_price: '9.00',
	} );
	const gone = await temporaryProduct( `Counted stool ${ run }`, {
		_regular_price: '19.00',
	} );
	const guests = await Promise.all(
		Array.from( { length: 8 }, () =>
			playwrightRequest.newContext( { baseURL } )
		)
	);
	// Thirteen more guests, so that this run's guest lists alone fill more than a page.
	const more = await Promise.all(
		Array.from( { length: 13 }, () =>
			playwrightRequest.newContext( { baseURL } )
		)
	);
	let goneRemoved = false;
	try {
		// Eight guests add the vase at the same moment (and the first, the stool too).
		const nonces = await Promise.all( guests.map( noncesOf ) );
		const adds = await Promise.all(
			guests.map( ( guest, i ) =>
				guest.post( '/wp-admin/admin-ajax.php', {
					form: {
						action: 'add_to_wishlist',
						nonce: nonces[ i ]!.add_to_wishlist ?? '',
						add_to_wishlist: String( product.id ),
					},
				} )
			)
		);
		for ( const added of adds ) {
			expect( added.ok() ).toBe( true );
		}
		const stool = await guests[ 0 ]!.post( '/wp-admin/admin-ajax.php', {
			form: {
				action: 'add_to_wishlist',
				nonce: nonces[ 0 ]!.add_to_wishlist ?? '',
				add_to_wishlist: String( gone.id ),
			},
		} );
		expect( stool.ok() ).toBe( true );
		const moreNonces = await Promise.all( more.map( noncesOf ) );
		for ( const added of await Promise.all(
			more.map( ( guest, i ) =>
				guest.post( '/wp-admin/admin-ajax.php', {
					form: {
						action: 'add_to_wishlist',
						nonce: moreNonces[ i ]!.add_to_wishlist ?? '',
						add_to_wishlist: String( gone.id ),
					},
				} )
			)
		) ) {
			expect( added.ok() ).toBe( true );
		}

		await logIn( page );
		await page.goto( `${ SCREEN }&tab=popular` );
		const vase = page.locator( 'tbody tr', {
			hasText: `Counted vase ${ run }`,
		} );
		await expect( vase.locator( '.column-lists' ) ).toHaveText( '8' );
		await expect( vase.locator( '.column-quantity' ) ).toHaveText( '8' );
		await expect(
			page.locator( 'tbody tr', { hasText: `Counted stool ${ run }` } )
		).toHaveCount( 1 );

		// One guest takes the vase off; the stool is deleted from the shop.
		const removed = await guests[ 1 ]!.post( '/wp-admin/admin-ajax.php', {
			form: {
				action: 'remove_from_all_wishlists',
				nonce: nonces[ 1 ]!.remove_from_all_wishlists ?? '',
				prod_id: String( product.id ),
			},
		} );
		expect( removed.ok() ).toBe( true );
		await gone.remove();
		goneRemoved = true;
		await page.reload();
		await expect( vase.locator( '.column-lists' ) ).toHaveText( '7' );
		await expect(
			page.locator( 'tbody tr', { hasText: `Counted stool ${ run }` } )
		).toHaveCount( 0 );

		// Recount: the same figures, counted from the lists.
		await page.getByRole( 'button', { name: 'Recount' } ).click();
		await expect( page.getByRole( 'status' ).first() ).toContainText(
			'counted again'
		);
		await expect( vase.locator( '.column-lists' ) ).toHaveText( '7' );

		// The guests' lists by keyset: Older goes on after the last list shown, Newer comes back
		// to the same twenty, Oldest ends where nothing is older.
		await page.getByRole( 'link', { name: 'All wishlists' } ).click();
		await page
			.locator( '.subsubsub' )
			.getByRole( 'link', { name: /^Guests/ } )
			.click();
		const listIds = async () =>
			(
				await page
					.locator( 'tbody a.row-title' )
					.evaluateAll( ( links ) =>
						links.map( ( link ) =>
							Number(
								new URL(
									( link as HTMLAnchorElement ).href
								).searchParams.get( 'wishlist' )
							)
						)
					)
			).filter( Boolean );
		const rowsShown = page.locator( 'tbody tr' );
		await expect( rowsShown ).toHaveCount( 20 );
		const first = await listIds();
		expect( first ).toEqual( [ ...first ].sort( ( a, b ) => b - a ) );
		await page
			.getByRole( 'link', { name: 'Older wishlists' } )
			.first()
			.click();
		await expect( page ).toHaveURL(
			new RegExp( `after=${ first[ 19 ] }` )
		);
		await expect( page ).toHaveURL( /owner=guest/ );
		const second = await listIds();
		expect( second.length ).toBeGreaterThan( 0 );
		expect( Math.max( ...second ) ).toBeLessThan( first[ 19 ]! );
		await page
			.getByRole( 'link', { name: 'Newer wishlists' } )
			.first()
			.click();
		await expect( page ).toHaveURL(
			new RegExp( `before=${ second[ 0 ] }` )
		);
		expect( await listIds() ).toEqual( first );
		await page
			.getByRole( 'link', { name: 'Oldest wishlists' } )
			.first()
			.click();
		await expect( page ).toHaveURL( /last=1/ );
		await expect(
			page.getByRole( 'link', { name: 'Older wishlists' } )
		).toHaveCount( 0 );
		await expect(
			page.getByRole( 'link', { name: 'Newest wishlists' } )
		).toHaveCount( 2 );

		// The export of every list, with its progress; the file holds the rows it announced.
		await page.getByRole( 'link', { name: 'All wishlists' } ).click();
		const exportLink = page.getByRole( 'link', { name: 'Export CSV' } );
		const plain = await page.request.get(
			( await exportLink.getAttribute( 'href' ) )!
		);
		expect( plain.headers()[ 'content-type' ] ).toContain( 'text/csv' );
		expect(
			Number( plain.headers()[ 'x-vitrine-export-rows' ] )
		).toBeGreaterThanOrEqual( 7 );
		const download = page.waitForEvent( 'download' );
		await exportLink.click();
		const status = page.locator(
			'#vitrine-wishlists-export .vitrine-export-status'
		);
		await expect( status ).toHaveText(
			/^Export complete: [\d,]+ wishlist rows?\.$/
		);
		await expect(
			page.getByLabel( 'Exporting wishlists' )
		).toHaveAttribute( 'value', '100' );
		const rows = Number(
			( ( await status.textContent() ) ?? '' ).replace( /\D/g, '' )
		);
		const csv = ( await readFile( ( await ( await download ).path() )! ) )
			.toString()
			.trim();
		expect( csv.split( '\n' ) ).toHaveLength( rows + 1 );
		expect( csv ).toContain( `Counted vase ${ run }` );

		// The subscribers' export shows the same progress.
		await page.goto( '/wp-admin/admin.php?page=vitrine-newsletter' );
		const subscribers = page.waitForEvent( 'download' );
		await page.getByRole( 'link', { name: 'Export CSV' } ).click();
		await expect(
			page.locator( '#vitrine-subscribers-export .vitrine-export-status' )
		).toHaveText( /^Export complete: [\d,]+ subscribers?\.$/ );
		await expect(
			page.getByLabel( 'Exporting subscribers' )
		).toHaveAttribute( 'value', '100' );
		expect( ( await subscribers ).suggestedFilename() ).toMatch(
			/^newsletter-subscribers-.*\.csv$/
		);
	} finally {
		await Promise.all(
			[ ...guests, ...more ].map( ( guest ) => guest.dispose() )
		);
		await product.remove();
		if ( ! goneRemoved ) {
			await gone.remove();
		}
	}
} );
