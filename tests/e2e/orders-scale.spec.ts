/**
 * The Orders screen as a shop with many orders uses it: the search's "Search in" selector
 * (customer name, email), keyset paging (Older and Newer instead of page numbers), a date
 * range and the CSV export with its progress bar. The orders are this run's own, found by a last name no other
 * test uses.
 */

/**
 * External dependencies
 */
import { expect, request as playwrightRequest, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';

/**
 * Internal dependencies
 */
import {
	cartWith,
	logIn,
	orderIdOf,
	postCheckout,
	temporaryProduct,
	testBilling,
} from './support';

test( 'the shop manager searches by customer name and email, pages by keyset and exports with progress', async ( {
	baseURL,
	page,
} ) => {
	test.setTimeout( 120_000 );
	const run = `Keyset${ Date.now().toString( 36 ) }`;
	const product = await temporaryProduct( `Scale jug ${ run }`, {
		_regular_price: '3.00',
	} );
	try {
		// 21 orders, one more than a page, seven at a time.
		const ids: number[] = [];
		for ( let batch = 0; batch < 3; batch++ ) {
			ids.push(
				...( await Promise.all(
					Array.from( { length: 7 }, async ( _, i ) => {
						const guest = await playwrightRequest.newContext( {
							baseURL,
						} );
						try {
							const nonces = await cartWith( guest, product.id );
							const placed = await postCheckout(
								guest,
								nonces,
								testBilling( {
									billing_last_name: run,
									billing_email: `${ run.toLowerCase() }-${
										batch * 7 + i
									}@example.com`,
								} )
							);
							expect( placed.status() ).toBe( 303 );
							return orderIdOf( placed );
						} finally {
							await guest.dispose();
						}
					} )
				) )
			);
		}
		const newest = [ ...ids ].sort( ( a, b ) => b - a );

		await logIn( page );
		await page.goto( '/wp-admin/admin.php?page=vitrine-orders' );
		await page.getByLabel( 'Search in' ).selectOption( 'customer' );
		await page.getByLabel( 'Search orders' ).fill( run.slice( 0, -2 ) );
		await page.getByLabel( 'Search orders' ).press( 'Enter' );
		const rows = page.locator( 'tbody tr' );
		await expect( rows ).toHaveCount( 20 );
		await expect( page.locator( '.displaying-num' ).first() ).toHaveText(
			'21 orders'
		);
		await expect( page.getByLabel( 'Search in' ) ).toHaveValue(
			'customer'
		);
		await expect( rows.first() ).toContainText( `#${ newest[ 0 ] }` );

		// Older: the one order after the twentieth; Newer: back to the first page.
		await page
			.getByRole( 'link', { name: 'Older orders' } )
			.first()
			.click();
		await expect( rows ).toHaveCount( 1 );
		await expect( rows.first() ).toContainText( `#${ newest[ 20 ] }` );
		expect( page.url() ).toContain( `after=${ newest[ 19 ] }` );
		await page
			.getByRole( 'link', { name: 'Newer orders' } )
			.first()
			.click();
		await expect( rows ).toHaveCount( 20 );
		await expect( rows.first() ).toContainText( `#${ newest[ 0 ] }` );

		// A date range around today keeps the search: the same 21 orders, in date order (read
		// on the dates' index), Older leading to the last one with the range kept.
		const day = ( offset: number ) =>
			new Date( Date.now() + offset * 86_400_000 )
				.toISOString()
				.slice( 0, 10 );
		const numbers = async () =>
			( await rows.allTextContents() ).map( ( text ) =>
				Number( /#(\d+)/.exec( text )?.[ 1 ] )
			);
		await page.getByLabel( 'From', { exact: true } ).fill( day( -1 ) );
		await page.getByLabel( 'To', { exact: true } ).fill( day( 1 ) );
		await page.getByRole( 'button', { name: 'Filter' } ).click();
		await expect( page.locator( '.displaying-num' ).first() ).toHaveText(
			'21 orders'
		);
		await expect( rows ).toHaveCount( 20 );
		const ranged = await numbers();
		await page
			.getByRole( 'link', { name: 'Older orders' } )
			.first()
			.click();
		await expect( rows ).toHaveCount( 1 );
		expect( page.url() ).toContain( `from=${ day( -1 ) }` );
		expect( [ ...ranged, ...( await numbers() ) ].sort() ).toEqual(
			[ ...ids ].sort()
		);
		// A range before any of them: nothing.
		await page.getByLabel( 'From', { exact: true } ).fill( '2001-01-01' );
		await page.getByLabel( 'To', { exact: true } ).fill( '2001-01-31' );
		await page.getByRole( 'button', { name: 'Filter' } ).click();
		await expect( page.getByText( 'No orders found.' ) ).toBeVisible();
		await page.getByLabel( 'From', { exact: true } ).fill( '' );
		await page.getByLabel( 'To', { exact: true } ).fill( '' );
		await page.getByRole( 'button', { name: 'Filter' } ).click();
		await expect( page.locator( '.displaying-num' ).first() ).toHaveText(
			'21 orders'
		);

		// The export of what the list shows, with its progress.
		const download = page.waitForEvent( 'download' );
		await page.getByRole( 'link', { name: 'Export CSV' } ).click();
		await expect( page.locator( '.vitrine-export-status' ) ).toHaveText(
			'Export complete: 21 orders.'
		);
		await expect(
			page.locator( '#vitrine-orders-export-progress' )
		).toHaveAttribute( 'value', '100' );
		const csv = await readFile( ( await ( await download ).path() )! );
		expect( csv.toString().trim().split( '\n' ) ).toHaveLength( 22 );

		// Email: the exact address finds its one order; a part of it finds none.
		await page.getByLabel( 'Search in' ).selectOption( 'email' );
		await page
			.getByLabel( 'Search orders' )
			.fill( `${ run.toLowerCase() }-3@example.com` );
		await page.getByLabel( 'Search orders' ).press( 'Enter' );
		await expect( rows ).toHaveCount( 1 );
		await expect( rows.first() ).toContainText( `#${ ids[ 3 ] }` );
		await page.getByLabel( 'Search orders' ).fill( `-3@example.com` );
		await page.getByLabel( 'Search orders' ).press( 'Enter' );
		await expect( page.getByText( 'No orders found.' ) ).toBeVisible();
	} finally {
		await product.remove();
	}
} );
